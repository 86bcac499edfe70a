import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.present for fields (Android): the stop says nothing but the field's own text, which is its
/// value ("365, Edit box"), so no label names it. `namePresent` counts the value as a name.
///
/// A review, not a failure: dumps without a `hint` attribute report an empty field's hint as its
/// text (`TextView.getTextForAccessibility`), and a hint may be a floating label that stays visible,
/// so the text may be a label after all. iOS says the value apart from the label (VoiceOver reads
/// `accessibilityValue` after the label), where `namePresent` already decides.
package struct ValueOnlyName: Check {
    public static let id = "valueOnlyName"
    /// It never fails: what it finds may be a hint shown as text (see above).
    package static let onlyReviews = true
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android, let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.androidStop(facts, control))] }
        let own = facts.tree[control.node]
        guard own.hintText?.nonBlank == nil, own.contentDescription?.nonBlank == nil,
              let value = own.text?.nonBlank else { return [.notApplicable("its text is not its only name")] }
        let parts = facts.spoken(stop: stop).nameList.map(\.trimmed).filter { !$0.isEmpty }
        guard !parts.isEmpty, parts.allSatisfy({ $0 == value }) else { return [.pass] }
        return [.review(["value": value, "reason": "the only words it says are its own text, which is its value (or, in older dumps, its hint)"])]
    }
}
