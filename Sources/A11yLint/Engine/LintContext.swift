/// Everything checks need about one tree, computed once and shared by all rules.
public final class LintContext {
    public let tree: AccessibilityTree
    public let model: FocusModel
    public let describer: StopDescriber
    public let controls: [Control]
    private var spokenCache: [Int: SpokenStop] = [:]
    private lazy var controlsByNode: [Int: Control] = Dictionary(controls.map { ($0.node, $0) }, uniquingKeysWith: { a, _ in a })
    private lazy var stopOrder: [Int: Int] = Dictionary(uniqueKeysWithValues: model.stops.enumerated().map { ($1, $0) })

    init(tree: AccessibilityTree, controls: [Control]) {
        self.tree = tree
        self.model = FocusModel(tree: tree)
        self.describer = StopDescriber(tree: tree, model: model)
        self.controls = controls
    }

    public var platform: Platform { tree.platform }

    /// The stop that speaks the control, if the screen reader reaches it.
    public func stop(of control: Control) -> Int? { model.speaker(of: control.node) }

    public func spoken(stop: Int) -> SpokenStop {
        if let cached = spokenCache[stop] { return cached }
        let spoken = describer.describe(stop: stop)
        spokenCache[stop] = spoken
        return spoken
    }

    public func spoken(_ control: Control) -> SpokenStop? { stop(of: control).map { spoken(stop: $0) } }

    public func control(at node: Int) -> Control? { controlsByNode[node] }

    public func position(ofStop stop: Int) -> Int? { stopOrder[stop] }

    // MARK: State

    /// Whether the control is on / checked / selected, as far as the dump tells.
    public func isOn(_ control: Control) -> Bool? {
        let node = tree[control.node]
        switch platform {
        case .android:
            if let toggle = node.toggleableState { return toggle == .on }
            if node.checkable == true, let checked = node.checked { return checked }
            // A Compose wrapper (Modifier.selectable) carries the state for a child RadioButton.
            if let s = stop(of: control), s != control.node, tree[s].checkable == true { return tree[s].checked }
            if node.selected == true { return true }
            return node.checked
        case .ios:
            if StopDescriber.traits(of: node).contains(.selected) { return true }
            if let value = node.accessibilityValue?.trimmed.lowercased() {
                if ["selected", "checked", "on", "1"].contains(value) { return true }
                if ["unselected", "unchecked", "not checked", "not selected", "off", "0"].contains(value) { return false }
            }
            return node.selected
        }
    }

    // MARK: Groups

    /// The container that groups this radio button for the screen reader, if the dump shows one.
    public func groupContainer(of control: Control) -> Int? {
        for a in tree.ancestors(of: control.node) {
            let node = tree[a]
            if node.selectableGroup == true || node.collectionInfo != nil { return a }
            if let cls = node.className {
                let last = ControlRecogniser.lastComponent(cls)
                if last == "RadioGroup" || last == "RecyclerView" || last == "ListView" || last == "GridView" || last == "MaterialButtonToggleGroup" { return a }
            }
        }
        return nil
    }

    /// Controls of the same kind that belong together: the explicit group, or else the smallest
    /// ancestor holding more than one of them.
    public func group(of control: Control) -> (container: Int?, members: [Control]) {
        let peers = controls.filter { $0.kind == control.kind }
        if let container = groupContainer(of: control) {
            return (container, peers.filter { tree.isAncestor(container, of: $0.node) })
        }
        for a in tree.ancestors(of: control.node) {
            let members = peers.filter { tree.isAncestor(a, of: $0.node) && groupContainer(of: $0) == nil }
            if members.count > 1 { return (a, visualRow(of: control, among: members)) }
        }
        return (nil, [control])
    }

    /// Without a group container, options laid out as several rows of several (segmented
    /// controls sharing one parent) are separate groups: keep the control's own row.
    func visualRow(of control: Control, among members: [Control]) -> [Control] {
        guard let frame = tree[control.node].frame else { return members }
        let row = members.filter { m in tree[m.node].frame.map { $0.verticalOverlap(frame) > min($0.height, frame.height) / 2 } ?? false }
        guard row.count > 1, row.count < members.count else { return members }
        // Only split when every member sits in a row of two or more.
        let allInRows = members.allSatisfy { m in
            guard let f = tree[m.node].frame else { return false }
            return members.filter { o in o.node != m.node && (tree[o.node].frame.map { $0.verticalOverlap(f) > min($0.height, f.height) / 2 } ?? false) }.count >= 1
        }
        return allInRows ? row : members
    }

    /// Whether the tree was drawn by Jetpack Compose (its groups do not show in uiautomator dumps).
    public func isCompose(_ node: Int) -> Bool {
        tree.ancestors(of: node).contains { a in
            let cls = tree[a].className ?? ""
            return cls.hasSuffix("ComposeView") || cls.hasSuffix("AndroidComposeView")
        } || tree[node].role != nil
    }

    // MARK: Labels

    /// Text that a sighted user reads on or beside the control as its label: the stop's own
    /// visible text or the text of its visible descendants, first one first.
    public func visibleLabel(_ control: Control) -> String? {
        let owner = stop(of: control) ?? control.node
        let node = tree[owner]
        if platform == .ios {
            return tree[control.node].text?.nonBlank ?? node.text?.nonBlank
        }
        if let text = node.text?.nonBlank { return text }
        for d in tree.descendants(of: owner) where tree[d].visibleToUser != false {
            if let text = tree[d].text?.nonBlank { return text }
        }
        return nil
    }

    /// A text-only stop right beside the control's stop that reads as its label: the previous
    /// stop (or next, for a label after the control) in the same row or directly above, sharing
    /// a near container, with no other control in between.
    public func separateLabelStop(for control: Control) -> Int? {
        guard let s = stop(of: control), let position = position(ofStop: s), let frame = tree[s].frame else { return nil }
        for candidate in [position - 1, position + 1] where candidate >= 0 && candidate < model.stops.count {
            let p = model.stops[candidate]
            // A row that is its own stop but leaves the switch as another (switch.row-focus).
            if tree.isAncestor(p, of: s), levels(from: p, to: s) <= 3, isLabelRow(stop: p) { return p }
            guard isTextOnly(stop: p), let pf = tree[p].frame else { continue }
            let sameRow = pf.verticalOverlap(frame) >= min(pf.height, frame.height) * 0.5
            let above = candidate < position && pf.maxY <= frame.y + 4 && frame.y - pf.maxY < max(frame.height, 48)
                && pf.x < frame.maxX && frame.x < pf.maxX
            guard sameRow || above else { continue }
            guard let container = lowestCommonAncestor(p, s), levels(from: container, to: s) <= 3 else { continue }
            // The container must not hold another control or actionable stop: then it is a row of this control.
            let others = model.stops.filter { $0 != s && $0 != p && tree.isAncestor(container, of: $0) && !isTextOnly(stop: $0) }
            if !others.isEmpty && !sameRow { continue }
            return p
        }
        return nil
    }

    /// An actionable container that speaks text but no role or state: a list row.
    func isLabelRow(stop: Int) -> Bool {
        let spoken = self.spoken(stop: stop)
        return control(at: stop) == nil && spoken.roles.isEmpty && !spoken.nameParts.isEmpty && !spoken.exposesCheckedState
    }

    func isTextOnly(stop: Int) -> Bool {
        let node = tree[stop]
        if FocusModel.actionable(node) || node.checkable == true || control(at: stop) != nil { return false }
        let spoken = self.spoken(stop: stop)
        return spoken.roles.isEmpty && !spoken.nameParts.isEmpty && !spoken.exposesCheckedState
    }

    func lowestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        var x = a
        while true {
            if x == b || tree.isAncestor(x, of: b) { return x }
            guard let p = tree.parent(of: x) else { return nil }
            x = p
        }
    }

    func levels(from ancestor: Int, to node: Int) -> Int {
        Int(tree.depths[node] - tree.depths[ancestor])
    }
}

/// Words for comparing names with labels: lower-cased, split on anything not a letter or digit.
enum Words {
    static let stateWords: Set<String> = ["on", "off", "checked", "unchecked", "not", "selected", "unselected", "enabled", "disabled"]

    static func of(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The primary part of a label: up to the first comma or line break ("Bluetooth, On" → "Bluetooth").
    static func primary(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "·" }).first.map(String.init)?.trimmed ?? text
    }

    /// Whether every meaningful word of `label` appears in `name`.
    static func contains(name: String, label: String) -> Bool {
        let nameWords = Set(of(name))
        let labelWords = of(primary(label)).filter { !stateWords.contains($0) }
        if labelWords.isEmpty { return true }
        if labelWords.allSatisfy(nameWords.contains) { return true }
        // Scripts without spaces (Chinese, Japanese): compare as text.
        return name.lowercased().contains(primary(label).lowercased())
    }
}

import Foundation
