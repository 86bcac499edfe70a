/// role.exposed / radio.role / switch.role: the control's stop speaks one of the expected roles.
struct RoleExposed: Check {
    public static let id = "roleExposed"
    public static let optionKeys = ["roles"]
    let roles: CheckOption
    public init(options: [String: CheckOption]) throws {
        guard let roles = options["roles"] else { throw CheckResolver.UnknownCheck(message: "roleExposed needs options.roles {android: […], ios: […]}") }
        self.roles = roles
    }
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        guard let spoken = context.spoken(control) else { return [.notApplicable] }
        let expected = roles.list(for: context.platform).map { $0.lowercased() }
        let spokenRoles = spoken.roles.map { $0.lowercased() }
        if spokenRoles.contains(where: expected.contains) { return [.pass] }
        // A Compose View in a uiautomator dump may say a role the dump cannot show: review, not error.
        if spoken.roles.isEmpty, RoleNotRecorded.applies(to: control.node, in: context) {
            return [.review(["roles": "no role this dump can show", "expected": roles.list(for: context.platform).joined(separator: " or "),
                             "reason": "the dump shows an android.view.View drawn by Jetpack Compose: " + RoleNotRecorded.why])]
        }
        return [.fail(["roles": spoken.roles.isEmpty ? "no role" : spoken.roles.joined(separator: ", "),
                       "expected": roles.list(for: context.platform).joined(separator: " or ")])]
    }
}
