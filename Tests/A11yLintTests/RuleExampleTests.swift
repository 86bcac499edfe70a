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

/// The one generic test: every rule's passing examples give no finding from that rule, and every
/// failing example gives findings exactly on the nodes marked `!`. Adding a rule needs no test code.
@Suite struct RuleExampleTests {
    static let packs: [RulePack] = (try? BuiltInRules.packs(in: Repo.root.appendingPathComponent("rules"))) ?? []
    static let rules: [Rule] = packs.flatMap(\.rules)

    @Test func packsLoadFromTheRulesFolder() throws {
        let packs = try BuiltInRules.packs(in: Repo.root.appendingPathComponent("rules"))
        // One pack per YAML file, named for its control (criteria.yml holds the shared criteria).
        let files = Repo.files(under: Repo.root.appendingPathComponent("rules"), extensions: ["yml"])
            .map { $0.deletingPathExtension().lastPathComponent }.filter { $0 != "criteria" }
        #expect(files.count >= 4)
        #expect(Set(packs.map(\.control)) == Set(files))
    }

    /// Rules no tree can make fail today, with why; each is a question for the rule's owner, not a pass.
    static let noFailingTree = [
        // A button no stop reaches is a review (a hidden drawer or pager page looks the same in a dump):
        // any(reachable, manualReview) passes or asks a person, by design.
        "button-reachable": "an unreachable button is reviewed, never failed",
        // Contrast is measured on the screenshot taken with a dump, which an example (a tree) has not:
        // ContrastTests and the fixtures with a PNG beside them fail them.
        "contrast-text": "needs a screenshot",
        "contrast-graphics": "needs a screenshot",
        // Their review twins ask a person when there is no screenshot: they review, never fail.
        "contrast-text-unmeasured": "reviews without a screenshot, never fails",
        "contrast-graphics-unmeasured": "reviews without a screenshot, never fails",
    ]

    @Test(arguments: rules.map(\.id))
    func examples(ruleID: String) throws {
        let pack = Self.packs.first { $0.rules.contains { $0.id == ruleID } }!
        let rule = pack.rules.first { $0.id == ruleID }!
        let linter = Linter(packs: Self.packs)
        if !rule.onlyReviews {
            #expect(!rule.examples.pass.isEmpty, "\(rule.id) decides a criterion but has no passing example")
            #expect(!rule.examples.fail.isEmpty || Self.noFailingTree[rule.id] != nil, "\(rule.id) decides a criterion but has no failing example")
            #expect(rule.examples.fail.isEmpty || Self.noFailingTree[rule.id] == nil, "\(rule.id) has a failing example now: take it off noFailingTree")
        }
        for example in rule.examples.pass {
            let (tree, _) = try loadExample(example)
            let hits = linter.lint(tree, rules: [rule.id])
            #expect(hits.isEmpty, "\(rule.id) fired on a passing example: \(hits.map(\.message))")
        }
        for example in rule.examples.fail {
            let (tree, marked) = try loadExample(example)
            #expect(!marked.isEmpty, "\(rule.id): a failing example must mark a node with \"id\":\"!…\"")
            let hits = linter.lint(tree, rules: [rule.id])
            #expect(Set(hits.compactMap(\.node.id)) == marked, "\(rule.id): fired on \(hits.compactMap(\.node.id)), expected \(marked)")
        }
    }

    @Test func everyCriterionIsAccountedForByEachControlItAppliesTo() {
        let criteria = CriteriaIndex(packs: Self.packs)
        #expect(criteria.all.count >= 32)
        for criterion in criteria.all {
            for control in criterion.controls {
                guard let pack = Self.packs.first(where: { $0.control == control }) else {
                    Issue.record("\(criterion.id) applies to \(control), which no pack is"); continue
                }
                let citing = pack.rules.filter { $0.criteria.contains(criterion.id) }
                #expect(!citing.isEmpty, "\(pack.control) does not account for \(criterion.id)")
                if criterion.how != .dump {
                    #expect(citing.allSatisfy { $0.checkID == "manualReview" }, "\(criterion.id) is \(criterion.how) but a rule claims to decide it")
                }
            }
        }
    }

    /// `EmbeddedRulePacks.swift` is `rules/` written as Swift; `make rules` rewrites it
    /// (`A11YLINT_RECORD=1 swift test --filter embeddedPacksAreTheRulesFolderAsSwift`).
    @Test func embeddedPacksAreTheRulesFolderAsSwift() throws {
        let folder = Repo.root.appendingPathComponent("rules")
        let criteria = try RulePackLoader.loadCriteria(yaml: String(contentsOf: folder.appendingPathComponent(BuiltInRules.criteriaFile), encoding: .utf8),
                                                       source: "rules/\(BuiltInRules.criteriaFile)")
        let packs = try BuiltInRules.packs(in: folder, shared: criteria)
        let source = try EmbeddedPackWriter.source(criteria: criteria, packs: packs)
        let url = Repo.root.appendingPathComponent("Sources/A11yLint/Rules/EmbeddedRulePacks.swift")
        if ProcessInfo.processInfo.environment["A11YLINT_RECORD"] != nil {
            try source.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == source, "rules/ changed: run `make rules`")
        // What the generated code builds is what the loader builds from the YAML, field by field
        // (every stored property, by reflection; sets and dictionaries sorted, as they have no order).
        func fields(_ value: Any) -> String {
            let mirror = Mirror(reflecting: value)
            let children = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + fields($0.value) }
            switch mirror.displayStyle {
            case .dictionary?, .set?: return "[" + children.sorted().joined(separator: ", ") + "]"
            case .optional?: return children.first ?? "nil"
            case _ where children.isEmpty: return String(reflecting: value)
            default: return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
            }
        }
        let built = try BuiltInRules.packs()
        #expect(built.count == packs.count)
        for (embedded, loaded) in zip(built, packs) {
            var loaded = loaded
            loaded.source = EmbeddedPackWriter.sourceName(loaded.source)
            loaded.criteria = loaded.criteria.map { var c = $0; c.source = EmbeddedPackWriter.sourceName(c.source); return c }
            #expect(fields(embedded) == fields(loaded), "\(loaded.control): the generated code builds something else than the YAML says")
        }
        #expect(BuiltInRules.sharedCriteria == criteria)
    }

    @Test func unknownKeysAndChecksInPacksAreErrorsWithTheirLine() {
        let bad = "control: x\ntitle: X\nrules:\n  - id: a\n    criteria: [name.present]\n    chek: namePresent\n    message: m\n"
        #expect(throws: RulePackLoader.LoadError.self) { try RulePackLoader.load(yaml: bad, source: "bad.yml") }
        do { _ = try RulePackLoader.load(yaml: bad, source: "bad.yml") } catch let e as RulePackLoader.LoadError {
            #expect(e.line == 6)
            #expect(e.message.contains("chek"))
        } catch { Issue.record("wrong error \(error)") }
        let unknownCheck = "control: x\nrules:\n  - id: a\n    criteria: [name.present]\n    check: nope\n    message: m\n"
        #expect(throws: RulePackLoader.LoadError.self) { try RulePackLoader.load(yaml: unknownCheck, source: "bad.yml") }
        let unknownCriterion = "control: x\nrules:\n  - id: a\n    criteria: [name.nope]\n    check: namePresent\n    message: m\n"
        #expect(throws: RulePackLoader.LoadError.self) { try RulePackLoader.load(yaml: unknownCriterion, source: "bad.yml") }
    }

    @Test func aNewControlPackNeedsOnlyYAML() throws {
        let yaml = """
        control: checkbox
        recognise:
          android: { classes: [android.widget.CheckBox] }
        rules:
          - id: checkbox-name
            criteria: [name.present]
            check: namePresent
            message: "Unnamed checkbox"
        """
        let pack = try RulePackLoader.load(yaml: yaml, source: "checkbox.yml")
        let tree = try DumpReader.load(string: #"{"platform":"android","className":"android.widget.CheckBox","id":"c","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,100,50]}"#)
        let findings = Linter(packs: [pack]).lint(tree)
        #expect(findings.map(\.rule) == ["checkbox-name"])
        #expect(findings.first?.control == "checkbox")
    }
}
