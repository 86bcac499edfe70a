/// mobile.swipe: the one stop the user swipes to says name, role and state together.
struct SwipeExposesAll: Check {
    public static let id = "swipeExposesAll"
    public static let optionKeys = ["roles", "groupSelection", "selectedIsState"]
    let roles: CheckOption?
    /// As in `StateExposed`.
    let groupSelection: Bool
    public init(options: [String: CheckOption]) throws {
        roles = options["roles"]
        groupSelection = options["groupSelection"] == .string("true")
        selectedIsState = options["selectedIsState"] == .string("true")
    }
    /// As in `StateExposed`.
    let selectedIsState: Bool
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        guard let spoken = context.spoken(control) else { return [.notApplicable] }
        var missing: [String] = []
        if spoken.name.trimmed.isEmpty { missing.append("name") }
        let expected = roles?.list(for: context.platform).map { $0.lowercased() } ?? []
        var roleUnknown = false
        // Without `roles` the pack leaves the role to review (a control of unknown kind): not checked here.
        if roles != nil, spoken.roles.isEmpty || (!expected.isEmpty && !spoken.roles.contains { expected.contains($0.lowercased()) }) {
            // A role the dump cannot record (Compose's role description in a uiautomator dump) is not known missing.
            if spoken.roles.isEmpty, RoleNotRecorded.applies(to: control.node, in: context) { roleUnknown = true } else { missing.append("role") }
        }
        if !context.announcesState(control, groupSelection: groupSelection) && !(selectedIsState && spoken.selected) { missing.append("state") }
        if missing.isEmpty, roleUnknown {
            return [.review(["missing": "role", "announcement": spoken.text, "reason": "the dump cannot show it: " + RoleNotRecorded.why])]
        }
        return missing.isEmpty ? [.pass] : [.fail(["missing": missing.joined(separator: ", "), "announcement": spoken.text])]
    }
}
