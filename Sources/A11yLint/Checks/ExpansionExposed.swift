import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// The control's stop says whether it is expanded or collapsed.
///
/// Android: TalkBack says "Collapsed" for a node offering ACTION_EXPAND and "Expanded" for one
/// offering ACTION_COLLAPSE (google/talkback compositor `description_for_tree_status`), or the
/// state description. iOS has no expanded state: the page asks for "expanded"/"collapsed" in the
/// label, value or hint. `options.words` lists those words per platform. Where the dump records no
/// actions (uiautomator XML) and says none of the words, a person must check: a review.
package struct ExpansionExposed: Check {
    public static let id = "expansionExposed"
    public static let optionKeys = ["words"]
    let words: CheckOption

    public init(options: [String: CheckOption]) throws {
        guard let words = options["words"] else { throw CheckResolver.UnknownCheck(message: "expansionExposed needs options.words {android: […], ios: […]}") }
        self.words = words
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let spoken = facts.spoken(stop: stop)
        let expected = words.list(for: facts.platform).map { $0.lowercased() }
        let said = Words.of(spoken.text)
        if expected.contains(where: { word in Words.of(word).allSatisfy(said.contains) }) { return [.pass] }
        if facts.platform == .android, facts.tree[control.node].actions == nil, facts.tree[stop].actions == nil {
            return [.review(["announcement": spoken.text, "reason": "this dump records no accessibility actions, from which TalkBack says expanded or collapsed"])]
        }
        return [.fail(["announcement": spoken.text])]
    }
}
