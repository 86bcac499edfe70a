import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.modal: while an alert or sheet is shown, the control behind it is not a focus stop.
package struct ModalContainment: Check {
    public static let id = "modalContainment"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let tree = facts.tree
        guard facts.platform == .ios, facts.stop(of: control) != nil else { return [.notApplicable(NotApplicable.iosStop(facts, control))] }
        // Found once per screen (ScreenFacts.firstModal, of `ModalTypes`): scanning every node per control was quadratic.
        guard let modal = facts.firstModal else { return [.notApplicable("no modal view is shown")] }
        if tree.isAncestor(modal, of: control.node) || modal == control.node { return [.pass] }
        return [.fail(["modal": tree[modal].elementType ?? "modal"])]
    }
}

