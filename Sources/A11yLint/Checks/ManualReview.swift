/// Criteria no single dump can decide: one "needs review" item per control, carrying the seed's test step.
struct ManualReview: Check {
    public static let id = "manualReview"
    static let onlyReviews = true
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] { [.review([:])] }
}
