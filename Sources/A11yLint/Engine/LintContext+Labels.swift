/// Label association: the text a sighted user reads as a control's label, and the separate stop
/// that speaks it.
extension LintContext {
    /// How far above the control's stop a row (or the container it shares with a text stop) may
    /// sit and still be the control's own row; deeper containers are sections or whole screens.
    static let labelRowLevels = 3
    /// The fraction of the shorter height two stops must overlap vertically to share a row: half,
    /// so a text and a switch centred on one line match while the next line's text does not.
    static let sameRowOverlap = 0.5
    /// How far a label above may reach into the control's top edge: dumps round frames, and a few
    /// points of overlap are still "above".
    static let aboveOverlap = 4.0
    /// The smallest gap a label above may leave, when the control is shorter: 48 is the minimum
    /// touch-target size (Android 48dp, about iOS's 44pt), the usual height of one list row, so a
    /// label further up belongs to something else.
    static let aboveGap = 48.0

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
            let isRow = tree.isAncestor(p, of: s) && tree.levels(from: p, to: s) <= Self.labelRowLevels
            // An actionable row holding other controls is skipped whether or not it reads as a label
            // row (below, and it is no text stop either): asked first, so it is never described.
            if isRow, isActionable(stop: p), holdsOtherControls(p, besides: control) { continue }
            if isRow, isLabelRow(stop: p) {
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
            // Text of symbols only (a currency sign before an amount field, "*", an emoji) marks a
            // unit or decoration, not the control's label: it has no word to name the control with.
            if Words.of(spoken(stop: p).name).isEmpty { continue }
            let sameRow = pf.verticalOverlap(frame) >= min(pf.height, frame.height) * Self.sameRowOverlap
            let above = candidate < position && pf.maxY <= frame.y + Self.aboveOverlap && frame.y - pf.maxY < max(frame.height, Self.aboveGap)
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
            guard let container = tree.lowestCommonAncestor(p, s), tree.levels(from: container, to: s) <= Self.labelRowLevels else { continue }
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

    /// An actionable container that speaks text but no role or state: a list row.
    func isLabelRow(stop: Int) -> Bool {
        guard control(at: stop) == nil else { return false }
        let spoken = self.spoken(stop: stop)
        return spoken.roles.isEmpty && !spoken.nameParts.isEmpty && !spoken.exposesCheckedState
    }

    func isHeading(_ node: Int) -> Bool {
        let n = tree[node]
        return n.heading == true || n.accessibilityTraits?.contains(.header) == true || n.collectionItemInfo?.heading == true
    }

    func isTextOnly(stop: Int) -> Bool {
        work += 1
        // Focusable alone does not make text interactive (a focusable TextView is still a label).
        if isActionable(stop: stop) { return false }
        let spoken = self.spoken(stop: stop)
        return spoken.roles.isEmpty && !spoken.nameParts.isEmpty && !spoken.exposesCheckedState
    }

    /// A stop the user operates (clickable, long-clickable, checkable, or a control): never text only.
    func isActionable(stop: Int) -> Bool {
        FocusModel.clickable(tree[stop]) || FocusModel.longClickable(tree[stop]) || tree[stop].checkable == true || control(at: stop) != nil
    }
}
