import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// The control's stop says its current value.
///
/// Android: TalkBack says a state description, else the value of the node's RangeInfo as a
/// percentage (google/talkback `SeekBarDescription.stateDescription` / `seekBarPercentText`).
/// Compose semantics text prints every `ProgressBarRangeInfo` and `StateDescription`, so a node
/// with neither says no value: a failure. uiautomator and Appium XML never record range info (and
/// most omit the state description): the value cannot be seen, a review.
/// iOS: VoiceOver says `accessibilityValue` after the label (AccessibilitySnapshot
/// `UIAccessibility+SnapshotAdditions.swift`); every iOS dump format prints the value when it has one.
package struct ValueExposed: Check {
    public static let id = "valueExposed"
    public init(options: [String: CheckOption]) throws {}

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let stop = facts.stop(of: control) else { return [.notApplicable(NotApplicable.noStop)] }
        let spoken = facts.spoken(stop: stop)
        let own = facts.tree[control.node], node = facts.tree[stop]
        switch facts.platform {
        case .ios:
            let value = (own.accessibilityValue ?? node.accessibilityValue)?.nonBlank
            return value == nil ? [.fail(["announcement": spoken.text])] : [.pass]
        case .android:
            if (own.stateDescription ?? node.stateDescription)?.nonBlank != nil || own.rangeInfo != nil || node.rangeInfo != nil { return [.pass] }
            if facts.tree.captures.contains(.rangeInfo) { return [.fail(["announcement": spoken.text])] }
            return [.review(["announcement": spoken.text,
                             "reason": "this dump format does not record range info, from which TalkBack says the value"])]
        }
    }
}
