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

/// `clickHintSpoken`, the Android "Double tap to activate" alternative of the role rules: TalkBack
/// speaks the click hint on any clickable, enabled stop (google/talkback ClickableHint), focusable
/// or not; keyboard reach is reported by the keyboard rules alone.
@Suite struct ClickHintSpokenTests {
    static let fixture = Repo.fixtures.appendingPathComponent("uiautomator/button/fail-clickable-look-alikes-not-focusable.xml")

    @Test func aClickableStopAKeyboardCannotFocusSaysActivate() throws {
        let findings = try lint(Self.fixture).filter { $0.status == .fail }
        #expect(!findings.contains { $0.rule == "button-role" }, "\(findings.map(\.rule))")
        #expect(findings.filter { $0.rule == "button-keyboard-focus" }.count == 2, "\(findings.map(\.rule))")
    }

    func outcomes(_ json: String) throws -> [Finding] {
        let yaml = """
        control: lookalike
        recognise:
          android: { classes: [android.widget.TextView] }
        rules:
          - id: r
            criteria: [role.exposed]
            check: clickHintSpoken
            message: "${reason}"
            examples:
              pass: ['{"platform":"android","className":"android.widget.TextView","id":"a","text":"Go","clickable":true,"bounds":[0,0,10,10]}']
              fail: ['{"platform":"android","className":"android.widget.TextView","id":"!a","text":"Go","clickable":false,"focusable":true,"bounds":[0,0,10,10]}']
        """
        return try lint(json, withPack: yaml, source: "hint.yml").filter { $0.rule == "r" }
    }

    @Test func aClickActionCountsAndUnknownIsNoFailure() throws {
        let action = try outcomes(#"{"platform":"android","className":"android.widget.TextView","id":"a","text":"Go","actions":["ACTION_CLICK"],"focusable":true,"bounds":[0,0,10,10]}"#)
        #expect(action.isEmpty, "\(action)")
        let unknown = try outcomes(#"{"platform":"android","className":"android.widget.TextView","id":"a","text":"Go","focusable":true,"bounds":[0,0,10,10]}"#)
        #expect(unknown.allSatisfy { $0.status != .fail }, "\(unknown)")
        let disabled = try outcomes(#"{"platform":"android","className":"android.widget.TextView","id":"a","text":"Go","enabled":false,"clickable":false,"focusable":true,"bounds":[0,0,10,10]}"#)
        #expect(disabled.allSatisfy { $0.status != .fail }, "\(disabled)")
    }
}
