import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// button.role and its kin on Android, the "Double tap to activate" alternative: TalkBack says a
/// click hint on the control's stop when that node is clickable (or offers ACTION_CLICK) and
/// enabled. google/talkback `ClickableHint.clickableHint`/`getClickHint` ask only
/// `AccessibilityNodeInfoUtils.isClickable`; whether a keyboard can focus the stop is
/// focus.keyboard's question (`keyboardFocusable`), not the role's.
package struct ClickHintSpoken: Check {
    public static let id = "clickHintSpoken"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android, let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.androidStop(facts, control))] }
        let node = facts.tree[stop]
        // A disabled stop says "Disabled" and no hint (TreeNodesDescription, NodeRoleHint).
        guard node.enabled != false else { return [.notApplicable("it is disabled")] }
        if FocusModel.clickable(node) { return [.pass] }
        // A format that records neither clickability nor actions cannot tell: not a failure.
        if node.clickable == nil, node.actions == nil { return [.pass] }
        return [.fail(["reason": "its focus stop is not clickable"])]
    }
}
