import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

/// `String.trimmed` is on every name's path: whitespace at either end goes, whatever its kind, and
/// nothing inside is touched.
@Suite struct TrimmedTests {
    @Test(arguments: [
        ("Wi-Fi", "Wi-Fi"), ("  Wi-Fi\n", "Wi-Fi"), ("\t\r\nA b\u{2028}", "A b"), ("\u{00A0}Save\u{00A0}", "Save"),
        ("\u{3000}保存", "保存"), ("   ", ""), ("", ""), (" 👍🏽 ", "👍🏽"), ("a\u{0085}", "a"), ("e\u{301} ", "e\u{301}"),
    ])
    func trims(_ input: String, _ expected: String) {
        #expect(input.trimmed == expected)
        #expect(input.trimmed.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test func blankIsNil() {
        #expect(" \n ".nonBlank == nil)
        #expect(" x ".nonBlank == "x")
    }
}
