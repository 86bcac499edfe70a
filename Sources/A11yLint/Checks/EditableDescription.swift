import A11yLintModel
import Foundation
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
    /// `classes` as bytes, for the byte comparison of `isEditable`.
    let classBytes: [[UInt8]]

    public init(options: [String: CheckOption]) throws {
        classes = options["classes"]?.list ?? ["EditText"]
        classBytes = classes.map { Array($0.utf8) }
    }

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

    /// Its class's last component ends with one of `classes`. Compared as bytes: it runs for every
    /// Android control, and splitting the name and `hasSuffix` (by characters) cost 15k
    /// instructions a control.
    /// Whether the class's last component ends with one of `classes`, compared as bytes (the
    /// generic suffix comparison of the UTF-8 views cost 950 instructions a control).
    func isEditable(_ node: borrowing Node) -> Bool {
        guard let cls = node.className else { return false }
        let decided: Bool?? = cls.utf8.withContiguousStorageIfAvailable { full -> Bool? in
            guard let base = full.baseAddress, let start = ClassName.asciiLastComponentStart(full) else { return nil }
            let lastCount = full.count - start
            for name in classBytes where name.count <= lastCount {
                if name.isEmpty { return true }
                if name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + full.count - name.count, name.count) }) == 0 { return true }
            }
            return false
        }
        if case let .some(.some(known)) = decided { return known }
        let last = ClassName.lastComponent(cls).utf8
        return classes.contains { $0.utf8.count <= last.count && last.suffix($0.utf8.count).elementsEqual($0.utf8) }
    }
}
