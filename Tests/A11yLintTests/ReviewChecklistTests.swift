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

/// Issue 25, point 2: review is one checklist per screen in every format, per control on request,
/// and not built at all when hidden.
@Suite struct ReviewChecklistTests {
    static let packs = try! BuiltInRules.packs()
    static let corpus = Repo.shared.appendingPathComponent("corpus").path

    static func corpusReports(review: Bool = true) -> [FileReport] {
        LintRun(paths: [corpus], packs: packs, jobs: 2, review: review).run()
    }

    /// Gathering loses nothing: every (node, criterion) a review finding named is in the checklist,
    /// on the node or as the whole screen, and every failure is untouched.
    @Test func theChecklistHoldsEveryReviewFindingOfTheCorpus() {
        let reports = Self.corpusReports()
        var items = 0, findings = 0
        for report in reports where report.error == nil {
            let gathered = report.gatheringReview()
            #expect(gathered.findings == report.findings.filter { $0.status == .fail }, "\(report.path)")
            let criteria = gathered.review.map(\.criterion)
            #expect(Set(criteria).count == criteria.count, "one item per criterion in \(report.path)")
            for f in report.findings where f.status == .review {
                findings += 1
                for criterion in f.criteria {
                    let item = gathered.review.first { $0.criterion == criterion }
                    let held = f.control == Finding.screen ? item?.wholeScreen == true : item?.controls.contains { $0.node.index == f.node.index } == true
                    #expect(held, "\(report.path): \(f.rule) on \(f.node.location) for \(criterion)")
                }
            }
            items += gathered.review.count
        }
        // Fewer items than there were review findings: that is the point.
        #expect(items > 0 && items < findings)
    }

    /// A run that gathers each checklist as it lints (the command line's, laid out as a checklist)
    /// reports what a run that gathers it afterwards does: the same failures, folded alike, and the
    /// same checklist, on every dump of the corpus and the fixtures.
    @Test func gatheringWhileLintingReportsWhatGatheringAfterDoes() {
        var run = LintRun(paths: [Self.corpus, Repo.fixtures.path], packs: Self.packs, jobs: 2)
        let after = run.run().map { $0.gatheringReview() }
        run.gatheringReview = true
        let during = run.run()
        #expect(during.count == after.count)
        for (a, b) in zip(after, during) {
            #expect(a.path == b.path)
            #expect(a.findings == b.findings, "\(a.path)")
            #expect(a.review == b.review, "\(a.path)")
            #expect(!b.findings.contains { $0.status == .review }, "\(b.path): review findings made")
        }
        #expect(after.filter { !$0.review.isEmpty }.count > 100)
        #expect(after.contains { $0.review.contains(where: \.wholeScreen) } && after.contains { $0.findings.contains { !$0.covers.isEmpty } })
    }

    /// A configuration that drops findings, or a baseline, reads each review finding: the run
    /// keeps them for the report to gather, and the checklist is the one a configured run makes.
    @Test func aConfigurationOrBaselineKeepsTheReviewFindings() throws {
        let dump = Repo.fixtures.appendingPathComponent("announcements/android-radios-and-switches.xml").path
        var settings = Configuration()
        settings.general.criteria["focus.keyboard"] = .off
        var run = LintRun(paths: [dump], packs: Self.packs, configuration: settings, jobs: 1)
        let after = run.run()
        run.gatheringReview = true
        let during = run.run()
        #expect(after[0].review.isEmpty && during[0].review.isEmpty)
        #expect(during[0].findings == after[0].findings && during[0].findings.contains { $0.status == .review })
        #expect(!during[0].findings.contains { $0.criteria.contains("focus.keyboard") })
        var plain = LintRun(paths: [dump], packs: Self.packs, jobs: 1)
        plain.gatheringReview = true
        #expect(plain.run()[0].review.contains { $0.criterion == "focus.keyboard" })
        run = LintRun(paths: [dump], packs: Self.packs, baseline: Baseline(entries: []), jobs: 1)
        run.gatheringReview = true
        #expect(run.run()[0].findings.contains { $0.status == .review })
    }

    /// A node is listed once per criterion and kind: as two kinds, under each; past the 64
    /// criteria a bit each, and past 255 kinds, still once.
    @Test func aNodeIsListedOncePerCriterionAndKind() {
        var checklist = ReviewChecklist(nodeCount: 3)
        let rules = (0 ..< 66).map { Finding.RuleFields(rule: "r\($0)", criteria: ["c\($0)"], remedy: [:], test: nil) }
        let node = NodeReference(index: 1, id: nil, className: nil, location: .unknown, path: "/", bounds: nil, label: nil)
        let kinds = (0 ..< 260).map { "kind\($0)" }
        for rule in rules {
            for kind in ["button", "link", "button"] + kinds + kinds {
                checklist.add(rule, control: kind, node: 1, message: { "m" }, reference: { node })
            }
        }
        #expect(checklist.items.map(\.criterion) == rules.map { $0.values.criteria[0] })
        #expect(checklist.items.allSatisfy { $0.controls.map(\.control) == ["button", "link"] + kinds })
    }

    /// A control the checklist lists under several criteria is written the same each time (its
    /// JSON is written once and copied), and a node listed as two kinds is written as each.
    @Test func aControlListedAgainIsWrittenAlikeAndANodeOfTwoKindsAsEach() throws {
        let node = NodeReference(index: 3, id: "a\"b", className: "X", location: SourceLocation(line: 2, column: 5), path: "/X[1]", bounds: nil, label: "L\n")
        let other = NodeReference(index: 4, id: nil, className: "Y", location: SourceLocation(line: 3, column: 1), path: "/Y[1]", bounds: nil, label: nil)
        // Longer than the 64 KB chunks the written places are kept in.
        let long = NodeReference(index: 5, id: String(repeating: "i", count: 70_000), className: "Z", location: SourceLocation(line: 4, column: 2),
                                 path: "/Z[1]", bounds: nil, label: "é")
        func item(_ criterion: String, _ controls: [ReviewedControl]) -> ReviewItem {
            ReviewItem(criterion: criterion, rules: ["r"], message: "m", test: nil, controls: controls, wholeScreen: false)
        }
        var report = FileReport(path: "x.xml", format: .uiautomator, platform: .android, nodeCount: 5, error: nil, findings: [])
        report.review = [item("c1", [ReviewedControl(control: "button", node: node)]),
                         item("c2", [ReviewedControl(control: "button", node: node), ReviewedControl(control: "link", node: node),
                                     ReviewedControl(control: "button", node: other)]),
                         item("c3", [ReviewedControl(control: "link", node: node), ReviewedControl(control: "button", node: other),
                                     ReviewedControl(control: "button", node: long)]),
                         item("c4", [ReviewedControl(control: "button", node: long), ReviewedControl(control: "button", node: other)])]
        let json = try #require(JSONSerialization.jsonObject(with: Data(JSONReporter.render([report]).utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let review = try #require(files.first?["review"] as? [[String: Any]])
        let listed = review.map { ($0["controls"] as? [[String: Any]] ?? []).map { "\($0["control"]!)|\($0["id"]!)|\($0["label"]!)|\($0["line"]!):\($0["column"]!)" } }
        let first = "button|a\"b|L\n|2:5", asLink = "link|a\"b|L\n|2:5", second = "button|<null>|<null>|3:1"
        let third = "button|\(String(repeating: "i", count: 70_000))|é|4:2"
        #expect(listed == [[first], [first, asLink, second], [asLink, second, third], [third, second]])
    }

    /// On every dump of the corpus the text report has at most one review block, and no per-control review line.
    @Test func theTextReportHasOneReviewBlockPerDump() {
        let reports = Self.corpusReports()
        for report in reports {
            let text = ReportFormat.text.render([report], options: ReportOptions(packs: Self.packs))
            #expect(text.components(separatedBy: "Review by hand").count <= 2, "\(report.path)")
            #expect(!text.contains(" by hand: "), "\(report.path)")
        }
        var perControl = ReportOptions(packs: Self.packs)
        perControl.reviewLayout = .perControl
        #expect(ReportFormat.text.render(reports, options: perControl).contains(" by hand: "))
    }

    /// Hidden review is not built: the review-only rules do not run, the other findings are the same.
    @Test func hiddenReviewRunsNoReviewRule() throws {
        let shown = Self.corpusReports(review: true), hidden = Self.corpusReports(review: false)
        #expect(shown.map(\.path) == hidden.map(\.path))
        for (a, b) in zip(shown, hidden) {
            #expect(b.findings == a.findings.filter { $0.status == .fail }, "\(a.path)")
        }
        #expect(!hidden.contains { $0.findings.contains { $0.status == .review } })
        // The linter itself: its plan holds review-only rules, and without review their findings are never made.
        let tree = try DumpReader.load(contentsOf: Repo.root.appendingPathComponent("examples/wifi-settings.xml"))
        let linter = Linter(packs: Self.packs)
        #expect(linter.lint(tree, reviewing: false) == linter.lint(tree).filter { $0.status == .fail })
        #expect(linter.plans.values.flatMap { $0.values.flatMap { $0 } }.contains { $0.onlyReviews })
    }

    /// JUnit: one skipped case per criterion per screen, not one per control.
    @Test func junitSkipsOneCasePerCriterion() {
        let reports = Self.corpusReports()
        let gathered = reports.map { $0.gatheringReview() }
        let checklist = JUnitReporter.render(gathered, packs: Self.packs)
        let perControl = JUnitReporter.render(reports, packs: Self.packs)
        func skipped(_ xml: String) -> Int { xml.components(separatedBy: "<skipped ").count - 1 }
        #expect(skipped(checklist) == gathered.reduce(0) { $0 + $1.review.count })
        #expect(skipped(checklist) < skipped(perControl))
    }

    /// The CLI: checklist by default, `--review per-control` as before, `--quiet` and `--no-review` without review.
    @Test func theCommandLineLaysReviewOutAsAsked() throws {
        let binary = CLITests.binary
        guard FileManager.default.fileExists(atPath: binary.path) else { Issue.record("no binary"); return }
        let file = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        func json(_ extra: [String]) throws -> [String: Any] {
            let run = try runProcess(binary, ["lint", "--no-config", "--format", "json", file] + extra)
            #expect(run.status == 1, "\(extra): \(run.err)")
            return try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        }
        func file0(_ doc: [String: Any]) -> [String: Any] { (doc["files"] as! [[String: Any]])[0] }
        let checklist = file0(try json([]))
        #expect(!(checklist["review"] as! [Any]).isEmpty)
        #expect(!(checklist["findings"] as! [[String: Any]]).contains { $0["status"] as? String == "review" })
        let perControl = file0(try json(["--review", "per-control"]))
        #expect((perControl["review"] as! [Any]).isEmpty)
        #expect((perControl["findings"] as! [[String: Any]]).contains { $0["status"] as? String == "review" })
        for hide in [["--no-review"], ["--quiet"]] {
            let hidden = file0(try json(hide))
            #expect((hidden["review"] as! [Any]).isEmpty && !(hidden["findings"] as! [[String: Any]]).contains { $0["status"] as? String == "review" }, "\(hide)")
        }
        let bad = try runProcess(binary, ["lint", "--no-config", "--review", "per-file", file])
        #expect(bad.status == 2 && bad.err.contains("per-control"))
    }
}
