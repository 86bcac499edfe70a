import A11yLintModel

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

    /// Read from the draft a stop is said into (no stop is packed to be read once); its roles and
    /// states are taken (the draft's lists are left empty, without room to grow into anew).
    init(position: Int, screenReader: ScreenReader, taking spoken: inout SpokenStopDraft) {
        self.position = position
        self.node = spoken.node
        self.screenReader = screenReader
        text = spoken.text
        name = spoken.name
        roles = spoken.roles
        states = spoken.states
        spoken.roles = []
        spoken.states = []
        hint = spoken.hint
        collectionPosition = spoken.position
        collectionEntry = spoken.collection
        disabled = spoken.disabled
        selected = spoken.selected
    }
}

extension AccessibilityTree {
    /// What the screen reader says at each stop of `model`, with the packs' words (`vocabulary`).
    package func announcements(using model: FocusModel, vocabulary: SpeechVocabulary) -> [Announcement] {
        let reader = model.screenReader
        let describer = StopDescriber(tree: self, model: model, vocabulary: vocabulary)
        // One draft for every stop: an announcement takes its roles and states; the name parts' and
        // said words' room is kept.
        var draft = SpokenStopDraft(node: 0)
        return model.stops.enumerated().map { i, stop in
            describer.describe(stop: stop, into: &draft)
            return Announcement(position: i + 1, screenReader: reader, taking: &draft)
        }
    }
}

/// A screen reader asked about the other platform's tree.
public struct WrongScreenReader: Error, Sendable, Equatable, CustomStringConvertible {
    public var asked: ScreenReader
    public var platform: Platform

    package init(asked: ScreenReader, platform: Platform) { self.asked = asked; self.platform = platform }

    public var description: String {
        "\(asked.rawValue) does not read \(platform.displayName) trees; this tree is read by \(ScreenReader(platform: platform).rawValue)"
    }
}
