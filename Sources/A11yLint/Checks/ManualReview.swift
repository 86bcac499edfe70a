import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// Criteria no single dump can decide: one "needs review" item per control, carrying the seed's test step.
package struct ManualReview: Check {
    public static let id = "manualReview"
    package static let onlyReviews = true
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] { Self.outcome }
    /// One list for every control (a literal with a payload was made anew per control).
    private static let outcome: [CheckOutcome] = [.review([:])]
}
