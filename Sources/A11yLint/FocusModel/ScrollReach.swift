import A11yLintModel

/// Elements a screen reader reaches by scrolling: rows below the fold are not unreachable.
///
/// VoiceOver moves through every element of a `UITableView` / `UICollectionView` / `UIScrollView`
/// and scrolls the next one into view (`accessibilityScroll`); TalkBack does the same with
/// `ACTION_SCROLL_FORWARD` when linear navigation reaches the edge of a scrollable container
/// (google/talkback `TraversalStrategyUtils` / `AccessibilityNodeInfoUtils.isScrollable`).
/// WebDriverAgent writes `visible="false"` for anything outside the visible screen area
/// (`XCUIElement+FBIsVisible.m`: the element's visible frame against the app frame), and
/// Appium's UiAutomator2 writes `displayed="false"` for a node scrolled out of its viewport, so
/// neither says the element is hidden. Only a node whose frame lies outside the screen or
/// outside its scroll container is taken as scrolled away: one that is invisible inside the
/// visible area is truly hidden (`View.INVISIBLE`, covered).
///
/// On iOS, a not-visible node inside a not-visible ancestor that is scrolled away (a table cell
/// below the fold) is scrolled away with it, whatever its own frame says: WebDriverAgent reports
/// the subviews of an off-screen cell with stale frames (a cell at y=858 whose title and switch
/// read x=0, y=91, inside the screen), and VoiceOver reaches them when it scrolls the cell in.
package struct ScrollReach: Sendable {
    /// For each node: the nearest scrollable ancestor, or -1.
    let scrollAncestor: [Int32]
    /// For each node: whether it is scrolled away (see `isScrolledAway`).
    let away: [Bool]
    package let screen: Rect?
    let tree: AccessibilityTree

    package init(tree: AccessibilityTree) { self.init(tree: tree, roles: AndroidRoles(tree)) }

    /// With the tree's roles already asked: a parent's role was asked once per child.
    package init(tree: AccessibilityTree, roles: AndroidRoles) {
        self.tree = tree
        screen = Self.screenFrame(tree)
        var ancestors = [Int32](repeating: -1, count: tree.count)
        // Read from the buffer: the tree's subscript copied each node passed on.
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in 0 ..< tree.count {
                guard let p = tree.parent(of: i) else { continue }
                ancestors[i] = Self.isScrollContainer(nodes[p], role: roles.of(p, nodes[p]), platform: tree.platform) ? Int32(p) : ancestors[p]
            }
        }
        scrollAncestor = ancestors
        var away = [Bool](repeating: false, count: tree.count)
        let screen = self.screen
        let inheritsFromAncestor = tree.platform == .ios
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in 0 ..< tree.count {
                if Self.frameScrolledAway(nodes[i].frame, container: Int(ancestors[i]), screen: screen, nodes: nodes) {
                    away[i] = true
                } else if inheritsFromAncestor, nodes[i].visibleToUser == false, let p = tree.parent(of: i),
                          away[p], nodes[p].visibleToUser == false {
                    away[i] = true
                }
            }
        }
        self.away = away
    }

    /// The first non-empty frame in document order: the Application or window.
    static func screenFrame(_ tree: AccessibilityTree) -> Rect? {
        for i in 0 ..< min(tree.count, 8) { if let f = tree[i].frame, !f.isEmpty { return f } }
        return nil
    }

    static func isScrollContainer(_ node: borrowing Node, platform: Platform) -> Bool {
        isScrollContainer(node, role: platform == .android ? AndroidRole.of(node) : .none, platform: platform)
    }

    /// `role`: the node's TalkBack role (any on iOS, where it is not read).
    static func isScrollContainer(_ node: borrowing Node, role: AndroidRole, platform: Platform) -> Bool {
        switch platform {
        case .ios:
            if let type = node.elementType, IOSElementTypes.scrollContainers.contains(type) { return true }
            if let cls = node.className, IOSElementTypes.scrollContainerClasses.contains(cls) { return true }
            return false
        case .android:
            if node.scrollable == true { return true }
            return role == .list || role == .grid || role == .scrollView || role == .horizontalScrollView
        }
    }

    package func isInScrollContainer(_ node: Int) -> Bool { scrollAncestor[node] >= 0 }

    /// Whether the node is out of view only because it is scrolled away: inside a scroll container,
    /// with a real frame that lies (at least partly) outside the screen or outside the container.
    /// On iOS, also a not-visible node inside a not-visible ancestor that is scrolled away.
    package func isScrolledAway(_ node: Int) -> Bool { away[node] }

    static func frameScrolledAway(_ frame: Rect?, container: Int, screen: Rect?, nodes: UnsafeBufferPointer<Node>) -> Bool {
        guard container >= 0, let frame, !frame.isEmpty else { return false }
        if let screen, !screen.isEmpty, !contains(screen, frame) { return true }
        if let viewport = nodes[container].frame, !viewport.isEmpty, !contains(viewport, frame) { return true }
        return false
    }

    /// Containment with half a point of slack for rounded frames.
    package static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}
