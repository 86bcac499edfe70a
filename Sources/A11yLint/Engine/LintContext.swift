/// Everything checks need about one tree, computed once and shared by all rules.
final class LintContext: CheckContext {
    public let tree: AccessibilityTree
    public let model: FocusModel
    public let describer: StopDescriber
    public let controls: [Control]
    private var spokenCache: [Int: SpokenStop] = [:]
    private lazy var controlsByNode: [Int: Control] = Dictionary(controls.map { ($0.node, $0) }, uniquingKeysWith: { a, _ in a })
    private lazy var stopOrder: [Int: Int] = Dictionary(uniqueKeysWithValues: model.stops.enumerated().map { ($1, $0) })

    /// Per control kind, lower-cased texts that are the control's own state word (a pack's `stateTexts`).
    let stateTexts: [String: Set<String>]

    /// The packs' words and group containers.
    let vocabulary: ControlVocabulary

    init(tree: AccessibilityTree, controls: [Control], vocabulary: ControlVocabulary = .builtIn) {
        self.tree = tree
        self.model = FocusModel(tree: tree)
        self.describer = StopDescriber(tree: tree, model: model, vocabulary: vocabulary)
        self.controls = controls
        self.vocabulary = vocabulary
        self.stateTexts = vocabulary.stateTexts
    }

    public var platform: Platform { tree.platform }

    /// Which nodes sit in a scroll container (rows below the fold are reached by scrolling).
    lazy var scrollReach = ScrollReach(tree: tree)
    /// Node and control visits by the per-control questions below (isOn, isTextOnly, the modal
    /// scan): scaling tests check it grows linearly with the tree.
    var work = 0

    /// The stop that speaks the control, if the screen reader reaches it.
    public func stop(of control: Control) -> Int? { model.speaker(of: control.node) }

    public func spoken(stop: Int) -> SpokenStop {
        if let cached = spokenCache[stop] { return cached }
        var spoken = describer.describe(stop: stop)
        if !stateTexts.isEmpty { StateText.demote(in: &spoken, stop: stop, context: self) }
        spokenCache[stop] = spoken
        return spoken
    }

    /// The controls whose focus stop is `stop`, in document order.
    func controls(speakingAt stop: Int) -> [Control] { allControlsByStop[stop] ?? [] }
    private lazy var allControlsByStop: [Int: [Control]] = {
        var map: [Int: [Control]] = [:]
        for c in controls { if let s = self.stop(of: c) { map[s, default: []].append(c) } }
        return map
    }()

    public func spoken(_ control: Control) -> SpokenStop? { stop(of: control).map { spoken(stop: $0) } }

    public func control(at node: Int) -> Control? { controlsByNode[node] }

    /// The first control (in document order) whose focus stop is `stop`.
    public func control(speakingAt stop: Int) -> Control? { controlsByStop[stop] }
    private lazy var controlsByStop: [Int: Control] = {
        var map: [Int: Control] = [:]
        for c in controls { if let s = self.stop(of: c), map[s] == nil { map[s] = c } }
        return map
    }()

    public func position(ofStop stop: Int) -> Int? { stopOrder[stop] }

    // MARK: State

    /// Whether the control is on / checked / selected, as far as the dump tells.
    public func isOn(_ control: Control) -> Bool? {
        work += 1
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

    /// Whether the user hears the control's state. With `groupSelection` (radio packs), VoiceOver's
    /// convention that the seeds accept also counts: in a group whose chosen option says
    /// "selected", the others say only "Label, button" (criteria.md).
    public func announcesState(_ control: Control, groupSelection: Bool = false) -> Bool {
        guard let spoken = spoken(control) else { return false }
        if spoken.exposesCheckedState { return true }
        guard groupSelection, platform == .ios else { return false }
        return group(of: control).members.contains { $0.node != control.node && self.spoken($0)?.selected == true }
    }

    // MARK: Groups

    /// The container that groups this control for the screen reader, if the dump shows one: a
    /// selectable group, a collection, or a class a pack names in `groupClasses`.
    public func groupContainer(of control: Control) -> Int? {
        for a in tree.ancestors(of: control.node) {
            let node = tree[a]
            if node.selectableGroup == true || node.collectionInfo != nil { return a }
            if let cls = node.className {
                // Android's list views group their items even when the dump carries no collectionInfo.
                let last = ControlRecogniser.lastComponent(cls)
                if vocabulary.groupClasses.contains(last) || last == "RecyclerView" || last == "ListView" || last == "GridView" { return a }
            }
        }
        return nil
    }

    /// Controls of the same kind that belong together: the explicit group, or else the smallest
    /// ancestor holding more than one of them. Memoised: exclusivity and size checks ask per member.
    public func group(of control: Control) -> (container: Int?, members: [Control]) {
        if let cached = groupCache[control.node] { return cached }
        let result = computeGroup(of: control)
        groupCache[control.node] = result
        return result
    }

    private var groupCache: [Int: (container: Int?, members: [Control])] = [:]
    /// Per group (keyed by its first member): reading positions of its first two stops (GroupTitle).
    var groupPositions: [Int: (Int, Int)?] = [:]
    /// Controls of each kind in document order, and those of them outside any group container.
    private lazy var peersByKind: [String: [Control]] = Dictionary(grouping: controls, by: \.kind).mapValues { $0.sorted { $0.node < $1.node } }
    private lazy var ungroupedByKind: [String: [Control]] = peersByKind.mapValues { $0.filter { groupContainer(of: $0) == nil } }

    /// The controls of a sorted list that lie inside `ancestor`'s subtree (a contiguous range in pre-order).
    private func members(_ sorted: [Control], under ancestor: Int) -> ArraySlice<Control> {
        let lower = ancestor + 1, upper = tree.subtreeEnd(ancestor)
        var lo = 0, hi = sorted.count
        while lo < hi { let mid = (lo + hi) / 2; if sorted[mid].node < lower { lo = mid + 1 } else { hi = mid } }
        var end = lo, top = sorted.count
        while end < top { let mid = (end + top) / 2; if sorted[mid].node < upper { end = mid + 1 } else { top = mid } }
        return sorted[lo ..< end]
    }

    private func computeGroup(of control: Control) -> (container: Int?, members: [Control]) {
        let peers = peersByKind[control.kind] ?? [control]
        // Each group's member array is built once and shared by its members: a list of thousands
        // of switches must not copy the list per switch.
        if let container = groupContainer(of: control) {
            return (container, shared(peers, under: container, kind: control.kind, grouped: true))
        }
        // Without a group container, options laid out as several rows of several (segmented
        // controls sharing one parent) are separate groups: keep the control's own row. Rows are
        // found once per container by a sweep down the members sorted by top edge.
        let ungrouped = ungroupedByKind[control.kind] ?? [control]
        for a in tree.ancestors(of: control.node) {
            let found = members(ungrouped, under: a)
            if found.count > 1 { return (a, visualRow(of: control, among: shared(ungrouped, under: a, kind: control.kind, grouped: false))) }
        }
        return (nil, [control])
    }

    /// One member array per container and kind, shared by every member's group: copying it per
    /// member made a 50k-radio group quadratic in time and memory.
    private func shared(_ sorted: [Control], under ancestor: Int, kind: String, grouped: Bool) -> [Control] {
        let key = MembersKey(kind: kind, ancestor: ancestor, grouped: grouped)
        if let cached = membersCache[key] { return cached }
        let found = Array(members(sorted, under: ancestor))
        work += found.count
        membersCache[key] = found
        return found
    }

    private struct MembersKey: Hashable { var kind: String; var ancestor: Int; var grouped: Bool }
    private var membersCache: [MembersKey: [Control]] = [:]

    /// Without a group container, options laid out as several rows of several (segmented
    /// controls sharing one parent) are separate groups: keep the control's own row. Rows are
    /// found once per container by a sweep down the members sorted by top edge.
    func visualRow(of control: Control, among members: [Control]) -> [Control] {
        let rows: [Int: Int]
        if let first = members.first, let cached = rowCache[first.node] {
            rows = cached
        } else {
            rows = Self.rows(of: members, in: tree)
            if let first = members.first { rowCache[first.node] = rows }
        }
        guard let row = rows[control.node], let first = members.first else { return members }
        // One array per row, shared by its members (filtering per member was quadratic).
        if let cached = rowMembersCache[RowKey(first: first.node, row: row)] { return cached }
        let result = members.filter { rows[$0.node] == row }
        work += members.count
        rowMembersCache[RowKey(first: first.node, row: row)] = result
        return result
    }

    private struct RowKey: Hashable { var first: Int; var row: Int }
    private var rowMembersCache: [RowKey: [Control]] = [:]

    private var rowCache: [Int: [Int: Int]] = [:]

    /// Row number per member, or empty when rows do not apply (a member without a frame, a
    /// member alone in its row, or everything in one row).
    static func rows(of members: [Control], in tree: AccessibilityTree) -> [Int: Int] {
        var framed: [(node: Int, frame: Rect)] = []
        for m in members {
            guard let f = tree[m.node].frame else { return [:] }
            framed.append((m.node, f))
        }
        framed.sort { ($0.frame.y, $0.node) < ($1.frame.y, $1.node) }
        var rows: [Int: Int] = [:], rowSizes: [Int] = []
        var anchor: Rect?
        for item in framed {
            if let a = anchor, item.frame.verticalOverlap(a) > min(item.frame.height, a.height) / 2 {
                rowSizes[rowSizes.count - 1] += 1
            } else {
                anchor = item.frame
                rowSizes.append(1)
            }
            rows[item.node] = rowSizes.count - 1
        }
        guard rowSizes.count > 1, rowSizes.allSatisfy({ $0 > 1 }) else { return [:] }
        return rows
    }

    /// Per node: a `ComposeView` / `AndroidComposeView` is among its ancestors (one pre-order pass).
    lazy var underComposeView: [Bool] = {
        var under = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count {
            guard let p = tree.parent(of: i) else { continue }
            let cls = tree[p].className ?? ""
            under[i] = under[p] || cls.hasSuffix("ComposeView") || cls.hasSuffix("AndroidComposeView")
        }
        return under
    }()

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
            // A control that shows its own visible label (a chip's "Dark" inside a "Theme" section)
            // is named by it; the row's text is then its label only if it repeats that name.
            if tree.isAncestor(p, of: s), levels(from: p, to: s) <= 3, isLabelRow(stop: p) {
                // A card around a group: its text titles the group (GroupTitle).
                if holdsOtherControls(p, besides: control) || titlesGroup(p, of: control) { continue }
                let own = spoken(stop: s).name
                // A card with other actions beside this named control (a news card's bookmark
                // checkbox and topic button): its text is the card's, not this control's label.
                if !own.trimmed.isEmpty, actionableStops(under: p, excluding: [s]) > 0 { continue }
                if own.trimmed.isEmpty || visibleLabel(control) == nil || Words.contains(name: own, label: spoken(stop: p).name) { return p }
                continue
            }
            guard isTextOnly(stop: p), let pf = tree[p].frame else { continue }
            let sameRow = pf.verticalOverlap(frame) >= min(pf.height, frame.height) * 0.5
            let above = candidate < position && pf.maxY <= frame.y + 4 && frame.y - pf.maxY < max(frame.height, 48)
                && pf.x < frame.maxX && frame.x < pf.maxX
            guard sameRow || above else { continue }
            // A heading is a section title, not a control's label; so is text before a whole group.
            if isHeading(p) || titlesGroup(p, of: control) { continue }
            // Text above a control that already has its own name is a title or description
            // ("Power saving" over a "Battery Saver" row), unless it repeats that name exactly.
            let name = spoken(stop: s).name.trimmed, text = spoken(stop: p).name.trimmed
            if !name.isEmpty {
                if above && !sameRow, name.lowercased() != text.lowercased() { continue }
                // Beside a control that has its own, different name, text is another item (the
                // next tile, a description), not this control's label.
                if sameRow, !Words.contains(name: name, label: text) { continue }
            }
            guard let container = lowestCommonAncestor(p, s), levels(from: container, to: s) <= 3 else { continue }
            // The container must not hold another control or actionable stop: then it is a row of this control.
            if !sameRow && actionableStops(under: container, excluding: [s, p]) > 0 { continue }
            return p
        }
        return nil
    }

    /// How many stops inside `container`'s subtree (strictly) are not text-only, leaving out
    /// `excluded`. Stops sorted by node with a running count answer it with two binary searches:
    /// filtering every stop per control made 10k label + switch pairs take 36 s.
    func actionableStops(under container: Int, excluding excluded: [Int]) -> Int {
        let (nodes, counts) = actionableIndex
        func lowerBound(_ value: Int) -> Int {
            var lo = 0, hi = nodes.count
            while lo < hi { let mid = (lo + hi) / 2; if nodes[mid] < value { lo = mid + 1 } else { hi = mid } }
            return lo
        }
        let from = lowerBound(container + 1), to = lowerBound(tree.subtreeEnd(container))
        var count = counts[to] - counts[from]
        for e in Set(excluded) where tree.isAncestor(container, of: e) && !isTextOnly(stop: e) { count -= 1 }
        return count
    }

    /// Stops in node order, and before each position the number of non-text-only stops.
    private lazy var actionableIndex: (nodes: [Int], counts: [Int]) = {
        let nodes = model.stops.sorted()
        var counts = [0]
        counts.reserveCapacity(nodes.count + 1)
        for n in nodes { counts.append(counts[counts.count - 1] + (isTextOnly(stop: n) ? 0 : 1)) }
        return (nodes, counts)
    }()

    /// The first shown alert, sheet or dialog of the tree (focus.modal), found once.
    public private(set) lazy var firstModal: Int? = tree.indices.first { i in
        work += 1
        return ModalContainment.modalTypes.contains(tree[i].elementType ?? "") && tree[i].visibleToUser != false && tree[i].accessibilityViewIsModal != true
    }

    /// The selected members of the control's group, counted once per group (radio.exclusive asks
    /// for every selected member: 50k selected radios in one group were 2.5 billion checks).
    public func selectedCount(inGroupOf control: Control) -> (selected: Int, total: Int) {
        let members = group(of: control).members
        let key = GroupKey(first: members.first?.node ?? control.node, last: members.last?.node ?? control.node, count: members.count)
        if let cached = selectedCounts[key] { return (cached, members.count) }
        let selected = members.reduce(0) { $0 + (isOn($1) == true ? 1 : 0) }
        selectedCounts[key] = selected
        return (selected, members.count)
    }

    private struct GroupKey: Hashable { var first, last, count: Int }
    private var selectedCounts: [GroupKey: Int] = [:]

    /// An actionable container that speaks text but no role or state: a list row.
    func isLabelRow(stop: Int) -> Bool {
        let spoken = self.spoken(stop: stop)
        return control(at: stop) == nil && spoken.roles.isEmpty && !spoken.nameParts.isEmpty && !spoken.exposesCheckedState
    }

    func isHeading(_ node: Int) -> Bool {
        let n = tree[node]
        return n.heading == true || n.accessibilityTraits?.contains(.header) == true || n.collectionItemInfo?.heading == true
    }

    func isTextOnly(stop: Int) -> Bool {
        work += 1
        // Focusable alone does not make text interactive (a focusable TextView is still a label).
        if FocusModel.clickable(tree[stop]) || FocusModel.longClickable(tree[stop]) || tree[stop].checkable == true || control(at: stop) != nil { return false }
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

import Foundation
