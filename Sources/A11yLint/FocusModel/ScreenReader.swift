import A11yLintModel

/// The screen reader whose focus is simulated.
public enum ScreenReader: String, Sendable {
    case talkBack = "TalkBack"
    case voiceOver = "VoiceOver"

    public init(platform: Platform) {
        self = platform == .android ? .talkBack : .voiceOver
    }
}
