/// Reading a control's state: what the dump says it is, and whether the user hears it.
extension LintContext {
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
}
