import A11yLintModel

/// Which nodes a screen reader stops on, and which stop speaks each node.
///
/// TalkBack: `shouldFocusNode` / `isSpeakingNode` from google/talkback `AccessibilityNodeInfoUtils`
/// (docs/screen-reader-model.md). VoiceOver: the element rules of cashapp/AccessibilitySnapshot's
/// `AccessibilityHierarchyParser`. Both are computed in one or two passes over the pre-order array.
public struct FocusModel: Sendable {
    public let screenReader: ScreenReader
    /// Focus stops in reading order.
    public let stops: [Int]
    /// For each node: the stop that speaks it (itself, or a grouping ancestor), or -1.
    let speakers: [Int32]
    /// For each node: why the screen reader cannot reach it, if it cannot.
    let hiddenReasons: [HiddenReason?]
    let stopSet: [Bool]
    /// Each node's TalkBack role, asked once (empty for VoiceOver): the stops' words ask it again.
    public let androidRoles: AndroidRoles

    public enum HiddenReason: String, Sendable {
        case notImportant = "it is marked not important for accessibility"
        case hiddenAncestor = "an ancestor hides its descendants from accessibility"
        case invisible = "it is not visible to the user"
        case emptyFrame = "it has no on-screen size"
        case elementsHidden = "it or an ancestor sets accessibilityElementsHidden"
        case notAnElement = "it is not an accessibility element and no accessibility element contains it"
        case outsideModal = "a modal view (accessibilityViewIsModal) hides everything outside it"
        case notFocusable = "no focus stop speaks it"
    }

    public func isStop(_ node: Int) -> Bool { stopSet[node] }

    /// The stop whose announcement includes `node`, if any.
    public func speaker(of node: Int) -> Int? {
        let s = speakers[node]
        return s < 0 ? nil : Int(s)
    }

    public func hiddenReason(of node: Int) -> HiddenReason? { hiddenReasons[node] }

    public init(tree: AccessibilityTree) {
        self.init(tree: tree, roles: AndroidRoles(tree))
    }

    /// With the tree's roles already asked (`AndroidRoles`), as a lint asks them once for recognition
    /// too. A table that does not fit the tree (made for another) is asked anew.
    public init(tree: AccessibilityTree, roles: AndroidRoles) {
        self.init(tree: tree, roles: roles, reach: nil)
    }

    /// With the screen's scroll reach made already (the facts keep one): `reach` must be the tree's.
    package init(tree: AccessibilityTree, roles: AndroidRoles, reach: ScrollReach?) {
        switch tree.platform {
        case .android: self = Self.talkBack(tree, roles: roles.fits(tree) ? roles : AndroidRoles(tree), reach: reach)
        case .ios: self = Self.voiceOver(tree, reach: reach)
        }
    }

    init(screenReader: ScreenReader, stops: [Int], speakers: [Int32], hiddenReasons: [HiddenReason?], count: Int,
         roles: AndroidRoles = .none) {
        self.screenReader = screenReader
        androidRoles = roles
        self.stops = stops
        self.speakers = speakers
        self.hiddenReasons = hiddenReasons
        var set = [Bool](repeating: false, count: count)
        for s in stops { set[s] = true }
        self.stopSet = set
    }
}

// MARK: - TalkBack

extension FocusModel {
    /// Whether a node the dump marks not visible is only scrolled out of view (ScrollReach).
    static func scrolledAway(in tree: AccessibilityTree, roles: AndroidRoles, reach made: ScrollReach?) -> (Int) -> Bool {
        guard !tree.captures.contains(.visibilityIsTheAppsWord), tree.nodes.contains(where: { $0.visibleToUser == false }) else { return { _ in false } }
        let reach = made ?? ScrollReach(tree: tree, roles: roles)
        return { reach.isScrolledAway($0) }
    }
}

extension FocusModel {
    static func hasText(_ n: borrowing Node) -> Bool {
        n.collectionInfo == nil && (n.hasNonEmpty(.text) || n.hasNonEmpty(.contentDescription) || n.hasNonEmpty(.hintText))
    }

    /// `hasStateDescription`: a state description, checkable, or range info (Compose states every
    /// `ProgressBarRangeInfo`, "In progress" when indeterminate). Most dumps do not record range info, but a seek control always carries it (`ProgressBar` sets `RangeInfo`
    /// unless indeterminate, and a `SeekBar` never is; Compose names a node `android.widget.SeekBar`
    /// only for a `ProgressBarRangeInfo` with `SetProgress`), so a slider speaks even with no label.
    static func hasState(_ n: borrowing Node) -> Bool { hasState(n, role: AndroidRole.of(n)) }

    static func hasState(_ n: borrowing Node, role: AndroidRole) -> Bool {
        !(n.stateDescription ?? "").isEmpty || n.checkable == true || n.toggleableState != nil
            || n.rangeInfo != nil || role == .seekControl
    }

    @inlinable package static func clickable(_ n: borrowing Node) -> Bool {
        n.clickable == true || n.actions?.contains(where: { $0 == "ACTION_CLICK" || $0 == "OnClick" || $0 == "click" }) == true
    }

    @inlinable package static func longClickable(_ n: borrowing Node) -> Bool {
        n.longClickable == true || n.actions?.contains(where: { $0 == "ACTION_LONG_CLICK" || $0 == "OnLongClick" }) == true
    }

    /// `isFocusableOrClickable` without the visibility test.
    @inlinable package static func actionable(_ n: borrowing Node) -> Bool {
        n.screenReaderFocusable == true || clickable(n) || longClickable(n) || n.focusable == true || n.mergeDescendants == true
    }

    static func talkBack(_ tree: AccessibilityTree, roles: AndroidRoles, reach: ScrollReach?) -> FocusModel {
        // Nodes are read from the buffer: through the tree's subscript, passing a node on to a
        // function copied it (dozens of retained strings), several times per node.
        tree.nodes.withUnsafeBufferPointer { nodes in
            var pass = TalkBackPass(tree: tree, nodes: nodes, roles: roles, reach: reach)
            pass.markSeenAndVisible()
            pass.markSpeakingNodes()
            let stops = pass.focusStops()
            let speakers = pass.speakers(of: stops)
            pass.markUnspoken(speakers: speakers)
            return FocusModel(screenReader: .talkBack, stops: stops, speakers: speakers, hiddenReasons: pass.hidden, count: tree.count, roles: roles)
        }
    }

    /// TalkBack's reading of an Android tree, one pass over the pre-order array per step of
    /// google/talkback `AccessibilityNodeInfoUtils`: which nodes it sees, which speak
    /// (`isSpeakingNode`), which it focuses (`shouldFocusNode`), and which stop reads each node.
    fileprivate struct TalkBackPass {
        let tree: AccessibilityTree
        let nodes: UnsafeBufferPointer<Node>
        let count: Int
        /// Each node's TalkBack role, once: a role is asked of a node's parent for every child.
        let roles: AndroidRoles
        /// The screen's scroll reach when the caller made it (else made here, if a node is not visible).
        let reach: ScrollReach?
        var hidden: [HiddenReason?]
        /// TalkBack never sees nodes that are not important; their children are lifted to the nearest seen ancestor.
        var seen: [Bool]
        var visible: [Bool]
        /// The nearest seen ancestor, or -1.
        var effectiveParent: [Int32]
        var focusableOrClickable: [Bool]
        var speaking: [Bool]
        var hasVisibleChild: [Bool]
        var accessibilityFocusable: [Bool]

        init(tree: AccessibilityTree, nodes: UnsafeBufferPointer<Node>, roles: AndroidRoles, reach: ScrollReach?) {
            self.tree = tree
            self.nodes = nodes
            count = tree.count
            self.roles = roles
            self.reach = reach
            hidden = [HiddenReason?](repeating: nil, count: count)
            seen = [Bool](repeating: true, count: count)
            visible = [Bool](repeating: true, count: count)
            effectiveParent = [Int32](repeating: -1, count: count)
            focusableOrClickable = [Bool](repeating: false, count: count)
            speaking = [Bool](repeating: false, count: count)
            hasVisibleChild = [Bool](repeating: false, count: count)
            accessibilityFocusable = [Bool](repeating: false, count: count)
        }

        /// What TalkBack sees (`importantForAccessibility`) and what is visible to the user; then
        /// `isFocusableOrClickable` of each node seen, without the visibility test.
        mutating func markSeenAndVisible() {
            let scrolledAway = FocusModel.scrolledAway(in: tree, roles: roles, reach: reach)
            for i in 0 ..< count {
                let parent = tree.parent(of: i)
                if let parent {
                    if let reason = hidden[parent], reason != .notImportant { hidden[i] = reason == .hiddenAncestor || reason == .invisible ? reason : hidden[parent] }
                    effectiveParent[i] = seen[parent] ? Int32(parent) : effectiveParent[parent]
                    visible[i] = visible[parent]
                }
                // A row scrolled below the fold is reached by scrolling (ScrollReach), not invisible.
                if (nodes[i].visibleToUser == false && !scrolledAway(i)) || (nodes[i].frame?.isEmpty ?? false) {
                    visible[i] = false
                }
                if hidden[i] == nil || hidden[i] == .notImportant {
                    hidden[i] = nil
                    if nodes[i].importantForAccessibility == .noHideDescendants { hidden[i] = .hiddenAncestor }
                    else if nodes[i].importantForAccessibility == .no { hidden[i] = .notImportant; seen[i] = false }
                    else if !visible[i] { hidden[i] = nodes[i].frame?.isEmpty == true && nodes[i].visibleToUser != false ? .emptyFrame : .invisible }
                } else {
                    seen[i] = false
                }
                if hidden[i] == .hiddenAncestor { seen[i] = false }
                if case .some(.invisible) = hidden[i] { seen[i] = false }
                if case .some(.emptyFrame) = hidden[i] { seen[i] = false }
            }
            for i in 0 ..< count where seen[i] { focusableOrClickable[i] = FocusModel.actionable(nodes[i]) }
        }

        /// `isTopLevelScrollItem`: a visible child of a scrollable, list, grid or scroll view (not a drop-down list).
        @inline(__always) func isTopLevelScrollItem(_ i: Int) -> Bool {
            let p = Int(effectiveParent[i])
            guard p >= 0, visible[i] else { return false }
            let role = roles[p]
            if role == .dropDownList { return false }
            if nodes[p].scrollable == true { return true }
            return role == .list || role == .grid || role == .scrollView || role == .horizontalScrollView
        }

        /// isSpeakingNode, bottom-up: children have larger indices than their parents.
        /// `hasNonActionableSpeakingChildren` skips children that are accessibility-focusable
        /// themselves: actionable ones, and top-level scroll items (which are focusable exactly
        /// when they speak, so they never make their parent speak).
        mutating func markSpeakingNodes() {
            var speakingChild = [Bool](repeating: false, count: count)
            for i in stride(from: count - 1, through: 0, by: -1) {
                if seen[i] {
                    speaking[i] = FocusModel.hasText(nodes[i]) || FocusModel.hasState(nodes[i], role: roles[i]) || speakingChild[i]
                } else {
                    speaking[i] = speakingChild[i] // a lifted node passes its children through
                }
                let p = effectiveParent[i]
                guard p >= 0 else { continue }
                if seen[i] || speakingChild[i] { if visible[i] { hasVisibleChild[Int(p)] = true } }
                if visible[i] && !focusableOrClickable[i] && speaking[i] && !(seen[i] && isTopLevelScrollItem(i)) { speakingChild[Int(p)] = true }
            }
        }

        /// The stops in document order: `shouldFocusNode` over the nodes seen and visible.
        mutating func focusStops() -> [Int] {
            let window = tree.firstRoot.flatMap { nodes[$0].frame }
            var stops: [Int] = []
            var focusableAncestor = [Bool](repeating: false, count: count)
            for i in 0 ..< count {
                let p = Int(effectiveParent[i])
                if p >= 0 { focusableAncestor[i] = focusableAncestor[p] || accessibilityFocusable[p] }
                guard seen[i], visible[i] else { continue }
                accessibilityFocusable[i] = focusableOrClickable[i] || (isTopLevelScrollItem(i) && speaking[i])
                // `shouldFocusNode` rejects every non-leaf node whose bounds are the window's before it
                // asks whether the node is actionable, so a clickable container filling a dialog's
                // window is no stop. The window's bounds are the root's; a root that is itself
                // actionable is a snippet (a fixture, an example), not a window, so it is not judged.
                if let window, let frame = nodes[i].frame, frame == window, hasVisibleChild[i],
                   !focusableOrClickable[i] || tree.parent(of: i) != nil {
                    accessibilityFocusable[i] = false
                    continue
                }
                if accessibilityFocusable[i] {
                    if !hasVisibleChild[i] || speaking[i] { stops.append(i) }
                } else if !focusableAncestor[i] && (FocusModel.hasText(nodes[i]) || FocusModel.hasState(nodes[i], role: roles[i])) {
                    stops.append(i)
                }
            }
            return stops
        }

        /// Who speaks each node: a stop reads its visible, non-focusable descendants unless a
        /// content description (its own or an intermediate node's) replaces them.
        func speakers(of stops: [Int]) -> [Int32] {
            var isStop = [Bool](repeating: false, count: count)
            for s in stops { isStop[s] = true }
            var speakers = [Int32](repeating: -1, count: count)
            var carrier = [Int32](repeating: -1, count: count) // stop that would read this node's children
            for i in 0 ..< count where seen[i] {
                let p = Int(effectiveParent[i])
                if isStop[i] {
                    speakers[i] = Int32(i)
                } else if visible[i], !accessibilityFocusable[i], p >= 0 {
                    speakers[i] = carrier[p]
                }
                let readsChildren = !nodes[i].hasNonEmpty(.contentDescription) || roles[i].isCollection
                if speakers[i] >= 0 && readsChildren { carrier[i] = speakers[i] }
            }
            return speakers
        }

        /// A node TalkBack sees that no stop reads is not focusable.
        mutating func markUnspoken(speakers: [Int32]) {
            for i in 0 ..< count where hidden[i] == nil && speakers[i] < 0 { hidden[i] = .notFocusable }
        }
    }
}

// MARK: - VoiceOver

extension FocusModel {
    /// Whether VoiceOver takes the node as an element, when the dump does not say it: UIKit's defaults
    /// by element type, except that a segmented control or stepper with children is their container.
    package static func isElement(_ n: borrowing Node, hasChildren: Bool) -> Bool {
        if let explicit = n.isAccessibilityElement { return explicit }
        if let type = n.elementType, IOSElementTypes.elementsByDefault.contains(type) {
            if hasChildren, IOSElementTypes.containersWithParts.contains(type) { return false }
            return type != "Image" && type != "Cell"
        }
        if let cls = n.className, IOSElementTypes.elementsByDefault.contains(cls) { return !(hasChildren && IOSElementTypes.containersWithParts.contains(cls)) }
        return false
    }

    /// A button inside a text or search field (its clear button), when the dump does not say it is no element.
    package static func isTextFieldPart(_ n: borrowing Node, of field: borrowing Node) -> Bool {
        guard n.isAccessibilityElement != false, let type = n.elementType, IOSElementTypes.buttons.contains(type) else { return false }
        return !StopDescriber.traits(of: field).isDisjoint(with: [.textEntry, .searchField])
    }

    static func voiceOver(_ tree: AccessibilityTree, reach: ScrollReach?) -> FocusModel {
        let count = tree.count
        var hidden = [HiddenReason?](repeating: nil, count: count)
        var speakers = [Int32](repeating: -1, count: count)
        var candidates: [Int] = []
        let modalHides = hiddenByModal(in: tree)
        let mirroringCells = CellAccessory.mirroringCells(in: tree)
        let scrolledAway = Self.scrolledAway(in: tree, roles: .none, reach: reach)
        let combined = VoiceOverContext.combinedElements(in: tree)
        var insideElement = [Int32](repeating: -1, count: count)
        // Nodes are read in place from the buffer: a node copied out of the tree retains dozens of strings.
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in 0 ..< count {
                if let p = tree.parent(of: i) {
                    if let reason = hidden[p] { hidden[i] = reason }
                    insideElement[i] = insideElement[p]
                    if insideElement[p] < 0, speakers[p] >= 0 { insideElement[i] = Int32(p) }
                }
                guard hidden[i] == nil else { continue }
                if modalHides[i] { hidden[i] = .outsideModal; continue }
                if nodes[i].accessibilityElementsHidden == true { hidden[i] = .elementsHidden; continue }
                if nodes[i].frame?.isEmpty == true { hidden[i] = .emptyFrame; continue }
                if nodes[i].visibleToUser == false, !scrolledAway(i) { hidden[i] = .invisible; continue }
                if insideElement[i] >= 0 {
                    // A text field's own buttons (UITextField's clear button, "Clear text"; a search
                    // bar's bookmark button) are elements of their own beside the field: VoiceOver
                    // swipes from "Search, Search field" to "Clear text, Button", and XCTest finds
                    // them as the field's children (`searchFields.buttons["Clear text"]`).
                    if Self.isTextFieldPart(nodes[i], of: nodes[Int(insideElement[i])]) {
                        insideElement[i] = -1
                        speakers[i] = Int32(i)
                        candidates.append(i)
                        continue
                    }
                    speakers[i] = insideElement[i] // children of an element are read through it, not visited
                    continue
                }
                if isElement(nodes[i], hasChildren: tree.subtreeEnd(i) > i + 1) || mirroringCells[i] || combined[i] {
                    speakers[i] = Int32(i)
                    candidates.append(i)
                }
            }
        }
        for i in 0 ..< count where hidden[i] == nil && speakers[i] < 0 { hidden[i] = .notAnElement }
        let stops = sortedForVoiceOver(candidates, tree: tree)
        return FocusModel(screenReader: .voiceOver, stops: stops, speakers: speakers, hiddenReasons: hidden, count: count)
    }

    /// For each node: whether a modal view hides it. A modal view hides its siblings
    /// (AccessibilityHierarchyParser keeps the last modal subview); a modal root, the other roots.
    static func hiddenByModal(in tree: AccessibilityTree) -> [Bool] {
        var modalHides = [Bool](repeating: false, count: tree.count)
        for parent in 0 ..< tree.count {
            var lastModal: Int?
            for child in tree.children(of: parent) where tree[child].accessibilityViewIsModal == true { lastModal = child }
            if let lastModal { for child in tree.children(of: parent) where child != lastModal { modalHides[child] = true } }
        }
        // The roots made once: asked per root, a forest of n roots cost n² (and more per modal root).
        let roots = tree.roots
        if roots.count > 1 {
            // A root is hidden by any modal root but itself.
            let modalRoots = roots.filter { tree[$0].accessibilityViewIsModal == true }
            if let only = modalRoots.first {
                for other in roots where other != only || modalRoots.count > 1 { modalHides[other] = true }
            }
        }
        return modalHides
    }

    /// AccessibilitySnapshot's order: top to bottom, then leading to trailing; origins closer than
    /// 8 points vertically count as one row. Groups (`shouldGroupAccessibilityChildren`) sort as a unit.
    static func sortedForVoiceOver(_ elements: [Int], tree: AccessibilityTree) -> [Int] {
        func group(of i: Int) -> Int? {
            tree.ancestors(of: i).first { tree[$0].shouldGroupAccessibilityChildren == true }
        }
        func frame(_ i: Int) -> Rect { tree[i].frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        var groupFrames: [Int: Rect] = [:]
        for e in elements { if let g = group(of: e) { groupFrames[g] = groupFrames[g].map { $0.union(frame(e)) } ?? frame(e) } }
        func key(_ i: Int) -> (Rect, Int?) {
            if let g = group(of: i), let f = groupFrames[g] { return (f, g) }
            return (frame(i), nil)
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            let (fa, ga) = key(a), (fb, gb) = key(b)
            if let ga, ga == gb { return lessByFrame(frame(a), frame(b), a, b) }
            return lessByFrame(fa, fb, a, b)
        }
        // Insertion into a sorted list keeps ties in document order and never traps on a
        // comparator that is not transitive (the 8-point row rule is not).
        var sorted = elements.sorted { (frame($0).y, frame($0).x, $0) < (frame($1).y, frame($1).x, $1) }
        var i = 1
        while i < sorted.count {
            var j = i
            while j > 0, before(sorted[j], sorted[j - 1]) { sorted.swapAt(j, j - 1); j -= 1 }
            i += 1
        }
        return sorted
    }

    static func lessByFrame(_ a: Rect, _ b: Rect, _ ia: Int, _ ib: Int) -> Bool {
        if a.y != b.y, abs(a.y - b.y) >= 8 { return a.y < b.y }
        if a.x != b.x { return a.x < b.x }
        return ia < ib
    }
}
