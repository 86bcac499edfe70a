import A11yLintModel
import A11yLintFocusModel

/// The labels pass: for each control, the text-only stop beside it that reads as its label (a
/// separate swipe), and, for an unnamed control without one, the title that another, wider stop
/// reads (a settings row's title column). Built from the stops, speech and groups passes.
struct ScreenLabels: Sendable {
    /// Per control (index in `SpokenScreen.controls`): the separate label stop, else -1.
    let separateStops: [Int32]
    /// Per control without a separate label stop: the label another stop reads, else nil.
    let readByAnotherStop: [String?]
    /// Nodes visited while building: scaling tests check it grows linearly.
    let work: Int

    init(_ screen: SpokenScreen, groups: ScreenGroups) {
        let finder = LabelFinder(screen: screen, groups: groups)
        var separate: [Int32] = [], other: [String?] = []
        separate.reserveCapacity(screen.controls.count)
        other.reserveCapacity(screen.controls.count)
        var work = 0
        for (c, control) in screen.controls.enumerated() {
            let stop = finder.separateLabelStop(for: control, index: c)
            separate.append(Int32(stop ?? -1))
            other.append(stop == nil ? finder.labelReadByAnotherStop(for: control, work: &work) : nil)
            work += 1
        }
        separateStops = separate
        readByAnotherStop = other
        self.work = work
    }
}

/// How the labels pass decides; reads the earlier passes only.
private struct LabelFinder {
    let screen: SpokenScreen
    let groups: ScreenGroups
    var tree: AccessibilityTree { screen.tree }

    /// A text-only stop right beside the control's stop that reads as its label: the previous
    /// stop (or next, for a label after the control) in the same row or directly above, sharing
    /// a near container, with no other control in between.
    func separateLabelStop(for control: Control, index c: Int) -> Int? {
        guard let s = screen.stop(of: control), let position = screen.position(ofStop: s), let frame = tree[s].frame else { return nil }
        let stops = screen.model.stops
        // The stop before, then the one after (a stride: the two in an array were made per control).
        for candidate in stride(from: position - 1, through: position + 1, by: 2) where candidate >= 0 && candidate < stops.count {
            let p = stops[candidate]
            // A row that is its own stop but leaves the switch as another (switch.row-focus).
            // A control that shows its own visible label (a chip's "Dark" inside a "Theme" section)
            // is named by it; the row's text is then its label only if it repeats that name.
            let isRow = tree.isAncestor(p, of: s) && tree.levels(from: p, to: s) <= FactThresholds.rowLevels
            // An actionable row holding other controls is skipped whether or not it reads as a label
            // row (below, and it is no text stop either): asked first, so it is never described.
            if isRow, screen.isActionable(stop: p), screen.holdsOtherControls(p, besides: control) { continue }
            if isRow, screen.isLabelRow(stop: p) {
                // A card around a group: its text titles the group (`titlesGroup`).
                if screen.holdsOtherControls(p, besides: control) || titlesGroup(p, of: c) { continue }
                let own = screen.spoken(stop: s).name
                // A glyph or a file name is no name (`SpokenStop.hasName`): the row's text is then the label.
                let named = screen.spoken(stop: s).hasName
                // A card with other actions beside this named control (a news card's bookmark
                // checkbox and topic button): its text is the card's, not this control's label.
                if named, screen.actionableStops(under: p, excluding: [s]) > 0 { continue }
                if !named || screen.visibleLabel(control) == nil || Words.contains(name: own, label: screen.spoken(stop: p).name) { return p }
                continue
            }
            guard screen.isTextOnly(stop: p), let pf = tree[p].frame else { continue }
            // Text of symbols only (a currency sign before an amount field, "*", an emoji) marks a
            // unit or decoration, not the control's label: it has no word to name the control with.
            if !Words.hasWord(screen.spoken(stop: p).name) { continue }
            let sameRow = FactThresholds.sameRow(pf, frame)
            let above = candidate < position && pf.maxY <= frame.y + FactThresholds.aboveOverlap
                && frame.y - pf.maxY < max(frame.height, FactThresholds.aboveGap) && pf.x < frame.maxX && frame.x < pf.maxX
            guard sameRow || above else { continue }
            // Text after the control followed, in the same row, by more text stops is one cell of a
            // row of cells (a table's header or data row), not this control's label: the first
            // column's title "Name" does not name the "select all" checkbox before it. A label after
            // a control ("I agree" after its checkbox) ends the row.
            if candidate > position, sameRow, candidate + 1 < stops.count {
                let next = stops[candidate + 1]
                if screen.isTextOnly(stop: next), let nf = tree[next].frame, FactThresholds.sameRow(nf, frame), nf.x >= pf.maxX - 1 { continue }
            }
            // A heading is a section title, not a control's label; so is text before a whole group.
            if screen.isHeading(p) || titlesGroup(p, of: c) { continue }
            // Text above a control that already has its own name is a title or description
            // ("Power saving" over a "Battery Saver" row), unless it repeats that name exactly.
            let name = screen.spoken(stop: s).name.trimmed, text = screen.spoken(stop: p).name.trimmed
            if screen.spoken(stop: s).hasName {
                if above && !sameRow, name.lowercased() != text.lowercased() { continue }
                // Beside a control that has its own, different name, text is another item (the
                // next tile, a description), not this control's label.
                if sameRow, !Words.contains(name: name, label: text) { continue }
            }
            guard let container = tree.lowestCommonAncestor(p, s), tree.levels(from: container, to: s) <= FactThresholds.rowLevels else { continue }
            // The container must not hold another control or actionable stop: then it is a row of this control.
            if !sameRow && screen.actionableStops(under: container, excluding: [s, p]) > 0 { continue }
            return p
        }
        return nil
    }

    /// Whether `text` (a stop beside the control's stop) titles the control's whole group rather
    /// than labelling this control: the group has several members, the text comes before all of
    /// them in reading order (or is drawn left of a row of them), shares a container with the
    /// group rather than with the first item alone, and the members do not each carry a label
    /// stop of their own (the second member follows the first without a text stop in between).
    ///
    /// Neither screen reader makes such a title part of an item: TalkBack reads a RadioGroup's or a
    /// list's items each with their own text (google/talkback `TreeNodesDescription` describes a
    /// node from its own subtree only), and VoiceOver's element for a row is the row itself
    /// (AccessibilitySnapshot `AccessibilityHierarchyParser.swift` never merges a preceding element
    /// into the next one). So the title is not a label the first item lost.
    func titlesGroup(_ text: Int, of c: Int) -> Bool {
        guard let textPosition = screen.position(ofStop: text),
              let (first, second) = groups.groups[Int(groups.groupOf[c])].firstTwoPositions else { return false }
        // The text sits at the group's level: the smallest container holding it and the first item
        // holds the second item too. Text sharing a row container with the first item alone is that
        // item's label ("Wi-Fi" beside its switch in one cell).
        let firstStop = screen.model.stops[first], secondStop = screen.model.stops[second]
        guard let shared = tree.lowestCommonAncestor(text, firstStop), shared != firstStop,
              shared == secondStop || tree.isAncestor(shared, of: secondStop) else { return false }
        let tf = tree[text].frame, ff = tree[firstStop].frame, sf = tree[secondStop].frame
        guard first > textPosition else {
            // Read after the items (a title centred a few points lower than the row sorts after
            // it), yet drawn left of a row of items: still the row's title (“Colour: ● ● ●”).
            guard let tf, let ff, let sf else { return false }
            return FactThresholds.sameRow(tf, ff) && FactThresholds.sameRow(ff, sf) && tf.maxX <= ff.x + 1 && tf.maxX <= sf.x + 1
        }
        // Beside the first item, text titles only a row of items (“Colour: ● ● ●”); beside the
        // first of a column of items it is that item's label (idb's flat lists have no rows to tell).
        if let tf, let ff, let sf, FactThresholds.sameRow(tf, ff), !FactThresholds.sameRow(ff, sf) { return false }
        // Items labelled each by a stop of its own ("Standard" / radio, "Express" / radio): the
        // first text is the first item's label, not a title.
        return !(second - 1 > first && screen.isTextOnly(stop: screen.model.stops[second - 1]))
    }

    /// The visible label of an unnamed control that another focus stop reads: a settings row whose
    /// title sits in a non-focusable text column beside a focusable switch. TalkBack gives the text
    /// to the nearest speaking ancestor (`TreeNodesDescription` collects non-focusable children into
    /// the focusable node above them; a top-level scroll item speaks its texts), so the title is
    /// heard in one swipe and "Off, Switch" in another: group.single-swipe fails even though the
    /// title is not a stop of its own, which `separateLabelStop` looks for.
    func labelReadByAnotherStop(for control: Control, work: inout Int) -> String? {
        guard let s = screen.stop(of: control), !screen.spoken(stop: s).hasName,
              let frame = tree[control.node].frame, frame.height > 0 else { return nil }
        var container = control.node
        for _ in 0 ..< FactThresholds.rowLevels {
            guard let parent = tree.parent(of: container) else { return nil }
            container = parent
            let end = tree.subtreeEnd(container)
            // A row, not a section: bounding the scan keeps the search constant work per control.
            guard end - container <= FactThresholds.rowNodes else { return nil }
            var label: (node: Int, text: String)?
            var i = container + 1
            while i < end {
                defer { i += 1 }
                work += 1
                // The control's own subtree, and anything it speaks, is the control.
                if i == control.node || tree.isAncestor(control.node, of: i) { continue }
                let node = tree[i]
                guard let f = node.frame, FactThresholds.sameRow(f, frame) else { continue }
                let speaker = screen.model.speaker(of: i)
                if speaker == s { continue }
                // Another control, or another actionable stop, in the row: the text may be its label.
                if (i != control.node && screen.control(at: i) != nil) || (speaker == i && !screen.isTextOnly(stop: i)) { return nil }
                guard label == nil, let speaker, !screen.isHeading(i) else { continue }
                let text = (node.text ?? "").trimmed
                guard !text.isEmpty, node.contentDescription == nil || node.contentDescription!.trimmed.isEmpty else { continue }
                // The speaking stop must read the text as part of a wider stop: a text that is
                // its own stop is `separateLabelStop`'s case.
                guard speaker != i else { continue }
                label = (i, text)
            }
            if let label { return label.text }
        }
        return nil
    }
}
