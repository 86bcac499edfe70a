/// Ancestry questions about two nodes of a tree.
extension AccessibilityTree {
    /// The deepest node that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    package func lowestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        var x = a
        while true {
            if x == b || isAncestor(x, of: b) { return x }
            guard let p = parent(of: x) else { return nil }
            x = p
        }
    }

    /// How many levels `node` sits below `ancestor`.
    package func levels(from ancestor: Int, to node: Int) -> Int {
        Int(depths[node] - depths[ancestor])
    }
}
