import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// role.exposed / radio.role / switch.role: the control's stop speaks one of the expected roles.
package struct RoleExposed: Check {
    public static let id = "roleExposed"
    public static let optionKeys = ["roles"]
    let roles: CheckOption
    public init(options: [String: CheckOption]) throws {
        guard let roles = options["roles"] else { throw CheckResolver.UnknownCheck(message: "roleExposed needs options.roles {android: […], ios: […]}") }
        self.roles = roles
        expectedOnAndroid = roles.list(for: .android).map { $0.lowercased() }
        expectedOnIOS = roles.list(for: .ios).map { $0.lowercased() }
    }
    /// The roles lower-cased once, not per control.
    let expectedOnAndroid: [String], expectedOnIOS: [String]
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control) else { return [.notApplicable(NotApplicable.noStop)] }
        let expected: [String]
        switch facts.platform {
        case .android: expected = expectedOnAndroid
        case .ios: expected = expectedOnIOS
        }
        if spoken.roleList.contains(where: { role in expected.contains { role.lowercased(equals: $0) } }) { return [.pass] }
        if facts.platform == .ios, let role = Self.textEntryRole(of: facts.tree[control.node]), expected.contains(role) { return [.pass] }
        // A Compose View in a uiautomator dump may say a role the dump cannot show: review, not error.
        if spoken.roleList.isEmpty, RoleNotRecorded.applies(to: control.node, in: facts) {
            return [.review(["roles": "no role this dump can show", "expected": roles.list(for: facts.platform).joined(separator: " or "),
                             "reason": "the dump shows an android.view.View drawn by Jetpack Compose: " + RoleNotRecorded.why])]
        }
        return [.fail(["roles": spoken.roleList.isEmpty ? "no role" : spoken.roleList.joined(separator: ", "),
                       "expected": roles.list(for: facts.platform).joined(separator: " or ")])]
    }

    /// XCTest names an element TextField, SecureTextField or SearchField from its text-entry trait,
    /// which is private: WebDriverAgent's `traits` (FBAccessibilityTraitsToStringsArray, public names
    /// only) and idb's trait list never print it, so a dump listing traits seems to take the field's
    /// role away. The element type is the role VoiceOver speaks (AccessibilitySnapshot: "Text field",
    /// "Secure text field", "Search field").
    static func textEntryRole(of node: Node) -> String? {
        switch node.elementType {
        case "TextField": return "text field"
        case "SecureTextField": return "secure text field"
        case "SearchField": return "search field"
        default: return nil
        }
    }
}
