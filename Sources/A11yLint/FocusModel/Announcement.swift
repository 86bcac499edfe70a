/// One focus stop as the screen reader announces it, in swipe order. Stable across runs: fit for
/// snapshot tests (`tree.announcements()`).
public struct Announcement: Sendable, Equatable, CustomStringConvertible {
    /// 1-based place in the swipe order.
    public var position: Int
    /// The node that takes focus.
    public var node: Int
    public var screenReader: ScreenReader
    /// The whole utterance, e.g. "On, Wi-Fi, Switch, Double tap to toggle".
    public var text: String
    public var name: String
    public var roles: [String]
    public var states: [String]
    public var hint: String?
    /// "2 of 5" and "in list, 5 items", when the dump carries collection facts.
    public var collectionPosition: String?
    public var collectionEntry: String?
    public var disabled: Bool
    public var selected: Bool

    public var description: String { "\(position). \(text)" }

    init(position: Int, screenReader: ScreenReader, spoken: SpokenStop) {
        self.position = position
        self.node = spoken.node
        self.screenReader = screenReader
        text = spoken.text
        name = spoken.name
        roles = spoken.roles
        states = spoken.states
        hint = spoken.hint
        collectionPosition = spoken.position
        collectionEntry = spoken.collection
        disabled = spoken.disabled
        selected = spoken.selected
    }
}

extension AccessibilityTree {
    /// What the platform's screen reader says at each focus stop, in swipe order. TalkBack reads
    /// Android trees and VoiceOver iOS trees; asking for the other platform's reader gives [].
    public func announcements(for screenReader: ScreenReader? = nil) -> [Announcement] {
        let reader = screenReader ?? ScreenReader(platform: platform)
        guard reader == ScreenReader(platform: platform) else { return [] }
        return announcements(using: FocusModel(tree: self))
    }

    func announcements(using model: FocusModel) -> [Announcement] {
        let reader = model.screenReader
        let describer = StopDescriber(tree: self, model: model)
        return model.stops.enumerated().map { i, stop in
            Announcement(position: i + 1, screenReader: reader, spoken: describer.describe(stop: stop))
        }
    }

    /// The announcements as text, one numbered line per stop.
    public func announcementText(for screenReader: ScreenReader? = nil) -> String {
        announcements(for: screenReader).map { "\($0)\n" }.joined()
    }
}
