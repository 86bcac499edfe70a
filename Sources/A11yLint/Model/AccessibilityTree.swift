/// A captured screen: nodes in document (pre-)order in one flat array.
///
/// Because nodes are stored in pre-order, the descendants of node `i` are exactly the indices
/// `i+1 ..< subtreeEnd(i)`: every traversal is a loop over a range, never recursion, so trees
/// 100,000 levels deep cost no stack.
public struct AccessibilityTree: Sendable {
    public typealias Index = Int

    public var platform: Platform
    public internal(set) var format: DumpFormat
    /// The dump file's name when the tree was read from a file (`AccessibilityTree(contentsOf:)`):
    /// a test failure then says `settings.xml:13:13`, not a bare `13:13` that reads as a place in
    /// the test's own source. nil for a tree built in code or read from a string.
    public var sourceName: String?
    /// Android: the display density the dump was captured at (pixels per dp: 2.75 on a 440 dpi
    /// phone), which no dump format records; given by `--density` or the configuration's
    /// `density:`. nil: unknown (checks that need it infer the plausible ones from the screen size).
    public var density: Double?
    /// The screenshot taken with the dump, when one was given (a PNG beside it with the same base
    /// name, `--screenshot`, or `ScreenshotAttachment.attach`), its scale to the dump's
    /// coordinates derived. nil: none, and no check asks for one.
    public var screenshot: Screenshot?
    public private(set) var nodes: [Node]
    /// Parent index per node; -1 for the root(s).
    public private(set) var parents: [Int32]
    /// One past the last descendant of each node.
    public private(set) var subtreeEnds: [Int32]
    /// Depth of each node (roots are 0).
    public private(set) var depths: [Int32]

    package init(platform: Platform, format: DumpFormat, nodes: [Node], parents: [Int32], subtreeEnds: [Int32], depths: [Int32]) {
        self.platform = platform
        self.format = format
        self.nodes = nodes
        self.parents = parents
        self.subtreeEnds = subtreeEnds
        self.depths = depths
    }

    @inlinable
    public var count: Int { nodes.count }
    @inlinable
    public var indices: Range<Int> { nodes.indices }
    /// Yields the node in place, so reading one property does not copy the whole node. Inlinable:
    /// every room reads nodes in its hot loops, and a call across modules would copy the node.
    @inlinable
    public subscript(index: Index) -> Node { _read { yield nodes[index] } }

    @inlinable
    public func parent(of index: Index) -> Index? {
        let p = parents[index]
        return p < 0 ? nil : Int(p)
    }

    @inlinable
    public func subtreeEnd(_ index: Index) -> Index { Int(subtreeEnds[index]) }

    /// All descendants of `index`, in document order.
    @inlinable
    public func descendants(of index: Index) -> Range<Index> { (index + 1) ..< subtreeEnd(index) }

    @inlinable
    public func isAncestor(_ ancestor: Index, of node: Index) -> Bool {
        node > ancestor && node < subtreeEnd(ancestor)
    }

    /// Direct children of `index`, in document order.
    public func children(of index: Index) -> ChildSequence { ChildSequence(subtreeEnds: subtreeEnds, parent: index) }

    /// Ancestors from the parent up to the root.
    public func ancestors(of index: Index) -> AncestorSequence { AncestorSequence(parents: parents, start: index) }

    /// Root indices (a dump normally has one; the native format may hold a forest).
    public var roots: [Index] {
        var result: [Index] = []
        var i = 0
        while i < nodes.count { result.append(i); i = subtreeEnd(i) }
        return result
    }

    /// The first root, without the array of them `roots` makes (asked per control).
    package var firstRoot: Index? { nodes.isEmpty ? nil : 0 }

    /// Mutable access for loaders and tests that adjust properties (structure stays fixed).
    public mutating func update(_ index: Index, _ change: (inout Node) -> Void) {
        change(&nodes[index])
    }

    /// Holds the subtree ends only: holding the tree, each walk of a node's children retained
    /// and released every array of it (330,000 retains on a 100,000-node lint).
    public struct ChildSequence: Sequence {
        let subtreeEnds: [Int32]
        let parent: Int
        public func makeIterator() -> Iterator { Iterator(subtreeEnds: subtreeEnds, cursor: parent + 1, end: Int(subtreeEnds[parent])) }

        public struct Iterator: IteratorProtocol {
            let subtreeEnds: [Int32]
            var cursor: Int
            let end: Int
            public mutating func next() -> Int? {
                guard cursor < end else { return nil }
                defer { cursor = Int(subtreeEnds[cursor]) }
                return cursor
            }
        }
    }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        let parents: [Int32]
        var current: Int
        init(parents: [Int32], start: Int) { self.parents = parents; self.current = start }
        public mutating func next() -> Int? {
            let p = parents[current]
            guard p >= 0 else { return nil }
            current = Int(p)
            return current
        }
    }
}

/// Builds a tree in document order: `open` a node, add its children, `close` it.
/// Refuses nesting deeper than `maxDepth` so hostile input becomes an input error, not a crash.
public struct TreeBuilder {
    public static let defaultMaxDepth = 2_000

    public private(set) var nodes: [Node] = []
    private var parents: [Int32] = []
    private var ends: [Int32] = []
    private var depths: [Int32] = []
    private var stack: [Int32] = []
    public let maxDepth: Int

    public init(maxDepth: Int = TreeBuilder.defaultMaxDepth, capacity: Int = 0) {
        self.maxDepth = maxDepth
        nodes.reserveCapacity(capacity)
    }

    public var depth: Int { stack.count }
    /// Index of the node currently open, if any.
    public var currentIndex: Int? { stack.last.map(Int.init) }
    public var isEmpty: Bool { nodes.isEmpty }
    public var count: Int { nodes.count }

    /// Adds a node as a child of the currently open node and opens it. Returns false past `maxDepth`.
    @discardableResult
    public mutating func open(_ node: consuming Node) -> Bool {
        guard stack.count < maxDepth else { return false }
        let index = Int32(nodes.count)
        nodes.append(node)
        parents.append(stack.last ?? -1)
        ends.append(index + 1)
        depths.append(Int32(stack.count))
        stack.append(index)
        return true
    }

    public mutating func close() {
        guard let index = stack.popLast() else { return }
        ends[Int(index)] = Int32(nodes.count)
    }

    /// The frame of the open node at a depth of the open nodes (0: the outermost).
    public func openFrame(atDepth depth: Int) -> Rect? {
        guard depth >= 0, depth < stack.count else { return nil }
        return nodes[Int(stack[depth])].frame
    }

    /// The node currently open, to fill in properties read after it was opened.
    public mutating func updateCurrent(_ change: (inout Node) -> Void) {
        guard let index = stack.last else { return }
        change(&nodes[Int(index)])
    }

    public mutating func finish(platform: Platform, format: DumpFormat, droppingFirst: Bool = false) -> AccessibilityTree {
        while !stack.isEmpty { close() }
        if droppingFirst, !nodes.isEmpty {
            // The first node was a document wrapper: its children become the roots.
            nodes.removeFirst()
            parents = parents.dropFirst().map { $0 <= 0 ? -1 : $0 - 1 }
            ends = ends.dropFirst().map { $0 - 1 }
            depths = depths.dropFirst().map { $0 - 1 }
        }
        return AccessibilityTree(platform: platform, format: format, nodes: nodes, parents: parents, subtreeEnds: ends, depths: depths)
    }
}
