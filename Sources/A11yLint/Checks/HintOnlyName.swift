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
///
/// Option `floatingLabelFrames` ("FrameLayout/LinearLayout": the field's parent and grandparent, as
/// Material's TextInputLayout, a LinearLayout, holds its EditText in an input FrameLayout) and
/// `floatingLabelParts` (ids of the parts a TextInputLayout adds beside the field) say where an
/// Android hint may be a floating label. Elsewhere an EditText whose text is its hint
/// (`TextView.getTextForAccessibility` gives the hint while the box is empty) with no visible text
/// beside it is named by a placeholder only: a failure, not a review (issue 19, point 3).
/// A Compose text field in a uiautomator dump shows its label or placeholder as a child text: a
/// focused, empty field whose only text sits in the input line is named by its placeholder, since
/// Material 3's label floats to the top while the field is focused and the placeholder shows only
/// then or when there is no label (androidx compose material3 TextFieldImpl.kt, `showPlaceholder`);
/// unfocused, the label at rest sits where a placeholder would: review.
package struct HintOnlyName: Check {
    public static let id = "hintOnlyName"
    public static let optionKeys = ["hintMayBeLabel", "floatingLabelFrames", "floatingLabelParts"]
    let hintMayBeLabel: [String]
    /// (parent, grandparent) class last components where a floating label may hold the field.
    let floatingLabelFrames: [(Substring, Substring)]
    let floatingLabelParts: Set<String>
    public init(options: [String: CheckOption]) throws {
        hintMayBeLabel = options["hintMayBeLabel"]?.list.map { $0.lowercased() } ?? []
        floatingLabelFrames = (options["floatingLabelFrames"]?.list ?? []).compactMap { pair in
            let parts = pair.split(separator: "/")
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        floatingLabelParts = Set(options["floatingLabelParts"]?.list ?? [])
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let node = facts.tree[stop], own = facts.tree[control.node]
        var decoration: (text: String, placeholder: Bool)?
        if (own.hintText ?? own.placeholder ?? node.hintText ?? node.placeholder)?.nonBlank == nil, facts.platform == .android, !floatingLabelFrames.isEmpty {
            decoration = composeDecorationText(stop, facts: facts)
        }
        guard let hint = (own.hintText ?? own.placeholder ?? node.hintText ?? node.placeholder)?.nonBlank?.trimmed ?? decoration?.text else { return [.notApplicable("it has no placeholder or hint")] }
        let realName: String?
        switch facts.platform {
        case .android:
            // The field's text is its value, or the hint itself while the hint shows (uiautomator
            // dumps without `showing-hint` repeat it as text).
            let value = own.text?.trimmed
            realName = facts.spoken(stop: stop).nameList.first { part in
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
        if facts.platform == .android, !floatingLabelFrames.isEmpty, !facts.visibleTextBeside(stop: stop) {
            if let decoration, decoration.placeholder { return [.fail(["placeholder": hint])] }
            if decoration == nil, own.text?.trimmed == hint, !mayHoldFloatingLabel(control.node, facts: facts) { return [.fail(["placeholder": hint])] }
        }
        if hintMayBeLabel.contains(facts.platform.rawValue) || decoration != nil {
            return [.review(["placeholder": hint,
                             "reason": "the dump cannot tell a floating label that stays visible from a placeholder that disappears"])]
        }
        return [.fail(["placeholder": hint])]
    }

    /// Whether the field sits where a floating label may hold it: its parent and grandparent are a
    /// `floatingLabelFrames` pair, or the grandparent holds one of the `floatingLabelParts`.
    func mayHoldFloatingLabel(_ field: Int, facts: ScreenFacts) -> Bool {
        let tree = facts.tree
        guard let parent = tree.parent(of: field), let grandparent = tree.parent(of: parent) else { return false }
        let p = tree[parent].className.map(ClassName.lastComponent) ?? "", g = tree[grandparent].className.map(ClassName.lastComponent) ?? ""
        if floatingLabelFrames.contains(where: { $0.0 == p && $0.1 == g }) { return true }
        guard !floatingLabelParts.isEmpty else { return false }
        return tree.descendants(of: grandparent).contains { d in
            tree[d].resourceId.flatMap { $0.split(separator: "/").last }.map { floatingLabelParts.contains(String($0)) } ?? false
        }
    }

    /// A Compose text field (an empty edit box with no text, hint or description of its own) read
    /// with one child text inside its frame: its label or its placeholder. A placeholder when the
    /// field is focused and the text sits in the input line (its middle below the field's top
    /// third): a label would have floated to the top.
    func composeDecorationText(_ stop: Int, facts: ScreenFacts) -> (text: String, placeholder: Bool)? {
        let tree = facts.tree, field = tree[stop]
        guard AndroidRole.of(field) == .editText, field.text?.nonBlank == nil, field.contentDescription?.nonBlank == nil,
              let frame = field.frame, frame.height > 0 else { return nil }
        var found: (String, Rect)?
        for d in tree.descendants(of: stop) where d != stop && facts.model.speaker(of: d) == stop {
            guard let text = (tree[d].contentDescription?.nonBlank ?? tree[d].text?.nonBlank)?.trimmed else { continue }
            if found != nil { return nil }
            guard let f = tree[d].frame else { return nil }
            found = (text, f)
        }
        guard let (text, f) = found else { return nil }
        let inInputLine = f.y + f.height / 2 > frame.y + frame.height / 3
        return (text, field.focused == true && inInputLine)
    }
}
