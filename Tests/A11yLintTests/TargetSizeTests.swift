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

/// target.size (rules/touch-target.yml, `TargetSize`): the cases the pack's examples do not show —
/// the density given or inferred, a dump without a screen size, the Spacing exception, the size
/// on every control kind, and the density reaching the linter from the configuration and the CLI.
@Suite struct TargetSizeTests {
    /// A 1080×2400 px screen with one named ImageButton `side` px square.
    static func androidScreen(button side: Int, rootBounds: Bool = true) throws -> AccessibilityTree {
        let root = rootBounds ? #","bounds":[0,0,1080,2400]"# : ""
        return try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root"\#(root),"children":[{"className":"android.widget.ImageButton","id":"share","contentDescription":"Share","clickable":true,"focusable":true,"bounds":[300,300,\#(300 + side),\#(300 + side)]}]}"#)
    }

    static func targetFindings(_ tree: AccessibilityTree, density: Double? = nil) -> [Finding] {
        var linter = Linter()
        linter.density = density
        return linter.lint(tree, rules: ["target-size"])
    }

    /// `format` writes a number as `String(Double)` writes it rounded to two decimals (what it
    /// did before writing the digits itself), negative, whole, tiny or huge.
    @Test func formatWritesTheRoundedNumberAsStringDoes() {
        func reference(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        var values: [Double] = [0, -0.0, 0.004, 0.005, 0.015, 1.005, 2.675, 116.666, 38.095, -1.5, -0.05, 1e11 + 0.25, 9.99e11 + 0.07, 1e12 + 0.5, 3e13 + 0.01, 1e15 + 0.5, 123_456_789.125]
        for n in stride(from: -30_000, through: 30_000, by: 7) { values.append(Double(n) / 100); values.append(Double(n) / 100 + 0.003); values.append(Double(n) / 3) }
        for d in [0.75, 1, 1.33, 1.5, 2, 2.625, 2.75, 3, 3.5, 4] { for px in stride(from: 1.0, through: 3000, by: 13) { values.append(px / d) } }
        for v in values { #expect(TargetSize.format(v) == reference(v), "\(v)") }
    }

    @Test func aKnownDensityDecidesWhatTheScreenSizeLeavesOpen() throws {
        // 100 px: 33 dp at density 3, 50 dp at 2, 75 at 1.33: without the density a person must look.
        let tree = try Self.androidScreen(button: 100)
        let inferred = Self.targetFindings(tree)
        #expect(inferred.count == 1 && inferred[0].status == .review && inferred[0].criteria == ["target.size"], "\(inferred)")
        #expect(inferred[0].message.contains("give --density"), "\(inferred[0].message)")
        let atThree = Self.targetFindings(tree, density: 3)
        #expect(atThree.count == 1 && atThree[0].status == .fail && atThree[0].severity == .warning, "\(atThree)")
        #expect(atThree[0].message == "The target is 33.33×33.33 dp, at density 3: smaller than 48×48 dp.", "\(atThree[0].message)")
        #expect(Self.targetFindings(tree, density: 2).isEmpty)
        // A tree's own density beats the linter's.
        var own = tree
        own.density = 2
        #expect(Self.targetFindings(own, density: 3).isEmpty)
    }

    @Test func tooSmallAtEveryPlausibleDensityFailsWithout() throws {
        // 60 px: 45 dp at the lowest density that gives a 1080 px screen a tablet's width (1.33).
        let findings = Self.targetFindings(try Self.androidScreen(button: 60))
        #expect(findings.count == 1 && findings[0].status == .fail, "\(findings)")
        #expect(findings[0].message.contains("20×20 dp (density 3) to 45.11×45.11 dp (density 1.33)"), "\(findings[0].message)")
        // Large enough at every plausible density: nothing.
        #expect(Self.targetFindings(try Self.androidScreen(button: 144)).isEmpty)
    }

    @Test func noScreenSizeNoDensityNoJudgement() throws {
        // Without the root's bounds no density can be inferred: the rule does not apply (recorded why).
        let tree = try Self.androidScreen(button: 20, rootBounds: false)
        #expect(Self.targetFindings(tree).isEmpty)
        let (_, outcomes) = Linter().lintRecordingOutcomes(tree, rules: ["target-size"])
        #expect(outcomes.contains { $0.rule == "target-size" && $0.kind == .notApplicable && ($0.reason ?? "").contains("screen size") }, "\(outcomes)")
    }

    @Test func anUndersizedIOSTargetWithRoomAroundItIsReviewedNotFailed() throws {
        // WCAG 2.5.8 Spacing: a 24 pt circle centred on the 20×20 pt button meets no other target.
        let alone = try DumpReader.load(string: #"{"platform":"ios","elementType":"Application","id":"app","frame":[0,0,390,844],"children":[{"elementType":"Button","id":"info","accessibilityLabel":"Info","isAccessibilityElement":true,"frame":[20,100,20,20]},{"elementType":"Button","id":"save","accessibilityLabel":"Save","isAccessibilityElement":true,"frame":[20,400,350,50]}]}"#)
        let findings = Self.targetFindings(alone)
        #expect(findings.count == 1 && findings[0].status == .review && findings[0].message.contains("Spacing"), "\(findings)")
    }

    @Test func theRuleRunsOnEveryKindOfControlAndNoOtherPack() throws {
        // One pack for every control: its rule is in the plans of every other pack's control kind.
        let linter = Linter()
        let kinds = Set(linter.packs.filter { !$0.recognise.everyControl }.map(\.control))
        for kind in kinds {
            for platform in Platform.allCases {
                #expect(linter.plans[kind]?[platform]?.contains { $0.rule.id == "target-size" } == true, "\(kind) on \(platform)")
            }
        }
        #expect(linter.plans["touch-target"]?.values.allSatisfy { $0.allSatisfy { $0.rule.id == "target-size" } } ?? true)
    }

    @Test func densityComesFromTheConfigurationAndTheCommandLine() throws {
        let config = try ConfigurationLoader.load(yaml: "density: 2.75\n", source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Linter.builtInPacks)
        #expect(config.density == 2.75)
        #expect(throws: (any Error).self) {
            try ConfigurationLoader.load(yaml: "density: huge\n", source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Linter.builtInPacks)
        }
        // A 100 px button: reviewed without a density, failed at 3 (the configuration), passed at 2 (the CLI's, which beats it).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-density-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("screen.json")
        try NativeJSONWriter.render(try Self.androidScreen(button: 100)).write(to: dump, atomically: true, encoding: .utf8)
        func statuses(_ run: LintRun) -> [Finding.Status] { run.run().flatMap(\.findings).filter { $0.rule == "target-size" }.map(\.status) }
        var run = LintRun(paths: [dump.path], packs: Linter.builtInPacks, jobs: 1)
        #expect(statuses(run) == [.review])
        run.configuration.density = 3
        #expect(statuses(run) == [.fail])
        run.density = 2
        #expect(statuses(run) == [])
        // The CLI's option, and its bounds.
        let cli = try runProcess(CLITests.binary, ["lint", "--no-config", "--density", "3", dump.path])
        #expect(cli.status == 0 && cli.out.contains("smaller than 48×48 dp"), "\(cli.out)\(cli.err)")
        let bad = try runProcess(CLITests.binary, ["lint", "--no-config", "--density", "40", dump.path])
        #expect(bad.status == 2 && bad.err.contains("--density"), "\(bad.err)")
    }
}
