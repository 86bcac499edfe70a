import A11yLintModel

/// Builds the `SpokenStop` of a focus stop from the tree and the focus model.
public struct StopDescriber: Sendable {
    public let tree: AccessibilityTree
    public let model: FocusModel
    /// resource-id → text of the node that declares `labelFor` it.
    let labelsFor: [String: String]
    let firstStopInCollection: [Int: Int]
    /// VoiceOver: each tab bar item's place in its bar (VoiceOverContext).
    let tabPositions: [Int: (index: Int, count: Int)]
    /// The packs' label roles and state values.
    let vocabulary: SpeechVocabulary

    public init(tree: AccessibilityTree, model: FocusModel, vocabulary: SpeechVocabulary) {
        self.tree = tree
        self.model = model
        self.vocabulary = vocabulary
        var labels: [String: String] = [:]
        // Read in place: a `for node in` loop copied each node out (a retain and a release).
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                if let target = nodes[i].labelFor, let text = (nodes[i].text ?? nodes[i].contentDescription)?.nonBlank {
                    labels[target] = text
                    if let short = target.split(separator: "/").last { labels[String(short)] = labels[String(short)] ?? text }
                }
            }
        }
        labelsFor = labels
        firstStopInCollection = Self.firstStops(tree: tree, model: model)
        tabPositions = tree.platform == .ios ? VoiceOverContext.tabPositions(tree: tree, stops: model.stops) : [:]
    }

    public func describe(stop: Int) -> SpokenStop {
        var draft = SpokenStopDraft(node: stop)
        describe(stop: stop, into: &draft)
        return SpokenStop(draft)
    }

    /// The stop's parts in `draft`, emptied first: a screen's stops are said into one draft, each
    /// then packed (`SpokenStop(_:)`), so the lists are allocated once, not per stop.
    package func describe(stop: Int, into draft: inout SpokenStopDraft) {
        draft.reset(node: stop)
        if tree.platform == .android { talkBack(stop, into: &draft) } else { voiceOver(stop, into: &draft) }
    }

    // MARK: TalkBack: state, name, role of the stop, then of each grouped child; "disabled" last.

    func talkBackOwn(_ i: Int, into spoken: inout SpokenStopDraft, isStop: Bool) {
        tree.nodes.withUnsafeBufferPointer { nodes in
            talkBackOwn(nodes[i], role: model.androidRoles.of(i, nodes[i]), into: &spoken, isStop: isStop)
        }
    }

    /// Takes the node borrowed: copying a node retains dozens of strings, and this runs per spoken
    /// node. `role` is its TalkBack role, asked once for the screen (`AndroidRoles`).
    func talkBackOwn(_ node: borrowing Node, role: AndroidRole, into spoken: inout SpokenStopDraft, isStop: Bool) {
        // An image read through the stop around it, with no description, state or action of its
        // own, adds nothing ("Attach a photo", not "Image, Attach a photo"): an ImageView left at
        // importantForAccessibility="auto" with no content description and no listener is not
        // important for accessibility (View.isImportantForAccessibility), so it is not among the
        // children a screen reader walks (TreeNodesDescription iterates the node's children);
        // uiautomator lists it only because it dumps views that are not important too.
        if !isStop, role == .image, !node.hasNonBlank(.contentDescription), !node.hasNonBlank(.text),
           !node.hasNonBlank(.stateDescription), !FocusModel.actionable(node) { return }
        let words = SpokenWords.talkBack
        let state = Self.talkBackStateDescription(node, role: role)
        // Expanded/collapsed comes first among the states (compositor `description_for_tree_status`:
        // ACTION_EXPAND offered → "Collapsed", ACTION_COLLAPSE → "Expanded").
        if let expansion = Self.talkBackExpansion(node) { spoken.states.append(expansion) }
        if let state {
            spoken.states.append(state)
            spoken.exposesCheckedState = true
        } else if role == .seekControl || role == .progressBar, case let .range(range)? = ControlState.value(of: node, platform: .android) {
            // SeekBarDescription.seekBarPercentText; Compose's delegate states a ProgressBarRangeInfo as
            // "N percent" (1…99 between the ends), an indeterminate one "In progress".
            spoken.states.append(range.percent.map { String(format: words[.percent], $0) } ?? words[.inProgress])
        }
        if node.selected == true && !isStop {
            spoken.states.append(words[.selected])
        }
        var name = node.contentDescription?.nonBlank ?? node.text?.nonBlank
        if !labelsFor.isEmpty, let id = node.resourceId, let label = labelsFor[id] ?? id.split(separator: "/").last.flatMap({ labelsFor[String($0)] }) {
            name = name.map { String(format: words[.labeledFor], $0, label) } ?? label
        }
        // NonTextViewsDescription.nodeState: an image or image button with no name and no state
        // description says "Unlabelled" where its state goes ("Unlabelled, Button").
        if isStop, name == nil, state == nil, role == .image || role == .imageButton { spoken.states.append(words[.unlabelled]) }
        if let name { spoken.nameParts.append(name) }
        if let description = node.roleDescription?.nonBlank {
            spoken.roles.append(description)
        } else if !role.spoken.isEmpty {
            spoken.roles.append(role.spoken)
        }
        if let hint = node.hintText?.nonBlank, node.text?.nonBlank != hint, name != hint { spoken.nameParts.append(hint) }
    }

    /// The node's state description, else the one API 30+ fills in from `checked` (Switch: On/Off;
    /// CompoundButton: Checked/Not checked).
    static func talkBackStateDescription(_ node: borrowing Node, role: AndroidRole) -> String? {
        if let description = node.stateDescription?.nonBlank { return description }
        guard let checked = ControlState.androidChecked(node) else { return nil }
        let words = SpokenWords.talkBack
        let toggles = role == .switchRole || role == .toggleButton
        switch checked {
        case .on: return toggles ? words[.on] : words[.checked]
        case .off: return toggles ? words[.off] : words[.notChecked]
        case .mixed: return words[.partiallyChecked]
        }
    }

    func talkBack(_ stop: Int, into spoken: inout SpokenStopDraft) {
        spoken.selected = tree[stop].selected == true
        spoken.disabled = tree[stop].enabled == false
        talkBackOwn(stop, into: &spoken, isStop: true)
        // The parts are the said words' start.
        treeNodesDescription(of: stop, into: &spoken)
        let ownCount = spoken.saidWords.count
        if spoken.selected { spoken.saidWords.insert(SpokenWords.talkBack[.selected], at: 0) }
        // Repeated parts ("Wi-Fi" as the name and a child's text) are said once: `SpokenStop.text`.
        spoken.repeatsDropped = spoken.saidWords.count - ownCount ..< spoken.saidWords.count
        if spoken.disabled { spoken.saidWords.append(SpokenWords.talkBack[.disabled]) }
        // A field in error says its error after its description, before its hint (google/talkback
        // compositor.json `append_description_for_tree`: `$node.errorText`, which
        // AccessibilityNodeFeedbackUtils.getAccessibilityNodeErrorText fills only when the node
        // isContentInvalid with a non-empty getError(): "Error: <message>"). Only the focused node's own.
        if tree[stop].contentInvalid == true, let message = tree[stop].errorText?.nonBlank {
            let error = String(format: SpokenWords.talkBack[.error], message)
            spoken.error = error
            spoken.saidWords.append(error)
        }
        // EventTypeViewAccessibilityFocusedFeedbackRule: after the node's description, a heading
        // (`isHeading`: the node's flag or its collection item's) says its role description, else
        // "Heading"; not inside a web view.
        // Compose sets isHeading from the node's unmerged config only
        // (AndroidComposeViewAccessibilityDelegateCompat), so a card merging a heading text is no heading.
        if let heading = talkBackHeading(tree[stop]) { spoken.roles.append(heading); spoken.saidWords.append(heading) }
        if !spoken.disabled { spoken.hint = talkBackHint(stop) }
        describeCollection(of: stop, into: &spoken)
        if let position = spoken.position { spoken.saidWords.append(position) }
        if let collection = spoken.collection { spoken.saidWords.append(collection) }
        if let hint = spoken.hint { spoken.saidWords.append(hint) }
    }

    /// The stop's words with its grouped children's, once the stop's own are in `spoken`; adds the
    /// children's parts to `spoken`, and the parts in the order they are said to its said words.
    /// State, name, role: a stop without its own name is named by its grouped children, each
    /// described in turn (state, name, role), before the stop's own role ("Wi-Fi, Off, Switch, Button").
    /// A stop with its own name says its own state, name and role first, then its children's
    /// (TreeNodesDescription joins the node's role description before the children's):
    /// "15 minutes, Edit box, Sync Interval".
    func treeNodesDescription(of stop: Int, into spoken: inout SpokenStopDraft) {
        // The stop's own roles are the first of its roles (the children's are added after them).
        let ownRoles = spoken.roles.count
        let named = !spoken.nameParts.isEmpty
        Self.append(spoken.states, from: 0, to: &spoken.saidWords)
        Self.append(spoken.nameParts, from: 0, to: &spoken.saidWords)
        if named { Self.append(spoken.roles, from: 0, upTo: ownRoles, to: &spoken.saidWords) }
        for child in tree.descendants(of: stop) where child != stop && model.speaker(of: child) == stop {
            // The child's words go straight into the stop's lists (no SpokenStop of its own: this
            // runs for every grouped child of every stop); what it added is said in its order.
            let (states, names, roles) = (spoken.states.count, spoken.nameParts.count, spoken.roles.count)
            talkBackOwn(child, into: &spoken, isStop: false)
            Self.append(spoken.states, from: states, to: &spoken.saidWords)
            Self.append(spoken.nameParts, from: names, to: &spoken.saidWords)
            Self.append(spoken.roles, from: roles, to: &spoken.saidWords)
        }
        if !named { Self.append(spoken.roles, from: 0, upTo: ownRoles, to: &spoken.saidWords) }
    }

    /// `parts += list[start...]`, word by word: a child adds one or two words, and most of its
    /// three lists nothing; the generic append of a slice cost a few hundred instructions even empty.
    @inline(__always) private static func append(_ list: [String], from start: Int, upTo end: Int? = nil, to parts: inout [String]) {
        var k = start
        let end = end ?? list.count
        while k < end { parts.append(list[k]); k += 1 }
    }

    /// What TalkBack says of the node's expansion (the one state model, `ControlState.androidExpansion`).
    package static func talkBackExpansion(_ node: borrowing Node) -> String? {
        switch ControlState.androidExpansion(node) {
        case .collapsed?: SpokenWords.talkBack[.collapsed]
        case .expanded?: SpokenWords.talkBack[.expanded]
        case nil: nil
        }
    }

    func talkBackHeading(_ node: borrowing Node) -> String? {
        guard node.heading == true || node.collectionItemInfo?.heading == true, AndroidRole.of(node) != .webView else { return nil }
        return node.roleDescription?.nonBlank ?? SpokenWords.talkBack[.heading]
    }

    /// TalkBack's usage hint (compositor `NodeRoleHint`, `ClickableHint`, `LongClickableHint`): an
    /// edit box that is not focused says "Double tap to edit text"; other clickable nodes say
    /// "select" in a single-selection collection, "toggle" when checkable, else "activate"; a
    /// long-clickable node adds "Double tap and hold to long press". Click hints need the node
    /// clickable (`getClickHint`), so a checkable inside a clickable row gets none of its own.
    func talkBackHint(_ stop: Int) -> String? {
        tree.nodes.withUnsafeBufferPointer { talkBackHint(stop, node: $0[stop]) }
    }

    /// The node borrowed from the tree's buffer: a copy retains dozens of strings, per stop.
    private func talkBackHint(_ stop: Int, node: borrowing Node) -> String? {
        let words = SpokenWords.talkBack
        // No list and no new string for the one hint most stops have: the word itself is shared.
        var click: String?
        if FocusModel.clickable(node) {
            if model.androidRoles.of(stop, node) == .editText {
                if node.focused != true { click = words[.hintEditText] }
            } else if let parent = tree.parent(of: stop), tree[parent].collectionInfo?.selectionMode == 1 {
                click = words[.hintSelect]
            } else if node.checkable == true || node.toggleableState != nil {
                click = words[.hintToggle]
            } else {
                click = words[.hintActivate]
            }
        }
        guard FocusModel.longClickable(node) else { return click }
        return click.map { $0 + ", " + words[.hintLongPress] } ?? words[.hintLongPress]
    }

    /// TalkBack's collection words: the item's place ("2 of 5") from collectionItemInfo, and
    /// "in list, N items" on the first stop inside a collection, from its collectionInfo.
    func describeCollection(of stop: Int, into spoken: inout SpokenStopDraft) {
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
                spoken.position = String(format: words[.position], row + 1, rows)
            }
            if firstStop(in: a) == stop, rows > 0 {
                spoken.collection = columns > 1 ? String(format: words[.inGrid], rows, columns) : String(format: words[.inList], rows)
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
    ///
    /// A dump that lists traits lists only the public ones: newer WebDriverAgent's `traits` comes from
    /// FBAccessibilityTraitsToStringsArray (appium/WebDriverAgent
    /// WebDriverAgentLib/Utilities/FBAccessibilityTraits.m), which maps public UIAccessibilityTraits
    /// names only. A text field's text-entry trait (and a secure field's) is private, and a UISwitch's
    /// toggle trait was private before iOS 17 (square/Blueprint UIAccessibilityTraits+Blueprint.swift:
    /// `_toggleButton`, 1 << 53), so a `traits=""` TextField is still a text field. idb's `traits`
    /// (facebook/idb FBSimulatorAccessibilityCommands.m `traitsFromElement`, FBControlCore/Utility/
    /// FBAccessibilityTraits.m `AXExtractTraits`) can name TextEntry, but is `["None"]` when the AXTraits
    /// read gives nothing. So the roles the element type itself gives are kept even when traits are listed.
    /// AccessibilitySnapshot then says "Text field" / "Secure text field" for them
    /// (cashapp/AccessibilitySnapshot AccessibilityElement+Description.swift).
    public static func traits(of node: borrowing Node) -> AccessibilityTraits {
        let listed = node.accessibilityTraits
        var traits = listed ?? []
        switch node.elementType ?? node.className ?? "" {
        // The type gives the role whatever the list says: its trait is private, or the type is made from it.
        case IOSElementTypes.textEntry: traits.insert(.textEntry)
        case "SearchField": traits.insert(.searchField)
        case IOSElementTypes.switches: traits.formUnion(listed == nil ? [.button, .toggleButton] : .toggleButton)
        // The rest only when the dump lists no traits: a listed public trait set is the element's own.
        case IOSElementTypes.buttons: if listed == nil { traits.insert(.button) }
        case "Link": if listed == nil { traits.insert(.link) }
        case IOSElementTypes.images: if listed == nil { traits.insert(.image) }
        case IOSElementTypes.staticTexts: if listed == nil { traits.insert(.staticText) }
        case IOSElementTypes.adjustables: if listed == nil { traits.insert(.adjustable) }
        // A picker wheel (UIPickerView's column) and a page control (UIPageControl) are adjustable:
        // VoiceOver says "November, picker item, adjustable" and "page 2 of 5, adjustable", then the
        // adjust hint (../shared/magentaa11y-native controls/date-time-picker.md, pagination-control.md;
        // tmobile/magentaA11y _checklist-native/pagination-control.md: UIPageControl "Announcement:
        // adjustable"). WebDriverAgent gives both a value and no label (appium/WebDriverAgent
        // WebDriverAgentTests/IntegrationTests/FBElementAttributeTests.m: PickerWheel "Today",
        // PageIndicator "page 1 of 3").
        case IOSElementTypes.valuePickers: if listed == nil { traits.insert(.adjustable) }
        case "Tab": if listed == nil { traits.insert(.button) }
        default: break
        }
        if node.enabled == false { traits.insert(.notEnabled) }
        if node.selected == true { traits.insert(.selected) }
        return traits
    }

    func isCell(_ node: Node) -> Bool { CellAccessory.isCell(node) }

    /// The texts a cell shows, joined as UIKit's cell accessibility label joins its labels.
    func cellTitle(_ cell: Int) -> String? {
        var texts: [String] = []
        for d in tree.descendants(of: cell) where d != cell && model.speaker(of: d) == cell && tree[d].elementType == "StaticText" {
            if let text = (tree[d].accessibilityLabel ?? tree[d].text)?.nonBlank, !texts.contains(text) { texts.append(text) }
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    public static func isSwitchLike(_ node: Node) -> Bool {
        let type = node.elementType ?? node.className ?? ""
        return IOSElementTypes.switches.contains(type) || (node.accessibilityTraits?.contains(.toggleButton) ?? false)
    }

    // The steps of AccessibilitySnapshot's description (UIAccessibility+SnapshotAdditions.swift
    // `accessibilityDescription`): label, value, trait words, hint; said in the seeds' order.

    func voiceOver(_ stop: Int, into spoken: inout SpokenStopDraft) {
        let node = tree[stop]
        let traits = Self.traits(of: node)
        // UIKit's table and collection cells read an accessory UISwitch as their own: "Wi-Fi, On,
        // <switchButton>" (the UISwitch is inside the cell element and never visited itself).
        let accessorySwitch = isCell(node) && !Self.isSwitchLike(node)
            ? tree.descendants(of: stop).first { model.speaker(of: $0) == stop && Self.isSwitchLike(tree[$0]) } : nil
        let isSwitch = Self.isSwitchLike(node) || accessorySwitch != nil
        var (label, value) = voiceOverLabelAndValue(of: stop, node, accessorySwitch: accessorySwitch)
        if let label { spoken.nameParts.append(label) }
        // A switch's value is its state, said after its role.
        var switchState: String?
        if isSwitch, let v = value {
            switchState = Self.voiceOverSwitchState(v)
            value = nil
        }
        if let value {
            spoken.states.append(value)
            // A custom control's value that a pack names as its state ("Selected", "Off").
            if vocabulary.stateValues.contains(value.lowercased()) {
                spoken.exposesCheckedState = true
            }
        }
        spoken.selected = traits.contains(.selected)
        spoken.disabled = traits.contains(.notEnabled)
        if spoken.selected { spoken.states.insert(SpokenWords.voiceOver[.selected], at: 0); spoken.exposesCheckedState = true }
        let specifiers = voiceOverTraitWords(of: stop, node, traits: traits, isSwitch: isSwitch, switchState: switchState, label: label, into: &spoken)
        spoken.hint = voiceOverHint(node, traits: traits, isSwitch: isSwitch, disabled: spoken.disabled, label: label, value: value)
        spoken.text = voiceOverText(of: stop, label: label, switchState: switchState, specifiers: specifiers, spoken: &spoken)
    }

    /// The label (else the visible text, else a mirroring cell's title) and the value VoiceOver reads.
    func voiceOverLabelAndValue(of stop: Int, _ node: borrowing Node, accessorySwitch: Int?) -> (label: String?, value: String?) {
        var label = node.accessibilityLabel?.nonBlank
        // The value from the one state model (`ControlState.value`), else a mirrored switch's.
        var value = (ControlState.value(of: node, platform: .ios) ?? accessorySwitch.flatMap { ControlState.value(of: tree[$0], platform: .ios) })?.shown
        if node.elementType == "StaticText", value == label { value = nil }
        // An empty text field's value is its placeholder in the dump: WebDriverAgent writes
        // `FBFirstNonEmptyValue(value, placeholderValue)` for TextField, SecureTextField and TextView
        // (XCUIElement+FBWebDriverAttributes.m, wdValue). A placeholder that repeats the label is
        // not read twice ("Password, Secure text field", not "Password, Password, …"); one that
        // differs from the label is still read after it, as VoiceOver reads an empty field's
        // placeholder. A secure field's text is only ever bullets, so a secure value without them is
        // the placeholder even where an older WebDriverAgent wrote no `placeholderValue`.
        let placeholder = node.placeholder?.nonBlank
            ?? (node.elementType == "SecureTextField" && value?.contains("•" as Character) == false ? value : nil)
        if let placeholder, value == placeholder, value == label { value = nil }
        if label == nil, node.accessibilityLabel == nil, let text = node.text?.nonBlank { label = text }
        // A cell with no label of its own reads its title texts, else its switch's label (CellAccessory).
        if label == nil, let accessory = accessorySwitch { label = cellTitle(stop) ?? tree[accessory].accessibilityLabel?.nonBlank }
        return (label, value)
    }

    /// A switch's value as VoiceOver says it: WebDriverAgent writes 1/0 (2 for mixed).
    static func voiceOverSwitchState(_ value: String) -> String {
        let words = SpokenWords.voiceOver
        switch value.lowercased() {
        case "1", "on", "true": return words[.on]
        case "0", "off", "false": return words[.off]
        case "2", "mixed": return words[.mixed]
        default: return value
        }
    }

    /// The role words of the traits, in AccessibilitySnapshot's order, appended to the stop's roles;
    /// returns them as the description's trait specifiers ("Dimmed" and a switch's state among them).
    func voiceOverTraitWords(of stop: Int, _ node: borrowing Node, traits: AccessibilityTraits, isSwitch: Bool, switchState: String?,
                             label: String?, into spoken: inout SpokenStopDraft) -> [String] {
        let words = SpokenWords.voiceOver
        var specifiers: [String] = []
        if spoken.disabled { specifiers.append(words[.dimmed]) }
        if isSwitch {
            spoken.roles.append(words[.switchButton])
            specifiers.append(words[.switchButton])
            if let switchState { specifiers.append(switchState); spoken.states.append(switchState); spoken.exposesCheckedState = true }
        } else if node.elementType == "Tab" || (traits.contains(.button) && tabPositions[stop] != nil) {
            // A tab bar item says "Tab", not "Button" (AccessibilitySnapshot's tabBarItem context).
            spoken.roles.append(words[.tab]); specifiers.append(words[.tab])
        } else if traits.contains(.button) {
            spoken.roles.append(words[.button]); specifiers.append(words[.button])
        }
        if node.elementType == "RadioButton" { spoken.roles.append(words[.radioButton]); specifiers.append(words[.radioButton]) }
        if traits.contains(.link) { spoken.roles.append(words[.link]); specifiers.append(words[.link]) }
        if traits.contains(.header) { spoken.roles.append(words[.heading]); specifiers.append(words[.heading]) }
        if traits.contains(.image) { spoken.roles.append(words[.image]); specifiers.append(words[.image]) }
        if traits.contains(.textEntry) {
            // A secure text field says "Secure text field" instead (AccessibilitySnapshot's
            // secureTextFieldTraitName, AccessibilityElement+Description.swift).
            let word = words[node.elementType == "SecureTextField" ? .secureTextField : .textField]
            spoken.roles.append(word); specifiers.append(word)
        }
        // A picker wheel says "Picker item" before "Adjustable": VoiceOver's own word for a picker's
        // column, which AccessibilitySnapshot (trait words only) does not model; magentaA11y's
        // date-time-picker page and a device note ("22, selected, Picker Item, adjustable, 22 of 30").
        if node.elementType == "PickerWheel" { spoken.roles.append(words[.pickerItem]); specifiers.append(words[.pickerItem]) }
        if traits.contains(.adjustable) { spoken.roles.append(words[.adjustable]); specifiers.append(words[.adjustable]) }
        if traits.contains(.searchField) { spoken.roles.append(words[.searchField]); specifiers.append(words[.searchField]) }
        // A role appended to the label by hand (", <role>", a pack's label suffix) counts as spoken, as the seeds allow.
        if let label, let comma = label.lastIndex(of: ","), vocabulary.labelRoles.contains(SpeechVocabulary.suffixKey(label)) {
            spoken.roles.append(String(label[label.index(after: comma)...]).trimmed)
        }
        return specifiers
    }

    /// Hints VoiceOver adds by trait (UIAccessibility+SnapshotAdditions.swift): a switch's
    /// "Double tap to toggle setting" after the element's own hint; a text field's "Double tap to
    /// edit" instead of it; an adjustable's "Swipe up or down…" after it (not when dimmed).
    func voiceOverHint(_ node: borrowing Node, traits: AccessibilityTraits, isSwitch: Bool, disabled: Bool, label: String?, value: String?) -> String? {
        let words = SpokenWords.voiceOver
        let ownHint = node.accessibilityHint?.nonBlank.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
        if isSwitch && !disabled { return ownHint.map { "\($0). \(words[.hintToggle])" } ?? words[.hintToggle] }
        else if traits.contains(.textEntry) && !disabled { return words[.hintEdit] }
        else if traits.contains(.adjustable) && !disabled && (label != nil || value != nil || ownHint == nil) {
            return ownHint.map { "\($0). \(words[.hintAdjust])" } ?? words[.hintAdjust]
        }
        else { return node.accessibilityHint?.nonBlank }
    }

    /// The utterance, with a tab bar item's place set on the stop.
    func voiceOverText(of stop: Int, label: String?, switchState: String?, specifiers: [String], spoken: inout SpokenStopDraft) -> String {
        let words = SpokenWords.voiceOver
        // The seeds' order (criteria.md): label, value, role, "selected", hint; a dimmed element
        // says "dimmed" before its role and its value after it ("Label, dimmed, <switchButton>, off").
        // AccessibilitySnapshot puts "Selected" first; the seeds win (docs/screen-reader-model.md).
        var text: [String] = []
        if let label { text.append(label) }
        var values: [String] = []
        // The "Selected" word of the trait is said once, after the role; a value that reads
        // "Selected" on an element without the trait is the value, said where values go.
        if let v = spoken.states.first(where: { !(spoken.selected && $0 == words[.selected]) && $0 != switchState }) { values.append(v) }
        if let switchState { values.append(switchState) }
        if !spoken.disabled { text += values }
        else { text.append(words[.dimmed]) }
        text += specifiers.filter { $0 != words[.dimmed] && $0 != switchState }
        if spoken.disabled { text += values }
        if spoken.selected { text.append(words[.selected]) }
        if let tab = tabPositions[stop] {
            spoken.position = String(format: words[.series], tab.index, tab.count)
            text.append(spoken.position!)
        }
        if let hint = spoken.hint { text.append(hint) }
        return text.joined(separator: ", ")
    }
}

import Foundation
