import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// `dismiss:ID`: after the menu, picker or modal closed, focus is back on the element that opened it.
/// Decided only where AFTER records the focus that matters:
/// - Android: `a11y-focused` (TalkBack's focus). Input focus (`focused`) is another thing in touch
///   mode (a text field keeps it while TalkBack moves on), so it can confirm a return but never
///   fail one.
/// - iOS: `hasFocus` / `focused`, the focus system's (keyboard) focus, the only focus a page
///   source records.
/// A dump that records neither is a review item.
struct FocusReturnJudge {
    let pair: DumpPair
    let id: String
    /// The rule and criteria the result is reported under: the shared criterion whose `pair.action`
    /// is `dismiss` (focus.return), or the pack's `dismissal:` rule when ID is such a control (a
    /// text field: focus back on it after the keyboard is dismissed).
    let rule: RulePack.Activation.PairRule
    /// The result this judge reports, a rule in the shared criterion's data.
    static let results = ["returned"]

    static func sharedRule(_ criterion: Criterion) -> RulePack.Activation.PairRule {
        .init(id: criterion.pair?.rules["returned"] ?? "\(criterion.id).returned", criteria: [criterion.id])
    }

    func judge() -> Result<[Finding], PairError> {
        let after = pair.after
        let beforeTrigger = DumpPair.find(id, in: pair.before)
        guard let trigger = DumpPair.find(id, in: after) else {
            if beforeTrigger == nil { return .failure(PairError(message: "no element with id '\(id)' in BEFORE or AFTER")) }
            return .success([Finding(rule: rule.id, criteria: rule.criteria, severity: .error, status: .fail,
                                     message: "The element that opened it is gone from AFTER, so focus cannot return to it.",
                                     before: beforeTrigger.map(pair.beforeRef), after: nil)])
        }
        let screenReaderFocus = DumpPair.screenReaderFocus(in: after)
        let recordsScreenReaderFocus = after.indices.contains { after[$0].accessibilityFocused != nil }
        let inputFocus = DumpPair.inputFocus(in: after)
        // The focused node counts as the trigger when it is the trigger, inside it, or the row holding it.
        let onTrigger = { (i: Int) in i == trigger || after.isAncestor(trigger, of: i) || after.isAncestor(i, of: trigger) }
        let focusSource: String
        let focused: [Int]
        if !screenReaderFocus.isEmpty { focused = screenReaderFocus; focusSource = "screen reader focus" }
        else if !inputFocus.isEmpty, after.platform == .ios || inputFocus.contains(where: onTrigger) {
            focused = inputFocus; focusSource = "focus"
        } else {
            let why: String
            if let elsewhere = inputFocus.first {
                why = "AFTER records only input focus, on \(Self.name(elsewhere, in: after)), which TalkBack's focus need not follow"
            } else if recordsScreenReaderFocus {
                why = "no element has screen reader focus in AFTER (was TalkBack running?)"
            } else {
                why = "AFTER does not record which element has focus"
            }
            return .success([Finding(rule: rule.id, criteria: rule.criteria, severity: .info, status: .review,
                                     message: "Check that focus returns to the element that opened it: \(why).",
                                     before: beforeTrigger.map(pair.beforeRef), after: pair.afterRef(trigger))])
        }
        if focused.contains(where: onTrigger) { return .success([]) }
        let name = Self.name(focused[0], in: after)
        return .success([Finding(rule: rule.id, criteria: rule.criteria, severity: .error, status: .fail,
                                 message: "After closing, \(focusSource) is on \(name), not on the element that opened it.",
                                 before: beforeTrigger.map(pair.beforeRef), after: pair.afterRef(trigger))])
    }

    static func name(_ i: Int, in tree: AccessibilityTree) -> String {
        DumpPair.name(tree[i]).map { "“\($0)”" } ?? DumpPair.id(of: tree[i]) ?? "node \(i)"
    }
}
