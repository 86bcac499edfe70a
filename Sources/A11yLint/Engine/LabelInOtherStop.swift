/// The visible label of an unnamed control that another focus stop reads: a settings row whose
/// title sits in a non-focusable text column beside a focusable switch. TalkBack gives the text to
/// the nearest speaking ancestor (`TreeNodesDescription` collects non-focusable children into the
/// focusable node above them; a top-level scroll item speaks its texts), so the title is heard in
/// one swipe and "Off, Switch" in another: group.single-swipe fails even though the title is not a
/// stop of its own, which `separateLabelStop` looks for.
extension LintContext {
    /// How far up a row's container may be, and how many nodes it may hold: a row, not a section.
    /// Bounding the scan keeps the search constant work per control.
    static let rowLevels = 3, rowNodes = 200

    func labelReadByAnotherStop(for control: Control) -> String? {
        guard let s = stop(of: control), spoken(stop: s).name.trimmed.isEmpty,
              let frame = tree[control.node].frame, frame.height > 0 else { return nil }
        var container = control.node
        for _ in 0 ..< Self.rowLevels {
            guard let parent = tree.parent(of: container) else { return nil }
            container = parent
            let end = tree.subtreeEnd(container)
            guard end - container <= Self.rowNodes else { return nil }
            var label: (node: Int, text: String)?
            var i = container + 1
            while i < end {
                defer { i += 1 }
                // The control's own subtree, and anything it speaks, is the control.
                if i == control.node || tree.isAncestor(control.node, of: i) { continue }
                let node = tree[i]
                guard let f = node.frame, f.verticalOverlap(frame) >= min(f.height, frame.height) * 0.5 else { continue }
                let speaker = model.speaker(of: i)
                if speaker == s { continue }
                // Another control, or another actionable stop, in the row: the text may be its label.
                if (i != control.node && self.control(at: i) != nil) || (speaker == i && !isTextOnly(stop: i)) { return nil }
                guard label == nil, let speaker, !isHeading(i) else { continue }
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
