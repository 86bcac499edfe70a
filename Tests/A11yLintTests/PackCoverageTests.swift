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

/// docs/controls.md is the packs' coverage: control × criterion × how decided × rule ids, written
/// from rules/ (`make rules` records it) and compared here, so the docs cannot drift from the packs.
@Suite struct PackCoverageTests {
    static let folder = Repo.root.appendingPathComponent("rules")

    /// From the YAML, never the embedded packs: `make rules` records this in the same run that
    /// regenerates them, when the compiled-in copy is still the old one.
    static func coverage() throws -> (PackCoverage, [RulePack]) {
        let shared = try RulePackLoader.loadCriteria(yaml: String(contentsOf: folder.appendingPathComponent(BuiltInRules.criteriaFile), encoding: .utf8),
                                                     source: "rules/\(BuiltInRules.criteriaFile)")
        let packs = try BuiltInRules.packs(in: folder, shared: shared)
        return (PackCoverage(packs: packs, criteria: CriteriaIndex(shared: shared, packs: packs)), packs)
    }

    static func document(_ coverage: PackCoverage, packs: [RulePack]) -> String {
        var out = """
        # Controls and criteria

        Generated from `rules/` by `make rules` (`Tests/A11yLintTests/PackCoverageTests.swift` keeps it
        equal to the packs). Every page of the native-app acceptance criteria
        (`../shared/magentaa11y-native/`: controls, notifications, patterns) is named by one pack, its
        own or, for a page about the same control, another's (field errors: the text input's); each table lists every criterion the pack accounts for, the
        WCAG 2.2 success criteria it maps to (with their level; — for a platform convention with none), how
        it is decided — `dump` (one tree decides it), `pair` (two trees: before and after an action,
        or at two text sizes; `a11ylint compare`), `manual` (no tree shows it) — the rules that check it
        and the rules that list it for review. `a11ylint explain <criterion>` prints its wording,
        test step and WCAG success criteria by name; `a11ylint rules <control>` the pack's rules.

        \(coverage.pagesSummary())
        | control | page | criteria | checked by rules | review rules |
        |---|---|---|---|---|

        """
        for pack in packs {
            let rows = coverage.rows.filter { $0.control == pack.control }
            let checked = pack.rules.filter { !$0.onlyReviews }.count
            out += "| [\(pack.title)](#\(Self.anchor(pack.title, pack.control))) | \(pack.seed) | \(rows.count) | \(checked) | \(pack.rules.count - checked) |\n"
        }
        out += coverage.markdown()
        return out
    }

    /// GitHub's heading anchor for "## Title (`control`)".
    static func anchor(_ title: String, _ control: String) -> String {
        "\(title) (\(control))".lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : $0 == " " ? "-" : "" }.joined()
    }

    @Test func controlsTableIsThePacks() throws {
        let (coverage, packs) = try Self.coverage()
        let text = Self.document(coverage, packs: packs)
        let url = Repo.root.appendingPathComponent("docs/controls.md")
        if ProcessInfo.processInfo.environment["A11YLINT_RECORD"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "rules/ changed: run `make rules` to rewrite docs/controls.md")
    }

    @Test func noCriterionOfAPackIsSilentlySkipped() throws {
        let (coverage, _) = try Self.coverage()
        #expect(coverage.rows.count >= 40)
        for row in coverage.rows where !row.isAccountedFor {
            Issue.record("\(row.control): criterion \(row.criterion) is declared or assigned to it but no rule checks or reviews it")
        }
        // A criterion that needs a person is only ever reviewed by a one-dump rule; one that needs
        // two dumps is decided only by a pack's pair rules (`activation:`, judged by compare).
        for row in coverage.rows where row.how == .manual {
            #expect(row.checkedBy.isEmpty, "\(row.control): \(row.criterion) is \(row.how) but \(row.checkedBy) claim to decide it")
        }
        for row in coverage.rows where row.how == .pair {
            #expect(row.checkedBy.allSatisfy { $0.hasSuffix(" (compare)") }, "\(row.control): \(row.criterion) needs two dumps but \(row.checkedBy) claim to decide it from one")
        }
        // The pack criteria about double tap are judged: checkbox.no-context-change among them.
        #expect(coverage.rows.contains { $0.control == "checkbox" && $0.criterion == "checkbox.no-context-change" && !$0.checkedBy.isEmpty })
    }

    @Test func rowsNameTheRulesThatCiteThem() throws {
        let criteria = [Criterion(id: "x.name", how: .dump, summary: "Named | really", seed: "", test: "", controls: ["x"], source: "t",
                                  wcag: ["4.1.2", "2.5.3"]),
                        Criterion(id: "x.manual", how: .manual, summary: "Ask", seed: "", test: "", controls: ["x"], source: "t")]
        var pack = RulePack(control: "x", title: "X", seed: "s", recognise: .init(), rules: [], source: "t")
        pack.rules = [
            Rule(id: "x-name", control: "x", criteria: ["x.name"], severity: .error, platforms: [.android], checkID: "namePresent",
                 check: try NamePresent(options: [:]), message: "m", remedy: [:], test: nil, description: "", examples: .init()),
            Rule(id: "x-review", control: "x", criteria: ["x.manual"], severity: .info, platforms: [.android], checkID: "manualReview",
                 check: try ManualReview(options: [:]), message: "m", remedy: [:], test: nil, description: "", examples: .init()),
        ]
        let coverage = PackCoverage(packs: [pack], criteria: CriteriaIndex(shared: criteria, packs: [pack]))
        #expect(coverage.rows.map(\.criterion) == ["x.name", "x.manual"])
        #expect(coverage.rows[0].checkedBy == ["x-name"] && coverage.rows[0].reviewedBy.isEmpty)
        #expect(coverage.rows[1].reviewedBy == ["x-review"] && coverage.rows[1].checkedBy.isEmpty)
        #expect(coverage.markdown().contains("| `x.name` Named \\| really | 4.1.2 (A), 2.5.3 (A) | dump | `x-name` | — |"))
        #expect(coverage.markdown().contains("| `x.manual` Ask | — | manual | — | `x-review` |"))
    }

    /// Every page of the criteria set (controls, notifications, patterns) is named by exactly one
    /// pack, and `PackCoverage.criteriaPages` is the folder's list: 42 of 42.
    @Test func everyPageIsNamedByExactlyOnePack() throws {
        let (coverage, packs) = try Self.coverage()
        let root = Repo.shared.appendingPathComponent("magentaa11y-native")
        var onDisk: [String] = []
        for section in ["controls", "notifications", "patterns"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(section).path)
            onDisk += names.filter { $0.hasSuffix(".md") }.map { "\(section)/\($0.dropLast(3))" }
        }
        #expect(onDisk.count >= 42, "\(Repo.sharedMissing)")
        #expect(Set(onDisk) == Set(PackCoverage.criteriaPages), "PackCoverage.criteriaPages differs from ../shared/magentaa11y-native/")
        for (page, controls) in coverage.pages {
            #expect(controls.count == 1, "\(page).md is named by \(controls.isEmpty ? "no pack" : "the packs \(controls)"): it must be exactly one")
        }
        #expect(coverage.pagesSummary() == "Pages of the criteria set with a pack: 42 of 42.\n")
        // Each pack names at least one page, or is the shared radio/switch one, or checks what the
        // peers check on every control (touch targets, contrast: WCAG and ATF, not a page of the set).
        for pack in packs where pack.control != "checkable-control" && !pack.recognise.everyControl {
            #expect(PackCoverage.criteriaPages.contains { PackCoverage.pack(pack, names: $0) }, "\(pack.control) names no page of the criteria set")
        }
    }

    /// Every control page of the criteria set has a pack: named for the page, or citing it in its seed.
    @Test func everyControlPageHasAPack() throws {
        let (_, packs) = try Self.coverage()
        let pages = try FileManager.default.contentsOfDirectory(atPath: Repo.shared.appendingPathComponent("magentaa11y-native/controls").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        #expect(pages.count >= 27, "\(Repo.sharedMissing)")
        for page in pages.sorted() {
            let pack = packs.first { $0.control == page || $0.seed.contains("controls/\(page)") }
            #expect(pack != nil, "controls/\(page).md has no pack in rules/")
        }
    }
}
