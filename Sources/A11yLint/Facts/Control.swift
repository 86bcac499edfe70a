import A11yLintModel
import A11yLintFocusModel

/// A control found in a tree: which pack recognised it, on which node, and how.
package struct Control: Sendable {
    public var kind: String
    public var node: Int
    /// False for a custom look-alike the pack recognised by its identity, not its role.
    public var isNative: Bool

    package init(kind: String, node: Int, isNative: Bool) {
        self.kind = kind; self.node = node; self.isNative = isNative
    }
}
