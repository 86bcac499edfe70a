import A11yLintModel
import Foundation
import A11yLintFocusModel

/// The first passes over a screen: which controls it holds and where they sit (recognition is
/// done before, by the packs), which stop speaks each (stops), what every stop says (speech) and
/// what state each control is in (state). Immutable once built; every answer is a column read,
/// so a check asks it in constant time. A class, read in place: as a struct held by the facts,
/// each call forwarded to it copied its every field first (438,000 copies of 200-odd bytes on the
/// dense screen).
final class SpokenScreen: Sendable {
    let tree: AccessibilityTree
    let model: FocusModel
    let describer: StopDescriber
    /// The controls the packs recognised, in document order.
    let controls: [Control]
    let vocabulary: ControlVocabulary
    /// Which nodes sit in a scroll container (rows below the fold are reached by scrolling).
    let scrollReach: ScrollReach
    /// Per node: a `ComposeView` / `AndroidComposeView` is among its ancestors.
    let underComposeView: [Bool]
    /// The first shown alert, sheet or dialog of the tree (focus.modal).
    let firstModal: Int?

    // Stops.
    /// Per node: its reading position when it is a focus stop, else -1.
    let positions: [Int32]
    /// Per node: the index in `controls` of the control recognised on it, else -1.
    let controlIndex: [Int32]
    /// Per control: the stop that speaks it, else -1.
    let stops: [Int32]
    /// Per reading position: the first control (index in `controls`) that stop speaks, else -1.
    let firstControlAtStop: [Int32]

    // Speech.
    /// Per reading position: what the stop says (a control's own state word demoted to a state),
    /// for the stops a check reads: every stop that is not actionable (whether it is text only
    /// depends on it), and the stops of controls with the three before and the one after them (a
    /// label beside a control, "label, label, data, data"). Another stop is described when asked.
    let spoken: [SpokenStop?]
    /// Per reading position: the stop is text only (no role, state or action).
    let textOnly: [Bool]
    /// The stops in node order, and before each of them the number of stops that are not text only.
    let stopsByNode: [Int], actionableBefore: [Int]

    // State.
    /// Per control: on, checked or selected as far as the dump tells (`ControlState`).
    let isOn: [Bool?]

    /// Nodes and controls visited while building: scaling tests check it grows linearly.
    let work: Int

    init(tree: AccessibilityTree, controls: [Control], vocabulary: ControlVocabulary, roles: AndroidRoles) {
        var work = 0
        self.tree = tree
        self.controls = controls
        self.vocabulary = vocabulary
        // One scroll reach for the screen: the focus model asks it too, for nodes not visible.
        let scrollReach = ScrollReach(tree: tree, roles: roles)
        self.scrollReach = scrollReach
        let model = FocusModel(tree: tree, roles: roles, reach: scrollReach)
        self.model = model
        // Said through this constant below: read from `self` while it is being made, the describer
        // was copied (every field retained) for each stop.
        let describer = StopDescriber(tree: tree, model: model, vocabulary: vocabulary.speech)
        self.describer = describer
        underComposeView = Self.underComposeView(tree)
        firstModal = tree.indices.first { i in
            work += 1
            // Only a node with an element type is hashed (an Android node has none: 100,000 asks of "").
            guard let type = tree[i].elementType, ModalTypes.all.contains(type) else { return false }
            return tree[i].visibleToUser != false && tree[i].accessibilityViewIsModal != true
        }

        // Stops: positions per node, controls per node, each control's stop.
        var positions = [Int32](repeating: -1, count: tree.count)
        for (p, s) in model.stops.enumerated() { positions[s] = Int32(p) }
        var controlIndex = [Int32](repeating: -1, count: tree.count)
        var stops = [Int32](repeating: -1, count: controls.count)
        var firstControlAtStop = [Int32](repeating: -1, count: model.stops.count)
        // The controls a stop speaks, chained in document order from `firstControlAtStop`: a list
        // per stop in a dictionary was an array and a hashed key per control. Walked from the last
        // control, each is put first: the chains come out in document order, and the first
        // control written last is each node's and each stop's first.
        var nextControlAtStop = [Int32](repeating: -1, count: controls.count)
        for c in controls.indices.reversed() {
            let node = controls[c].node
            controlIndex[node] = Int32(c)
            guard let s = model.speaker(of: node) else { continue }
            stops[c] = Int32(s)
            let p = Int(positions[s])
            nextControlAtStop[c] = firstControlAtStop[p]
            firstControlAtStop[p] = Int32(c)
        }
        self.positions = positions
        self.controlIndex = controlIndex
        self.stops = stops
        self.firstControlAtStop = firstControlAtStop

        // Speech: the stops checks read, described once; text-only stops and their running count by node.
        var near = [Bool](repeating: false, count: model.stops.count)
        for s in stops where s >= 0 {
            let p = Int(positions[Int(s)])
            for q in max(p - 3, 0) ... min(p + 1, near.count - 1) { near[q] = true }
        }
        var spoken: [SpokenStop?] = []
        spoken.reserveCapacity(model.stops.count)
        var textOnly: [Bool] = []
        textOnly.reserveCapacity(model.stops.count)
        // Every stop is said into this one draft, then packed into its own box.
        var draft = SpokenStopDraft(node: 0)
        for (p, s) in model.stops.enumerated() {
            work += 1
            let actionable = Self.isActionable(tree[s]) || controlIndex[s] >= 0
            guard !actionable || near[p] else {
                spoken.append(nil)
                textOnly.append(false)
                continue
            }
            describer.describe(stop: s, into: &draft)
            if firstControlAtStop[p] >= 0, !vocabulary.stateTexts.isEmpty {
                StateText.demote(in: &draft, controls: controls, from: Int(firstControlAtStop[p]), next: nextControlAtStop,
                                 words: vocabulary.stateTexts, tree: tree)
            }
            let said = SpokenStop(moving: &draft)
            textOnly.append(!actionable && Self.speaksOnlyText(said))
            spoken.append(said)
        }
        self.spoken = spoken
        self.textOnly = textOnly
        let byNode = model.stops.sorted()
        var counts = [0]
        counts.reserveCapacity(byNode.count + 1)
        for n in byNode { counts.append(counts[counts.count - 1] + (textOnly[Int(positions[n])] ? 0 : 1)) }
        stopsByNode = byNode
        actionableBefore = counts

        // State: one answer per control.
        var isOn: [Bool?] = []
        isOn.reserveCapacity(controls.count)
        for (c, control) in controls.enumerated() {
            work += 1
            isOn.append(Self.isOn(control, stop: stops[c] < 0 ? nil : Int(stops[c]), in: tree))
        }
        self.isOn = isOn
        self.work = work
    }

    var platform: Platform { tree.platform }

    // MARK: Stops

    /// The stop that speaks the control, if the screen reader reaches it.
    func stop(of control: Control) -> Int? {
        guard let c = index(of: control) else { return model.speaker(of: control.node) }
        return stops[c] < 0 ? nil : Int(stops[c])
    }

    /// The control's index in `controls` (a control made by hand, not recognised here, has none).
    func index(of control: Control) -> Int? {
        let c = controlIndex[control.node]
        return c >= 0 && controls[Int(c)].kind == control.kind ? Int(c) : controls.firstIndex { $0.node == control.node && $0.kind == control.kind }
    }

    func position(ofStop stop: Int) -> Int? { positions[stop] < 0 ? nil : Int(positions[stop]) }

    /// The control recognised on this node (the first, when packs recognised two).
    func control(at node: Int) -> Control? { controlIndex[node] < 0 ? nil : controls[Int(controlIndex[node])] }

    /// The first control (in document order) whose focus stop is `stop`.
    func control(speakingAt stop: Int) -> Control? {
        guard let p = position(ofStop: stop), firstControlAtStop[p] >= 0 else { return nil }
        return controls[Int(firstControlAtStop[p])]
    }

    // MARK: Speech

    /// What the stop says. A stop the speech pass left out, or a node that is not a stop, is
    /// described when asked (the same answer, not kept).
    func spoken(stop: Int) -> SpokenStop {
        guard let p = position(ofStop: stop) else { return describer.describe(stop: stop) }
        // A stop left out speaks no control (a control's stop is always described).
        return spoken[p] ?? describer.describe(stop: stop)
    }

    func spoken(_ control: Control) -> SpokenStop? { stop(of: control).map { spoken(stop: $0) } }

    func isTextOnly(stop: Int) -> Bool {
        guard let p = position(ofStop: stop) else {
            return !isActionable(stop: stop) && Self.speaksOnlyText(spoken(stop: stop))
        }
        return textOnly[p]
    }

    /// A stop the user operates (clickable, long-clickable, checkable, or a control): never text only.
    func isActionable(stop: Int) -> Bool { Self.isActionable(tree[stop]) || controlIndex[stop] >= 0 }

    static func isActionable(_ node: borrowing Node) -> Bool {
        FocusModel.clickable(node) || FocusModel.longClickable(node) || node.checkable == true
    }

    /// How many stops inside `container`'s subtree (strictly) are not text only, leaving out
    /// `excluded`: two binary searches over the running count.
    func actionableStops(under container: Int, excluding excluded: [Int]) -> Int {
        func lowerBound(_ value: Int) -> Int {
            var lo = 0, hi = stopsByNode.count
            while lo < hi { let mid = (lo + hi) / 2; if stopsByNode[mid] < value { lo = mid + 1 } else { hi = mid } }
            return lo
        }
        var count = actionableBefore[lowerBound(tree.subtreeEnd(container))] - actionableBefore[lowerBound(container + 1)]
        for e in Set(excluded) where tree.isAncestor(container, of: e) && !isTextOnly(stop: e) { count -= 1 }
        return count
    }

    /// An actionable container that speaks text but no role or state: a list row.
    func isLabelRow(stop: Int) -> Bool {
        control(at: stop) == nil && Self.speaksOnlyText(spoken(stop: stop))
    }

    /// A stop that says words but no role and no state: text, or a row that reads as text.
    static func speaksOnlyText(_ said: SpokenStop) -> Bool {
        said.roleList.isEmpty && !said.nameList.isEmpty && !said.exposesCheckedState
    }

    func isHeading(_ node: Int) -> Bool {
        let n = tree[node]
        return n.heading == true || n.accessibilityTraits?.contains(.header) == true || n.collectionItemInfo?.heading == true
    }

    /// Text that a sighted user reads on or beside the control as its label: the stop's own
    /// visible text or the text of its visible descendants, first one first.
    func visibleLabel(_ control: Control) -> String? {
        let owner = stop(of: control) ?? control.node
        if platform == .ios {
            return tree[control.node].text?.nonBlank ?? tree[owner].text?.nonBlank
        }
        if let text = tree[owner].text?.nonBlank { return text }
        for d in tree.descendants(of: owner) where tree[d].visibleToUser != false {
            if let text = tree[d].text?.nonBlank { return text }
        }
        return nil
    }

    /// Whether a row stop that contains the control holds other controls too: then it is a card
    /// around a group (its text the group's title), not the row of this one control.
    func holdsOtherControls(_ row: Int, besides control: Control) -> Bool {
        let lower = row + 1, upper = tree.subtreeEnd(row)
        // `controls` are in document order: binary search the first one inside the row.
        var lo = 0, hi = controls.count
        while lo < hi { let mid = (lo + hi) / 2; if controls[mid].node < lower { lo = mid + 1 } else { hi = mid } }
        var i = lo
        while i < controls.count, controls[i].node < upper {
            if controls[i].node != control.node { return true }
            i += 1
        }
        return false
    }

    // MARK: State

    /// Whether the control is on / checked / selected, as far as the dump tells.
    func isOn(_ control: Control) -> Bool? {
        if let c = index(of: control) { return isOn[c] }
        return Self.isOn(control, stop: model.speaker(of: control.node), in: tree)
    }

    /// The node's own state (`ControlState`); on Android, a Compose wrapper (Modifier.selectable)
    /// that is the stop carries the state for a child RadioButton that records none.
    static func isOn(_ control: Control, stop: Int?, in tree: AccessibilityTree) -> Bool? {
        let own = ControlState(of: tree[control.node], platform: tree.platform)
        if tree.platform == .android, own.checked == nil, let s = stop, s != control.node, tree[s].checkable == true { return tree[s].checked }
        return own.isOn
    }

    // MARK: Screen-wide facts

    /// Whether the tree was drawn by Jetpack Compose (its groups do not show in uiautomator dumps).
    /// Android: the stops pass already knows which nodes sit under a Compose view (`underComposeView`).
    func isCompose(_ node: Int) -> Bool { underComposeView[node] || tree[node].role != nil }

    static func underComposeView(_ tree: AccessibilityTree) -> [Bool] {
        guard tree.platform == .android else { return [Bool](repeating: false, count: tree.count) }
        var under = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count {
            guard let p = tree.parent(of: i) else { continue }
            // "AndroidComposeView" ends in "ComposeView" too: one test (two were 2% of the facts).
            under[i] = under[p] || tree[p].withString(.className, { endsInComposeView($0) }) == true
        }
        return under
    }

    /// `hasSuffix("ComposeView")`, from the bytes when the name is ASCII where the suffix starts
    /// (then a byte suffix is a `Character` suffix): one test per node.
    static func endsInComposeView(_ name: String) -> Bool {
        let decided: Bool?? = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let suffix: StaticString = "ComposeView"
            let n = suffix.utf8CodeUnitCount
            guard let base = bytes.baseAddress, bytes.count >= n else { return bytes.count < n ? false : nil }
            if bytes.count > n, bytes[bytes.count - n - 1] >= 0x80 { return nil }
            return memcmp(base + bytes.count - n, suffix.utf8Start, n) == 0
        }
        if case let .some(.some(known)) = decided { return known }
        return name.hasSuffix("ComposeView")
    }
}

/// The iOS element types that are modal while shown (focus.modal).
enum ModalTypes {
    static let all: Set<String> = ["Alert", "Sheet", "Dialog"]
}
