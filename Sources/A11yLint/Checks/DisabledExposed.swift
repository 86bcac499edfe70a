/// state.disabled: a disabled control's focus stop says "disabled" / "dimmed".
struct DisabledExposed: Check {
    public static let id = "disabledExposed"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        guard let stop = context.stop(of: control) else { return [.notApplicable] }
        let disabled = context.tree[control.node].enabled == false || (context.tree[control.node].accessibilityTraits?.contains(.notEnabled) ?? false)
        guard disabled else { return [.notApplicable] }
        return context.spoken(stop: stop).disabled ? [.pass] : [.fail([:])]
    }
}
