import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.not-placeholder: the only name is hint or placeholder text.
package struct NameNotPlaceholder: Check {
    public static let id = "nameNotPlaceholder"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let node = facts.tree[stop], own = facts.tree[control.node]
        let placeholder = (own.hintText ?? own.placeholder ?? node.hintText ?? node.placeholder)?.nonBlank
        guard let placeholder else { return [.notApplicable("it has no placeholder or hint")] }
        let realName: String?
        switch facts.platform {
        case .android:
            let spoken = facts.spoken(stop: stop)
            realName = spoken.nameList.first { $0 != placeholder }
        case .ios:
            realName = node.accessibilityLabel?.nonBlank.flatMap { $0 == placeholder ? nil : $0 }
        }
        return realName == nil ? [.fail(["placeholder": placeholder])] : [.pass]
    }
}
