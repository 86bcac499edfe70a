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

/// Rules that combine checks: all must pass, one of any must pass, none may pass.
@Suite struct CheckCompositionTests {
    /// An unnamed Android switch that says its state: name fails, state passes.
    static let unnamedSwitch = #"{"platform":"android","className":"android.widget.Switch","id":"s","checkable":true,"checked":true,"clickable":true,"focusable":true,"bounds":[0,0,200,50]}"#

    func findings(_ check: String) throws -> [Finding] {
        let yaml = """
        control: toggle-switch
        recognise:
          android: { classes: [android.widget.Switch] }
        rules:
          - id: r
            criteria: [mobile.swipe]
            check: \(check)
            message: "missing ${missing}; says “${announcement}”"
        """
        let pack = try RulePackLoader.load(yaml: yaml, source: "composition.yml")
        return Linter(packs: [pack]).lint(try DumpReader.load(string: Self.unnamedSwitch))
    }

    @Test func allFailsNamingEachFailingPart() throws {
        let hits = try findings("{ all: [{ id: namePresent, as: name }, { id: stateExposed, as: state }] }")
        #expect(hits.map(\.message) == ["missing name; says “On, Switch, Double tap to toggle”"])
        #expect(hits.first?.status == .fail)
    }

    @Test func anyPassesWhenOnePartPassesAndFailsWhenNone() throws {
        #expect(try findings("{ any: [namePresent, stateExposed] }").isEmpty)
        let none = try findings("{ any: [{ id: namePresent, as: name }, { id: nameExcludesWords, as: plain name, options: { words: [switch] } }] }")
        #expect(none.map(\.message).first?.hasPrefix("missing name") == true)
    }

    @Test func noneFailsWhenAPartPasses() throws {
        let hits = try findings("{ none: [{ id: stateExposed, as: a state }] }")
        #expect(hits.map(\.message) == ["missing a state; says “On, Switch, Double tap to toggle”"])
        #expect(try findings("{ none: [namePresent] }").isEmpty)
    }

    @Test func aCompositionIsCheckedLikeAnyCheck() {
        func error(_ check: String) -> RulePackLoader.LoadError? {
            let yaml = "control: x\nrules:\n  - id: r\n    criteria: [name.present]\n    message: m\n    check: \(check)\n"
            do { _ = try RulePackLoader.load(yaml: yaml, source: "x.yml"); return nil } catch { return error as? RulePackLoader.LoadError }
        }
        #expect(error("{ id: namePresent, all: [stateExposed] }")?.message.contains("not both") == true)
        let misspelt = error("{ all: [namePresnt] }")
        #expect(misspelt?.line == 6 && misspelt?.message.contains("did you mean 'namePresent'") == true)
        #expect(error("{ all: [{ id: stateExposed, options: { colour: red } }] }")?.message.contains("colour") == true)
        #expect(error("{ any: [] }") != nil)
    }
}
