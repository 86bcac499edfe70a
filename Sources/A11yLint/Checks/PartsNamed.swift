import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// The actionable parts inside a control each say what they do and, with `context: true`, what they
/// act on: a control made of buttons (two that step a value, say) is only usable when each button's
/// name says its direction ("Increase") and the thing it changes ("Increase quantity"), or the
/// control's own label supplies that thing. Option `words`: the words a part's name must contain
/// one of (the pack's vocabulary; none is named here).
///
/// Parts are the focus stops inside the control's subtree that act (Android clickable or
/// focusable, an iOS button trait): one walk over the subtree, no search of the whole screen.
package struct PartsNamed: Check {
    public static let id = "partsNamed"
    public static let optionKeys = ["words", "context"]
    let words: Set<String>
    let needsContext: Bool
    public init(options: [String: CheckOption]) throws {
        words = Set(options["words"]?.list.map { $0.lowercased() } ?? [])
        guard !words.isEmpty else { throw CheckResolver.UnknownCheck(message: "partsNamed needs options.words: [the words a part's name must contain one of]") }
        needsContext = options["context"] == .string("true")
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let tree = facts.tree, owner = control.node
        var outcomes: [CheckOutcome] = []
        // What the control's own label says: VoiceOver and TalkBack may read it with each part.
        let controlName = [tree[owner].accessibilityLabel, tree[owner].contentDescription, tree[owner].text]
            .compactMap { $0?.nonBlank }.first
        for part in tree.descendants(of: owner) where facts.model.speaker(of: part) == part && acts(tree[part], platform: facts.platform) {
            let name = facts.spoken(stop: part).name.trimmed
            if name.isEmpty {
                outcomes.append(.fail(["part": "a button with no name", "reason": "it has no name"], node: part))
                continue
            }
            let said = Words.of(name)
            guard said.contains(where: words.contains) else {
                outcomes.append(.fail(["part": name, "reason": "it does not say which way it changes the value"], node: part))
                continue
            }
            if needsContext, controlName == nil, said.allSatisfy(words.contains) {
                outcomes.append(.fail(["part": name, "reason": "it does not say what it changes"], node: part))
                continue
            }
            outcomes.append(.pass)
        }
        return outcomes.isEmpty ? [.notApplicable("it has no parts the user activates")] : outcomes
    }

    /// A part the user activates: clickable on Android, a button on iOS.
    func acts(_ node: Node, platform: Platform) -> Bool {
        switch platform {
        case .android: return FocusModel.clickable(node)
        case .ios: return StopDescriber.traits(of: node).contains(.button)
        }
    }
}
