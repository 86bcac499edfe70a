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
import A11yLintTesting
import Foundation
import Testing
import Yams

/// Criteria judged on two dumps (Fixtures/pairs/pairs.yml), each case on both platforms.
@Suite struct PairTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var platform: String
        var before: String
        var after: String
        var action: String
        var fails: [String]
        var reviews: [String]
        var testDescription: String { "\(platform): \(before) → \(after) \(action)" }
    }

    static let folder = Repo.fixtures.appendingPathComponent("pairs")

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("pairs.yml"), encoding: .utf8),
              let entries = try? Yams.load(yaml: text) as? [[String: Any]] else { return [] }
        return ["uiautomator", "xcuitest"].flatMap { platform in
            entries.filter { ($0["only"] as? String).map { $0 == platform } ?? true }.map { e in
                Case(platform: platform, before: e["before"] as? String ?? "", after: e["after"] as? String ?? "",
                     action: e["action"] as? String ?? "", fails: e["fails"] as? [String] ?? ["<missing>"],
                     reviews: e["reviews"] as? [String] ?? [])
            }
        }
    }()

    @Test func expectationsAreRead() {
        #expect(Self.cases.count >= 30, "Fixtures/pairs/pairs.yml: \(Self.cases.count) cases")
    }

    @Test(arguments: cases) func pair(_ c: Case) throws {
        let action = try PairAction(parsing: c.action)
        let dir = Self.folder.appendingPathComponent(c.platform)
        let report = PairJudge().judge(before: dir.appendingPathComponent(c.before), after: dir.appendingPathComponent(c.after), action: action)
        #expect(report.error == nil)
        let failing = Set(report.findings.filter { $0.status == .fail }.map(\.rule))
        #expect(failing == Set(c.fails), "\(report.findings.map(\.description).joined(separator: "\n"))")
        let reviewing = Set(report.reviews.map(\.rule))
        #expect(Set(c.reviews).isSubset(of: reviewing), "\(report.findings.map(\.description))")
        // Every finding cites criteria the pair was judged on (the action's, or the control pack's) and a node in one of the two files.
        #expect(!report.criteria.isEmpty)
        for finding in report.findings {
            #expect(!finding.criteria.isEmpty && Set(finding.criteria).isSubset(of: report.criteria), "\(finding)")
            #expect(finding.before != nil || finding.after != nil)
        }
    }

    @Test func findingsNameBothFiles() throws {
        let dir = Self.folder.appendingPathComponent("uiautomator")
        let report = PairJudge().judge(before: dir.appendingPathComponent("settings.xml"), after: dir.appendingPathComponent("settings.xml"),
                                       action: .activate(id: "wifi_switch"))
        let finding = try #require(report.errors.first)
        #expect(finding.description == "com.example.reader:id/wifi_switch (android.widget.Switch) before 10:7, after 10:7: error: Double tap did not toggle the switch: it was off and is still off. [mobile.doubletap] (pair-doubletap-toggles)")
    }

    /// A pair's finding is an ordinary `Finding`: every lint reporter renders it, and SARIF names
    /// its node in BEFORE too, as a related location in BEFORE's file.
    @Test func aPairFindingIsAFindingTheLintReportersRender() throws {
        let dir = Self.folder.appendingPathComponent("uiautomator")
        let report = PairJudge().judge(before: dir.appendingPathComponent("settings.xml"), after: dir.appendingPathComponent("settings.xml"),
                                       action: .activate(id: "wifi_switch"), beforePath: "settings.xml", afterPath: "settings-again.xml")
        let finding: Finding = try #require(report.errors.first)
        let before = try #require(finding.before), after = try #require(finding.after)
        #expect(finding.node == after && before.location == SourceLocation(line: 10, column: 7))
        let options = ReportOptions(packs: Linter.builtInPacks)
        for format in [ReportFormat.junit, .github, .checkstyle, .markdown, .line, .text, .json] {
            #expect(format.render(report.fileReports, options: options).contains("Double tap did not toggle the switch"), "\(format)")
        }
        let results = try Self.sarifResults(report)
        #expect(results.count == 1)
        #expect(Self.uri(results.first?["locations"]) == "settings-again.xml", "the finding is on its node in AFTER")
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        #expect(Self.uri(related) == "settings.xml", "and on its node in BEFORE")
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 10 && region?["startColumn"] as? Int == 7)
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "BEFORE: com.example.reader:id/wifi_switch (android.widget.Switch)")

        // A text gone at 200% has no node in AFTER: its one place is in BEFORE's file, nothing related.
        let vanished = PairJudge().judge(before: dir.appendingPathComponent("settings.xml"), after: dir.appendingPathComponent("settings-200-vanished.xml"),
                                         action: .textSize, beforePath: "settings.xml", afterPath: "settings-200-vanished.xml")
        let lost = try Self.sarifResults(vanished)
        #expect(lost.count == 1 && Self.uri(lost.first?["locations"]) == "settings.xml" && lost.first?["relatedLocations"] == nil)
    }

    static func sarifResults(_ report: PairReport) throws -> [[String: Any]] {
        let sarif = SARIFReporter.render(report.fileReports, packs: Linter.builtInPacks)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    }

    static func uri(_ locations: Any?) -> String? {
        let physical = (locations as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    /// Findings are equal by value, their places in a pair too (two judgements, two `PairPlaces`
    /// objects, one finding); a finding about one dump is no pair's, even on the same node.
    @Test func findingsAreEqualByValue() {
        let node = NodeReference(index: 3, id: "app:id/wifi", className: "android.widget.Switch", location: SourceLocation(line: 10, column: 7),
                                 path: "/hierarchy/node[3]", bounds: nil, label: "Wi-Fi")
        var moved = node
        moved.location = SourceLocation(line: 12, column: 7)
        func paired(before: NodeReference?, after: NodeReference?) -> Finding {
            Finding(rule: "pair-doubletap-toggles", criteria: ["mobile.doubletap"], severity: .error, status: .fail, message: "Did not toggle.",
                    before: before, after: after, control: "toggle-switch")
        }
        let a = paired(before: node, after: node), b = paired(before: node, after: node)
        #expect(a == b && a.pair !== b.pair)
        #expect(a != paired(before: moved, after: node), "another place in BEFORE")
        #expect(a != paired(before: nil, after: node) && a.node == paired(before: nil, after: node).node, "the same node, BEFORE lost")
        let single = Finding(rule: "pair-doubletap-toggles", criteria: ["mobile.doubletap"], severity: .error, status: .fail, message: "Did not toggle.",
                             control: "toggle-switch", node: node, announcement: "", remedy: [:], test: nil)
        #expect(single.pair == nil && single.before == nil && single.after == nil && single != a)
        var unpaired = a
        unpaired.pair = nil
        #expect(unpaired == single)
        #expect(single.description == "app:id/wifi (android.widget.Switch) 10:7: error: Did not toggle. [mobile.doubletap] (pair-doubletap-toggles)")
        #expect(a.description == "app:id/wifi (android.widget.Switch) before 10:7, after 10:7: error: Did not toggle. [mobile.doubletap] (pair-doubletap-toggles)")
        #expect(a.line(beforeFile: "a.xml", afterFile: "b.xml").hasPrefix("app:id/wifi (android.widget.Switch) a.xml:10:7, b.xml:10:7: error:"))
        #expect(single.line(beforeFile: "a.xml", afterFile: "b.xml") == single.description, "one dump's finding is in neither file")
        // The pair's places are one reference in a finding, which dense lints copy by the hundred thousand.
        #expect(MemoryLayout<PairPlaces?>.size == MemoryLayout<Int>.size)
    }

    @Test func actionsParseAndBadOnesSayWhatIsExpected() throws {
        #expect(try PairAction(parsing: "activate:wifi_switch") == .activate(id: "wifi_switch"))
        #expect(try PairAction(parsing: "dismiss:com.example:id/sort") == .dismiss(id: "com.example:id/sort"))
        #expect(try PairAction(parsing: "text-size") == .textSize)
        for bad in ["activate", "activate:", "tap:x", "", "text-size:300%"] {
            #expect(throws: PairActionError.self) { try PairAction(parsing: bad) }
        }
    }

    @Test func unjudgeablePairsSayWhy() throws {
        let android = Self.folder.appendingPathComponent("uiautomator/settings.xml")
        let ios = Self.folder.appendingPathComponent("xcuitest/settings.xml")
        #expect(PairJudge().judge(before: android, after: ios, action: .textSize).error?.contains("same screen") == true)
        #expect(PairJudge().judge(before: android, after: android, action: .activate(id: "nope")).error == "no element with id 'nope' in BEFORE")
        let missing = PairJudge().judge(before: android, after: URL(fileURLWithPath: "/nonexistent/after.xml"), action: .textSize)
        #expect(missing.error?.hasPrefix("/nonexistent/after.xml") == true)
    }

    @Test func manyOverlappingTextsStayLinear() throws {
        // 3,000 texts at one spot: overlaps are checked against a bounded window, not every pair.
        var rows = ""
        for i in 0 ..< 3_000 { rows += "<node text=\"t\(i)\" class=\"android.widget.TextView\" bounds=\"[0,0][100,50]\"/>" }
        let before = try AccessibilityTree(dump: "<hierarchy><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\(rows)</node></hierarchy>")
        let after = try AccessibilityTree(dump: "<hierarchy><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\(rows.replacingOccurrences(of: "[100,50]", with: "[100,100]"))</node></hierarchy>")
        let report = PairJudge().judge(before: before, after: after, action: .textSize)
        #expect(report.error == nil)
        // They overlapped at 100% already: nothing new.
        #expect(report.findings.filter { $0.rule == "pair-text-overlap" }.isEmpty)
    }
}

/// Real screens compared with themselves lose nothing: no failure on any corpus dump.
@Suite struct PairCorpusTests {
    @Test func everyCorpusDumpComparedWithItselfPasses() throws {
        try #require(!Repo.corpusFiles.isEmpty, "\(Repo.sharedMissing)")
        for url in Repo.corpusFiles {
            guard let tree = try? AccessibilityTree(contentsOf: url) else { continue }
            let report = PairJudge().judge(before: tree, after: tree, action: .textSize)
            #expect(report.errors.isEmpty, "\(url.lastPathComponent): \(report.errors.map(\.description))")
        }
    }

    @Test func aTextAlreadyCutOffAt100PercentIsNotBlamedOnResizing() throws {
        // The label runs past its row at both sizes: a single-dump problem, not a resize one.
        func dump(_ height: Int) -> String {
            """
            <hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">\
            <node class="android.widget.LinearLayout" bounds="[0,0][500,\(height * 2)]">\
            <node class="android.widget.TextView" text="A long label" bounds="[0,0][900,\(height)]"/></node></node></hierarchy>
            """
        }
        let report = PairJudge().judge(before: try AccessibilityTree(dump: dump(60)), after: try AccessibilityTree(dump: dump(120)), action: .textSize)
        #expect(report.findings.isEmpty, "\(report.findings)")
    }
}

@Suite struct PairTextSafetyTests {
    @Test func controlCharactersFromADumpAreShownNotObeyed() throws {
        let before = AndroidScreen { A11y.Text("Evil\u{1B}[2Jlabel") }.accessibilityTree
        let after = AndroidScreen {}.accessibilityTree
        let text = PairTextReporter.render([PairJudge().judge(before: before, after: after, action: .textSize)])
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains(#"“Evil\u{1B}[2Jlabel” is gone"#), "\(text)")
    }
}

@Suite struct RadioContextTests {
    static func screen(extra: Bool) -> AccessibilityTree {
        AndroidScreen {
            A11y.RadioGroup {
                A11y.RadioButton("Card", isSelected: !extra).id("pay_card")
                A11y.RadioButton("Invoice", isSelected: extra).id("pay_invoice")
            }
            if !extra {
                A11y.TextField(placeholder: "Card number").id("card_number")
                A11y.TextField(placeholder: "Expiry").id("card_expiry")
                A11y.TextField(placeholder: "CVC").id("card_cvc")
            }
        }.accessibilityTree
    }

    @Test func mostOfAnUntitledScreenGoingIsReviewedNotFailed() {
        // Choosing "Invoice" hides the card fields: the same screen, or another? The dump cannot say.
        let report = PairJudge().judge(before: Self.screen(extra: false), after: Self.screen(extra: true), action: .activate(id: "pay_invoice"))
        #expect(report.errors.isEmpty, "\(report.findings)")
        #expect(report.reviews.map(\.rule) == ["pair-radio-no-context-change"], "\(report.findings)")
    }
}

@Suite struct TextResizeScrollingTests {
    @Test func aRowGoneFromAScrollingListIsReviewedNotFailed() {
        func screen(_ rows: Int) -> AccessibilityTree {
            AndroidScreen {
                A11y.Group { for i in 0 ..< rows { A11y.Text("Row \(i)") } }.node { $0.scrollable = true }
                A11y.Text("Footer")
            }.accessibilityTree
        }
        // At 200% the last two rows are below the fold, so the dump no longer has them.
        let report = PairJudge().judge(before: screen(6), after: screen(4), action: .textSize)
        #expect(report.errors.isEmpty, "\(report.findings)")
        #expect(report.reviews.count == 2 && report.reviews.allSatisfy { $0.rule == "pair-text-vanished" }, "\(report.findings)")

        // Outside a list, a text that is gone is lost.
        let fixed = PairJudge().judge(before: AndroidScreen { A11y.Text("A"); A11y.Text("B") }.accessibilityTree,
                                      after: AndroidScreen { A11y.Text("A") }.accessibilityTree, action: .textSize)
        #expect(fixed.errors.map(\.rule) == ["pair-text-vanished"])
    }
}

/// Double tap is judged by the rules the control's pack declares (`activation:`), so a checkbox's
/// own criterion, checkbox.no-context-change, is judged like a radio button's.
@Suite struct ActivationFromPacksTests {
    static func terms(checked: Bool, title: String?) -> AccessibilityTree {
        AndroidScreen {
            if let title { A11y.Text(title).id("screen_title") }
            A11y.CheckBox("I accept the terms", isChecked: checked).id("accept_terms")
            A11y.Button("Continue").id("continue_button")
        }.accessibilityTree
    }

    @Test func aCheckboxThatTogglesOnTheSameScreenPasses() {
        let report = PairJudge().judge(before: Self.terms(checked: false, title: nil), after: Self.terms(checked: true, title: nil),
                                       action: .activate(id: "accept_terms"))
        #expect(report.error == nil)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.criteria.contains("checkbox.no-context-change") && report.criteria.contains("mobile.doubletap"))
    }

    @Test func aCheckboxThatNavigatesAwayFailsItsContextCriterion() {
        let after = AndroidScreen {
            A11y.Text("Payment").id("screen_title")
            A11y.Button("Pay").id("pay")
        }.accessibilityTree
        let report = PairJudge().judge(before: Self.terms(checked: false, title: nil), after: after, action: .activate(id: "accept_terms"))
        #expect(report.errors.map(\.rule) == ["pair-checkbox-no-context-change"], "\(report.findings)")
        #expect(report.errors.first?.criteria == ["checkbox.no-context-change"])
        #expect(report.errors.first?.message.contains("checkbox") == true)
    }

    @Test func aCheckboxThatDoesNotToggleFailsDoubleTap() {
        let report = PairJudge().judge(before: Self.terms(checked: false, title: nil), after: Self.terms(checked: false, title: nil),
                                       action: .activate(id: "accept_terms"))
        #expect(report.errors.map(\.rule) == ["pair-doubletap-toggles"], "\(report.findings)")
    }

    @Test func aControlWithoutActivationRulesOrNoControlIsAnErrorNotASilentPass() {
        let screen = Self.terms(checked: false, title: nil)
        let button = PairJudge().judge(before: screen, after: screen, action: .activate(id: "continue_button"))
        #expect(button.error?.contains("declares no activation rules") == true, "\(String(describing: button.error))")
        let title = Self.terms(checked: false, title: "Terms")
        let text = PairJudge().judge(before: title, after: title, action: .activate(id: "screen_title"))
        #expect(text.error?.contains("no control") == true, "\(String(describing: text.error))")
    }

    @Test func everyPackCriterionAboutDoubleTapIsCitedByAPairRule() throws {
        for pack in try Linter.defaultPacks() {
            for criterion in pack.criteria where criterion.how == .pair && criterion.id.hasSuffix("no-context-change") {
                #expect(pack.activation?.rules.contains { $0.criteria.contains(criterion.id) } == true, "\(pack.control): \(criterion.id) has no pair rule")
            }
        }
    }
}

/// The screen-wide pair judges report the rule ids `rules/criteria.yml` gives their criterion.
@Suite struct ScreenPairDataTests {
    @Test func everyResultOfTheScreenJudgesHasARuleInTheData() throws {
        let shared = BuiltInRules.sharedCriteria
        for (action, results) in [("text-size", TextResizeJudge.results), ("dismiss", FocusReturnJudge.results)] {
            let criterion = try #require(shared.first { $0.pair?.action == action }, "no criterion judged by \(action)")
            #expect(criterion.how == .pair)
            for result in results { #expect(criterion.pair?.rules[result] != nil, "\(criterion.id) gives no rule for \(result)") }
        }
        #expect(PairAction.textSize.criteria == ["settings.text-resize"])
        #expect(Set(PairAction.activate(id: "x").criteria).isSuperset(of: ["mobile.doubletap", "radio.exclusive", "checkbox.no-context-change"]))
    }

    @Test func aPairJudgementOnADumpCriterionIsALoadError() {
        let yaml = """
        criteria:
          - id: x.y
            how: dump
            summary: "S"
            seed: "s"
            test: "t"
            pair: { action: text-size, rules: { vanished: r } }
        """
        #expect(throws: (any Error).self) { try RulePackLoader.loadCriteria(yaml: yaml, source: "t.yml") }
    }
}

/// `dismiss:ID` on a text field reports the text-input pack's own criterion (focus back on the
/// field after editing), from its `dismissal:` rule; on anything else, the shared focus.return.
@Suite struct DismissalFromPacksTests {
    static func form(focusOnField: Bool) -> AccessibilityTree {
        AndroidScreen {
            A11y.TextField("ada@example.com", placeholder: "Email").id("email").node { $0.accessibilityFocused = focusOnField }
            A11y.Button("Send").id("send").node { $0.accessibilityFocused = !focusOnField }
        }.accessibilityTree
    }

    @Test func focusBackOnTheFieldPassesItsCriterion() {
        let report = PairJudge().judge(before: Self.form(focusOnField: true), after: Self.form(focusOnField: true), action: .dismiss(id: "email"))
        #expect(report.error == nil && report.findings.isEmpty, "\(report.findings)")
        #expect(report.criteria == ["text-input.focus-after-editing"])
    }

    @Test func focusElsewhereFailsTheFieldsRule() {
        let report = PairJudge().judge(before: Self.form(focusOnField: true), after: Self.form(focusOnField: false), action: .dismiss(id: "email"))
        #expect(report.errors.map(\.rule) == ["pair-text-input-focus-after-editing"], "\(report.findings)")
        #expect(report.errors.first?.criteria == ["text-input.focus-after-editing"])
    }

    @Test func anotherTriggerKeepsTheSharedCriterion() {
        let report = PairJudge().judge(before: Self.form(focusOnField: true), after: Self.form(focusOnField: true), action: .dismiss(id: "send"))
        #expect(report.errors.map(\.rule) == ["pair-focus-return"], "\(report.findings)")
        #expect(report.criteria == ["focus.return"])
    }
}
