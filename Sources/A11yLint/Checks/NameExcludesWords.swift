import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// switch.name-no-role: the name does not repeat the role the screen reader already says.
package struct NameExcludesWords: Check {
    public static let id = "nameExcludesWords"
    public static let optionKeys = ["words"]
    let words: [String]
    public init(options: [String: CheckOption]) throws { words = options["words"]?.list.map { $0.lowercased() } ?? [] }
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        // Every name TalkBack speaks for the control: the stop's own (first) name, and the
        // control's own content description when the stop reads it among its merged children
        // (a Switch with contentDescription "Wi-Fi switch" inside a row titled "Wi-Fi"). A row
        // whose content description hides the control speaks that description instead
        // (TreeNodesDescription; see DescriptionHidesControl). Visible text of other children
        // is not checked: "Power button ends call" is a description, not the control's name.
        var names: [String] = []
        if let spoken = facts.spoken(control) {
            if let own = spoken.nameList.first { names.append(own) }
            if facts.platform == .android, let d = facts.tree[control.node].contentDescription?.nonBlank, !names.contains(d) { names.append(d) }
        } else if let cover = DescriptionHidesControl.coveringStop(of: control.node, in: facts) {
            names.append(cover.description)
        }
        guard !names.isEmpty else { return [.notApplicable("it has no name")] }
        // A role word added to a name stands at its start or end ("Wi-Fi switch", "Toggle dark
        // mode"); inside a label it is part of what the setting is about ("Power button ends call").
        for name in names {
            // The last word is asked first, then the first (the list of every word is not made).
            guard let (first, last) = Words.edges(name) else { continue }
            if let word = words.contains(last) ? last : words.contains(first) ? first : nil {
                return [.fail(["name": name, "word": word])]
            }
        }
        return [.pass]
    }
}
