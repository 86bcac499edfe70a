/// name.no-duplicate: a visible label that repeats the control's name is its own stop, so the name is heard twice.
struct NameNoDuplicate: Check {
    public static let id = "nameNoDuplicate"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        guard let spoken = context.spoken(control), !spoken.name.isEmpty,
              let label = context.separateLabelStop(for: control) else { return [.notApplicable] }
        let labelText = context.spoken(stop: label).name
        guard Words.contains(name: spoken.name, label: labelText) else { return [.pass] }
        // labelFor is the seeds' recommended association on Android; TalkBack then reads "X for label".
        if let target = context.tree[label].labelFor, let id = context.tree[control.node].resourceId, id.hasSuffix(target) { return [.pass] }
        return [.fail(["name": spoken.name, "label": labelText], node: control.node)]
    }
}
