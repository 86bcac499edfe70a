import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// radio.exclusive: at most one radio button of a group is selected.
package struct RadioGroupExclusivity: Check {
    public static let id = "radioGroupExclusivity"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.isOn(control) == true else { return [.notApplicable("it is not selected")] }
        let (selected, total) = facts.selectedCount(inGroupOf: control)
        guard selected > 1 else { return [.pass] }
        return [.fail(["count": String(selected), "total": String(total)])]
    }
}
