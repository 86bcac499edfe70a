/// role.native (advisory): a custom look-alike where the platform has a native control.
struct NativeElement: Check {
    public static let id = "nativeElement"
    public static let optionKeys = ["native"]
    let native: CheckOption?
    public init(options: [String: CheckOption]) throws { native = options["native"] }
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        let alternatives = native?.list(for: context.platform) ?? []
        guard !alternatives.isEmpty else { return [.notApplicable] }
        if control.isNative { return [.pass] }
        // A Compose View in a uiautomator dump may be the native Compose control: its role description is not recorded.
        if RoleNotRecorded.applies(to: control.node, in: context) {
            return [.review(["native": alternatives.joined(separator: " or "), "reason": RoleNotRecorded.why])]
        }
        return [.fail(["native": alternatives.joined(separator: " or ")])]
    }
}
