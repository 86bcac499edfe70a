import A11yLintModel
import A11yLintFocusModel

/// One screen, compiled once: everything the checks read about it, computed in ordered passes
/// and immutable from then on (ATF's `AccessibilityHierarchy`, AccessibilitySnapshot's one
/// describer). A check is a pure function of (facts, control, options): it asks, never stores.
///
/// The passes, each reading only those before it (docs/architecture.md):
/// 1. stops — which node speaks each control, reading positions (`FocusModel`);
/// 2. speech — what every stop says, a control's own state word demoted (`StateText`);
/// 3. state — each control on, off or unknown (`ControlState`);
/// 4. groups and rows — group containers, members, visual rows, selected counts (`ScreenGroups`);
/// 5. labels — separate label stops, labels read by another stop (`ScreenLabels`);
/// 6. frames — which nodes share their exact frame with a parent, child or sibling (`sharesFrame`).
/// Their thresholds are named once, in `FactThresholds`.
package final class ScreenFacts: Sendable {
    let screen: SpokenScreen
    let groups: ScreenGroups
    let labels: ScreenLabels
    // The screen's tree and focus model held here too (the same arrays, shared): checks in another
    // module read them in their loops, and a stored `let` of a final class is read in place, where a
    // forwarding property hands each call a copy (the arrays retained, a node copied out).
    package let tree: AccessibilityTree
    package let model: FocusModel
    /// Per node: its parent, a child or a sibling has exactly its frame. Where two nodes are laid
    /// one over the other (ATF DuplicateClickableBoundsCheck), one is always such kin of the other
    /// or of a same-sized node around it; a node without it needs no search. Android only (empty
    /// on iOS, whose dumps do not say what is clickable).
    package let sharesFrame: [Bool]
    /// Per node: the next of its siblings with exactly its frame, round a cycle through all of
    /// them (-1: none), so the siblings laid over a node are found without scanning a long list.
    package let nextSameFrameSibling: [Int32]
    // Held here too (shared), for the same reason as the tree: yielded through a `_read` from
    // another room, each was a malloc'd coroutine frame (18,000 for the scroll reach on a
    // 100,000-node lint, valgrind's dhat); returned by a getter, a copy retaining its every array.
    package let controls: [Control]
    package let scrollReach: ScrollReach
    package let underComposeView: [Bool]

    /// `roles`: the tree's TalkBack roles when the caller asked them already (for recognition).
    package init(tree: AccessibilityTree, controls: [Control], vocabulary: ControlVocabulary, roles: AndroidRoles? = nil) {
        screen = SpokenScreen(tree: tree, controls: controls, vocabulary: vocabulary, roles: roles ?? AndroidRoles(tree))
        self.tree = screen.tree
        self.model = screen.model
        self.controls = screen.controls
        scrollReach = screen.scrollReach
        underComposeView = screen.underComposeView
        groups = ScreenGroups(screen)
        labels = ScreenLabels(screen, groups: groups)
        (sharesFrame, nextSameFrameSibling) = tree.platform == .android ? Self.framesShared(in: screen.tree) : ([], [])
    }

    /// One pass: a node against its parent and its children, and siblings against each other by a
    /// set of frames, so a 100,000-row list stays linear.
    static func framesShared(in tree: AccessibilityTree) -> (shares: [Bool], nextSibling: [Int32]) {
        var shared = [Bool](repeating: false, count: tree.count)
        var next = [Int32](repeating: -1, count: tree.count)
        // Each frame's first and last child so far: a short list for the few children most parents
        // have (hashing a frame cost more than comparing a few), a table past eight so a long list
        // stays linear. The list is kept between parents, emptied, not made anew.
        var few: [(frame: Rect, first: Int, last: Int)] = []
        var many = FrameTable()
        // The children are walked where they are: an array of them per parent was 80,000
        // allocations on a 100,000-node screen.
        func link(_ kids: some Sequence<Int>) {
            var counting = kids.makeIterator(), count = 0
            // Counted first, to size the table a long list needs.
            while counting.next() != nil { count += 1 }
            guard count > 1 else { return }
            few.removeAll(keepingCapacity: true)
            if count > 8 { many.empty(holding: count - 8) }
            for c in kids {
                guard let frame = tree[c].frame else { continue }
                if let k = few.firstIndex(where: { $0.frame == frame }) {
                    shared[c] = true; shared[few[k].first] = true
                    next[few[k].last] = Int32(c)
                    few[k].last = c
                } else if few.count < 8 {
                    few.append((frame, c, c))
                } else if let known = many.add(c, frame: frame, frameOf: { tree[$0].frame }) {
                    shared[c] = true; shared[known.first] = true
                    next[known.last] = Int32(c)
                }
            }
            // Close each cycle: the last points back to the first.
            for e in few where e.first != e.last { next[e.last] = Int32(e.first) }
            if count > 8 { many.forEachShared { first, last in next[last] = Int32(first) } }
        }
        link(tree.roots)
        for p in 0 ..< tree.count where tree.subtreeEnd(p) > p + 1 {
            let kids = tree.children(of: p)
            if let frame = tree[p].frame {
                for c in kids where tree[c].frame == frame { shared[c] = true; shared[p] = true }
            }
            link(kids)
        }
        return (shared, next)
    }

    /// Nodes, stops and members visited while compiling: scaling tests check it grows linearly.
    var work: Int { screen.work + groups.work + labels.work }

    // MARK: The screen (passes 1–3)

    package var platform: Platform { screen.tree.platform }
    package var firstModal: Int? { screen.firstModal }

    package func stop(of control: Control) -> Int? { screen.stop(of: control) }
    package func position(ofStop stop: Int) -> Int? { screen.position(ofStop: stop) }
    package func control(at node: Int) -> Control? { screen.control(at: node) }
    package func control(speakingAt stop: Int) -> Control? { screen.control(speakingAt: stop) }
    package func spoken(stop: Int) -> SpokenStop { screen.spoken(stop: stop) }
    package func spoken(_ control: Control) -> SpokenStop? { screen.spoken(control) }
    package func isTextOnly(stop: Int) -> Bool { screen.isTextOnly(stop: stop) }
    package func isCompose(_ node: Int) -> Bool { screen.isCompose(node) }
    package func visibleLabel(_ control: Control) -> String? { screen.visibleLabel(control) }
    package func isOn(_ control: Control) -> Bool? { screen.isOn(control) }

    // MARK: Groups (pass 4)

    /// The container that groups this control for the screen reader, if the dump shows one.
    package func groupContainer(of control: Control) -> Int? {
        guard let c = screen.index(of: control) else {
            return ScreenGroups.groupContainer(of: control.node, in: tree, groupClasses: screen.vocabulary.groupClasses)
        }
        return groups.containers[c] < 0 ? nil : Int(groups.containers[c])
    }

    /// Controls of the same kind that belong together, and the container or ancestor holding them.
    package func group(of control: Control) -> (container: Int?, members: [Control]) {
        guard let group = group(containing: control) else { return (nil, [control]) }
        return (group.container, group.members)
    }

    /// The selected members of the control's group, and how many members it has.
    package func selectedCount(inGroupOf control: Control) -> (selected: Int, total: Int) {
        guard let group = group(containing: control) else { return (isOn(control) == true ? 1 : 0, 1) }
        return (group.selected, group.members.count)
    }

    private func group(containing control: Control) -> ScreenGroups.Group? {
        screen.index(of: control).map { groups.groups[Int(groups.groupOf[$0])] }
    }

    /// Whether the user hears the control's state. With `groupSelection` (radio packs), VoiceOver's
    /// convention that the seeds accept also counts: in a group whose chosen option says
    /// "selected", the others say only "Label, button" (criteria.md).
    package func announcesState(_ control: Control, groupSelection: Bool = false) -> Bool {
        guard let spoken = spoken(control) else { return false }
        if spoken.exposesCheckedState { return true }
        guard groupSelection, platform == .ios else { return false }
        guard let group = group(containing: control) else { return false }
        // Counted once per group: asking every member per member was quadratic in a large group.
        return group.saySelected - (spoken.selected ? 1 : 0) > 0
    }

    // MARK: Labels (pass 5)

    /// The text-only stop beside the control that reads as its label, a separate swipe.
    package func separateLabelStop(for control: Control) -> Int? {
        guard let c = screen.index(of: control), labels.separateStops[c] >= 0 else { return nil }
        return Int(labels.separateStops[c])
    }

    /// The label of an unnamed control that another, wider stop reads (when no separate stop does).
    package func labelReadByAnotherStop(for control: Control) -> String? {
        screen.index(of: control).flatMap { labels.readByAnotherStop[$0] }
    }
}

extension ScreenFacts {
    /// A visible text beside a field that a user can read as its label: the stop just before or
    /// after it reads only text with words, in the same row or directly above (the labels pass's
    /// geometry, `FactThresholds`). Not whether it is associated: only whether one is there to see.
    /// A heading is a section title, not a field's label.
    package func visibleTextBeside(stop s: Int) -> Bool {
        guard let position = screen.position(ofStop: s), let frame = tree[s].frame else { return false }
        let stops = screen.model.stops
        for candidate in [position - 1, position + 1] where candidate >= 0 && candidate < stops.count {
            let p = stops[candidate]
            guard screen.isTextOnly(stop: p), !screen.isHeading(p), let pf = tree[p].frame,
                  Words.hasWord(screen.spoken(stop: p).name) else { continue }
            let above = candidate < position && pf.maxY <= frame.y + FactThresholds.aboveOverlap
                && frame.y - pf.maxY < max(frame.height, FactThresholds.aboveGap) && pf.x < frame.maxX && frame.x < pf.maxX
            if FactThresholds.sameRow(pf, frame) || above { return true }
        }
        return false
    }
}

/// A long list's children by frame, past the first eight frames (`ScreenFacts.framesShared`): per
/// frame its first and last child so far, in a table of places found by the frame's hash (open
/// addressing), whose frames are read from the first child again when compared. A dictionary
/// keyed by the frames took 48 bytes a place: 3 MB for a 17,000-row list, held while the screen's
/// other facts were, the dense screen's peak memory (issue 24); eight bytes a place are 0.5 MB.
struct FrameTable {
    private var first: [Int32] = []
    private var last: [Int32] = []

    /// Empty, with room for `count` frames at most half full (kept between lists).
    mutating func empty(holding count: Int) {
        let size = max(16, 1 << (Int.bitWidth - (2 * count - 1).leadingZeroBitCount))
        first.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        first.append(contentsOf: repeatElement(-1, count: size))
        last.append(contentsOf: repeatElement(-1, count: size))
    }

    /// Adds child `c` with `frame`: the first and last child before it with the same frame (its
    /// last is `c` from now), or nil when the frame is new. `frameOf` reads a child's frame.
    mutating func add(_ c: Int, frame: Rect, frameOf: (Int) -> Rect?) -> (first: Int, last: Int)? {
        let mask = first.count - 1
        var h = frame.hashValue & mask
        while first[h] >= 0 {
            if frameOf(Int(first[h])) == frame {
                defer { last[h] = Int32(c) }
                return (Int(first[h]), Int(last[h]))
            }
            h = (h + 1) & mask
        }
        first[h] = Int32(c)
        last[h] = Int32(c)
        return nil
    }

    /// Each frame's first and last child, for the frames more than one child has.
    func forEachShared(_ body: (Int, Int) -> Void) {
        for h in first.indices where first[h] >= 0 && first[h] != last[h] { body(Int(first[h]), Int(last[h])) }
    }
}
