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

/// Every outcome is recorded when asked: per control, each rule of its pack either fails or is
/// for review (a finding), or passed, or did not apply with a reason (a `RuleOutcome`).
@Suite struct RuleOutcomeTests {
    static let fixtures = [
        "examples/wifi-settings.xml",
        "Fixtures/uiautomator/radio-button/pass-radiogroup-one-checked.xml",
        "Fixtures/xcuitest/toggle-switch/fail-name-says-switch.xml",
    ]

    @Test(arguments: fixtures) func everyPlannedRuleOfEveryControlHasAnOutcome(path: String) throws {
        let linter = Linter()
        let tree = try AccessibilityTree(contentsOf: Repo.root.appendingPathComponent(path))
        let (findings, outcomes) = linter.lintRecordingOutcomes(tree)
        #expect(findings == linter.lint(tree), "recording outcomes changes no finding")
        let controls = linter.recogniser.controls(in: tree)
        #expect(!controls.isEmpty)
        var seen = Set<String>()
        for f in findings where f.control != Finding.screen { seen.insert("\(f.node.index) \(f.rule)") }
        for o in outcomes { seen.insert("\(o.node.index) \(o.rule)") }
        for control in controls {
            for planned in linter.plans[control.kind]?[tree.platform] ?? [] where planned.screenSlot == nil {
                let key = "\(control.node) \(planned.rule.id)"
                // A failure may point at a part of the control (a button inside it): then its node differs.
                let pointsElsewhere = findings.contains { $0.rule == planned.rule.id }
                #expect(seen.contains(key) || pointsElsewhere, "\(path): \(planned.rule.id) on node \(control.node) has no outcome")
            }
        }
        #expect(outcomes.contains { $0.kind == .pass })
        for o in outcomes where o.kind == .notApplicable {
            #expect(!(o.reason ?? "").isEmpty, "\(o.rule) did not apply without a reason")
        }
        for o in outcomes where o.kind == .pass { #expect(o.reason == nil) }
    }

    @Test func outcomesAreOnlyRecordedWhenAsked() throws {
        let url = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        let plain = Linter().lint(file: url)
        #expect(plain.outcomes.isEmpty)
        #expect(!JSONReporter.render([plain]).contains("\"outcomes\""))
        let audited = Linter().lint(file: url, recordingOutcomes: true)
        #expect(audited.findings == plain.findings)
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render([audited]).utf8)) as! [String: Any]
        let file = (json["files"] as! [[String: Any]])[0]
        let outcomes = try #require(file["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == audited.outcomes.count)
        #expect(Set(outcomes.compactMap { $0["status"] as? String }) == ["pass", "notApplicable"])
    }

    @Test func aRuleTurnedOffHasNoOutcomes() throws {
        let url = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        var report = Linter().lint(file: url, recordingOutcomes: true)
        let rule = try #require(report.outcomes.first?.rule)
        let configuration = try ConfigurationLoader.load(yaml: "rules:\n  \(rule): off\n", source: "t.yml",
                                                         baseDirectory: Repo.root, packs: Linter.builtInPacks)
        configuration.apply(to: &report)
        #expect(!report.outcomes.isEmpty)
        #expect(!report.outcomes.contains { $0.rule == rule })
    }

    @Test func sarifKindsForPassesValidate() throws {
        let url = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        let report = Linter().lint(file: url, displayPath: "examples/wifi-settings.xml", recordingOutcomes: true)
        let text = SARIFReporter.render([report], packs: Linter.builtInPacks)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let results = (json["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        let kinds = Set(results.compactMap { $0["kind"] as? String })
        #expect(kinds == ["fail", "pass", "notApplicable"])
        for r in results where r["kind"] as? String != "fail" { #expect(r["level"] as? String == "none") }
        let schema = Repo.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-passes-\(UUID().uuidString).sarif")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); doc = json.load(open(sys.argv[2]))
        cls = jsonschema.validators.validator_for(schema)
        errors = list(cls(schema).iter_errors(doc))
        for e in errors[:10]: print(list(e.path), e.message)
        sys.exit(1 if errors else 0)
        """
        let run = try runProcess(try requiredTool("python3", package: "python3"), ["-c", script, schema, file.path])
        #expect(run.status == 0, "SARIF with passes does not validate:\n\(run.out)\(run.err)")
    }
}
