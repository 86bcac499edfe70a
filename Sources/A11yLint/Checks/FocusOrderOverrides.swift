import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.order: explicit traversal / next-focus overrides point at real nodes, forwards, without loops.
package struct FocusOrderOverrides: Check {
    public static let id = "focusOrderOverrides"
    /// How many overrides a chain is followed through before it is left (linear on any screen).
    static let chainLimit = 64
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
        // ATF TraversalOrderCheck (google/Accessibility-Test-Framework-for-Android,
        // checks/TraversalOrderCheck.java, buildNodeChain): following accessibilityTraversalBefore
        // (or After) from the node comes back to a node already in the chain, of any length; and
        // the two chains share a node other than this one (RESULT_ID_TRAVERSAL_OVER_CONSTRAINED).
        // ATF skips a view not visible or not important; so does this. Chains are followed at
        // most `chainLimit` steps.
        let hidden = tree[control.node].visibleToUser == false || facts.model.hiddenReason(of: control.node) == .notImportant
        if !hidden {
            func chain(_ next: (Int) -> String?) -> (nodes: [Int], loop: Bool) {
                var nodes = [control.node], at = control.node
                while nodes.count <= Self.chainLimit, let id = next(at), let n = find(id) {
                    if nodes.contains(n) { return (nodes + [n], true) }
                    nodes.append(n); at = n
                }
                return (nodes, false)
            }
            func names(_ nodes: [Int]) -> String {
                nodes.map { tree[$0].resourceId.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "#\($0)" }.joined(separator: " → ")
            }
            let before = chain { tree[$0].traversalBefore }
            if before.loop { return [.fail(["detail": "accessibilityTraversalBefore goes round in a loop (\(names(before.nodes)))"])] }
            let after = chain { tree[$0].traversalAfter }
            if after.loop { return [.fail(["detail": "accessibilityTraversalAfter goes round in a loop (\(names(after.nodes)))"])] }
            if let both = before.nodes.dropFirst().first(where: { after.nodes.dropFirst().contains($0) }) {
                return [.fail(["detail": "\(names([both])) must come both after and before it (accessibilityTraversalBefore and After contradict each other)"])]
            }
        }
        return [.pass]
    }
}
