import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// radio.choice: a lone radio button cannot be unselected; two options are better as a switch or checkbox (advisory).
package struct RadioGroupSize: Check {
    public static let id = "radioGroupSize"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let members = facts.group(of: control).members
        if members.count == 1 { return [.fail(["count": "1"])] }
        return [.pass]
    }
}
