import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// Text from a dump shown on a terminal: control characters (an ESC sequence in a label could
/// recolour, move the cursor or retitle the terminal; a carriage return could hide a line) are
/// shown as visible escapes instead of being sent.
enum TerminalText {
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else { out.append(scalar); continue }
            let visible: String
            switch scalar {
            case "\n": visible = "\\n"
            case "\r": visible = "\\r"
            case "\t": visible = "\\t"
            default: visible = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            out.append(contentsOf: visible.unicodeScalars)
        }
        return String(out)
    }

    /// C0 and C1 controls and DEL, plus the bidirectional overrides that reorder what is shown.
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F ... 0x9F).contains(s.value) || (0x202A ... 0x202E).contains(s.value) || (0x2066 ... 0x2069).contains(s.value)
    }
}
