/// focus.reachable: a focus stop speaks the control, and it has a real on-screen frame.
struct Reachable: Check {
    public static let id = "reachable"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        if context.stop(of: control) == nil {
            let reason = context.model.hiddenReason(of: control.node)?.rawValue ?? "no focus stop speaks it"
            return [.fail(["reason": reason])]
        }
        if let frame = context.tree[control.node].frame, let screen = context.tree.roots.first.flatMap({ context.tree[$0].frame }),
           !screen.isEmpty, !frame.intersects(screen) {
            return [.fail(["reason": "its frame lies outside the screen"])]
        }
        return [.pass]
    }
}
