/// focus.modal: while an alert or sheet is shown, the control behind it is not a focus stop.
struct ModalContainment: Check {
    public static let id = "modalContainment"
    public init(options: [String: CheckOption]) throws {}
    static let modalTypes: Set<String> = ["Alert", "Sheet", "Dialog"]
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        let tree = context.tree
        guard context.platform == .ios, context.stop(of: control) != nil else { return [.notApplicable] }
        // Found once per tree (CheckContext.firstModal): scanning every node per control was quadratic.
        guard let modal = context.firstModal else { return [.notApplicable] }
        if tree.isAncestor(modal, of: control.node) || modal == control.node { return [.pass] }
        return [.fail(["modal": tree[modal].elementType ?? "modal"])]
    }
}

