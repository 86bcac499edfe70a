import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.order: explicit traversal / next-focus overrides point at real nodes, forwards, without loops.
package struct FocusOrderOverrides: Check {
    public static let id = "focusOrderOverrides"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let tree = facts.tree
        let node = tree[control.node]
        var targets: [(String, String)] = node.nextFocus?.all ?? []
        if let after = node.traversalAfter { targets.append(("accessibilityTraversalAfter", after)) }
        if let before = node.traversalBefore { targets.append(("accessibilityTraversalBefore", before)) }
        guard !targets.isEmpty else { return [.notApplicable("it overrides no focus order")] }
        func find(_ id: String) -> Int? { tree.indices.first { tree[$0].resourceId.map { $0 == id || $0.hasSuffix("/" + id) } ?? false } }
        for (property, id) in targets {
            guard let target = find(id) else { return [.fail(["detail": "\(property) names \(id), which is not on the screen"])] }
            if target == control.node { return [.fail(["detail": "\(property) points at the control itself"])] }
            if property == "nextFocusForward" || property == "nextFocusDown", target < control.node,
               let back = tree[target].nextFocus?.forward ?? tree[target].nextFocus?.down, find(back) == control.node {
                return [.fail(["detail": "\(property) and \(id) point at each other, so focus loops"])]
            }
            if property == "accessibilityTraversalBefore", let other = tree[target].traversalBefore, find(other) == control.node {
                return [.fail(["detail": "traversalBefore loops with \(id)"])]
            }
        }
        return [.pass]
    }
}
