import A11yLintModel

/// A `|` in the tree drawing of a Compose semantics line: a promise of more nodes.
///
/// Compose's printer draws a level's column as ` | ` while the node at that level has a sibling
/// still to print, and as `   ` once it is the last (`printToStringInner`'s `isFollowedBySibling`).
/// So the last line of a whole print never has a `|` column before its text: every node on the way
/// to the last node is a last child. A print whose last node or property line still draws one was
/// cut off before that sibling came, as logcat cuts a `printToLog` message longer than about
/// 4 KB. (A cut within the last chain of last children draws no `|` and cannot be told.)
struct ComposeOpenBranch {
    /// The line and where its line starts, and the `|` (byte offsets into the file).
    let line: Int
    let lineStart: Int
    let bar: Int

    /// The rightmost `|` column in the drawing before a node's `|-` or a property's name, if any.
    static func bar(_ b: ComposeSemanticsLine.Bytes, _ payload: Range<Int>) -> Int? {
        var i = payload.lowerBound
        var found: Int?
        while i < payload.upperBound {
            let c = b[i]
            if c == ComposeSemanticsLine.bar {
                if i + 1 < payload.upperBound, b[i + 1] == ComposeSemanticsLine.dash { break } // the node's own `|-`
                found = i
            } else if c != ComposeSemanticsLine.space {
                break
            }
            i += 1
        }
        return found
    }

    func error(_ b: ComposeSemanticsLine.Bytes) -> InputError {
        let column = ComposeSemanticsLoader.LogPrefix.scalars(b, lineStart ..< bar) + 1
        return InputError("the Compose print ends early: this last line still draws a '|' for a node with a sibling to come, which never does; the dump is cut off (logcat cuts a message longer than about 4 KB: save printToString() to a file instead)",
                          at: SourceLocation(line: line, column: column))
    }
}
