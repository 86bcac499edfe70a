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

/// `hintOnlyName`: the cases the text-input pack's examples do not show — the field's value is not
/// a name, a hint that repeats as text is still only a hint, and where a hint may be a floating
/// label (`hintMayBeLabel`) the outcome is a review, not a failure.
@Suite struct HintOnlyNameCheckTests {
    func outcomes(_ json: String, options: String = "{}") throws -> [Finding] {
        let yaml = """
        control: field
        recognise:
          android: { classes: [android.widget.EditText] }
          ios: { elementTypes: [TextField] }
        rules:
          - id: r
            criteria: [name.not-placeholder]
            check: { id: hintOnlyName, options: \(options) }
            message: "only “${placeholder}”"
            examples:
              pass: ['{"platform":"ios","elementType":"TextField","id":"a","accessibilityLabel":"Email","frame":[0,0,10,10]}']
              fail: ['{"platform":"ios","elementType":"TextField","id":"!a","placeholder":"Email","frame":[0,0,10,10]}']
        """
        return try lint(json, withPack: yaml, source: "hint.yml").filter { $0.rule == "r" }
    }

    static let typedValueHintOnly = #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"ada@example.com","hintText":"Email","clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#

    @Test func aTypedValueIsNotAName() throws {
        let hits = try outcomes(Self.typedValueHintOnly)
        #expect(hits.map(\.status) == [.fail] && hits.first?.message == "only “Email”", "\(hits)")
    }

    @Test func textThatRepeatsTheHintIsTheHintShowing() throws {
        // uiautomator dumps without `showing-hint` report an empty field's hint as its text too.
        let hits = try outcomes(#"{"platform":"android","className":"android.widget.EditText","id":"e","text":"e.g. 0.02","hintText":"e.g. 0.02","clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#)
        #expect(hits.map(\.status) == [.fail], "\(hits)")
    }

    @Test func whereAHintMayBeAFloatingLabelItIsAReview() throws {
        let android = try outcomes(Self.typedValueHintOnly, options: "{ hintMayBeLabel: [android] }")
        #expect(android.map(\.status) == [.review], "\(android)")
        // The option names Android only: an iOS placeholder-only field still fails.
        let ios = try outcomes(#"{"platform":"ios","elementType":"TextField","id":"t","placeholder":"Email","frame":[0,0,300,44]}"#, options: "{ hintMayBeLabel: [android] }")
        #expect(ios.map(\.status) == [.fail], "\(ios)")
    }

    @Test func aDescriptionOrALabelForIsARealName() throws {
        let described = try outcomes(#"{"platform":"android","className":"android.widget.EditText","id":"e","text":"","contentDescription":"Email","hintText":"name@example.com","clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#)
        #expect(described.isEmpty, "\(described)")
        let labelled = try outcomes(#"{"platform":"android","className":"android.widget.LinearLayout","id":"form","bounds":[0,0,400,200],"children":[{"className":"android.widget.TextView","id":"l","text":"Email","labelFor":"e","bounds":[0,0,400,50]},{"className":"android.widget.EditText","id":"e","text":"","hintText":"name@example.com","clickable":true,"focusable":true,"bounds":[0,60,400,120]}]}"#)
        #expect(labelled.isEmpty, "\(labelled)")
    }

    @Test func anIOSLabelEqualToThePlaceholderIsAReview() throws {
        // SwiftUI's TextField("Email", text:) labels the field with its placeholder: the name stays
        // after typing, the visible words do not; a visible label elsewhere the dump cannot rule out.
        let hits = try outcomes(#"{"platform":"ios","elementType":"TextField","id":"t","accessibilityLabel":"Email","placeholder":"Email","frame":[0,0,300,44]}"#)
        #expect(hits.map(\.status) == [.review], "\(hits)")
    }

    @Test func noHintIsNotApplicable() throws {
        #expect(try outcomes(#"{"platform":"ios","elementType":"TextField","id":"t","frame":[0,0,300,44]}"#).isEmpty)
    }
}
