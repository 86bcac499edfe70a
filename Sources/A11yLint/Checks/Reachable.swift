import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.reachable: a focus stop speaks the control, and it has a real on-screen frame.
package struct Reachable: Check {
    public static let id = "reachable"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        if facts.stop(of: control) == nil {
            // Inside a row whose content description replaces it: reached through the row, but
            // its role and state are not said (descriptionHidesControl reports that).
            if DescriptionHidesControl.coveringStop(of: control.node, in: facts) != nil { return [.notApplicable("a row's content description covers it (descriptionHidesControl)")] }
            if Self.clippedOutOfScrollView(control.node, in: facts) { return [.pass] }
            let reason = facts.model.hiddenReason(of: control.node)?.rawValue ?? "no focus stop speaks it"
            return [.fail(["reason": reason])]
        }
        // Off screen inside a table, list or scroll view is a row below the fold: the screen
        // reader scrolls to it (ScrollReach). Off screen anywhere else cannot be reached.
        if let frame = facts.tree[control.node].frame, let screen = facts.scrollReach.screen,
           !screen.isEmpty, !frame.intersects(screen), !facts.scrollReach.isInScrollContainer(control.node) {
            return [.fail(["reason": "its frame lies outside the screen"])]
        }
        return [.pass]
    }

    /// Whether the node has no size only because a scroll view clipped it out: Android's
    /// `View.getBoundsOnScreen(rect, clipToParent)` clamps each edge to every parent separately
    /// (`top = max(top, 0)`, `bottom = min(bottom, parent height)`), so a view scrolled wholly past
    /// a parent's edge gets inverted bounds (a settings row above the list's top:
    /// `[49,326][431,263]`), which uiautomator writes as they are. Such a node, or one inside such
    /// a node, in a scroll container is a row above or below the fold that the screen reader
    /// scrolls to (ScrollReach), not a view with no size. A zero-size frame is not inverted: it
    /// stays unreachable.
    static func clippedOutOfScrollView(_ node: Int, in facts: ScreenFacts) -> Bool {
        guard facts.tree.platform == .android, facts.model.hiddenReason(of: node) == .emptyFrame,
              facts.scrollReach.isInScrollContainer(node) else { return false }
        var i: Int? = node
        while let n = i, facts.model.hiddenReason(of: n) == .emptyFrame {
            if let frame = facts.tree[n].frame, frame.isEmpty { return frame.width < 0 || frame.height < 0 }
            i = facts.tree.parent(of: n)
        }
        return false
    }
}
