import A11yLintModel
import A11yLintLoaders
import Synchronization

/// XPath-like node paths (`/android.widget.FrameLayout[1]/android.widget.Switch[2]`), usable in
/// Appium. Sibling positions are counted once per parent and kept: a wide parent (a 100,000-row
/// list) would otherwise make each path cost a scan of all its siblings.
///
/// A `NodeReference` holds the table and writes its path only when asked: most findings are
/// review items, whose paths no JSON report prints, and writing each one's path when it was made
/// was 3% of a typical lint and 2 MB held until the report was written.
///
/// Positions are counted one parent at a time, the first time a path through it is written:
/// counted for every parent up front, the pass read every node of the screen again; counted for
/// every node a finding or checklist entry refers to, 1.5% of a typical lint went to paths no
/// report printed. A reference may be read on any thread, so the counts are kept under a lock.
package final class NodePathTable: Sendable {
    let tree: AccessibilityTree
    private let counted: Mutex<Positions>

    private struct Positions {
        /// Each node's position among its same-named siblings, from 1; 0: not counted yet. Empty
        /// until a first path is written (most screens' JSON reports write none).
        var of: [Int32] = []
        /// The name counts' list, kept between parents so each does not allocate its own.
        var scratch: [(name: String, count: Int32)] = []
    }

    package init(tree: AccessibilityTree) {
        self.tree = tree
        counted = Mutex(Positions())
    }

    /// Counts the positions a path to `i` needs: those of `i`'s siblings and of each ancestor's.
    private func prepare(_ i: Int, _ positions: inout Positions) {
        if positions.of.isEmpty { positions.of = [Int32](repeating: 0, count: tree.count) }
        var node: Int? = i, steps = 0
        // A cut path (`Clip.pathSegments`) needs no more than its segments.
        while let n = node, steps <= Clip.pathSegments {
            if positions.of[n] == 0 { count(siblingsOf: n, &positions) }
            node = tree.parent(of: n)
            steps += 1
        }
    }

    private func count(siblingsOf i: Int, _ positions: inout Positions) {
        // Siblings share a handful of class names, which the loaders intern (equal names compare
        // by address first): a short list searched in order, and a dictionary only for the names
        // past the first 16 (hashing every sibling's name was most of a path's cost).
        var few = positions.scratch
        positions.scratch = []
        few.removeAll(keepingCapacity: true)
        var many: [String: Int32] = [:]
        func count(_ s: Int) {
            let name = Self.name(tree, s)
            let n: Int32
            if let k = few.firstIndex(where: { $0.name == name }) {
                few[k].count += 1
                n = few[k].count
            } else if few.count < 16 {
                few.append((name, 1))
                n = 1
            } else {
                n = (many[name] ?? 0) + 1
                many[name] = n
            }
            positions.of[s] = n
        }
        // The children walked where they are (an array of them was an allocation per parent).
        if let parent = tree.parent(of: i) { for s in tree.children(of: parent) { count(s) } } else { for s in tree.roots { count(s) } }
        positions.scratch = few
    }

    /// The id a reference gives node `i`: its resource id or test tag (Android), its
    /// accessibility identifier (iOS), cut to `Clip.textLimit`. Read from the table's tree in
    /// place: a tree passed on is a copy (a dozen retains).
    func id(of i: Int) -> String? {
        (tree.platform == .android ? (tree[i].resourceId ?? tree[i].testTag) : tree[i].accessibilityIdentifier).map { Clip.text($0) }
    }

    /// The class a reference gives node `i`: its class name or element type, cut to `Clip.textLimit`.
    func className(of i: Int) -> String? {
        (tree[i].className ?? tree[i].elementType).map { Clip.text($0) }
    }

    func location(of i: Int) -> SourceLocation { tree[i].location }
    func frame(of i: Int) -> Rect? { tree[i].frame }

    /// Read in place: a node passed by value is a copy that retains every string it holds.
    static func name(_ tree: AccessibilityTree, _ i: Int) -> String { tree[i].className ?? tree[i].elementType ?? "node" }

    /// A node's path: its ancestors' segments and its own, written as bytes into the string at
    /// once (one allocation a path). A path is at most `Clip.pathSegments` segments, so making
    /// each in full is bounded.
    package func path(_ i: Int) -> String {
        // Its positions counted first where they are not yet, under the lock.
        counted.withLock { positions in
            prepare(i, &positions)
            return path(i, positions.of)
        }
    }

    private func path(_ i: Int, _ positions: [Int32]) -> String {
        // Deeper than `Clip.pathSegments`, the path is cut (`cutPath`).
        guard Int(tree.depths[i]) < Clip.pathSegments else { return cutPath(i, positions) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Clip.pathSegments) { chain in
            var count = 0, node: Int? = i
            while let n = node {
                // Never past the room: a tree whose depths disagree with its parents gets a cut path.
                guard count < Clip.pathSegments else { return cutPath(i, positions) }
                chain[count] = n; count += 1; node = tree.parent(of: n)
            }
            var length = 0
            for k in 0 ..< count {
                let n = chain[k]
                length += Clip.text(Self.name(tree, n), limit: 100).utf8.count + 3 + Self.digitCount(Int(positions[n]))
            }
            return String(unsafeUninitializedCapacity: length) { bytes in
                var at = 0
                for k in stride(from: count - 1, through: 0, by: -1) {
                    let n = chain[k]
                    var name = Clip.text(Self.name(tree, n), limit: 100)
                    bytes[at] = UInt8(ascii: "/"); at += 1
                    name.withUTF8 { utf8 in
                        _ = UnsafeMutableBufferPointer(rebasing: bytes[at ..< at + utf8.count]).initialize(from: utf8)
                        at += utf8.count
                    }
                    bytes[at] = UInt8(ascii: "["); at += 1
                    at = Self.writeDigits(Int(positions[n]), into: bytes, at: at)
                    bytes[at] = UInt8(ascii: "]"); at += 1
                }
                return at
            }
        }
    }

    private static func digitCount(_ n: Int) -> Int {
        var n = n, digits = 1
        while n >= 10 { n /= 10; digits += 1 }
        return digits
    }

    /// A position's decimal digits, written in place: a String made per node and copied cost 400
    /// instructions a path. Returns where the digits end.
    private static func writeDigits(_ n: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let end = start + digitCount(n)
        var n = n, at = end
        repeat { at -= 1; bytes[at] = UInt8(ascii: "0") + UInt8(n % 10); n /= 10 } while n > 0
        return end
    }

    private func segment(_ i: Int, _ positions: [Int32]) -> String { "\(Clip.text(Self.name(tree, i), limit: 100))[\(positions[i])]" }

    /// At most `Clip.pathSegments` segments, the innermost: deeper ones start with "…/" (a
    /// 2,000-deep chain made every finding carry 2,000 segments: 5.4 GB of JSON).
    private func cutPath(_ i: Int, _ positions: [Int32]) -> String {
        var chain = [i]
        for a in tree.ancestors(of: i) {
            if chain.count == Clip.pathSegments { break }
            chain.append(a)
        }
        return "…/" + chain.reversed().map { segment($0, positions) }.joined(separator: "/")
    }
}

/// The references of one screen's findings, each with its node's path.
package final class NodePaths {
    package let table: NodePathTable
    var tree: AccessibilityTree { table.tree }
    /// References read their values from the table's tree, and write their path, when they are
    /// read; else all are written as they are made. Only where the tree lives as long as the
    /// findings anyway (the command line on one file, `LeftToExit`): a reference holds the table,
    /// and the table the tree.
    let writesPathsWhenRead: Bool

    package init(tree: AccessibilityTree, writingPathsWhenRead: Bool = false) {
        table = NodePathTable(tree: tree)
        writesPathsWhenRead = writingPathsWhenRead
    }

    /// The node's path, written now.
    func path(_ i: Int) -> String { table.path(i) }

    /// The name a path gives the node: its class, element type, or "node".
    func name(_ i: Int) -> String { NodePathTable.name(tree, i) }

    /// The reference made last: a control's findings (one per rule that reports it) come one
    /// after another and point at the same node with the same label.
    private var last: NodeReference?

    package func reference(_ i: Int, label: String?) -> NodeReference {
        if let last, last.index == i, last.label == label { return last }
        let made = makeReference(i, label: label)
        last = made
        return made
    }

    private func makeReference(_ i: Int, label: String?) -> NodeReference {
        if writesPathsWhenRead { return NodeReference(index: i, paths: table, label: label) }
        return NodeReference(index: i, id: table.id(of: i), className: table.className(of: i), location: table.location(of: i),
                             path: table.path(i), bounds: table.frame(of: i), label: label)
    }
}
