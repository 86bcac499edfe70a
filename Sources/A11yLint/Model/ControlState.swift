/// The state a node's dump records, decided in one place: the speech model (what TalkBack says
/// of a checkable node), the checks (is a radio button selected) and the pair judges (did double
/// tap toggle it) all read it here, so "is it on?" has one answer per node.
package struct ControlState: Sendable, Equatable {
    /// On, off or mixed, as a toggle or a checkable node records it.
    package enum Checked: Sendable, Equatable { case on, off, mixed }
    /// Expanded or collapsed, as the actions a node offers say it (`androidExpansion`).
    package enum Expansion: Sendable, Equatable { case expanded, collapsed }

    /// Android: Compose's `ToggleableState`, else `checked` of a checkable node (what API 30+
    /// turns into the state description). iOS: a value that is a state word ("1", "Off").
    package var checked: Checked?
    /// Android `selected`; iOS the selected trait (listed, or `isSelected`).
    var selected: Bool?
    /// Android `checked` as the dump gives it, checkable or not.
    var recordedChecked: Bool?
    let platform: Platform

    /// iOS values that say on or off: UISwitch's "1"/"0", and the words apps and WebDriverAgent
    /// write (`accessibilityValue = "Selected"`). Matched after trimming and lower-casing.
    static let iosOnValues: Set<String> = ["1", "on", "true", "selected", "checked"]
    static let iosOffValues: Set<String> = ["0", "off", "false", "unselected", "unchecked", "not checked", "not selected"]

    /// The node's state. Takes the node borrowed: this runs for every spoken node.
    package init(of node: borrowing Node, platform: Platform) {
        self.platform = platform
        switch platform {
        case .android:
            checked = Self.androidChecked(node)
            selected = node.selected
            recordedChecked = node.checked
        case .ios:
            if let value = node.accessibilityValue?.trimmed.lowercased(), !value.isEmpty {
                checked = Self.iosOnValues.contains(value) ? .on : Self.iosOffValues.contains(value) ? .off : nil
            }
            selected = node.accessibilityTraits?.contains(.selected) == true || node.selected == true ? true : node.selected
        }
    }

    /// Android's checked state: `toggleableState` wins (Compose's tri-state), then `checked` of a
    /// checkable node.
    package static func androidChecked(_ node: borrowing Node) -> Checked? {
        if let toggle = node.toggleableState {
            switch toggle {
            case .on: return .on
            case .off: return .off
            case .indeterminate: return .mixed
            }
        }
        if node.checkable == true, let checked = node.checked { return checked ? .on : .off }
        return nil
    }

    /// Whether the node is on, checked or selected; nil when the dump does not say (or says mixed).
    /// Android: the checked state wins over `selected`; iOS: the selected trait wins over the value.
    package var isOn: Bool? {
        switch platform {
        case .android:
            if let checked { return checked == .mixed ? nil : checked == .on }
            if selected == true { return true }
            return recordedChecked ?? selected
        case .ios:
            if selected == true { return true }
            if let checked { return checked == .mixed ? nil : checked == .on }
            return selected
        }
    }

    /// A value a node exposes beside its name: what a slider, stepper or progress bar is at.
    package enum Value: Sendable, Equatable {
        /// Words: iOS `accessibilityValue`, Android `stateDescription`.
        case words(String)
        /// Android `RangeInfo` (Compose `ProgressBarRangeInfo`), which TalkBack says as a percentage.
        case range(RangeInfo)

        /// The words, or the range's current value: what changes when the value does.
        package var shown: String {
            switch self {
            case let .words(text): return text
            case let .range(range): return range.percent.map { "\($0)%" } ?? "\(range.current)"
            }
        }
    }

    /// The node's value, decided here for speech, checks and pairs alike. iOS: `accessibilityValue`
    /// (VoiceOver says it after the label; AccessibilitySnapshot `UIAccessibility+SnapshotAdditions`).
    /// Android: the state description, which TalkBack says instead of the range, else the
    /// `RangeInfo` (google/talkback `SeekBarDescription.stateDescription` / `seekBarPercentText`).
    /// nil: the dump records none. Words are trimmed; blank words are none.
    package static func value(of node: borrowing Node, platform: Platform) -> Value? {
        switch platform {
        case .ios:
            return node.accessibilityValue?.nonBlank.map { .words($0) }
        case .android:
            if let words = node.stateDescription?.nonBlank { return .words(words) }
            return node.rangeInfo.map { .range($0) }
        }
    }

    /// Android: a node offering ACTION_EXPAND is collapsed, one offering ACTION_COLLAPSE expanded,
    /// as uiautomator/Appium (`ACTION_EXPAND`, id 262144), Compose (`Expand`) and native dumps name
    /// the actions (TalkBack's compositor `description_for_tree_status` says so). nil: neither.
    package static func androidExpansion(_ node: borrowing Node) -> Expansion? {
        guard let actions = node.actions, !actions.isEmpty else { return nil }
        func offers(_ name: String, _ id: String) -> Bool {
            actions.contains { $0.caseInsensitiveCompare(name) == .orderedSame || $0.caseInsensitiveCompare("ACTION_" + name) == .orderedSame || $0 == id }
        }
        if offers("expand", "262144") { return .collapsed }
        if offers("collapse", "524288") { return .expanded }
        return nil
    }
}
