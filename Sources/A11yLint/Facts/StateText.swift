import A11yLintModel
import A11yLintFocusModel

/// A control whose only text is its own state word ("ON", "Włączono") has no name.
///
/// android.widget.Switch copies textOn/textOff into its node's text when the text is empty
/// (`Switch.onInitializeAccessibilityNodeInfoInternal`), so TalkBack says "On, Włączono, Switch":
/// the word is heard, but it names nothing. The words come from the pack (`stateTexts`), not Swift.
/// Only the name the checks see changes; the announcement stays what the screen reader says.
enum StateText {
    static func demote(in spoken: inout SpokenStopDraft, controls: [Control], from first: Int, next: [Int32], words: [String: Set<String>],
                       tree: AccessibilityTree) {
        var c = first
        while c >= 0 {
            defer { c = Int(next[c]) }
            guard let kindWords = words[controls[c].kind], let word = stateWord(of: controls[c].node, words: kindWords, in: tree),
                  let i = spoken.nameParts.firstIndex(of: word) else { continue }
            spoken.nameParts.remove(at: i)
            spoken.states.append(word)
        }
    }

    /// The node's text, when it is one of `words` and no content description replaces it.
    static func stateWord(of node: Int, words: Set<String>, in tree: AccessibilityTree) -> String? {
        let n = tree[node]
        guard n.contentDescription?.nonBlank == nil, let text = n.text?.nonBlank, words.contains(text.lowercased()) else { return nil }
        return text
    }
}
