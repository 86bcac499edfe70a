import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// role.exposed / state.exposed when a content description above the control replaces it.
///
/// TalkBack reads a stop's non-focusable descendants only when the stop has no content
/// description (lists, grids and pagers excepted): google/talkback
/// `compositor/.../roledescription/TreeNodesDescription.java`, `treeNodesDescription`, iterates
/// the children only `if (... role == ROLE_GRID || role == ROLE_LIST || role == ROLE_PAGER ||
/// isContentDescriptionEmpty)`. A switch or radio button inside a focusable row that carries a
/// `contentDescription` is therefore never described: the user hears the description and the
/// row's own role and state, not the control's. The control is not unreachable (double tap on
/// the row activates it); what is missing is its role and state, so that is what this says.
package struct DescriptionHidesControl: Check {
    public static let id = "descriptionHidesControl"
    public static let optionKeys = ["roles"]
    let roles: CheckOption?
    public init(options: [String: CheckOption]) throws { roles = options["roles"] }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let cover = Self.coveringStop(of: control.node, in: facts) else { return [.notApplicable("no content description above it hides it")] }
        let spoken = facts.spoken(stop: cover.stop)
        let expected = (roles?.list(for: facts.platform) ?? []).map { $0.lowercased() }
        var missing: [String] = []
        var roleUnknown = false
        if !expected.isEmpty, !spoken.roleList.contains(where: { expected.contains($0.lowercased()) }) {
            // A Compose row in a uiautomator dump may carry a role description the dump does not record.
            if spoken.roleList.isEmpty, RoleNotRecorded.applies(to: cover.stop, in: facts) { roleUnknown = true } else { missing.append("role") }
        }
        if !spoken.exposesCheckedState { missing.append("state") }
        if missing.isEmpty, roleUnknown {
            return [.review(["description": cover.description, "announcement": spoken.text, "missing": "role",
                             "reason": "the row is drawn by Jetpack Compose: " + RoleNotRecorded.why])]
        }
        guard !missing.isEmpty else { return [.pass] }
        return [.fail(["description": cover.description, "announcement": spoken.text, "missing": missing.joined(separator: " and ")])]
    }

    /// The focus stop whose content description (its own, or an intermediate ancestor's) keeps
    /// TalkBack from reading the node, when that is why no stop speaks it. Android only: nodes
    /// hidden for other reasons (not important, invisible) are `reachable`'s to report.
    static func coveringStop(of node: Int, in facts: ScreenFacts) -> (stop: Int, description: String)? {
        guard facts.platform == .android, facts.model.speaker(of: node) == nil,
              facts.model.hiddenReason(of: node) == .notFocusable else { return nil }
        let tree = facts.tree
        var description: String?
        for a in tree.ancestors(of: node) {
            if AndroidRole.of(tree[a]).isCollection { return nil }
            // A node TalkBack never sees (not important) lifts its children; its description hides nothing.
            if description == nil, facts.model.hiddenReason(of: a) != .notImportant, let d = tree[a].contentDescription?.nonBlank { description = d }
            if facts.model.isStop(a) { return description.map { (a, $0) } }
        }
        return nil
    }
}
