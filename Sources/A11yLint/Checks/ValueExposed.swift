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
        // The value from the one state model (`ControlState.value`), on the control or its stop.
        let platform = facts.platform
        if ControlState.value(of: facts.tree[control.node], platform: platform) != nil
            || ControlState.value(of: facts.tree[stop], platform: platform) != nil { return [.pass] }
        switch platform {
        case .ios:
            return [.fail(["announcement": spoken.text])]
        case .android:
            if facts.tree.captures.contains(.rangeInfo) { return [.fail(["announcement": spoken.text])] }
            return [.review(["announcement": spoken.text,
                             "reason": "this dump format does not record range info, from which TalkBack says the value"])]
        }
    }
}
