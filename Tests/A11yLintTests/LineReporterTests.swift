import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintEngine
@testable import A11yLintReporters

/// `--format line`: `path:line:column: severity: message [rule]`, one line per finding.
@Suite struct LineReporterTests {
    static var compilerLine: Regex<(Substring, path: Substring, line: Substring, column: Substring, kind: Substring, message: Substring, rules: Substring)> { #/^(?<path>[^:]+):(?<line>\d+):(?<column>\d+): (?<kind>error|warning|note): (?<message>.+) \[(?<rules>[a-z0-9., -]+)\]$/# }

    @Test func everyFailureOfAFixtureIsOneCompilerStyleLine() throws {
        let url = Repo.fixtures.appendingPathComponent("uiautomator/toggle-switch/fail-label-separate-swipe.xml")
        let report = Linter().lint(file: url, displayPath: "screen.xml")
        let failures = report.findings.filter { $0.status == .fail }
        #expect(!failures.isEmpty)
        let lines = LineReporter.render([report]).split(separator: "\n").map(String.init)
        #expect(lines.count == failures.count)
        for (text, finding) in zip(lines, failures) {
            let match = try #require(text.wholeMatch(of: Self.compilerLine), "\(text)")
            #expect(match.path == "screen.xml")
            #expect(Int(match.line) == finding.node.location.line && Int(match.column) == finding.node.location.column)
            #expect(match.kind == (finding.severity == .info ? "note" : Substring(finding.severity.rawValue)))
            #expect(match.rules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } == finding.rules)
        }
        // The folded finding names every rule it stands for.
        #expect(lines.contains { $0.contains("[switch-label-separate-stop, switch-name-present, switch-swipe]") })
        // Reviews only when asked, as notes.
        let withReview = LineReporter.render([report], includeReview: true).split(separator: "\n")
        #expect(withReview.count == report.findings.count)
        #expect(withReview.filter { $0.contains(": note: review: ") }.count == report.findings.filter { $0.status == .review }.count)
    }

    @Test func inputErrorsUnknownPositionsAndControlCharacters() {
        let bad = FileReport(path: "cut.xml", format: nil, platform: nil, nodeCount: 0,
                             error: InputError("the XML ends early", at: SourceLocation(line: 3, column: 7)), findings: [])
        #expect(LineReporter.render([bad]) == "cut.xml:3:7: error: the XML ends early [input]\n")
        let node = NodeReference(index: 0, id: nil, className: nil, location: .unknown, path: "/x", bounds: nil, label: nil)
        let hostile = Finding(rule: "r", criteria: ["name.present"], severity: .warning, status: .fail, message: "a\u{1B}[2Jb\nc",
                              control: "button", node: node, announcement: "", remedy: [:], test: nil)
        let text = LineReporter.render([FileReport(path: "x.json", format: nil, platform: nil, nodeCount: 1, error: nil, findings: [hostile])])
        #expect(!text.contains("\u{1B}"))
        #expect(text.hasPrefix("x.json: warning: a") && text.hasSuffix("b c [r]\n") && text.split(separator: "\n").count == 1)
    }

    @Test func theCLIWritesItWithTheSameExitCode() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary at \(CLITests.binary.path)"); return }
        let wifi = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        let result = try runProcess(CLITests.binary, ["lint", "--format", "line", wifi], in: nil)
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { String($0).wholeMatch(of: Self.compilerLine) != nil }, "\(result.out)")
        #expect(result.out.contains("radio.exclusive") == false) // criteria are not on the line, the rule is
        #expect(lines.contains { $0.contains(": error: ") })
    }

    /// `--quiet`: the failing files and controls only; same exit code as without it.
    @Test func quietPrintsFailuresOnlyWithTheSameExitCode() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary at \(CLITests.binary.path)"); return }
        let failing = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        let passing = Repo.fixtures.appendingPathComponent("uiautomator/radio-button/pass-radiogroup-one-checked.xml").path
        let full = try runProcess(CLITests.binary, ["lint", failing, passing], in: nil)
        let quiet = try runProcess(CLITests.binary, ["lint", "--quiet", failing, passing], in: nil)
        #expect(quiet.status == full.status && quiet.status == 1)
        #expect(full.out.contains("2 files:") && full.out.contains("review"))
        #expect(!quiet.out.contains("files:") && !quiet.out.contains("review") && !quiet.out.contains("pass-radiogroup"), "\(quiet.out)")
        #expect(quiet.out.contains("wifi-settings.xml") && quiet.out.contains("radio-exclusive"))
        let clean = try runProcess(CLITests.binary, ["lint", "-q", passing], in: nil)
        #expect(clean.status == 0 && clean.out.isEmpty, "\(clean.out)")
    }

    /// The text report puts what to fix first: controls with errors, then warnings, then review
    /// only; and ends with how many controls fail and which rule fails most.
    @Test func textListsErrorsThenWarningsThenTheChecklist() throws {
        let url = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        let report = Linter().lint(file: url, displayPath: "wifi.xml")
        let text = TextReporter(color: false).render([report])
        let marks = text.split(separator: "\n").compactMap { line -> Character? in
            let t = line.drop { $0 == " " }
            return line.hasPrefix("  ") && !line.hasPrefix("   ") ? t.first : nil
        }
        #expect(marks == marks.sorted { "✗!✓".firstIndex(of: $0)! < "✗!✓".firstIndex(of: $1)! }, "\(marks)")
        #expect(marks.first == "✗" && marks.contains("!") && marks.last == "✓")
        #expect(text.hasSuffix("3 controls fail; the rule failing most: radio-exclusive (2)\n"), "\(text)")
    }
}
