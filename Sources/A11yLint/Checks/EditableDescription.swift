import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// input.no-content-description: an editable text field carries no content description. After
/// ATF's EditableContentDescCheck (google/Accessibility-Test-Framework-for-Android,
/// checks/EditableContentDescCheck.java): a view important for accessibility that is editable or
/// an `EditText` (`checkInstanceOf(EDIT_TEXT_CLASS_NAME)`) with a non-empty content description is
/// an ERROR; a screen reader reads the description in place of what is typed in the field. Its
/// name belongs in a hint or a label (`labelFor`, a Compose `label`).
///
/// A dump records the class name, not the class's ancestry: the editable classes are the pack's
/// `classes` option (a class matches by its last component, so `TextInputEditText` and
/// `AppCompatEditText` match `…EditText`). Compose text fields (`EditableText` in semantics,
/// `android.widget.EditText` through uiautomator) are EditTexts.
///
/// Judged from what the dump shows: with text in the field (not the hint shown as text), the
/// description hides it now — a failure, unless the description repeats that text. An empty field
/// is reviewed: whether the description still stands once something is typed is the app's to
/// decide at run time (an app may change it with the text), which no single dump shows.
package struct EditableDescription: Check {
    public static let id = "editableDescription"
    public static let optionKeys = ["classes"]
    let classes: [String]

    public init(options: [String: CheckOption]) throws { classes = options["classes"]?.list ?? ["EditText"] }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard facts.platform == .android else { return [.notApplicable("ATF's check is Android's: iOS has no content description beside a field's label")] }
        let tree = facts.tree, i = control.node
        guard isEditable(tree[i]) else { return [.notApplicable("it is not an editable text field")] }
        switch facts.model.hiddenReason(of: i) {
        case .notImportant?, .hiddenAncestor?: return [.notApplicable("it is not important for accessibility (ATF: not run)")]
        default: break
        }
        guard let description = tree[i].contentDescription?.nonBlank else { return [.pass] }
        var text = tree[i].text?.nonBlank
        if let t = text, t == tree[i].hintText?.nonBlank { text = nil }
        guard let text else {
            return [.review(["description": description, "what": "the text typed in it",
                             "reason": "the field is empty: whether the description replaces what a person types is decided when text is entered, which this dump does not show"])]
        }
        // A description that repeats the entered text hides nothing of it.
        if description.localizedCaseInsensitiveContains(text) { return [.pass] }
        return [.fail(["description": description, "what": "its text '\(text)'"])]
    }

    func isEditable(_ node: borrowing Node) -> Bool {
        guard let cls = node.className else { return false }
        let last = cls.split(separator: ".").last.map(String.init) ?? cls
        return classes.contains { last == $0 || last.hasSuffix($0) }
    }
}
