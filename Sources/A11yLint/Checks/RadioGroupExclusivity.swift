/// radio.exclusive: at most one radio button of a group is selected.
struct RadioGroupExclusivity: Check {
    public static let id = "radioGroupExclusivity"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        guard context.isOn(control) == true else { return [.notApplicable] }
        let members = context.group(of: control).members
        let selected = members.filter { context.isOn($0) == true }
        guard selected.count > 1 else { return [.pass] }
        return [.fail(["count": String(selected.count), "total": String(members.count)])]
    }
}
