/// focus.reachable: a focus stop speaks the control, and it has a real on-screen frame.
struct Reachable: Check {
    public static let id = "reachable"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        if context.stop(of: control) == nil {
            // Inside a row whose content description replaces it: reached through the row, but
            // its role and state are not said (descriptionHidesControl reports that).
            if DescriptionHidesControl.coveringStop(of: control.node, in: context) != nil { return [.notApplicable] }
            let reason = context.model.hiddenReason(of: control.node)?.rawValue ?? "no focus stop speaks it"
            return [.fail(["reason": reason])]
        }
        // Off screen inside a table, list or scroll view is a row below the fold: the screen
        // reader scrolls to it (ScrollReach). Off screen anywhere else cannot be reached.
        if let frame = context.tree[control.node].frame, let screen = context.scrollReach.screen,
           !screen.isEmpty, !frame.intersects(screen), !context.scrollReach.isInScrollContainer(control.node) {
            return [.fail(["reason": "its frame lies outside the screen"])]
        }
        return [.pass]
    }
}
