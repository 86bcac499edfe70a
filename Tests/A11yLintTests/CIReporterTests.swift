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

/// The CI reporters (SARIF, JUnit, GitHub, checkstyle, Markdown) on one fixed set of files: checked
/// by the formats' own tools (the SARIF schema, xmllint) and against goldens in
/// Tests/Golden/reporters/ (re-record with A11YLINT_RECORD=1, then review the diff).
@Suite struct CIReporterTests {
    struct Fixture: Sendable {
        var reports: [FileReport]
        var packs: [RulePack]
    }

    /// A failing Android file, a passing one, a failing iOS one, and one that cannot be read.
    /// Display paths are relative to the repository so goldens do not depend on the machine.
    /// Linted with the seed controls' packs only, so that adding a pack does not rewrite every golden.
    static let goldenPacks: Set<String> = ["radio-button", "toggle-switch", "checkbox", "checkable-control"]
    static let fixture: Fixture = {
        let linter = Linter(packs: Linter.builtInPacks.filter { goldenPacks.contains($0.control) })
        var reports = [
            "examples/wifi-settings.xml",
            "Fixtures/uiautomator/radio-button/pass-radiogroup-one-checked.xml",
            "Fixtures/xcuitest/toggle-switch/fail-name-says-switch.xml",
        ].map { linter.lint(file: Repo.root.appendingPathComponent($0), displayPath: $0) }
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-ci-\(UUID().uuidString).xml")
        try! "<hierarchy><node class=\"a\">\n</hierarchy>".write(to: broken, atomically: true, encoding: .utf8)
        reports.append(linter.lint(file: broken, displayPath: "broken/truncated.xml"))
        try? FileManager.default.removeItem(at: broken)
        return Fixture(reports: reports, packs: linter.packs)
    }()

    /// A finding whose strings carry everything the formats must escape.
    static let hostile: FileReport = {
        let node = NodeReference(index: 3, id: "row|1 \"a\" <b> & `c`", className: "android.widget.Switch",
                                 location: SourceLocation(line: 4, column: 2), path: "/a[1]/b[2]", bounds: nil, label: nil)
        let finding = Finding(rule: "switch-name-present", criteria: ["name.present", "mobile.swipe"], severity: .error, status: .fail,
                              message: "100% sure, really: yes\nsecond line\r\nthird | cell \u{1}bell <x> & ]]>",
                              control: "toggle-switch", node: node, announcement: "", remedy: [:], test: nil)
        var report = FileReport(path: "dir/a,b:c d.xml", format: .uiautomator, platform: .android, nodeCount: 5, error: nil, findings: [finding])
        report.controls = ["toggle-switch"]
        return report
    }()

    var reports: [FileReport] { Self.fixture.reports }
    var findingCount: Int { reports.reduce(0) { $0 + $1.findings.count } }

    // MARK: SARIF

    @Test func sarifValidatesAgainstTheSchema() throws {
        let sarif = SARIFReporter.render(reports + [Self.hostile], packs: Self.fixture.packs, includeReview: true)
        let file = try temporary(sarif, "sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let schema = Repo.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json").path
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); doc = json.load(open(sys.argv[2]))
        cls = jsonschema.validators.validator_for(schema); cls.check_schema(schema)
        errors = sorted(cls(schema).iter_errors(doc), key=lambda e: list(e.path))
        for e in errors[:10]: print(list(e.path), e.message)
        sys.exit(1 if errors else 0)
        """
        let python = try requiredTool("python3", package: "python3")
        let probe = try runProcess(python, ["-c", "import jsonschema"])
        guard probe.status == 0 else {
            throw MissingTool(description: "\(python.path) cannot import jsonschema: `pip install jsonschema` or Debian's python3-jsonschema (`make test-deps` does it)")
        }
        let run = try runProcess(python, ["-c", script, schema, file.path])
        #expect(run.status == 0, "SARIF does not validate:\n\(run.out)\(run.err)")
    }

    @Test func sarifCarriesFailuresOnlyUnlessReviewIsAsked() throws {
        func results(_ includeReview: Bool) throws -> [[String: Any]] {
            let text = SARIFReporter.render(reports, packs: Self.fixture.packs, includeReview: includeReview)
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
            return (json["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        }
        let failures = reports.reduce(0) { $0 + $1.findings.filter { $0.status == .fail }.count }
        #expect(failures > 0 && failures < findingCount)
        #expect(try results(false).count == failures)
        #expect(try results(false).allSatisfy { $0["kind"] as? String == "fail" })
        #expect(try results(true).count == findingCount)
    }

    @Test func sarifResultsResolveToRules() throws {
        let json = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(reports, packs: Self.fixture.packs, includeReview: true).utf8)) as! [String: Any]
        let run = (json["runs"] as! [[String: Any]])[0]
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        #expect(rules.count == Self.fixture.packs.reduce(0) { $0 + $1.rules.count })
        let results = run["results"] as! [[String: Any]]
        #expect(results.count == findingCount)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            if result["kind"] as? String == "review" { #expect(result["level"] as? String == "none") }
        }
        #expect(results.contains { $0["kind"] as? String == "review" } && results.contains { $0["level"] as? String == "error" })
        let invocation = (run["invocations"] as! [[String: Any]])[0]
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = invocation["toolExecutionNotifications"] as! [[String: Any]]
        #expect(notes.count == 1 && notes[0]["level"] as? String == "error")
        #expect(SARIFReporter.render(reports, packs: Self.fixture.packs) == SARIFReporter.render(reports, packs: Self.fixture.packs))
    }

    @Test func sarifFingerprintsIgnoreLines() throws {
        func fingerprints(_ reports: [FileReport]) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(reports, packs: Self.fixture.packs).utf8)) as! [String: Any]
            let results = (json["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
            return results.map { ($0["partialFingerprints"] as! [String: String])[SARIFReporter.fingerprintKey]! }
        }
        var moved = reports
        for r in moved.indices { for f in moved[r].findings.indices { moved[r].findings[f].node.location.line += 7 } }
        #expect(try fingerprints(moved) == fingerprints(reports))
    }

    /// One fingerprint for baselines and SARIF: an empty row inserted before a nameless switch's row
    /// shifts the switch's path, and neither its baseline entry nor its alert may change.
    @Test func sarifAndBaselineFingerprintsSurviveAnInsertedSibling() throws {
        func node(_ cls: String, _ extra: String = "", _ children: String = "") -> String {
            "<node text=\"\" resource-id=\"\" class=\"\(cls)\" package=\"p\" content-desc=\"\" enabled=\"true\" \(extra)>\(children)</node>"
        }
        let sibling = node("android.widget.LinearLayout", #"bounds="[0,1500][1080,1600]""#)
        let row = node("android.widget.LinearLayout", #"bounds="[0,100][1080,200]""#,
                       node("android.widget.Switch", #"checkable="true" checked="false" clickable="true" focusable="true" bounds="[900,100][1000,200]""#))
        func lint(_ siblings: String) throws -> FileReport {
            let xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
                + node("android.widget.FrameLayout", #"bounds="[0,0][1080,2000]""#, siblings) + "</hierarchy>"
            let file = try temporary(xml, "xml")
            defer { try? FileManager.default.removeItem(at: file) }
            return Linter().lint(file: file, displayPath: "screen.xml")
        }
        func fingerprints(_ report: FileReport) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render([report], packs: Self.fixture.packs).utf8)) as! [String: Any]
            let results = (json["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
            return results.map { ($0["partialFingerprints"] as! [String: String])[SARIFReporter.fingerprintKey]! }
        }
        let before = try lint(row), after = try lint(sibling + row)
        let switchFindings = { (r: FileReport) in r.findings.filter { $0.control == "toggle-switch" && $0.status == .fail } }
        #expect(!switchFindings(before).isEmpty)
        #expect(switchFindings(before).map(\.node.path) != switchFindings(after).map(\.node.path))
        var afterSwitchOnly = after
        afterSwitchOnly.findings = switchFindings(after)
        var beforeSwitchOnly = before
        beforeSwitchOnly.findings = switchFindings(before)
        #expect(Baseline(reports: [afterSwitchOnly]) == Baseline(reports: [beforeSwitchOnly]))
        #expect(try fingerprints(afterSwitchOnly) == fingerprints(beforeSwitchOnly))
        #expect(try Set(fingerprints(beforeSwitchOnly)) == Set(Baseline(reports: [beforeSwitchOnly]).entries.map(\.fingerprint)))
    }

    // MARK: JUnit

    @Test func junitIsWellFormedAndCounted() throws {
        let file = try temporary(JUnitReporter.render(reports + [Self.hostile], packs: Self.fixture.packs), "xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let lint = try runProcess(try requiredTool("xmllint", package: "libxml2-utils"), ["--noout", file.path])
        #expect(lint.status == 0, "xmllint: \(lint.err)")
        for (attribute, child) in [("tests", "testcase"), ("failures", "testcase/failure"), ("errors", "testcase/error"), ("skipped", "testcase/skipped")] {
            #expect(try xpath(file, "count(/testsuites/testsuite[@\(attribute) != count(\(child))])") == "0", "testsuite/@\(attribute)")
            #expect(try xpath(file, "/testsuites/@\(attribute) = count(//\(child))") == "true", "testsuites/@\(attribute)")
        }
        #expect(try xpath(file, "count(/testsuites/testsuite)") == "5")
        let clean = "/testsuites/testsuite[@name='Fixtures/uiautomator/radio-button/pass-radiogroup-one-checked.xml']"
        #expect(try xpath(file, "\(clean)/@failures = 0 and \(clean)/@tests > 3") == "true")
        // Its three radio buttons (the toolbar's buttons are recognised too, by the button pack).
        #expect(try xpath(file, "count(\(clean)/testcase[starts-with(@name, 'radio-button ') and contains(@name, ': recognised')])") == "3")
        #expect(try xpath(file, "\(clean)/@skipped > 0") == "true")
        #expect(try xpath(file, "/testsuites/testsuite[@name='broken/truncated.xml']/@errors = 1") == "true")
        #expect(try xpath(file, "count(//failure[@type='error']) > 0 and count(//failure[@type='warning']) > 0") == "true")
        #expect(try xpath(file, "string(/testsuites/testsuite[@name='dir/a,b:c d.xml']/testcase/failure/@message)")
            == "100% sure, really: yes\nsecond line\r\nthird | cell \u{FFFD}bell <x> & ]]>")
    }

    // MARK: checkstyle

    @Test func checkstyleIsWellFormedAndCounted() throws {
        let file = try temporary(CheckstyleReporter.render(reports + [Self.hostile]), "xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let lint = try runProcess(try requiredTool("xmllint", package: "libxml2-utils"), ["--noout", file.path])
        #expect(lint.status == 0, "xmllint: \(lint.err)")
        #expect(try xpath(file, "count(/checkstyle/file)") == "\(reports.count + 1)")
        #expect(try xpath(file, "count(//error)") == "\(findingCount + 1 + 1)")
        #expect(try xpath(file, "count(//error[@source='a11ylint.input-error' and @line=2])") == "1")
    }

    // MARK: GitHub

    @Test func githubLinesFollowTheCommandGrammar() throws {
        let output = GitHubReporter.render(reports + [Self.hostile], includeReview: true)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.hasSuffix("\n"))
        let grammar = try Regex(#"^::(error|warning|notice) file=[^,:\r\n]+(,line=[1-9][0-9]*(,col=[1-9][0-9]*)?)?,title=[^,:\r\n]+::[^\r\n]+$"#)
        for line in lines { #expect(line.wholeMatch(of: grammar) != nil, "not a workflow command: \(line)") }
        var expected = 1 // the input error
        for r in reports + [Self.hostile] {
            expected += r.findings.filter { $0.status == .fail }.count
            expected += ControlFindings.group(r.findings.filter { $0.status == .review }).count
        }
        #expect(lines.count == expected)
        #expect(lines.contains { $0.hasPrefix("::error file=broken/truncated.xml,line=2,") })
        let failuresOnly = GitHubReporter.render(reports + [Self.hostile]).split(separator: "\n")
        #expect(failuresOnly.count == expected - (reports + [Self.hostile]).reduce(0) { $0 + ControlFindings.group($1.findings.filter { $0.status == .review }).count })
        #expect(!failuresOnly.contains { $0.contains("Needs review") })
    }

    @Test func githubEscaping() {
        let line = GitHubReporter.render([Self.hostile])
        #expect(line == "::error file=dir/a%2Cb%3Ac d.xml,line=4,col=2,title=switch-name-present (name.present%2C mobile.swipe)"
            + "::100%25 sure, really: yes%0Asecond line%0D%0Athird | cell \u{1}bell <x> & ]]>\n")
    }

    // MARK: Markdown

    @Test func markdownEscapesCells() {
        let md = MarkdownReporter.render([Self.hostile])
        let row = md.split(separator: "\n").first { $0.hasPrefix("| dir/") }.map(String.init)
        #expect(row == #"| dir/a,b:c d.xml:4 | toggle-switch | `` row\|1 "a" <b> & `c` `` | `name.present` `mobile.swipe` | error | "#
            + #"100% sure, really: yes<br>second line<br>third \| cell "# + "\u{1}" + #"bell \<x\> \& \]\]\> |"#)
        let full = MarkdownReporter.render(reports)
        #expect(full.contains("<details>") && full.contains("#### Input errors") && full.contains("- [ ] `focus.keyboard`"))
    }

    // MARK: Goldens

    static let goldenDir = Repo.root.appendingPathComponent("Tests/Golden/reporters")

    @Test(arguments: ["sarif.json", "junit.xml", "github.txt", "checkstyle.xml", "markdown.md"])
    func golden(_ name: String) throws {
        let (reports, packs) = (Self.fixture.reports, Self.fixture.packs)
        let actual = switch name {
        case "sarif.json": SARIFReporter.render(reports, packs: packs)
        case "junit.xml": JUnitReporter.render(reports, packs: packs)
        case "github.txt": GitHubReporter.render(reports)
        case "checkstyle.xml": CheckstyleReporter.render(reports)
        default: MarkdownReporter.render(reports)
        }
        try expectRecorded(actual, file: name, in: Self.goldenDir, recordWith: "CIReporterTests")
    }

    /// The same reports with review laid out as one checklist per file (the default of every
    /// format through `ReportFormat`), SARIF and GitHub with `--include-review`.
    @Test(arguments: ["sarif.json", "junit.xml", "github.txt", "checkstyle.xml", "markdown.md", "line.txt"])
    func checklistGolden(_ name: String) throws {
        let (reports, packs) = (Self.fixture.reports.map { $0.gatheringReview() }, Self.fixture.packs)
        #expect(reports.contains { !$0.review.isEmpty } && !reports.contains { $0.findings.contains { $0.status == .review } })
        let actual = switch name {
        case "sarif.json": SARIFReporter.render(reports, packs: packs, includeReview: true)
        case "junit.xml": JUnitReporter.render(reports, packs: packs)
        case "github.txt": GitHubReporter.render(reports, includeReview: true)
        case "checkstyle.xml": CheckstyleReporter.render(reports)
        case "line.txt": LineReporter.render(reports, includeReview: true)
        default: MarkdownReporter.render(reports)
        }
        try expectRecorded(actual, file: name, in: Self.goldenDir.appendingPathComponent("checklist"), recordWith: "CIReporterTests")
    }

    // MARK: Helpers

    func temporary(_ text: String, _ ext: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-ci-\(UUID().uuidString).\(ext)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// An XPath 1.0 expression's value, as xmllint prints it.
    func xpath(_ file: URL, _ expression: String) throws -> String {
        try runProcess(try requiredTool("xmllint", package: "libxml2-utils"), ["--xpath", expression, file.path])
            .out.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
