import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// role.exposed / role.native for a checkable control whose kind the dump cannot tell (the
/// `unrecognisedCheckable` pack): always for review, with what the dump shows. A switch, a radio
/// button and a checkbox each need their own role; which one this node should say, and whether it
/// says one the dump does not record (a role description), only a person can tell.
package struct RoleUndecided: Check {
    public static let id = "roleUndecided"
    package static let onlyReviews = true
    public init(options: [String: CheckOption]) throws {}

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let node = facts.tree[control.node]
        var shows = [node.className ?? "a node without a class"]
        if node.checkable == true { shows.append(node.checked == true ? "checked" : "checkable, not checked") }
        if let toggle = node.toggleableState { shows.append("toggleable state \(toggle)") }
        if node.selected == true { shows.append("selected") }
        let seen = "the dump shows " + shows.joined(separator: ", ")
        let roles = facts.spoken(control).map { Array($0.roleList) } ?? []
        let reason: String
        if RoleNotRecorded.applies(to: control.node, in: facts) {
            reason = seen + ", drawn by Jetpack Compose: " + RoleNotRecorded.why
        } else if !roles.isEmpty {
            reason = seen + "; TalkBack says “\(roles.joined(separator: ", "))”, which may not be this control's kind"
        } else {
            reason = seen + ", with no role TalkBack would speak unless the app sets one the dump does not record (a role description)"
        }
        return [.review(["reason": reason, "shows": seen])]
    }
}

/// Jetpack Compose writes `Role.Switch` (and `Role.Tab`) as an accessibility role description on
/// an `android.view.View` (androidx `AndroidComposeViewAccessibilityDelegateCompat`,
/// `populateAccessibilityNodeInfoProperties`: `setRoleDescription(...switch_role)`; other roles
/// set the class name instead). uiautomator dumps do not record role descriptions, so for such a
/// View "announces no role" cannot be decided from the dump.
enum RoleNotRecorded {
    static let why = "Compose gives a Switch its role as a role description, which uiautomator dumps do not record"

    static func applies(to node: Int, in facts: ScreenFacts) -> Bool {
        let n = facts.tree[node]
        guard facts.platform == .android, n.role == nil, n.roleDescription?.nonBlank == nil,
              n.className.map({ ControlRecogniser.lastComponent($0) == "View" }) ?? false else { return false }
        return facts.underComposeView[node]
    }
}
