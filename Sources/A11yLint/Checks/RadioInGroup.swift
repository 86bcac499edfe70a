/// radio.group: the radio button sits in a group the screen reader announces (RadioGroup,
/// `selectableGroup()`, a collection). Compose groups do not show in uiautomator dumps: review.
public struct RadioInGroup: Check {
    public static let id = "radioInGroup"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        guard context.platform == .android else { return [.notApplicable] }
        if context.groupContainer(of: control) != nil { return [.pass] }
        if context.tree.format == .uiautomator && context.isCompose(control.node) {
            return [.review(["reason": "Jetpack Compose's selectableGroup() does not appear in uiautomator dumps"])]
        }
        return [.fail([:])]
    }
}
