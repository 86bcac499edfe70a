/// A control found in a tree: which pack recognised it, on which node, and how.
struct Control: Sendable {
    public var kind: String
    public var node: Int
    /// False for a custom look-alike the pack recognised by its identity, not its role.
    public var isNative: Bool
}
