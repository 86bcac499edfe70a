import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.present: the control's focus stop speaks a name.
package struct NamePresent: Check {
    public static let id = "namePresent"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control) else { return [.notApplicable(NotApplicable.noStop)] }
        // One pass over the name's parts: a part that names (`SpokenStop.hasName`) and does not read
        // like an image asset's name passes; no part that names fails.
        var named = false
        for part in spoken.nameList where NameText.names(part) {
            if !NameText.looksLikeAssetName(part) { return [.pass] }
            named = true
        }
        if !named { return [.fail(["announcement": spoken.text])] }
        // A name that reads like an image asset's name ("rights close white", "close_white") may be
        // what UIKit made of the image when no label was set, or a short name someone chose.
        return [.review(["announcement": spoken.text, "reason": "the name reads like an image asset's file name, not words a person would say"])]
    }
}
