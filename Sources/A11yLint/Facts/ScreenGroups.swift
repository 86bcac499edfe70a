import A11yLintModel
import A11yLintFocusModel

/// The groups pass: the container that groups each control for the screen reader, the controls of
/// the same kind that belong together (its group), the visual rows that split a container without
/// one, and per group how many members are selected and where its first two stops are read.
/// Every group's member array is built once and shared by its members: a list of thousands of
/// switches must not copy the list per switch (a 50k-radio group was quadratic).
struct ScreenGroups: Sendable {
    struct Group: Sendable {
        /// The group container, or the smallest ancestor holding the members; nil for a control alone.
        var container: Int?
        var members: [Control]
        /// How many members are on (`SpokenScreen.isOn`).
        var selected: Int
        /// Reading positions of the first two distinct stops of the members, when there are two.
        var firstTwoPositions: (Int, Int)?
        /// How many members' stops say "selected" (VoiceOver's group convention, `announcesState`).
        var saySelected: Int
    }

    /// Per control (index in `SpokenScreen.controls`): the container that groups it, else -1.
    let containers: [Int32]
    /// Per control: its group, an index in `groups`.
    let groupOf: [Int32]
    let groups: [Group]
    /// Members visited while building: scaling tests check it grows linearly.
    let work: Int

    init(_ screen: SpokenScreen) {
        var builder = Builder(screen: screen)
        var containers: [Int32] = [], groupOf: [Int32] = []
        containers.reserveCapacity(screen.controls.count)
        groupOf.reserveCapacity(screen.controls.count)
        for c in screen.controls.indices {
            containers.append(Int32(builder.container(of: screen.controls[c].node) ?? -1))
            groupOf.append(Int32(builder.group(of: c)))
        }
        self.containers = containers
        self.groupOf = groupOf
        groups = builder.groups
        work = builder.work
    }

    /// The container that groups this control for the screen reader, if the dump shows one: a
    /// selectable group, a collection, or a class a pack names in `groupClasses`.
    static func groupContainer(of node: Int, in tree: AccessibilityTree, groupClasses: Set<Substring>) -> Int? {
        let classes = Array(groupClasses)
        return tree.ancestors(of: node).first { isGroupContainer(tree[$0], groupClasses: classes) }
    }

    /// Android's list views group their items even when the dump carries no collectionInfo.
    static let listClasses: [Substring] = ["RecyclerView", "ListView", "GridView"]

    /// `groupClasses`: the packs' few container classes, compared in turn (hashing each node's
    /// class name cost more than the comparisons).
    static func isGroupContainer(_ node: borrowing Node, groupClasses: [Substring]) -> Bool {
        isGroupContainer(node) { isGroupClass($0, groupClasses: groupClasses) }
    }

    /// The same, with the class name judged by `isGroupClass` (a pass that meets the same names
    /// again and again remembers its answers).
    static func isGroupContainer(_ node: borrowing Node, isGroupClass: (String) -> Bool) -> Bool {
        if node.selectableGroup == true || node.collectionInfo != nil { return true }
        guard let cls = node.className else { return false }
        return isGroupClass(cls)
    }

    static func isGroupClass(_ cls: String, groupClasses: [Substring]) -> Bool {
        let last = ClassName.lastComponent(cls)
        return groupClasses.contains(last) || listClasses.contains(last)
    }

    /// Per node, the nearest group container above it (-1: none), for the nodes on the way up
    /// from `nodes` (-2: not asked). Each node is judged once however many controls sit below it.
    static func nearestContainers(above nodes: [Int], in tree: AccessibilityTree, groupClasses: Set<Substring>, work: inout Int) -> [Int32] {
        var nearest = [Int32](repeating: -2, count: tree.count)
        var path: [Int] = []
        let classes = Array(groupClasses)
        // The answers for the class names met so far: a screen has a few dozen, which the loaders
        // share (equal names compare by address first), and the paths up from the controls meet
        // the same few again and again (cutting each name and comparing it with every group
        // class was 47M instructions on the typical screen).
        var seen: [(name: String, isGroup: Bool)] = []
        func isGroupClass(_ cls: String) -> Bool {
            for k in seen.indices where seen[k].name == cls { return seen[k].isGroup }
            let answer = Self.isGroupClass(cls, groupClasses: classes)
            if seen.count < 32 { seen.append((cls, answer)) }
            return answer
        }
        // Nodes are read in place from the buffer: the tree's subscript copies each node.
        tree.nodes.withUnsafeBufferPointer { all in
            for node in nodes {
                // Walk up to the first node whose answer is known, then fill the answers down the path.
                path.removeAll(keepingCapacity: true)
                var i = node
                var answer: Int32 = -1
                while let parent = tree.parent(of: i) {
                    work += 1
                    if nearest[i] != -2 { answer = nearest[i]; break }
                    path.append(i)
                    if isGroupContainer(all[parent], isGroupClass: isGroupClass) { answer = Int32(parent); break }
                    i = parent
                }
                // Every node on the path has the same nearest container above it.
                for n in path { nearest[n] = answer }
            }
        }
        return nearest
    }

    /// Row number per member, or empty when rows do not apply (a member without a frame, a
    /// member alone in its row, or everything in one row). Rows are found by a sweep down the
    /// members sorted by top edge.
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
            if let a = anchor, FactThresholds.sameRow(item.frame, a) {
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

    /// The state of one build: the groups found so far, keyed so that each is made once.
    private struct Builder {
        let screen: SpokenScreen
        var tree: AccessibilityTree { screen.tree }
        /// Per node on the way up from a control: the nearest group container above it (-1: none,
        /// -2: not asked), read by index (a dictionary by node hashed each control twice).
        let nearest: [Int32]
        /// Per control (index in `screen.controls`): its kind as a number.
        private var kindOf: [Int] = []
        /// Controls of each kind (by number) in document order, and those of them outside any group container.
        var peersByKind: [[Control]] = []
        var ungroupedByKind: [[Control]] = []
        var groups: [Group] = []
        var work = 0
        /// Each control kind as a number, so the keys below hash no string.
        private var kinds: [String: Int] = [:]

        struct MembersKey: Hashable { var kind: Int; var ancestor: Int; var grouped: Bool }
        struct RowKey: Hashable { var members: MembersKey; var row: Int }
        private var membersCache: [MembersKey: [Control]] = [:]
        /// Per members key: each member's row, and each row's members (one pass, not one filter per row).
        private var rowsCache: [MembersKey: (rowOf: [Int: Int], members: [[Control]])] = [:]
        /// Group index per members key (and row, for a container split into rows).
        private var groupIndex: [RowKey: Int] = [:]

        init(screen: SpokenScreen) {
            self.screen = screen
            var work = 0
            nearest = ScreenGroups.nearestContainers(above: screen.controls.map(\.node), in: screen.tree,
                                                     groupClasses: screen.vocabulary.groupClasses, work: &work)
            self.work = work
            // `controls` are in document order, so each kind's list is too. Each kind name is
            // hashed once per control, here; the groups read the number.
            kindOf.reserveCapacity(screen.controls.count)
            for control in screen.controls {
                let k = kinds[control.kind] ?? kinds.count
                if k == kinds.count { kinds[control.kind] = k; peersByKind.append([]); ungroupedByKind.append([]) }
                kindOf.append(k)
                peersByKind[k].append(control)
                if nearest[control.node] < 0 { ungroupedByKind[k].append(control) }
            }
        }

        /// Its group container, for a control's node (nil: none).
        func container(of node: Int) -> Int? { nearest[node] >= 0 ? Int(nearest[node]) : nil }

        /// Controls of the same kind that belong together: the explicit group, or else the
        /// smallest ancestor holding more than one of them (its visual row, when it has rows).
        /// `index`: the control's place in `screen.controls`.
        mutating func group(of index: Int) -> Int {
            let control = screen.controls[index], kind = kindOf[index]
            if let c = container(of: control.node) {
                let key = MembersKey(kind: kind, ancestor: c, grouped: true)
                if let g = groupIndex[RowKey(members: key, row: -1)] { return g }
                let members = shared(peersByKind[kind], key)
                return group(key, row: -1, members: members)
            }
            let ungrouped = ungroupedByKind[kind]
            // An ancestor holds more than this control of its kind exactly when it holds the one
            // before or after it in document order (a subtree is a contiguous range of nodes).
            var k = 0, hi = ungrouped.count
            while k < hi { let mid = (k + hi) / 2; if ungrouped[mid].node < control.node { k = mid + 1 } else { hi = mid } }
            let previous = k > 0 ? ungrouped[k - 1].node : -1
            let next = k + 1 < ungrouped.count ? ungrouped[k + 1].node : Int.max
            for a in tree.ancestors(of: control.node) where previous > a || next < tree.subtreeEnd(a) {
                let key = MembersKey(kind: kind, ancestor: a, grouped: false)
                let members = shared(ungrouped, key)
                let rows: (rowOf: [Int: Int], members: [[Control]])
                if let cached = rowsCache[key] { rows = cached } else {
                    let rowOf = ScreenGroups.rows(of: members, in: tree)
                    var byRow = [[Control]](repeating: [], count: rowOf.isEmpty ? 0 : (rowOf.values.max() ?? -1) + 1)
                    for m in members { if let r = rowOf[m.node] { byRow[r].append(m) } }
                    work += members.count
                    rows = (rowOf, byRow)
                    rowsCache[key] = rows
                }
                guard let row = rows.rowOf[control.node] else { return group(key, row: -1, members: members) }
                return group(key, row: row, members: rows.members[row])
            }
            // Alone: a group of its own, never shared.
            groups.append(made(container: nil, members: [control]))
            return groups.count - 1
        }

        private mutating func group(_ key: MembersKey, row: Int, members: [Control]) -> Int {
            let rowKey = RowKey(members: key, row: row)
            if let g = groupIndex[rowKey] { return g }
            let group = made(container: key.ancestor, members: members)
            groups.append(group)
            groupIndex[rowKey] = groups.count - 1
            return groups.count - 1
        }

        private mutating func made(container: Int?, members: [Control]) -> Group {
            var selected = 0, saySelected = 0, first = Int.max, second = Int.max
            for m in members {
                work += 1
                if screen.isOn(m) == true { selected += 1 }
                if screen.spoken(m)?.selected == true { saySelected += 1 }
                guard let s = screen.stop(of: m), let p = screen.position(ofStop: s), p != first, p != second else { continue }
                if p < first { second = first; first = p } else if p < second { second = p }
            }
            let two: (Int, Int)? = members.count > 1 && second != Int.max ? (first, second) : nil
            return Group(container: container, members: members, selected: selected, firstTwoPositions: two, saySelected: saySelected)
        }

        /// One member array per container and kind, shared by every member's group.
        private mutating func shared(_ sorted: [Control], _ key: MembersKey) -> [Control] {
            if let cached = membersCache[key] { return cached }
            let found = Array(Self.members(sorted, under: key.ancestor, in: tree))
            work += found.count
            membersCache[key] = found
            return found
        }

        /// The controls of a sorted list that lie inside `ancestor`'s subtree (a contiguous range in pre-order).
        static func members(_ sorted: [Control], under ancestor: Int, in tree: AccessibilityTree) -> ArraySlice<Control> {
            let lower = ancestor + 1, upper = tree.subtreeEnd(ancestor)
            var lo = 0, hi = sorted.count
            while lo < hi { let mid = (lo + hi) / 2; if sorted[mid].node < lower { lo = mid + 1 } else { hi = mid } }
            var end = lo, top = sorted.count
            while end < top { let mid = (end + top) / 2; if sorted[mid].node < upper { end = mid + 1 } else { top = mid } }
            return sorted[lo ..< end]
        }
    }
}
