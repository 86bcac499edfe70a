/// role.native (advisory): a custom look-alike where the platform has a native control.
struct NativeElement: Check {
    public static let id = "nativeElement"
    public static let optionKeys = ["native"]
    let native: CheckOption?
    public init(options: [String: CheckOption]) throws { native = options["native"] }
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        let alternatives = native?.list(for: context.platform) ?? []
        guard !alternatives.isEmpty else { return [.notApplicable] }
        return control.isNative ? [.pass] : [.fail(["native": alternatives.joined(separator: " or ")])]
    }
}
