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

/// The text and JSON reports of a FIXED set of findings made here, not by linting fixtures, so a new
/// or reworded rule does not rewrite these goldens: only a change to the reporters does. Goldens in
/// Tests/Golden/reporters/ (re-record with A11YLINT_RECORD=1, then review the diff).
@Suite struct TextJSONGoldenTests {
    static func node(_ index: Int, id: String?, _ className: String?, line: Int, label: String? = nil,
                     bounds: Rect? = Rect(x: 0, y: 0, width: 100, height: 48)) -> NodeReference {
        NodeReference(index: index, id: id, className: className, location: SourceLocation(line: line, column: 5),
                      path: "/hierarchy/node[\(index)]", bounds: bounds, label: label)
    }

    static func finding(_ rule: String, _ criteria: [String], _ severity: Rule.Severity, _ status: Finding.Status,
                        _ message: String, control: String, node: NodeReference, says: String = "",
                        remedy: [String: String] = [:]) -> Finding {
        Finding(rule: rule, criteria: criteria, severity: severity, status: status, message: message,
                control: control, node: node, announcement: says, remedy: remedy, test: nil)
    }

    /// A fix for every framework of both platforms: a report shows only its platform's two.
    static let everyFramework = [
        "android-views": "Set `android:text` or `contentDescription`.",
        "jetpack-compose": "Put the control and its Text in one `Row(Modifier.toggleable(...))`.",
        "uikit": "Set `accessibilityLabel`.",
        "swiftui": "Give the `Toggle` a visible label.",
    ]

    static let reports: [FileReport] = {
        // Android: a failing error with remedies, a review on the same control, a warning on a
        // radio, a radio with only review items, and the screen-wide checklist on the root.
        let wifi = node(4, id: "com.example:id/wifi_switch", "android.widget.Switch", line: 9)
        let daily = node(7, id: "com.example:id/daily", "android.widget.RadioButton", line: 14, label: "Daily")
        let weekly = node(8, id: "com.example:id/weekly", "android.widget.RadioButton", line: 15, label: "Weekly")
        let root = node(0, id: nil, "android.widget.FrameLayout", line: 2, bounds: Rect(x: 0, y: 0, width: 1080, height: 2340))
        var android = FileReport(path: "dumps/settings.xml", format: .uiautomator, platform: .android, nodeCount: 12, error: nil, findings: [
            finding("switch-name-present", ["name.present", "mobile.swipe"], .error, .fail,
                    "The switch has no name: the screen reader says only “On, Switch, Double tap to toggle”.",
                    control: "toggle-switch", node: wifi, says: "On, Switch, Double tap to toggle", remedy: everyFramework),
            finding("switch-review", ["focus.keyboard", "mobile.doubletap"], .info, .review, "Check by hand.",
                    control: "toggle-switch", node: wifi, says: "On, Switch, Double tap to toggle"),
            finding("radio-name-matches-label", ["name.matches-label"], .warning, .fail,
                    "The name “Every day” does not contain the visible label “Daily”.",
                    control: "radio-button", node: daily, says: "Selected, Every day, Radio button, In list, 2 items",
                    remedy: ["android-views": "Remove `contentDescription`, or make it contain the visible text."]),
            finding("radio-review", ["focus.keyboard"], .info, .review, "Check by hand.",
                    control: "radio-button", node: weekly, says: "Not selected, Weekly, Radio button"),
            finding("screen-review", ["focus.initial", "settings.text-resize"], .info, .review, "Check the whole screen by hand.",
                    control: Finding.screen, node: root),
        ])
        android.controls = ["toggle-switch", "radio-button", "radio-button"]

        // iOS: the same remedies give UIKit and SwiftUI fixes; an advisory (info failure).
        let ios = node(3, id: "notifications", "XCUIElementTypeSwitch", line: 6, label: "Notifications")
        var iphone = FileReport(path: "dumps/profile.xml", format: .xcuitest, platform: .ios, nodeCount: 8, error: nil, findings: [
            finding("switch-name-has-no-role-word", ["switch.name-no-role"], .error, .fail,
                    "“Notifications switch” repeats the role; the screen reader already says “switch”.",
                    control: "toggle-switch", node: ios, says: "Notifications switch, Switch button, On", remedy: everyFramework),
            finding("switch-native", ["role.native"], .info, .fail, "Could be a native UISwitch.",
                    control: "toggle-switch", node: ios, says: "Notifications switch, Switch button, On",
                    remedy: ["uikit": "Use `UISwitch`."]),
        ])
        iphone.controls = ["toggle-switch"]

        // Controls and no findings; no controls at all; an input error.
        var clean = FileReport(path: "dumps/terms.json", format: .nativeJSON, platform: .android, nodeCount: 5, error: nil, findings: [])
        clean.controls = ["checkbox", "checkbox"]
        let empty = FileReport(path: "dumps/about.txt", format: .compose, platform: .android, nodeCount: 3, error: nil, findings: [])
        let broken = FileReport(path: "dumps/truncated.xml", format: .uiautomator, platform: nil, nodeCount: 0,
                                error: InputError("unexpected end of the document", at: SourceLocation(line: 2, column: 1)), findings: [])

        // Hostile text from a dump: terminal escapes, quotes, backslashes, newlines, a bidi override.
        let hostileNode = NodeReference(index: 1, id: "row\"1\" \\ <b> & \u{1B}[2J", className: "android.widget.Switch\t",
                                        location: SourceLocation(line: 3, column: 2), path: "/a[1]/b[\"2\"]", bounds: nil,
                                        label: "Wi\u{1B}]0;pwned\u{07}Fi \u{202E}gnp.exe")
        var hostile = FileReport(path: "dir/a \"b\"\n\u{1B}[31mred.xml", format: .uiautomator, platform: .android, nodeCount: 2, error: nil, findings: [
            finding("switch-name-present", ["name.present"], .error, .fail,
                    "100% \"sure\"\\ line one\nline two\r\n\u{1B}[31mred\u{1B}[0m \u{0}nul \u{2028}sep </script>",
                    control: "toggle-switch", node: hostileNode, says: "On,\tSwitch \u{1B}[1m"),
        ])
        hostile.controls = ["toggle-switch"]
        let hostileError = FileReport(path: "bad\u{1B}[H.xml", format: nil, platform: nil, nodeCount: 0,
                                      error: InputError("bad byte \u{1B}[2J here\nsecond \"line\""), findings: [])
        return [android, iphone, clean, empty, broken, hostile, hostileError]
    }()

    static let goldenDir = Repo.root.appendingPathComponent("Tests/Golden/reporters")

    func golden(_ name: String, _ actual: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try expectRecorded(actual, file: name, in: Self.goldenDir, recordWith: "TextJSONGoldenTests", sourceLocation: sourceLocation)
    }

    /// The "no … found" line names fixed titles, not the built-in packs', so a new pack leaves it alone.
    static func textReporter(color: Bool) -> TextReporter {
        var reporter = TextReporter(color: color)
        reporter.vocabulary = ControlVocabulary(packs: [])
        reporter.vocabulary.titles = ["Checkbox", "Radio button", "Toggle switch"]
        return reporter
    }

    @Test func textGolden() throws {
        try golden("text.txt", Self.textReporter(color: false).render(Self.reports))
    }

    @Test func textColourGolden() throws {
        try golden("text-color.txt", Self.textReporter(color: true).render(Self.reports))
    }

    @Test func jsonGolden() throws {
        try golden("json.json", JSONReporter.render(Self.reports))
    }

    /// The checklist layout (the default through `ReportFormat`): failures per control, then one
    /// "Review by hand" block per file, one entry per criterion.
    @Test func checklistGoldens() throws {
        let gathered = Self.reports.map { $0.gatheringReview() }
        try golden("text-checklist.txt", Self.textReporter(color: false).render(gathered))
        try golden("json-checklist.json", JSONReporter.render(gathered))
        let android = gathered[0]
        #expect(android.findings.allSatisfy { $0.status == .fail })
        // focus.keyboard is asked on the switch and a radio: one item naming both.
        let keyboard = try #require(android.review.first { $0.criterion == "focus.keyboard" })
        #expect(keyboard.controls.map(\.control) == ["toggle-switch", "radio-button"] && !keyboard.wholeScreen)
        #expect(android.review.first { $0.criterion == "settings.text-resize" }?.wholeScreen == true)
        #expect(android.review.map(\.criterion) == ["focus.keyboard", "mobile.doubletap", "focus.initial", "settings.text-resize"])
        // Counted once per criterion, not per control.
        #expect(Summary(gathered).reviews == 4 && Summary(Self.reports).reviews == 3)
        let text = Self.textReporter(color: false).render(gathered)
        #expect(text.components(separatedBy: "Review by hand").count == 2, "one block, for the one file with review items")
        #expect(!text.contains("review 1 by hand") && !text.contains("review 2 by hand"))
    }

    /// `docs/lint-report.schema.json` is the contract: both goldens, and real reports of the corpus
    /// in both layouts (with passes recorded), validate against it.
    @Test func jsonValidatesAgainstItsSchema() throws {
        let packs = try BuiltInRules.packs()
        var run = LintRun(paths: [Repo.shared.appendingPathComponent("corpus/android-uiautomator").path,
                                  Repo.shared.appendingPathComponent("corpus/ios-appium").path], packs: packs, jobs: 2)
        run.includePasses = true
        let reports = run.run()
        #expect(reports.count > 5)
        var perControl = ReportOptions(packs: packs)
        perControl.reviewLayout = .perControl
        let documents = [
            try String(contentsOf: Self.goldenDir.appendingPathComponent("json.json"), encoding: .utf8),
            try String(contentsOf: Self.goldenDir.appendingPathComponent("json-checklist.json"), encoding: .utf8),
            ReportFormat.json.render(reports, options: ReportOptions(packs: packs)),
            ReportFormat.json.render(reports, options: perControl),
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, text) in documents.enumerated() {
            let url = dir.appendingPathComponent("\(i).json")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); cls = jsonschema.validators.validator_for(schema); cls.check_schema(schema)
        bad = 0
        for path in sys.argv[2:]:
            for e in list(cls(schema).iter_errors(json.load(open(path))))[:5]: print(path, list(e.path), e.message); bad += 1
        sys.exit(1 if bad else 0)
        """
        let python = try requiredTool("python3", package: "python3")
        let result = try runProcess(python, ["-c", script, Repo.root.appendingPathComponent("docs/lint-report.schema.json").path] + paths)
        #expect(result.status == 0, "the JSON report does not validate:\n\(result.out)\(result.err)")
        // The checklist layout holds no review finding; per control holds no checklist.
        #expect(!documents[2].contains("\"status\":\"review\"") && documents[2].contains("\"wholeScreen\":"))
        #expect(documents[3].contains("\"status\":\"review\"") && !documents[3].contains("\"wholeScreen\":"))
    }

    /// Colour only adds SGR sequences around the plain text; every ESC the dump carried is shown escaped.
    @Test func colourIsThePlainTextPainted() throws {
        let coloured = Self.textReporter(color: true).render(Self.reports)
        let plain = Self.textReporter(color: false).render(Self.reports)
        #expect(coloured != plain)
        let sgr = try Regex("\u{1B}\\[[0-9;]*m")
        #expect(coloured.replacing(sgr, with: "") == plain)
        #expect(!plain.contains("\u{1B}") && !plain.contains("\u{202E}") && !plain.contains("\u{07}"))
        // Only the platform's own frameworks' fixes are shown.
        #expect(plain.contains("fix (Android Views)") && plain.contains("fix (UIKit)"))
        #expect(plain.components(separatedBy: "fix (UIKit)").count == 3, "UIKit fixes belong to the iOS file only")
    }

    @Test func jsonParsesAsVersionTwoWithEveryStringIntact() throws {
        let text = JSONReporter.render(Self.reports)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == Self.reports.map(\.path))
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["files": 7, "errors": 3, "warnings": 1, "infos": 4, "inputErrors": 2, "reviews": 3, "advisories": 1])
        // The hostile strings come back exactly as they went in.
        let hostile = try #require((files[5]["findings"] as? [[String: Any]])?.first)
        #expect(hostile["message"] as? String == Self.reports[5].findings[0].message)
        #expect(hostile["announcement"] as? String == Self.reports[5].findings[0].announcement)
        let node = try #require(hostile["node"] as? [String: Any])
        #expect(node["id"] as? String == Self.reports[5].findings[0].node.id)
        #expect(node["bounds"] is NSNull)
        let error = try #require(files[4]["error"] as? [String: Any])
        #expect(error["line"] as? Int == 2 && error["column"] as? Int == 1)
        #expect((files[6]["error"] as? [String: Any])?["line"] is NSNull)
        // The screen-wide checklist keeps its control.
        #expect((files[0]["findings"] as? [[String: Any]])?.last?["control"] as? String == "screen")
    }
}
