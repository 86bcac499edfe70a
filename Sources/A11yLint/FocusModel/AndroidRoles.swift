import A11yLintModel

/// Each node's TalkBack role (`AndroidRole.of`), asked once per screen.
///
/// Recognition, the focus model, the scroll reach and the stops' words each asked it of every
/// node again (560,000 asks on a 100,000-node screen, each a class-name lookup): a lint makes one
/// of these and hands it to each (issue 24). Empty for an iOS tree, where nothing asks.
public struct AndroidRoles: Sendable {
    let roles: [AndroidRole]

    /// No roles: every ask goes to the node.
    package static let none = AndroidRoles(roles: [])

    private init(roles: [AndroidRole]) { self.roles = roles }

    public init(_ tree: AccessibilityTree) {
        guard tree.platform == .android else { roles = []; return }
        // Read from the buffer: the tree's subscript copied each node passed on.
        roles = tree.nodes.withUnsafeBufferPointer { nodes in nodes.indices.map { AndroidRole.of(nodes[$0]) } }
    }

    /// Whether the table has one role per node of `tree` (an iOS tree's is empty).
    package func fits(_ tree: AccessibilityTree) -> Bool {
        roles.count == (tree.platform == .android ? tree.count : 0)
    }

    @inline(__always) package subscript(i: Int) -> AndroidRole { roles[i] }

    /// The role of node `i`, which is `node`: from the table, or asked of the node when the table
    /// does not hold it (an iOS tree's, or `none`).
    @inline(__always) package func of(_ i: Int, _ node: borrowing Node) -> AndroidRole {
        i < roles.count ? roles[i] : AndroidRole.of(node)
    }
}
