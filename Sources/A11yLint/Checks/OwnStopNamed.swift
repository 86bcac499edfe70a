import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.present for content that may be hidden or merged: only when the control is a focus stop
/// of its own must that stop speak a name. Hidden (no stop) or read by a containing stop (merged
/// into a row that names it) is fine: the stop that reads it is judged by that stop's own rules.
/// TalkBack says "Unlabelled" for a nameless image stop (google/talkback `NonTextViewsDescription`);
/// VoiceOver says only the trait word ("Image").
package struct OwnStopNamed: Check {
    public static let id = "ownStopNamed"
    public init(options: [String: CheckOption]) throws {}

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control), stop == control.node else { return [.notApplicable("it is not its own focus stop")] }
        let spoken = facts.spoken(stop: stop)
        return !spoken.hasName ? [.fail(["announcement": spoken.text])] : [.pass]
    }
}
