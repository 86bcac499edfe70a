import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.not-placeholder for fields whose hint may be their label: the only name is the hint or
/// placeholder, not counting the value the field shows.
///
/// `nameNotPlaceholder` counts any spoken text as a name, so a field that shows a typed value
/// passes; here the field's own text is its value (an edit box's `text`, a text field's value), not
/// its name. And a hint is not always a placeholder: Material's `TextInputLayout` reports its
/// floating label, which stays visible above the typed text, as the edit box's `hintText` (and as
/// its `text` while the box is empty: `TextInputLayout.AccessibilityDelegate`), exactly as a plain
/// `android:hint` that disappears is reported. Option `hintMayBeLabel: [android]` lists the
/// platforms where the dump cannot tell the two apart: there a hint-only name is a review item.
package struct HintOnlyName: Check {
    public static let id = "hintOnlyName"
    public static let optionKeys = ["hintMayBeLabel"]
    let hintMayBeLabel: [String]
    public init(options: [String: CheckOption]) throws {
        hintMayBeLabel = options["hintMayBeLabel"]?.list.map { $0.lowercased() } ?? []
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let node = facts.tree[stop], own = facts.tree[control.node]
        guard let hint = (own.hintText ?? own.placeholder ?? node.hintText ?? node.placeholder)?.nonBlank?.trimmed else { return [.notApplicable("it has no placeholder or hint")] }
        let realName: String?
        switch facts.platform {
        case .android:
            // The field's text is its value, or the hint itself while the hint shows (uiautomator
            // dumps without `showing-hint` repeat it as text).
            let value = own.text?.trimmed
            realName = facts.spoken(stop: stop).nameParts.first { part in
                let p = part.trimmed
                return !p.isEmpty && p != hint && p != value
            }
        case .ios:
            let label = (node.accessibilityLabel ?? own.accessibilityLabel)?.nonBlank
            // A label that repeats the placeholder (SwiftUI `TextField("Email", text:)`) is a name
            // that stays after typing; only the visible words go. Whether another visible label
            // stays (a StaticText above) the dump cannot tell: review.
            if let label, label.trimmed == hint {
                return [.review(["placeholder": hint, "reason": "the label repeats the placeholder: check that a visible label stays while typing"])]
            }
            realName = label
        }
        if realName != nil { return [.pass] }
        if hintMayBeLabel.contains(facts.platform.rawValue) {
            return [.review(["placeholder": hint,
                             "reason": "the dump cannot tell a floating label that stays visible from a placeholder that disappears"])]
        }
        return [.fail(["placeholder": hint])]
    }
}
