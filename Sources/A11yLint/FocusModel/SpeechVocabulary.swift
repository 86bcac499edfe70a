import A11yLintModel

/// What the rule packs add to the screen reader simulation: the few words a control's pack names
/// that change what a stop is heard to say. FocusModel reads no pack (the packs' room uses this
/// one): Rules' `ControlVocabulary.speech` makes one from the packs, and whoever asks for the
/// stops' words (the engine, `announce`) passes it.
public struct SpeechVocabulary: Sendable, Equatable {
    /// The words after a label's last comma that VoiceOver users hear as the role (", Radio button"),
    /// keyed by `suffixKey`: a role appended to the label by hand counts as spoken.
    public var labelRoles: Set<String>
    /// Lower-cased iOS values that say a checked-style state ("Selected", "Off"): a custom control
    /// with such a value exposes its state.
    public var stateValues: Set<String>

    /// No pack's words: only the screen reader's own.
    public init(labelRoles: Set<String> = [], stateValues: Set<String> = []) {
        self.labelRoles = labelRoles
        self.stateValues = stateValues
    }

    /// The words after a label's last comma, trimmed and lower-cased: the role a developer appended.
    package static func suffixKey(_ text: some StringProtocol) -> String {
        let tail = text.lastIndex(of: ",").map { text[text.index(after: $0)...] } ?? text[...]
        return String(tail).trimmed.lowercased()
    }
}
