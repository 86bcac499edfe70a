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
        if !spoken.hasName { return [.fail(["announcement": spoken.text])] }
        // A name that reads like an image asset's name ("rights close white", "close_white") may be
        // what UIKit made of the image when no label was set, or a short name someone chose.
        if spoken.nameList.allSatisfy({ !NameText.names($0) || NameText.looksLikeAssetName($0) }) {
            return [.review(["announcement": spoken.text, "reason": "the name reads like an image asset's file name, not words a person would say"])]
        }
        return [.pass]
    }
}
