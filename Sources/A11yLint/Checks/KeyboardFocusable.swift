import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.keyboard (the part a dump shows): on Android the stop takes keyboard focus and is clickable.
package struct KeyboardFocusable: Check {
    public static let id = "keyboardFocusable"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android, let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.androidStop(facts, control))] }
        let node = facts.tree[stop]
        guard node.enabled != false else { return [.notApplicable("it is disabled")] }
        if node.focusable == false { return [.fail(["reason": "its focus stop is not focusable"])] }
        if node.clickable == false, node.actions == nil { return [.fail(["reason": "its focus stop is not clickable"])] }
        return [.pass]
    }
}
