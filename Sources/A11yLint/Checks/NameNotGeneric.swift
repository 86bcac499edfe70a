import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// The name says where the control goes or what it does: a name that is only a generic phrase
/// ("Learn more", "here", "click here") tells a screen-reader user, who often lists such controls
/// out of context (VoiceOver's rotor, TalkBack's links menu), nothing about the destination. The
/// phrases come from the rule's options (one list per language in the pack); the name is compared
/// word by word, ignoring case and punctuation ("Read more…" is "read more"). A name that adds
/// context ("Learn more about accessible controls") passes.
package struct NameNotGeneric: Check {
    public static let id = "nameNotGeneric"
    public static let optionKeys = ["phrases"]
    let phrases: Set<String>
    /// Phrases with no letter or digit ("×", "✕"), compared as written: a close button named by its
    /// glyph is read as the glyph's name ("multiplication sign").
    let symbols: Set<String>
    public init(options: [String: CheckOption]) throws {
        let list = options["phrases"]?.list ?? []
        phrases = Set(list.map { Words.of($0).joined(separator: " ") }.filter { !$0.isEmpty })
        symbols = Set(list.map(\.trimmed).filter { !$0.isEmpty && Words.of($0).isEmpty })
        guard !phrases.isEmpty || !symbols.isEmpty else {
            throw CheckResolver.UnknownCheck(message: "nameNotGeneric needs options.phrases: [generic phrases, e.g. “learn more”]")
        }
    }
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control), let name = spoken.nameList.first?.trimmed, !name.isEmpty else { return [.notApplicable("it has no name")] }
        // A stop that reads more than the control's own words (a paragraph around an inline
        // link) gives the context itself.
        if spoken.nameList.count > 1 { return [.pass] }
        if symbols.contains(name) { return [.fail(["name": name])] }
        let words = Words.spaced(name)
        guard !words.isEmpty else { return [.notApplicable("its name has no words")] }
        return phrases.contains(words) ? [.fail(["name": name])] : [.pass]
    }
}
