/// Group detection: the container that groups a control, its peers of the same kind, the visual
/// rows that split a container without one, and how many of a group are selected. Memoised in
/// `LintContext`'s stored caches: exclusivity and size checks ask per member.
extension LintContext {

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
}
