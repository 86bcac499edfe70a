import Foundation

/// Words for comparing names with labels: lower-cased, split on anything not a letter or digit.
enum Words {
    static let stateWords: Set<String> = ["on", "off", "checked", "unchecked", "not", "selected", "unselected", "enabled", "disabled"]

    static func of(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The primary part of a label: up to the first comma or line break ("Bluetooth, On" → "Bluetooth").
    static func primary(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "·" }).first.map(String.init)?.trimmed ?? text
    }

    /// Whether every meaningful word of `label` appears in `name`.
    static func contains(name: String, label: String) -> Bool {
        let nameWords = Set(of(name))
        let labelWords = of(primary(label)).filter { !stateWords.contains($0) }
        if labelWords.isEmpty { return true }
        if labelWords.allSatisfy(nameWords.contains) { return true }
        // Scripts without spaces (Chinese, Japanese): compare as text.
        return name.lowercased().contains(primary(label).lowercased())
    }
}
