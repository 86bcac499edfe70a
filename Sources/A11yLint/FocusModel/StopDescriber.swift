/// Builds the `SpokenStop` of a focus stop from the tree and the focus model.
public struct StopDescriber: Sendable {
    public let tree: AccessibilityTree
    public let model: FocusModel
    /// resource-id → text of the node that declares `labelFor` it.
    let labelsFor: [String: String]
    let firstStopInCollection: [Int: Int]

    public init(tree: AccessibilityTree, model: FocusModel) {
        self.tree = tree
        self.model = model
        var labels: [String: String] = [:]
        for node in tree.nodes {
            if let target = node.labelFor, let text = (node.text ?? node.contentDescription)?.nonBlank {
                labels[target] = text
                if let short = target.split(separator: "/").last { labels[String(short)] = labels[String(short)] ?? text }
            }
        }
        labelsFor = labels
        firstStopInCollection = Self.firstStops(tree: tree, model: model)
    }

    public func describe(stop: Int) -> SpokenStop {
        tree.platform == .android ? talkBack(stop) : voiceOver(stop)
    }

    // MARK: TalkBack: state, name, role of the stop, then of each grouped child; "disabled" last.

    func talkBackOwn(_ i: Int, into spoken: inout SpokenStop, isStop: Bool) {
        talkBackOwn(tree[i], into: &spoken, isStop: isStop)
    }

    /// Takes the node borrowed: copying a node retains dozens of strings, and this runs per spoken node.
    func talkBackOwn(_ node: borrowing Node, into spoken: inout SpokenStop, isStop: Bool) {
        let role = AndroidRole.of(node)
        let words = SpokenWords.talkBack
        var state: String?
        if let description = node.stateDescription?.nonBlank {
            state = description
        } else if let toggle = node.toggleableState {
            switch toggle {
            case .on: state = role == .switchRole || role == .toggleButton ? words["on"] : words["checked"]
            case .off: state = role == .switchRole || role == .toggleButton ? words["off"] : words["notChecked"]
            case .indeterminate: state = words["partiallyChecked"]
            }
        } else if node.checkable == true, let checked = node.checked {
            // API 30+ fills stateDescription from `checked` (Switch: On/Off; CompoundButton: Checked/Not checked).
            if role == .switchRole || role == .toggleButton { state = checked ? words["on"] : words["off"] }
            else { state = checked ? words["checked"] : words["notChecked"] }
        }
        if let state {
            spoken.states.append(state)
            spoken.exposesCheckedState = true
        }
        if node.selected == true && !isStop {
            spoken.states.append(words["selected"]!)
        }
        var name = node.contentDescription?.nonBlank ?? node.text?.nonBlank
        if !labelsFor.isEmpty, let id = node.resourceId, let label = labelsFor[id] ?? id.split(separator: "/").last.flatMap({ labelsFor[String($0)] }) {
            name = name.map { String(format: words["labeledFor"]!, $0, label) } ?? label
        }
        if let name { spoken.nameParts.append(name) }
        if let description = node.roleDescription?.nonBlank {
            spoken.roles.append(description)
        } else if !role.spoken.isEmpty {
            spoken.roles.append(role.spoken)
        }
        if let hint = node.hintText?.nonBlank, node.text?.nonBlank != hint, name != hint { spoken.nameParts.append(hint) }
    }

    func talkBack(_ stop: Int) -> SpokenStop {
        var spoken = SpokenStop(node: stop)
        spoken.selected = tree[stop].selected == true
        spoken.disabled = tree[stop].enabled == false
        talkBackOwn(stop, into: &spoken, isStop: true)
        // State, name, role: a stop without its own name is named by its grouped children, each
        // described in turn (state, name, role), before the stop's own role ("Wi-Fi, Off, Switch, Button").
        let ownRoles = spoken.roles
        var ownParts = spoken.states + spoken.nameParts
        for child in tree.descendants(of: stop) where child != stop && model.speaker(of: child) == stop {
            var part = SpokenStop(node: child)
            talkBackOwn(child, into: &part, isStop: false)
            spoken.nameParts += part.nameParts
            spoken.roles += part.roles
            spoken.states += part.states
            spoken.exposesCheckedState = spoken.exposesCheckedState || part.exposesCheckedState
            ownParts += part.states + part.nameParts + part.roles
        }
        ownParts += ownRoles
        var text: [String] = []
        if spoken.selected { text.append(SpokenWords.talkBack["selected"]!) }
        var said = Set(text.map { $0.lowercased() })
        for part in ownParts where said.insert(part.lowercased()).inserted { text.append(part) }
        if spoken.disabled { text.append(SpokenWords.talkBack["disabled"]!) }
        if !spoken.disabled, FocusModel.clickable(tree[stop]) {
            if let parent = tree.parent(of: stop), tree[parent].collectionInfo?.selectionMode == 1 {
                spoken.hint = SpokenWords.talkBack["hintSelect"]
            } else if tree[stop].checkable == true || tree[stop].toggleableState != nil {
                spoken.hint = SpokenWords.talkBack["hintToggle"]
            } else {
                spoken.hint = SpokenWords.talkBack["hintActivate"]
            }
        }
        describeCollection(of: stop, into: &spoken)
        if let position = spoken.position { text.append(position) }
        if let collection = spoken.collection { text.append(collection) }
        if let hint = spoken.hint { text.append(hint) }
        spoken.text = text.joined(separator: ", ")
        return spoken
    }

    /// TalkBack's collection words: the item's place ("2 of 5") from collectionItemInfo, and
    /// "in list, N items" on the first stop inside a collection, from its collectionInfo.
    func describeCollection(of stop: Int, into spoken: inout SpokenStop) {
        // No stop lies in any collection: skip the walk up the ancestors (a 2,000-deep chain
        // made it 2,000 node copies per stop).
        if firstStopInCollection.isEmpty { return }
        let words = SpokenWords.talkBack
        var item = tree[stop].collectionItemInfo
        for a in tree.ancestors(of: stop) {
            guard let info = tree[a].collectionInfo else {
                if item == nil { item = tree[a].collectionItemInfo }
                continue
            }
            let columns = info.columnCount ?? 1, rows = info.rowCount ?? 0
            if let row = item?.rowIndex, rows > 0, columns <= 1 {
                spoken.position = String(format: words["position"]!, row + 1, rows)
            }
            if firstStop(in: a) == stop, rows > 0 {
                spoken.collection = columns > 1 ? String(format: words["inGrid"]!, rows, columns) : String(format: words["inList"]!, rows)
            }
            return
        }
    }

    /// The first focus stop (in reading order) inside a collection's subtree.
    func firstStop(in container: Int) -> Int? { firstStopInCollection[container] }

    static func firstStops(tree: AccessibilityTree, model: FocusModel) -> [Int: Int] {
        var first: [Int: Int] = [:]
        guard tree.nodes.contains(where: { $0.collectionInfo != nil }) else { return first }
        for stop in model.stops {
            for a in tree.ancestors(of: stop) where tree[a].collectionInfo != nil && first[a] == nil { first[a] = stop }
        }
        return first
    }

    // MARK: VoiceOver: label, value, "selected", trait words; hint last.

    /// Traits as VoiceOver would see them: the dump's own, or those UIKit gives the element type.
    public static func traits(of node: Node) -> AccessibilityTraits {
        var traits = node.accessibilityTraits ?? []
        if node.accessibilityTraits == nil {
            switch node.elementType ?? node.className ?? "" {
            case "Button", "UIButton", "MenuButton", "PopUpButton": traits.insert(.button)
            case "Switch", "Toggle", "UISwitch": traits.formUnion([.button, .toggleButton])
            case "Link": traits.insert(.link)
            case "Image", "UIImageView", "Icon": traits.insert(.image)
            case "StaticText", "UILabel": traits.insert(.staticText)
            case "SearchField": traits.insert(.searchField)
            case "Slider", "Stepper", "UISlider", "Adjustable": traits.insert(.adjustable)
            case "TextField", "SecureTextField", "TextView", "UITextField", "UITextView": traits.insert(.textEntry)
            case "Tab": traits.insert(.button)
            default: break
            }
        }
        if node.enabled == false { traits.insert(.notEnabled) }
        if node.selected == true { traits.insert(.selected) }
        return traits
    }

    func isCell(_ node: Node) -> Bool {
        let type = node.elementType ?? ""
        let cls = node.className ?? ""
        return type == "Cell" || cls.hasSuffix("TableViewCell") || cls.hasSuffix("CollectionViewCell")
    }

    public static func isSwitchLike(_ node: Node) -> Bool {
        let type = node.elementType ?? node.className ?? ""
        return type == "Switch" || type == "Toggle" || type == "UISwitch" || (node.accessibilityTraits?.contains(.toggleButton) ?? false)
    }

    func voiceOver(_ stop: Int) -> SpokenStop {
        let node = tree[stop]
        let words = SpokenWords.voiceOver
        var spoken = SpokenStop(node: stop)
        let traits = Self.traits(of: node)
        // UIKit's table and collection cells read an accessory switch as their own: "Wi-Fi, On,
        // Switch button" (the switch is inside the cell element and never visited itself).
        let accessorySwitch = isCell(node) && !Self.isSwitchLike(node)
            ? tree.descendants(of: stop).first { model.speaker(of: $0) == stop && Self.isSwitchLike(tree[$0]) } : nil
        let isSwitch = Self.isSwitchLike(node) || accessorySwitch != nil
        var label = node.accessibilityLabel?.nonBlank
        var value = node.accessibilityValue?.nonBlank ?? accessorySwitch.flatMap { tree[$0].accessibilityValue?.nonBlank }
        if node.elementType == "StaticText", value == label { value = nil }
        if label == nil, node.accessibilityLabel == nil, let text = node.text?.nonBlank { label = text }
        if let label { spoken.nameParts.append(label) }
        var switchState: String?
        if isSwitch, let v = value {
            switch v.lowercased() {
            case "1", "on", "true": switchState = words["on"]
            case "0", "off", "false": switchState = words["off"]
            case "2", "mixed": switchState = words["mixed"]
            default: switchState = v
            }
            value = nil
        }
        if let value {
            spoken.states.append(value)
            if ["selected", "unselected", "checked", "unchecked", "not checked", "not selected", "on", "off"].contains(value.lowercased()) {
                spoken.exposesCheckedState = true
            }
        }
        spoken.selected = traits.contains(.selected)
        spoken.disabled = traits.contains(.notEnabled)
        if spoken.selected { spoken.states.insert(words["selected"]!, at: 0); spoken.exposesCheckedState = true }
        var specifiers: [String] = []
        if spoken.disabled { specifiers.append(words["dimmed"]!) }
        if isSwitch {
            spoken.roles.append(words["switchButton"]!)
            specifiers.append(words["switchButton"]!)
            if let switchState { specifiers.append(switchState); spoken.states.append(switchState); spoken.exposesCheckedState = true }
        } else if traits.contains(.button) {
            spoken.roles.append(words["button"]!); specifiers.append(words["button"]!)
        }
        if node.elementType == "RadioButton" { spoken.roles.append(words["radioButton"]!); specifiers.append(words["radioButton"]!) }
        if traits.contains(.link) { spoken.roles.append(words["link"]!); specifiers.append(words["link"]!) }
        if traits.contains(.header) { specifiers.append(words["heading"]!) }
        if traits.contains(.image) { spoken.roles.append(words["image"]!); specifiers.append(words["image"]!) }
        if traits.contains(.textEntry) { spoken.roles.append(words["textField"]!); specifiers.append(words["textField"]!) }
        if traits.contains(.adjustable) { spoken.roles.append(words["adjustable"]!); specifiers.append(words["adjustable"]!) }
        // A role appended to the label by hand (", Radio Button") counts as spoken, as the seeds allow.
        if let label, let range = label.range(of: #",\s*(radio button|button|switch button|switch)\s*$"#, options: [.regularExpression, .caseInsensitive]) {
            spoken.roles.append(String(label[range].dropFirst()).trimmed)
        }
        // The seeds' order (criteria.md): label, value, role, "selected", hint; a dimmed element
        // says "dimmed" before its role and its value after it ("Label, dimmed, switch button, off").
        // AccessibilitySnapshot puts "Selected" first; the seeds win (docs/screen-reader-model.md).
        var text: [String] = []
        if let label { text.append(label) }
        var values: [String] = []
        if let v = spoken.states.first(where: { $0 != words["selected"] && $0 != switchState }) { values.append(v) }
        if let switchState { values.append(switchState) }
        if !spoken.disabled { text += values }
        else { text.append(words["dimmed"]!) }
        text += specifiers.filter { $0 != words["dimmed"] && $0 != switchState }
        if spoken.disabled { text += values }
        if spoken.selected { text.append(words["selected"]!) }
        if isSwitch && !spoken.disabled { spoken.hint = node.accessibilityHint?.nonBlank.map { "\($0). \(words["hintToggle"]!)" } ?? words["hintToggle"] }
        else { spoken.hint = node.accessibilityHint?.nonBlank }
        if let hint = spoken.hint { text.append(hint) }
        spoken.text = text.joined(separator: ", ")
        return spoken
    }
}

import Foundation
