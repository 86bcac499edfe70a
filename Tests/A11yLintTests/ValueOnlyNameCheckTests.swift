import Foundation
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

/// `valueOnlyName`: an Android edit box that says only its own text is for review; a label, a
/// description, a hint or a grouped row names it; iOS is left to `namePresent`.
@Suite struct ValueOnlyNameCheckTests {
    func findings(_ json: String) throws -> [Finding] {
        let yaml = """
        control: field
        recognise:
          android: { classes: [android.widget.EditText] }
          ios: { elementTypes: [TextField] }
        rules:
          - id: r
            criteria: [name.present]
            check: valueOnlyName
            message: "only “${value}”"
        """
        return try lint(json, withPack: yaml, source: "value.yml").filter { $0.rule == "r" }
    }

    static func field(_ extra: String) -> String {
        #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"365",\#(extra)"clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#
    }

    @Test func aFieldThatSaysOnlyItsValueIsForReview() throws {
        let hits = try findings(Self.field(""))
        #expect(hits.map(\.status) == [.review] && hits.first?.message.contains("only “365”") == true, "\(hits.map(\.message))")
    }

    @Test func aDescriptionOrHintNamesIt() throws {
        #expect(try findings(Self.field(#""contentDescription":"Days to keep","#)).isEmpty)
        #expect(try findings(Self.field(#""hintText":"Days to keep","#)).isEmpty)
    }

    @Test func aRowThatReadsTheLabelWithTheFieldNamesIt() throws {
        let json = #"{"platform":"android","className":"android.widget.LinearLayout","id":"row","screenReaderFocusable":true,"bounds":[0,0,400,100],"children":[{"className":"android.widget.TextView","id":"l","text":"Days to keep","bounds":[0,0,200,100]},{"className":"android.widget.EditText","id":"e","text":"365","focusable":false,"bounds":[200,0,400,100]}]}"#
        #expect(try findings(json).isEmpty)
    }

    @Test func anEmptyFieldOrIOSIsNotJudged() throws {
        #expect(try findings(#"{"platform":"android","className":"android.widget.EditText","id":"e","text":"","clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#).isEmpty)
        #expect(try findings(#"{"platform":"ios","elementType":"TextField","id":"t","accessibilityValue":"365","frame":[0,0,300,44]}"#).isEmpty)
    }
}
