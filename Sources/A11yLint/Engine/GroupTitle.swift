/// Titles of groups: text above or before a radio group, a selectable group or a list names the
/// group, not its first item.
///
/// Neither screen reader makes such a title part of an item: TalkBack reads a RadioGroup's or a
/// list's items each with their own text (google/talkback `TreeNodesDescription` describes a
/// node from its own subtree only), and VoiceOver's element for a row is the row itself
/// (AccessibilitySnapshot `AccessibilityHierarchyParser.swift` never merges a preceding element
/// into the next one). So the title is not a label the first item lost: reporting it as that
/// item's "separate label" would send the developer to merge a section title into one option.
extension LintContext {
    /// Whether `text` (a stop beside the control's stop) titles the control's whole group rather
    /// than labelling this control: the group has several members, the text comes before all of
    /// them in reading order (or is drawn left of a row of them), shares a container with the group rather than with the first item
    /// alone, and the members do not each carry a label stop of their own (the second member
    /// follows the first without a text stop in between).
    func titlesGroup(_ text: Int, of control: Control) -> Bool {
        guard let textPosition = position(ofStop: text), let (first, second) = firstTwoPositions(of: control) else { return false }
        // The text sits at the group's level: the smallest container holding it and the first item
        // holds the second item too. Text sharing a row container with the first item alone is that
        // item's label ("Wi-Fi" beside its switch in one cell).
        let firstStop = model.stops[first], secondStop = model.stops[second]
        guard let shared = tree.lowestCommonAncestor(text, firstStop), shared != firstStop,
              shared == secondStop || tree.isAncestor(shared, of: secondStop) else { return false }
        let tf = tree[text].frame, ff = tree[firstStop].frame, sf = tree[secondStop].frame
        guard first > textPosition else {
            // Read after the items (a title centred a few points lower than the row sorts after
            // it), yet drawn left of a row of items: still the row's title (“Colour: ● ● ●”).
            guard let tf, let ff, let sf else { return false }
            return Self.sameRow(tf, ff) && Self.sameRow(ff, sf) && tf.maxX <= ff.x + 1 && tf.maxX <= sf.x + 1
        }
        // Beside the first item, text titles only a row of items (“Colour: ● ● ●”); beside the
        // first of a column of items it is that item's label (idb's flat lists have no rows to tell).
        if let tf, let ff, let sf, Self.sameRow(tf, ff), !Self.sameRow(ff, sf) { return false }
        // Items labelled each by a stop of its own ("Standard" / radio, "Express" / radio): the
        // first text is the first item's label, not a title.
        return !(second - 1 > first && isTextOnly(stop: model.stops[second - 1]))
    }

    /// Reading positions of the first two distinct stops of the control's group, computed once
    /// per group (a list of a thousand switches asks for each of them).
    func firstTwoPositions(of control: Control) -> (Int, Int)? {
        let members = group(of: control).members
        guard members.count > 1, let key = members.first?.node else { return nil }
        if let cached = groupPositions[key] { return cached }
        var first = Int.max, second = Int.max
        for m in members {
            guard let s = stop(of: m), let p = position(ofStop: s), p != first, p != second else { continue }
            if p < first { second = first; first = p } else if p < second { second = p }
        }
        let result: (Int, Int)? = second == Int.max ? nil : (first, second)
        groupPositions[key] = result
        return result
    }

    static func sameRow(_ a: Rect, _ b: Rect) -> Bool {
        a.verticalOverlap(b) >= min(a.height, b.height) * 0.5
    }

    /// Whether a row stop that contains the control holds other controls too: then it is a card
    /// around a group (its text the group's title), not the row of this one control (switch.row-focus).
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
}
