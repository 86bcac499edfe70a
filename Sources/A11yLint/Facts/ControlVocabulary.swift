import A11yLintModel
import A11yLintFocusModel

/// What the packs tell the focus model, checks and reports about their controls, so no control is
/// named in Swift (built from the packs by `init(packs:)` in Rules/): the roles developers append to labels, the values that are a state, the
/// containers that group controls, and how reports name each control.
public struct ControlVocabulary: Sendable {
    /// Per control kind, lower-cased texts that are the control's own state word (`stateTexts`).
    package var stateTexts: [String: Set<String>] = [:]
    /// What the screen reader simulation needs: the words after a label's last comma heard as the
    /// role (every pack's label suffixes, and VoiceOver's own "Button"), and the iOS values that say
    /// a checked-style state (every pack's `buttonValues`).
    public var speech = SpeechVocabulary()
    /// Last class-name components of containers that group controls for the screen reader (`groupClasses`).
    package var groupClasses: Set<Substring> = []
    /// Per control kind, its name in a sentence ("switch"): the pack's `noun`, else its title lower-cased.
    package var nouns: [String: String] = [:]
    /// The titles of the packs that recognise controls by what they are (not the fallback), in pack order.
    public var titles: [String] = []

    package init() {}

    /// "no radio buttons or toggle switches found", from the titles; past a handful of packs, a
    /// sentence listing thirty controls says less than their number.
    public var noControlsFound: String {
        if titles.count > Self.listedTitles { return "no control of the \(titles.count) packs found (a11ylint rules lists them)" }
        let plural = titles.map { title -> String in
            let t = title.lowercased()
            return t.hasSuffix("s") || t.hasSuffix("x") || t.hasSuffix("ch") || t.hasSuffix("sh") ? t + "es" : t + "s"
        }
        let list = plural.count > 1 ? plural.dropLast().joined(separator: ", ") + " or " + plural.last! : plural.first ?? "controls"
        return "no \(list) found"
    }

    static let listedTitles = 5
}
