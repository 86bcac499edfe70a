import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// radio.group: the radio button sits in a group the screen reader announces (RadioGroup,
/// `selectableGroup()`, a collection). A Compose screen captured without its semantics (a
/// uiautomator dump, or one converted from it: no Compose role, no selectableGroup anywhere
/// above) cannot show `selectableGroup()`: review rather than guess.
package struct RadioInGroup: Check {
    public static let id = "radioInGroup"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android else { return [.notApplicable(NotApplicable.androidOnly)] }
        if facts.groupContainer(of: control) != nil { return [.pass] }
        let tree = facts.tree
        if facts.isCompose(control.node), tree[control.node].role == nil,
           !tree.ancestors(of: control.node).contains(where: { tree[$0].selectableGroup != nil }) {
            return [.review(["reason": "Jetpack Compose's selectableGroup() does not appear in uiautomator dumps"])]
        }
        return [.fail([:])]
    }
}
