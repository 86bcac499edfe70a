/// mobile.swipe: the one stop the user swipes to says name, role and state together.
struct SwipeExposesAll: Check {
    public static let id = "swipeExposesAll"
    public static let optionKeys = ["roles", "groupSelection"]
    let roles: CheckOption?
    /// As in `StateExposed`.
    let groupSelection: Bool
    public init(options: [String: CheckOption]) throws {
        roles = options["roles"]
        groupSelection = options["groupSelection"] == .string("true")
    }
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        guard let spoken = context.spoken(control) else { return [.notApplicable] }
        var missing: [String] = []
        if spoken.name.trimmed.isEmpty { missing.append("name") }
        let expected = roles?.list(for: context.platform).map { $0.lowercased() } ?? []
        if spoken.roles.isEmpty || (!expected.isEmpty && !spoken.roles.contains { expected.contains($0.lowercased()) }) { missing.append("role") }
        if !context.announcesState(control, groupSelection: groupSelection) { missing.append("state") }
        return missing.isEmpty ? [.pass] : [.fail(["missing": missing.joined(separator: ", "), "announcement": spoken.text])]
    }
}
