import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.matches-label: when a description replaces the visible text, the visible words stay in it.
package struct NameMatchesLabel: Check {
    public static let id = "nameMatchesLabel"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let node = facts.tree[stop]
        let name: String?
        switch facts.platform {
        case .android: name = node.contentDescription?.nonBlank
        case .ios: name = node.accessibilityLabel?.nonBlank
        }
        guard let name, let label = facts.visibleLabel(control), label != name else { return [.notApplicable("it has no own name, no visible label, or they are the same")] }
        return Words.contains(name: name, label: label) ? [.pass] : [.fail(["name": name, "label": Words.primary(label)])]
    }
}
