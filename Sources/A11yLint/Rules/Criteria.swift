/// The criterion ids of criteria.md, with how each can be decided. Findings cite these.
public enum Criteria {
    public enum How: String, Sendable { case dump, pair, manual }

    public struct Criterion: Sendable {
        public let id: String
        public let how: How
        public let summary: String
    }

    public static let all: [Criterion] = [
        .init(id: "name.present", how: .dump, summary: "The control has a programmatic name that describes its purpose."),
        .init(id: "name.matches-label", how: .dump, summary: "When a visible text label exists, the programmatic name matches it."),
        .init(id: "name.not-placeholder", how: .dump, summary: "Placeholder / hint text is not the programmatic name."),
        .init(id: "name.no-duplicate", how: .dump, summary: "A visible label that duplicates the control's name is hidden from the screen reader."),
        .init(id: "role.exposed", how: .dump, summary: "The control identifies its role."),
        .init(id: "role.native", how: .dump, summary: "A native element is used rather than a custom one (advisory)."),
        .init(id: "group.single-swipe", how: .dump, summary: "Label, role and state are announced in one focus stop."),
        .init(id: "group.reading-order", how: .dump, summary: "Reading order inside a group is logical: label then data."),
        .init(id: "state.exposed", how: .dump, summary: "The current state is exposed."),
        .init(id: "state.disabled", how: .dump, summary: "A disabled control is exposed as disabled."),
        .init(id: "focus.reachable", how: .dump, summary: "Screen reader focus can reach the control, which has a real on-screen frame."),
        .init(id: "focus.keyboard", how: .dump, summary: "External keyboard focus reaches the control; the focus indicator is visible (manual)."),
        .init(id: "focus.order", how: .dump, summary: "Focus order is logical; explicit overrides do not jump backwards or loop."),
        .init(id: "focus.modal", how: .dump, summary: "While a modal is shown, focus is contained in it."),
        .init(id: "focus.return", how: .pair, summary: "When a menu, picker or modal closes, focus returns to the element that opened it."),
        .init(id: "focus.initial", how: .manual, summary: "Initial focus on a screen lands in a logical place."),
        .init(id: "focus.after-navigation", how: .manual, summary: "After bottom navigation, focus on the next screen goes to the right place."),
        .init(id: "keyboard.space", how: .manual, summary: "Space activates the control on iOS and Android."),
        .init(id: "keyboard.enter", how: .manual, summary: "Enter activates the control on Android."),
        .init(id: "mobile.swipe", how: .dump, summary: "Swiping to the control moves focus to it and it expresses name, role and state."),
        .init(id: "mobile.doubletap", how: .pair, summary: "Double tap toggles the state."),
        .init(id: "settings.text-resize", how: .pair, summary: "Text can be resized up to 200% without losing information."),
        .init(id: "radio.role", how: .dump, summary: "iOS: identifies as a button; Android: identifies as a radio button."),
        .init(id: "radio.state", how: .dump, summary: "Selected / checked / not checked is exposed."),
        .init(id: "radio.exclusive", how: .dump, summary: "At most one radio button of a group is selected."),
        .init(id: "radio.group", how: .dump, summary: "Radio buttons that belong together are in a group."),
        .init(id: "radio.choice", how: .dump, summary: "Radio buttons offer a choice from a list: a lone radio button is flagged."),
        .init(id: "radio.no-context-change", how: .pair, summary: "Selecting a radio button changes only its state."),
        .init(id: "switch.role", how: .dump, summary: "iOS: identifies as a switch button; Android: identifies as a switch."),
        .init(id: "switch.state", how: .dump, summary: "Exactly two states, on and off, are exposed."),
        .init(id: "switch.name-no-role", how: .dump, summary: "The name does not contain \"switch\" or \"button\"."),
        .init(id: "switch.row-focus", how: .dump, summary: "A table row whose only interactive element is the switch takes focus as a whole."),
        .init(id: "checkbox.role", how: .dump, summary: "Android: identifies as a check box; iOS: as a button, or \", checkbox\" appended to the name."),
        .init(id: "checkbox.state", how: .dump, summary: "Checked / not checked (or mixed) is exposed."),
        .init(id: "checkbox.no-context-change", how: .pair, summary: "Checking a checkbox changes only its state; it does not navigate away."),
    ]

    static let byID: [String: Criterion] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func isKnown(_ id: String) -> Bool { byID[id] != nil }
    public static func criterion(_ id: String) -> Criterion? { byID[id] }
}
