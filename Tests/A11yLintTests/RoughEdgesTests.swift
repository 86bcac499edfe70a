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

/// Issue 22 point 5, "rough edges": each fixed, each with its test (the CLI ones run the binary).
@Suite struct RoughEdgesTests {
    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try runProcess(CLITests.binary, arguments, in: directory)
    }

    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `lint` on a screen with no control and `rules` give the same number, and say it counts rule packs.
    @Test func lintAndRulesCountTheSamePacks() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.xml")
        try #"<hierarchy rotation="0"><node index="0" text="" class="android.widget.FrameLayout" bounds="[0,0][100,100]"/></hierarchy>"#
            .write(to: empty, atomically: true, encoding: .utf8)
        let lint = try run(["lint", empty.path])
        let rules = try run(["rules"])
        let count = Linter.builtInPacks.count
        #expect(lint.out.contains("no control found by the \(count) rule packs (a11ylint rules lists them)"), "\(lint.out)")
        #expect(rules.out.contains("\n\(count) rule packs, one per control above."), "\(rules.out)")
        // One line per pack in the table: the header, the packs, the blank line and the footer.
        #expect(rules.out.split(separator: "\n", omittingEmptySubsequences: false).count == count + 4, "\(rules.out)")
        // A text reporter made in code counts the built-in packs as its vocabulary does.
        let none = FileReport(path: "e.xml", format: .uiautomator, platform: .android, nodeCount: 1, error: nil, findings: [])
        #expect(TextReporter(color: false).render([none]).contains("no control found by the \(count) rule packs"))
        // A pack of one's own is counted by both.
        let extra = dir.appendingPathComponent("packs")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        try CriteriaTests.checkboxPack.write(to: extra.appendingPathComponent("tickbox.yml"), atomically: true, encoding: .utf8)
        #expect(try run(["lint", "--rules", extra.path, empty.path]).out.contains("by the \(count + 1) rule packs"))
        #expect(try run(["rules", "--rules", extra.path]).out.contains("\n\(count + 1) rule packs"))
    }

    @Test func rulesSuggestsAControlByAWordOfItsName() throws {
        let result = try run(["rules", "swich"])
        #expect(result.status == 2)
        #expect(result.err.contains("no pack for control 'swich' (did you mean 'toggle-switch'?)"), "\(result.err)")
        let suggest = ControlSuggestion(controls: Linter.builtInPacks.map(\.control))
        #expect(suggest.suggestions(for: "switch") == ["toggle-switch"])
        #expect(suggest.suggestions(for: "Radio") == ["radio-button"])
        #expect(suggest.suggestions(for: "chekbox") == ["checkbox"])
        #expect(Set(suggest.suggestions(for: "picker")).isSuperset(of: ["time-picker", "date-time-picker"]))
        #expect(suggest.suggestions(for: "zzzzzz").isEmpty && suggest.hint(for: "zzzzzz") == "")
    }

    /// An error a subcommand finds while running prints that subcommand's usage, not the top level's.
    @Test func subcommandErrorsPrintTheSubcommandsUsage() throws {
        for (arguments, command) in [(["rules", "swich"], "rules"), (["explain", "no-such-rule-id"], "explain"),
                                     (["lint", "--rules", "/no/such/folder", "x.xml"], "lint"), (["announce", "--rules", "/no/such/folder", "x.xml"], "announce")] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains("Usage: a11ylint \(command) "), "\(arguments): \(result.err)")
            #expect(result.err.contains("See 'a11ylint \(command) --help'"), "\(arguments): \(result.err)")
            #expect(!result.err.contains("a11ylint <subcommand>"), "\(arguments): \(result.err)")
        }
    }

    @Test func aConfigurationWithSeveralErrorsReportsThemAll() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        rules:
          radio-exclusiv: warning
          switch-role: sometimes
        reveiw: false
        failOn: never
        packs: { chip: maybe }
        ignore:
          - id: x
          - id: y
            reason: fine
        criteria:
          name.presnt: off

        """.write(to: dir.appendingPathComponent(".a11ylint.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dir.appendingPathComponent("s.xml"))
        let result = try run(["lint", "s.xml"], in: dir)
        #expect(result.status == 2)
        let lines = result.err.split(separator: "\n").map(String.init)
        let expected = [(2, "unknown rule 'radio-exclusiv' (did you mean 'radio-exclusive'?)"), (3, "rules.switch-role must be off, on, error, warning or info, not 'sometimes'"),
                        (4, "unknown key 'reveiw' in the configuration (did you mean 'review'?)"), (6, "packs.chip must be on or off, not 'maybe'"),
                        (8, "an ignore entry needs a reason"), (12, "unknown criterion 'name.presnt'")]
        #expect(lines.count == expected.count, "\(result.err)")
        for ((line, message), printed) in zip(expected, lines) {
            #expect(printed.contains(".a11ylint.yml:\(line): ") && printed.contains(message), "\(printed)")
        }
        // Nothing was linted: a broken configuration is not half applied.
        #expect(result.out.isEmpty, "\(result.out)")
        // The library's error keeps the first problem in its fields and the others after it.
        do {
            _ = try ConfigurationLoader.load(yaml: "review: yes\nfailOn: sometimes\n", source: "c.yml", baseDirectory: dir, packs: Linter.builtInPacks)
            Issue.record("accepted")
        } catch let error as ConfigurationLoader.LoadError {
            #expect(error.line == 1 && error.others.map(\.line) == [2], "\(error)")
            #expect(error.description == "c.yml:1: review must be true or false, not 'yes'\nc.yml:2: failOn must be error, warning or never, not 'sometimes'")
        }
    }

    /// The A11yLintTesting landing page says what the library covers now: the controls of the
    /// built-in packs, not only the first two.
    @Test func theTestingCatalogueNamesTheControlsItCovers() throws {
        let page = try String(contentsOf: Repo.root.appendingPathComponent("Sources/A11yLintTesting/A11yLintTesting.docc/A11yLintTesting.md"), encoding: .utf8)
        let overview = page.components(separatedBy: "### Screens built in code")[0].lowercased()
        #expect(!overview.contains("radio-button and toggle-switch"), "\(overview)")
        let nouns = ControlVocabulary(packs: Linter.builtInPacks).nouns.values
        let named = Set(nouns.filter { overview.contains($0.lowercased()) })
        #expect(named.count >= 20, "names \(named.count) of \(nouns.count): \(named.sorted())")
        #expect(overview.contains("docs/controls.md") && overview.contains("a11ylint rules"))
    }
}
