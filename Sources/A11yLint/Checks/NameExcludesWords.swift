/// switch.name-no-role: the name does not repeat the role the screen reader already says.
struct NameExcludesWords: Check {
    public static let id = "nameExcludesWords"
    public static let optionKeys = ["words"]
    let words: [String]
    public init(options: [String: CheckOption]) throws { words = options["words"]?.list.map { $0.lowercased() } ?? ["switch", "button"] }
    public func evaluate(_ control: Control, in context: LintContext) -> [CheckOutcome] {
        guard let spoken = context.spoken(control), let own = spoken.nameParts.first else { return [.notApplicable] }
        let found = Words.of(own).filter { words.contains($0) }
        return found.isEmpty ? [.pass] : [.fail(["name": own, "word": found[0]])]
    }
}
