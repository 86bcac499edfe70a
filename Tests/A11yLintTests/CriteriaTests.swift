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

/// Criteria are data: `rules/criteria.yml` and a pack's own `criteria:` section, no Swift per control.
@Suite struct CriteriaTests {
    /// A control no built-in pack knows (the real checkbox pack is built in now).
    static let checkboxPack = """
    control: tickbox
    title: Tick box
    seed: "tickbox (a made-up control)"
    recognise:
      android: { classes: [com.example.widget.TickBox] }
    criteria:
      - id: tickbox.state
        how: dump
        summary: "Ticked / not ticked is exposed."
        seed: "tickbox: Expresses its state (disabled/dimmed, ticked/not ticked)"
        test: "State: Expresses its state (ticked/not ticked)"
    rules:
      - id: tickbox-state
        criteria: [state.exposed, tickbox.state]
        check: stateExposed
        message: "The tick box does not say whether it is ticked: “${announcement}”."
        remedy:
          android-views: "Use `CheckBox`."
    """

    func scratchFolder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-criteria-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func theSharedCriteriaAreTheFileInRules() throws {
        let text = try String(contentsOf: Repo.root.appendingPathComponent("rules/criteria.yml"), encoding: .utf8)
        let fromFile = try RulePackLoader.loadCriteria(yaml: text, source: "rules/criteria.yml")
        #expect(fromFile == BuiltInRules.sharedCriteria)
        let swipe = try #require(BuiltInRules.sharedCriteria.first { $0.id == "mobile.swipe" })
        #expect(swipe.how == .dump)
        #expect(swipe.seed.contains("Focus moves to the element, expresses its name, role, state"))
        #expect(BuiltInRules.sharedCriteria.first { $0.id == "focus.return" }?.how == .pair)
        #expect(BuiltInRules.sharedCriteria.first { $0.id == "keyboard.enter" }?.how == .manual)
    }

    @Test func aPackInAScratchFolderDeclaresItsOwnCriterion() throws {
        let dir = try scratchFolder(["tickbox.yml": Self.checkboxPack])
        defer { try? FileManager.default.removeItem(at: dir) }
        let packs = try BuiltInRules.packs(adding: [dir])
        let index = CriteriaIndex(packs: packs)
        let own = try #require(index.criterion("tickbox.state"))
        #expect(own.controls == ["tickbox"])
        #expect(own.test == "State: Expresses its state (ticked/not ticked)")
        #expect(index.criterion("name.present") != nil)
        let tree = try DumpReader.load(string: #"{"platform":"android","className":"com.example.widget.TickBox","id":"c","text":"Remember me","clickable":true,"focusable":true,"bounds":[0,0,300,50]}"#)
        let findings = Linter(packs: packs).lint(tree, rules: ["tickbox-state"])
        #expect(findings.map(\.criteria) == [["state.exposed", "tickbox.state"]])
    }

    @Test func aPackCitingAnUnknownCriterionFailsOnItsLineWithASuggestion() {
        let yaml = "control: x\nrules:\n  - id: a\n    check: namePresent\n    criteria: [name.presnt]\n    message: m\n"
        do {
            _ = try RulePackLoader.load(yaml: yaml, source: "x.yml")
            Issue.record("loaded a pack citing an unknown criterion")
        } catch let e as RulePackLoader.LoadError {
            #expect(e.line == 5)
            #expect(e.message.contains("'name.presnt'") && e.message.contains("did you mean 'name.present'"))
        } catch { Issue.record("wrong error \(error)") }
    }

    @Test func aCriterionIsDeclaredOnceAndItsFieldsAreChecked() {
        let again = "control: x\ncriteria:\n  - id: name.present\n    summary: s\nrules: []\n"
        #expect { try RulePackLoader.load(yaml: again, source: "x.yml") } throws: { ($0 as? RulePackLoader.LoadError)?.message.contains("already declared in rules/criteria.yml") == true }
        let badHow = "control: x\ncriteria:\n  - id: x.y\n    how: guess\n    summary: s\nrules: []\n"
        #expect { try RulePackLoader.load(yaml: badHow, source: "x.yml") } throws: { ($0 as? RulePackLoader.LoadError)?.line == 4 }
        let unknownKey = "criteria:\n  - id: x.y\n    sumary: s\n"
        #expect { try RulePackLoader.loadCriteria(yaml: unknownKey, source: "c.yml") } throws: { ($0 as? RulePackLoader.LoadError)?.line == 3 }
    }
}
