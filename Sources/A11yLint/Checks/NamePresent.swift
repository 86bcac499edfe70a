import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.present: the control's focus stop speaks a name.
package struct NamePresent: Check {
    public static let id = "namePresent"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control) else { return [.notApplicable(NotApplicable.noStop)] }
        return !spoken.hasName ? [.fail(["announcement": spoken.text])] : [.pass]
    }
}
