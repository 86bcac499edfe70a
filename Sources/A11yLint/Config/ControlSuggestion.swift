import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// "Did you mean" for a control name: packs are named `toggle-switch`, people type `switch` or
/// `swich`, so each word of a name is a candidate too, standing for every pack it names.
public struct ControlSuggestion: Sendable {
    public let controls: [String]

    public init(controls: [String]) { self.controls = controls }

    /// " (did you mean 'toggle-switch'?)", or "" when nothing is close.
    public func hint(for typed: String) -> String {
        let suggested = suggestions(for: typed)
        guard !suggested.isEmpty else { return "" }
        let quoted = suggested.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return " (did you mean \(list)?)"
    }

    public func suggestions(for typed: String) -> [String] {
        let key = typed.lowercased()
        var byWord: [String: [String]] = [:]
        for control in controls {
            for word in control.split(separator: "-").map(String.init) where word.count > 2 { byWord[word, default: []].append(control) }
        }
        // A whole word of a name, however short ("menu"), then a name or word within an edit or two.
        if let exact = byWord[key] { return exact }
        guard let near = DidYouMean.closest(to: key, among: controls + byWord.keys) else { return [] }
        return controls.contains(near) ? [near] : byWord[near] ?? []
    }
}
