import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintRules
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintRuns

/// One finding per mistake (`covers:` in the packs): folding never loses a failing criterion.
@Suite struct FoldedFindingsTests {
    static let dumps = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]).filter { !$0.path.contains("/pairs/") }
        + Repo.corpusFiles

    /// (node, criterion) for every failure.
    static func failingPairs(_ findings: [Finding]) -> Set<String> {
        Set(findings.filter { $0.status == .fail }.flatMap { f in f.criteria.map { "\(f.node.index)|\($0)" } })
    }

    @Test func foldingKeepsEveryFailingCriterionAndRuleOnEveryDump() throws {
        let linter = Linter()
        var folded = 0, loaded = 0
        for url in Self.dumps {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            loaded += 1
            let all = linter.lint(tree, foldingCovered: false)
            let one = linter.foldingCovered(all)
            #expect(Self.failingPairs(one) == Self.failingPairs(all), "\(url.lastPathComponent)")
            // Every failing rule is still named, by its own finding or by the one covering it.
            #expect(Set(one.filter { $0.status == .fail }.flatMap(\.rules)) == Set(all.filter { $0.status == .fail }.map(\.rule)), "\(url.lastPathComponent)")
            #expect(one.filter { $0.status == .review }.count == all.filter { $0.status == .review }.count)
            // The most severe of the folded findings is the one shown.
            #expect(one.filter { $0.severity == .error }.count <= all.filter { $0.severity == .error }.count)
            folded += all.count - one.count
        }
        #expect(loaded > 300)
        #expect(folded > 50, "the corpus and fixtures have unnamed controls whose name, swipe and label rules fold")
    }

    /// The corpus's unnamed switches, radios, checkboxes and fields: at most two failures a node
    /// (the mistake, and a separate one such as keyboard focus).
    @Test func noCorpusNodeHasMoreThanTwoFailures() throws {
        let linter = Linter()
        for url in Repo.corpusFiles {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            var perNode: [Int: [String]] = [:]
            for f in linter.lint(tree) where f.status == .fail { perNode[f.node.index, default: []].append(f.rule) }
            for (node, rules) in perNode { #expect(rules.count <= 2, "\(url.lastPathComponent) node \(node): \(rules)") }
        }
    }

    static let unnamedSwitch = #"""
    <hierarchy rotation="0"><node index="0" text="" resource-id="com.example:id/wifi" class="android.widget.Switch" package="com.example" content-desc="" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[900,200][1040,280]" /></hierarchy>
    """#

    @Test func anUnnamedSwitchIsOneErrorStandingForItsSwipeWarning() throws {
        let findings = Linter().lint(try DumpReader.load(string: Self.unnamedSwitch)).filter { $0.status == .fail }
        let one = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(one.rule == "switch-name-present" && one.covers == ["switch-swipe"])
        #expect(one.severity == .error)
        #expect(one.criteria == ["name.present", "mobile.swipe"])
        // Its remedies: the name rule's, then the swipe rule's where they differ, each once.
        let views = try #require(one.remedy["android-views"])
        #expect(views.split(separator: "\n").count == Set(views.split(separator: "\n")).count)
    }

    /// Folds of the same rules share the remedies the first made, but only when the remedies met
    /// are the same: findings whose remedies were changed (a public `var`) fold as on their own.
    @Test func foldsOfTheSameRulesShareRemediesOnlyWhenTheRemediesAreTheSame() throws {
        let linter = Linter()
        let unfolded = linter.lint(try DumpReader.load(string: Self.unnamedSwitch), foldingCovered: false).filter { $0.status == .fail }
        try #require(unfolded.count > 1)
        func copy(at index: Int, changingRemedies: Bool) -> [Finding] {
            unfolded.map { f in
                var f = f
                f.node.index = index
                if changingRemedies { f.remedy = f.remedy.mapValues { $0 + " (\(f.rule))" } }
                return f
            }
        }
        let same = copy(at: 7, changingRemedies: false), changed = copy(at: 8, changingRemedies: true)
        let together = linter.foldingCovered(unfolded + same + changed + same.map { var f = $0; f.node.index = 9; return f })
        let alone = [unfolded, same, changed].map { linter.foldingCovered($0) }
        #expect(together.count == 4 * alone[0].count)
        #expect(Array(together[0 ..< alone[0].count]) == alone[0])
        #expect(together.filter { $0.node.index == 7 } == alone[1])
        #expect(together.filter { $0.node.index == 8 } == alone[2])
        #expect(alone[2].first?.remedy != alone[1].first?.remedy)
        #expect(together.filter { $0.node.index == 9 }.map(\.remedy) == alone[1].map(\.remedy))
    }

    /// A node's failures fold together though review findings of another node lie between them
    /// (a checklist gathered as the rules run leaves none between them: both must fold alike).
    @Test func reviewFindingsBetweenANodesFailuresDoNotSplitTheirFold() throws {
        let linter = Linter()
        let unfolded = linter.lint(try DumpReader.load(string: Self.unnamedSwitch), foldingCovered: false)
        let failures = unfolded.filter { $0.status == .fail }
        var review = try #require(unfolded.first { $0.status == .review })
        try #require(failures.count == 2)
        review.node.index = failures[0].node.index + 1
        let between = linter.foldingCovered([failures[0], review, failures[1]])
        #expect(between.filter { $0.status == .fail } == linter.foldingCovered(failures))
        #expect(between.filter { $0.status == .fail }.count == 1 && between.contains(review))
    }

    /// Folding comes after the configuration: a rule turned off hides only its own failures.
    @Test func aRuleTurnedOffHidesOnlyItsOwnFailures() throws {
        let tree = try DumpReader.load(string: Self.unnamedSwitch)
        let configuration = try ConfigurationLoader.load(yaml: "rules:\n  switch-name-present: off\n", source: ".a11ylint.yml",
                                                         baseDirectory: Repo.root, packs: Linter().packs)
        let left = Linter().lint(tree, configuration: configuration).filter { $0.status == .fail }
        #expect(left.map(\.rule) == ["switch-swipe"])
        #expect(left.first?.severity == .warning)
    }

    @Test func coversNameRulesOfThePackWithoutCycles() throws {
        func load(_ covers: String) throws -> RulePack {
            try RulePackLoader.load(yaml: """
            control: gizmo
            title: Gizmo
            seed: none
            rules:
              - id: gizmo-a
                criteria: [name.present]
                check: namePresent
                message: "no name"
                \(covers)
              - id: gizmo-b
                criteria: [mobile.swipe]
                check: namePresent
                message: "no name either"
                covers: [gizmo-a]
            """, source: "gizmo.yml", checks: CheckCatalogue.resolver)
        }
        #expect(throws: (any Error).self) { try load("covers: [gizmo-c]") }
        #expect(throws: (any Error).self) { try load("covers: [gizmo-a]") }
        #expect(throws: (any Error).self) { try load("covers: [gizmo-b]") }
        do {
            _ = try load("covers: [gizmo-nope]")
        } catch {
            #expect("\(error)".contains("gizmo.yml:") && "\(error)".contains("'gizmo-nope'"), "\(error)")
        }
        let fine = try load("description: a")
        #expect(fine.rules.map(\.covers) == [[], ["gizmo-a"]])
    }

    /// A baseline written before folding (one entry per failing rule) hides the folded findings of
    /// the same dumps: each is matched by its own rule's entry.
    @Test func aBaselineOfUnfoldedFindingsHidesTheFoldedOnes() throws {
        let linter = Linter()
        var before: [FileReport] = [], after: [FileReport] = []
        for url in Repo.corpusFiles {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            func report(_ findings: [Finding]) -> FileReport {
                FileReport(path: url.path, format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)
            }
            let all = linter.lint(tree, foldingCovered: false)
            before.append(report(all))
            after.append(report(linter.foldingCovered(all)))
        }
        let baseline = Baseline(reports: before)
        let total = after.reduce(0) { $0 + $1.findings.count }
        #expect(total > 0)
        #expect(baseline.filter(&after) == total)
        #expect(after.allSatisfy { $0.findings.isEmpty })
    }
}
