import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// field-errors.announced, text-input.errors: a field the dump shows in error says so where the user is. Only Android
/// dumps carry a field's error: AccessibilityNodeInfo `isContentInvalid` and `getError()` (Appium
/// UiAutomator2's `content-invalid` and `error`, a Compose `Error` semantics property, the native
/// forms). TalkBack says "Error: <message>" after the focused node's description only when the node
/// is content-invalid and its error is not empty (google/talkback
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java
/// `getAccessibilityNodeErrorText`): a field marked invalid with no message says nothing of its error.
/// A field with no error in the dump, or a dump that cannot carry one, is not applicable.
package struct FieldErrorSpoken: Check {
    public static let id = "fieldErrorSpoken"
    public init(options: [String: CheckOption]) throws {}

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let node = facts.tree[control.node]
        let message = node.errorText?.nonBlank
        guard node.contentInvalid == true || message != nil else { return [.notApplicable("the dump shows no error on this field")] }
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let spoken = facts.spoken(stop: stop)
        if spoken.error != nil { return [.pass] }
        // Said as the field's own words: Material's TextInputLayout (1.1 on) joins its error to the
        // field's hint ("Email, Enter a valid email address") and sets getError() without
        // contentInvalid (material-components-android textfield/TextInputLayout.java
        // AccessibilityDelegate.onInitializeAccessibilityNodeInfo), so TalkBack says it with the hint.
        if let message, spoken.text.lowercased().contains(message.lowercased()) { return [.pass] }
        guard stop == control.node else {
            // The field is read inside another stop (a row merging it): TalkBack speaks the focused
            // node's own error only; whether the row's words carry it is for a person to hear.
            return [.review(["announcement": spoken.text, "reason": "the field is read as part of another stop, which TalkBack speaks without the field's error"])]
        }
        guard node.contentInvalid == true else {
            return [.review(["announcement": spoken.text, "reason": "the field has the error “\(message ?? "")” but is not marked content-invalid, so TalkBack does not say it; check that it is announced"])]
        }
        // Marked invalid with no message: unless the field's own words say so, the user hears nothing of the error.
        let said = spoken.text.lowercased()
        if Self.errorWords.contains(where: { said.contains($0) }) {
            return [.review(["announcement": spoken.text, "reason": "the field is marked invalid with no error message; its words may say the error"])]
        }
        return [.fail(["announcement": spoken.text])]
    }

    /// Words that show the stop's own text already tells of an error (English only: elsewhere the
    /// finding is a failure a person can dismiss).
    static let errorWords = ["error", "invalid", "required"]
}
