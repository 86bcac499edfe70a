import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// target.distinct: no two clickable (or two long-clickable) nodes a screen reader sees share the
/// same bounds. After ATF's DuplicateClickableBoundsCheck
/// (google/Accessibility-Test-Framework-for-Android, checks/DuplicateClickableBoundsCheck.java):
/// - only views visible to the user and important for accessibility, that are clickable or
///   long-clickable (getLocationActionToViewMap);
/// - two views conflict when their bounds are equal and they share an action: both clickable, or
///   both long-clickable (ViewLocationActionHolder.equals);
/// - one result per group of conflicting views (an ERROR), naming the others.
///
/// TalkBack and Switch Access then offer the same place twice, and a tap there reaches only the
/// view on top. Android only: ATF's check, and no iOS dump says what is clickable.
///
/// Here one finding per group too: on the first node of the group (in reading order of the dump)
/// that a pack recognises as a control, so a pair of controls is reported once. A group in which no
/// node is a recognised control (two clickable layout containers) is not judged: the rule runs on
/// controls. The search for nodes with the same bounds is local and bounded (`searchLimit` nodes):
/// the same bounds are found on an unbroken chain of wrappers of the same size (ancestors and
/// descendants) and on the siblings laid over it, so the rule stays linear in the screen's size.
package struct DuplicateClickableBounds: Check {
    public static let id = "duplicateClickableBounds"
    public static let optionKeys = ["searchLimit", "twinLimit"]
    let searchLimit: Int
    /// At most this many siblings laid over a node are gathered into its group.
    let twinLimit: Int

    struct BadOption: Error, CustomStringConvertible { let description: String }

    public init(options: [String: CheckOption]) throws {
        func limit(_ key: String, default value: Int) throws -> Int {
            guard let word = options[key]?.list.first else { return value }
            guard let n = Int(word), n > 0 else { throw BadOption(description: "duplicateClickableBounds: \(key) must be a positive whole number, not '\(word)'") }
            return n
        }
        searchLimit = try limit("searchLimit", default: 512)
        twinLimit = try limit("twinLimit", default: 16)
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android else { return [.notApplicable("ATF's check is Android's: an iOS dump does not say what is clickable")] }
        let tree = facts.tree, i = control.node
        var outcomes: [CheckOutcome] = []
        // The control's own bounds.
        if let frame = tree[i].frame, !frame.isEmpty, Self.actions(tree[i]) != nil, Self.seen(i, facts) {
            let others = facts.sharesFrame[i] ? conflicts(with: i, frame: frame, facts: facts) : []
            if others.isEmpty {
                outcomes.append(.pass)
            } else if others.contains(where: { $0 < i && facts.control(at: $0) != nil }) {
                // One finding per group: the first recognised control in the dump's order reports it.
                // A constant reason: it is built for every member of every group, and recorded rarely.
                outcomes.append(.notApplicable("an earlier control with the same bounds reports the group"))
            } else {
                outcomes.append(outcome(i, others, frame: frame, facts: facts, node: nil))
            }
        }
        // A clickable wrapper around the control that doubles another of the same bounds (a Button
        // holding a clickable layout): no pack recognises such wrappers as controls of their own
        // (a generic control holding another is that control's row), so the first control inside
        // them reports the pair, on the pair's first node.
        var steps = 0
        for a in tree.ancestors(of: i) {
            steps += 1
            if steps > 64 { break }
            // Only a node whose frame a parent, child or sibling shares can have a twin (`sharesFrame`).
            guard facts.sharesFrame[a], facts.control(at: a) == nil, let frame = tree[a].frame, !frame.isEmpty,
                  Self.actions(tree[a]) != nil, Self.seen(a, facts) else { continue }
            let others = conflicts(with: a, frame: frame, facts: facts)
            guard !others.isEmpty, !others.contains(where: { facts.control(at: $0) != nil }) else { continue }
            let group = ([a] + others).sorted(), first = group[0]
            // One report per group: by the first control inside any of its members (a wrapper laid
            // over this one may hold controls of its own that come earlier).
            guard group.compactMap({ firstControl(inside: $0, tree: tree, facts: facts) }).min() == i else { continue }
            let members = Array(group.dropFirst())
            outcomes.append(outcome(first, members, frame: frame, facts: facts, node: first))
            break
        }
        return outcomes.isEmpty ? [.notApplicable("it is neither clickable nor long-clickable, nor inside two clickable elements with the same bounds")] : outcomes
    }

    /// The seen nodes with `n`'s bounds that share an action with it.
    func conflicts(with n: Int, frame: Rect, facts: ScreenFacts) -> [Int] {
        let tree = facts.tree
        guard let mine = Self.actions(tree[n]) else { return [] }
        return sameBounds(as: n, frame: frame, facts: facts).filter { j in
            guard let theirs = Self.actions(tree[j]) else { return false }
            // ATF ViewLocationActionHolder.equals: any shared action.
            return ((mine.click && theirs.click) || (mine.long && theirs.long)) && Self.seen(j, facts)
        }
    }

    /// Fails when TalkBack stops on two or more of the group (the person hears the same place
    /// twice); otherwise reviewed: ATF reports it, and Switch Access may offer each clickable
    /// element, but TalkBack (`FocusModel`) stops there once.
    func outcome(_ n: Int, _ others: [Int], frame: Rect, facts: ScreenFacts, node: Int?) -> CheckOutcome {
        let tree = facts.tree
        let click = Self.actions(tree[n])?.click == true && others.contains { Self.actions(tree[$0])?.click == true }
        var values: MessageValues = [
            "others": others.prefix(3).map { Self.describe($0, tree) }.joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : ""),
            "count": String(others.count),
            "bounds": "[\(Self.format(frame.x)),\(Self.format(frame.y))][\(Self.format(frame.maxX)),\(Self.format(frame.maxY))]",
            "action": click ? "clickable" : "long-clickable",
            "element": Self.describe(n, tree),
        ]
        let stops = ([n] + others).filter { facts.model.isStop($0) }.count
        if stops >= 2 { return .fail(values, node: node) }
        values["reason"] = "TalkBack stops there once; ATF reports it, and Switch Access may offer each clickable element: check that one element takes the tap"
        return .review(values)
    }

    /// The first recognised control in `a`'s subtree, looking at most `searchLimit` nodes: the one
    /// that reports a pair of wrappers.
    func firstControl(inside a: Int, tree: AccessibilityTree, facts: ScreenFacts) -> Int? {
        var n = a + 1
        let end = min(tree.subtreeEnd(a), a + 1 + searchLimit)
        while n < end {
            if facts.control(at: n) != nil { return n }
            n += 1
        }
        return nil
    }

    /// The nodes other than `i` whose frame is exactly `frame`: the chain of same-sized ancestors
    /// above it, then, from the top of that chain and each of its same-sized siblings, every
    /// same-sized descendant reached through same-sized nodes. At most `searchLimit` nodes looked at.
    func sameBounds(as i: Int, frame: Rect, facts: ScreenFacts) -> [Int] {
        let tree = facts.tree
        var top = i, steps = 0
        while let p = tree.parent(of: top), tree[p].frame == frame, steps < searchLimit { top = p; steps += 1 }
        // The siblings laid over the top: the facts' cycle of its siblings with its frame. A real
        // screen lays two or three views over each other; `twinLimit` of them are enough to report
        // the group and bound the work when a generated list repeats its frames thousands of times.
        var starts = [top]
        var s = Int(facts.nextSameFrameSibling[top])
        while s >= 0, s != top, starts.count <= twinLimit {
            starts.append(s)
            s = Int(facts.nextSameFrameSibling[s])
        }
        var found: [Int] = [], stack = starts
        // Every child looked at counts: a same-sized node with 100,000 children is read once per
        // search at most `searchLimit` deep, not whole per control.
        search: while let n = stack.popLast() {
            if n != i { found.append(n) }
            for c in tree.children(of: n) {
                steps += 1
                if steps > searchLimit * 2 { break search }
                if tree[c].frame == frame { stack.append(c) }
            }
        }
        return found.sorted()
    }

    /// ATF: clickable or long-clickable (node properties, or the click actions a dump lists).
    static func actions(_ node: borrowing Node) -> (click: Bool, long: Bool)? {
        let click = FocusModel.clickable(node), long = FocusModel.longClickable(node)
        return click || long ? (click, long) : nil
    }

    /// ATF: visible to the user and important for accessibility.
    static func seen(_ node: Int, _ facts: ScreenFacts) -> Bool {
        switch facts.model.hiddenReason(of: node) {
        case .notImportant?, .hiddenAncestor?, .invisible?, .emptyFrame?, .outsideModal?: return false
        default: return facts.tree[node].visibleToUser != false
        }
    }

    static func describe(_ n: Int, _ tree: AccessibilityTree) -> String {
        // Read in place and cut by bytes: it names the members of every group reported.
        let cls = tree[n].className.map { String(ClassName.lastComponent($0)) } ?? "node"
        if let id = tree[n].resourceId?.nonBlank {
            let name = id.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(id[id.index(after: $0)...]) } ?? id
            return "\(cls) \(name)"
        }
        if let d = tree[n].contentDescription?.nonBlank { return "\(cls) '\(d)'" }
        if let t = tree[n].text?.nonBlank { return "\(cls) '\(t)'" }
        return cls
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
