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

/// Keeps docs/architecture.md honest: the "Add a control" recipe is followed step by step for an
/// imaginary control (a dial) in a scratch folder, and every file, folder, command and type the
/// page names exists.
@Suite struct ArchitectureRecipeTests {
    static let doc = Repo.root.appendingPathComponent("docs/architecture.md")

    /// Step 1–3 of the recipe: recognition, one criterion of its own, two rules with examples.
    static let dialPack = #"""
    control: dial
    title: Dial
    seed: "an imaginary control, for docs/architecture.md"
    criteria:
      - id: dial.name-no-role
        how: dump
        summary: "The dial's name does not repeat its role."
        condensed: "The name says what the value is (“Quantity”), not that it is a dial."
        seed: "dial: the name does not include the role"
        test: "Name: does not say dial"
    recognise:
      android: { classes: [com.example.widget.Dial] }
      ios: { elementTypes: [Dial] }
    rules:
      - id: dial-name-present
        criteria: [name.present, mobile.swipe]
        severity: error
        check: namePresent
        message: "The dial has no name: the screen reader says only “${announcement}”."
        remedy:
          android-views: "Set `contentDescription`."
          uikit: "Set `accessibilityLabel`."
        examples:
          pass: ['{"platform":"android","className":"com.example.widget.Dial","id":"qty","text":"Quantity","clickable":true,"focusable":true,"bounds":[0,0,300,50]}']
          fail: ['{"platform":"android","className":"com.example.widget.Dial","id":"!qty","clickable":true,"focusable":true,"bounds":[0,0,300,50]}']
      - id: dial-name-no-role
        criteria: [dial.name-no-role]
        severity: warning
        check: { id: nameExcludesWords, options: { words: [dial] } }
        message: "“${name}” repeats the role “${word}”."
        remedy:
          android-views: "Drop “dial” from `contentDescription`."
        examples:
          pass: ['{"platform":"android","className":"com.example.widget.Dial","id":"qty","text":"Quantity","clickable":true,"focusable":true,"bounds":[0,0,300,50]}']
          fail: ['{"platform":"android","className":"com.example.widget.Dial","id":"!qty","text":"Quantity dial","clickable":true,"focusable":true,"bounds":[0,0,300,50]}']
    """#

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-recipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func addAControlRecipeRuns() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("dial.yml")
        try Self.dialPack.write(to: file, atomically: true, encoding: .utf8)

        // Loaded beside the built-in packs, as `--rules DIR` does.
        let packs = try BuiltInRules.packs(adding: [dir])
        #expect(packs.count == (try BuiltInRules.packs()).count + 1)
        let pack = try #require(packs.first { $0.control == "dial" })
        #expect(pack.rules.map(\.id) == ["dial-name-present", "dial-name-no-role"])

        // Every example does what it says (what RuleExampleTests does for rules/).
        let linter = Linter(packs: packs)
        for rule in pack.rules {
            #expect(rule.examples.pass.count == 1 && rule.examples.fail.count == 1)
            for example in rule.examples.pass {
                let (tree, _) = try loadExample(example)
                #expect(linter.lint(tree, rules: [rule.id]).isEmpty, "\(rule.id) fired on its passing example")
            }
            for example in rule.examples.fail {
                let (tree, marked) = try loadExample(example)
                let hits = linter.lint(tree, rules: [rule.id])
                #expect(marked == ["qty"])
                #expect(Set(hits.compactMap(\.node.id)) == marked, "\(rule.id) fired on \(hits.compactMap(\.node.id))")
                #expect(hits.allSatisfy { $0.control == "dial" && $0.criteria == rule.criteria && $0.status == .fail })
            }
        }

        // The messages are filled from the node's facts.
        let (named, _) = try loadExample(pack.rules[1].examples.fail[0])
        let roleWord = linter.lint(named, rules: ["dial-name-no-role"])
        #expect(roleWord.map(\.message) == ["“Quantity dial” repeats the role “dial”."])
        #expect(roleWord.first?.severity == .warning)

        // `explain dial.name-no-role`: the pack's own criterion is known, and its rule cites it.
        let criteria = CriteriaIndex(packs: packs)
        let criterion = try #require(criteria.criterion("dial.name-no-role"))
        #expect(criterion.how == .dump && criterion.summary == "The dial's name does not repeat its role.")
        #expect(criterion.source.hasSuffix("dial.yml"))
        #expect(packs.flatMap(\.rules).filter { $0.criteria.contains(criterion.id) }.map(\.id) == ["dial-name-no-role"])
        #expect(CriteriaIndex(packs: try BuiltInRules.packs()).criterion("dial.name-no-role") == nil)

        // `make rules`: the pack can be written as the embedded Swift.
        let swift = try EmbeddedPackWriter.source(criteria: BuiltInRules.sharedCriteria, packs: packs)
        #expect(swift.contains("dial-name-no-role") && swift.contains("dial.name-no-role"))

        // A fixture: a dump with a failing dial, linted as a file, fails on the expected node.
        let fixture = dir.appendingPathComponent("fail-dial-unnamed.json")
        try #"{"a11ylint":1,"platform":"android","root":{"className":"android.widget.FrameLayout","bounds":[0,0,400,400],"children":[{"className":"com.example.widget.Dial","id":"qty","clickable":true,"focusable":true,"bounds":[0,0,300,50]}]}}"#
            .write(to: fixture, atomically: true, encoding: .utf8)
        let report = linter.lint(file: fixture)
        #expect(report.error == nil, "\(report.error?.message ?? "")")
        #expect(report.controls == ["dial"])
        #expect(report.findings.contains { $0.status == .fail && $0.criteria.contains("name.present") && $0.node.id == "qty" })
    }

    // MARK: What the page names exists

    static func docText() throws -> String { try String(contentsOf: doc, encoding: .utf8) }

    static func backticked(_ text: String) -> [String] {
        text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    }

    @Test func everyPathThePageNamesExists() throws {
        let paths = Self.backticked(try Self.docText()).filter {
            ["rules/", "Sources/", "Tests/", "Fixtures/", "docs/"].contains(where: $0.hasPrefix)
        }
        #expect(paths.count >= 15)
        for path in paths {
            // A placeholder (`rules/<control>.yml`) names a folder that must exist.
            let concrete = path.contains("<") ? String(path[..<path.firstIndex(of: "<")!]) : path
            #expect(FileManager.default.fileExists(atPath: Repo.root.appendingPathComponent(concrete).path), "docs/architecture.md names \(path), which does not exist")
        }
    }

    @Test func everyMakeTargetThePageNamesExists() throws {
        let makefile = try String(contentsOf: Repo.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let targets = Set(makefile.split(separator: "\n").compactMap { line in line.firstMatch(of: /^([a-z-]+):/).map { String($0.output.1) } })
        let named = Self.backticked(try Self.docText()).compactMap { $0.firstMatch(of: /^make ([a-z-]+)$/).map { String($0.output.1) } }
        #expect(named.contains("rules"))
        for target in named { #expect(targets.contains(target), "docs/architecture.md names `make \(target)`; the Makefile has no such target") }
    }

    /// Type names in backticks (`DumpLoader`, `BuiltInRules.packs(adding:)`) are declared in Sources/.
    @Test func everyTypeThePageNamesExists() throws {
        let sources = Repo.files(under: Repo.root.appendingPathComponent("Sources"), extensions: ["swift"])
            .compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let names = Self.backticked(try Self.docText()).filter { $0.wholeMatch(of: /[A-Z][A-Za-z]+(\.[a-z][A-Za-z]*(\([a-z:]*\))?)?/) != nil }
            .filter { !$0.hasSuffix(".swift") } // a file (`Package.swift`), not a member
        #expect(names.contains("DumpLoader") && names.contains("CriteriaIndex"))
        for name in names {
            let parts = name.split(separator: ".", maxSplits: 1)
            let declared = ["struct", "enum", "protocol", "class", "actor"].contains { keyword in
                [" ", ":", "<", "\n"].contains { sources.contains("\(keyword) \(parts[0])\($0)") }
            }
            #expect(declared, "docs/architecture.md names \(name), which Sources/ does not declare")
            if parts.count == 2 {
                let member = parts[1].prefix { $0 != "(" }
                #expect(sources.contains("func \(member)(") || sources.contains("var \(member)"), "docs/architecture.md names \(name), which Sources/ does not declare")
            }
        }
    }

    /// The recipe names every part of a pack the test above writes, and the steps after it.
    @Test func addAControlRecipeNamesWhatTheTestDoes() throws {
        let text = try Self.docText()
        let start = try #require(text.range(of: "### Add a control"))
        let section = String(text[start.upperBound...]).components(separatedBy: "\n### ")[0]
        for key in ["control:", "title:", "seed:", "recognise:", "criteria:", "rules:", "examples:"] {
            #expect(section.contains("`\(key)`"), "the Add a control recipe does not mention `\(key)`")
        }
        for step in ["make rules", "Fixtures/expectations.yml", "rules/criteria.yml", "BuiltInRules.packs(adding:)", "CriteriaIndex"] {
            #expect(section.contains("`\(step)`"), "the Add a control recipe does not mention `\(step)`")
        }
        #expect(text.contains("bytes ──▶ nodes ──▶ focus stops ──▶ screen facts ──▶ findings ──▶ report"))
    }

    @Test func readmeLinksThePage() throws {
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("README.md"), encoding: .utf8)
        let layout = try #require(readme.range(of: "## Layout"))
        let section = readme[layout.upperBound...].components(separatedBy: "\n## ")[0]
        #expect(section.contains("docs/architecture.md"))
    }
}
