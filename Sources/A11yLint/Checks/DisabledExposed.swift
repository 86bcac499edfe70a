import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// state.disabled: a disabled control's focus stop says "disabled" / "dimmed".
package struct DisabledExposed: Check {
    public static let id = "disabledExposed"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let disabled = facts.tree[control.node].enabled == false || (facts.tree[control.node].accessibilityTraits?.contains(.notEnabled) ?? false)
        guard disabled else { return [.notApplicable("it is enabled")] }
        return facts.spoken(stop: stop).disabled ? [.pass] : [.fail([:])]
    }
}
