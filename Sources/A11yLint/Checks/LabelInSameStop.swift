import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// group.single-swipe / switch.row-focus: the visible label is not a separate swipe from the control.
package struct LabelInSameStop: Check {
    public static let id = "labelInSameStop"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control) else { return [.notApplicable(NotApplicable.noStop)] }
        guard let label = facts.separateLabelStop(for: control) else {
            // No label of its own stop; an unnamed control's title may still be heard in another one.
            if let text = facts.labelReadByAnotherStop(for: control) { return [.fail(["label": text, "announcement": spoken.text])] }
            return [.notApplicable("no visible label beside it is a separate stop")]
        }
        let labelText = facts.spoken(stop: label).name
        // A label the control already says is a duplicate (name.no-duplicate), not a missing association.
        if !spoken.name.isEmpty, Words.contains(name: spoken.name, label: labelText) { return [.pass] }
        if let target = facts.tree[label].labelFor, let id = facts.tree[control.node].resourceId, id.hasSuffix(target) { return [.pass] }
        return [.fail(["label": labelText, "announcement": spoken.text])]
    }
}
