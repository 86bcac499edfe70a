import Testing
@testable import A11yLint

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
