import Foundation
import Testing
@testable import A11yLint

/// Criteria are data: `rules/criteria.yml` and a pack's own `criteria:` section, no Swift per control.
@Suite struct CriteriaTests {
    static let checkboxPack = """
    control: checkbox
    title: Checkbox
    seed: "checkbox (magentaA11y)"
    recognise:
      android: { classes: [android.widget.CheckBox] }
    criteria:
      - id: checkbox.state
        how: dump
        summary: "Checked / not checked is exposed."
        seed: "checkbox: Expresses its state (disabled/dimmed, checked/not checked)"
        test: "State: Expresses its state (checked/not checked)"
    rules:
      - id: checkbox-state
        criteria: [state.exposed, checkbox.state]
        check: stateExposed
        message: "The checkbox does not say whether it is checked: “${announcement}”."
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
        let dir = try scratchFolder(["checkbox.yml": Self.checkboxPack])
        defer { try? FileManager.default.removeItem(at: dir) }
        let packs = try BuiltInRules.packs(adding: [dir])
        let index = CriteriaIndex(packs: packs)
        let own = try #require(index.criterion("checkbox.state"))
        #expect(own.controls == ["checkbox"])
        #expect(own.test == "State: Expresses its state (checked/not checked)")
        #expect(index.criterion("name.present") != nil)
        let tree = try DumpReader.load(string: #"{"platform":"android","className":"android.widget.CheckBox","id":"c","text":"Remember me","clickable":true,"focusable":true,"bounds":[0,0,300,50]}"#)
        let findings = Linter(packs: packs).lint(tree, rules: ["checkbox-state"])
        #expect(findings.map(\.criteria) == [["state.exposed", "checkbox.state"]])
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
