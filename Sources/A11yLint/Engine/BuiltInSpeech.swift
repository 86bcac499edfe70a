import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// The screen reader simulation with the built-in packs' words: FocusModel cannot read the packs,
/// so the public conveniences that use them live here.
extension AccessibilityTree {
    /// What the platform's own screen reader says at each focus stop, in swipe order: TalkBack
    /// for Android trees, VoiceOver for iOS trees.
    public func announcements() -> [Announcement] {
        announcements(using: FocusModel(tree: self), vocabulary: ControlVocabulary.builtIn.speech)
    }

    /// The same, naming the reader. Asking VoiceOver about an Android tree (or TalkBack about an
    /// iOS one) is an error: an empty list would read as "nothing focusable".
    public func announcements(for screenReader: ScreenReader) throws(WrongScreenReader) -> [Announcement] {
        guard screenReader == ScreenReader(platform: platform) else { throw WrongScreenReader(asked: screenReader, platform: platform) }
        return announcements()
    }

    /// The announcements as text, one numbered line per stop.
    public func announcementText() -> String {
        announcements().map { "\($0)\n" }.joined()
    }

    public func announcementText(for screenReader: ScreenReader) throws(WrongScreenReader) -> String {
        try announcements(for: screenReader).map { "\($0)\n" }.joined()
    }
}

extension StopDescriber {
    /// A describer with the built-in packs' words.
    public init(tree: AccessibilityTree, model: FocusModel) {
        self.init(tree: tree, model: model, vocabulary: ControlVocabulary.builtIn.speech)
    }
}
