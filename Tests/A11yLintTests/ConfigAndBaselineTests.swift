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

/// .a11ylint.yml (settings, ignores, exclusions, errors with lines) and baselines (fingerprints
/// that survive re-capturing a screen).
@Suite struct ConfigAndBaselineTests {
    static let packs = try! BuiltInRules.packs()
    static let example = Repo.root.appendingPathComponent("examples/wifi-settings.xml")

    func config(_ yaml: String) throws -> Configuration {
        try ConfigurationLoader.load(yaml: yaml, source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Self.packs)
    }

    func lintExample(_ config: Configuration, path: String = "examples/wifi-settings.xml") throws -> FileReport {
        var report = Linter().lint(file: Self.example, displayPath: path)
        config.apply(to: &report)
        return report
    }

    @Test func unknownKeysRulesCriteriaAndValuesNameTheirLine() throws {
        let cases: [(String, Int, String)] = [
            ("rules:\n  radio-exclusive: warning\nseverities: {}\n", 3, "unknown key 'severities'"),
            ("rules:\n  radio-exclusive: warning\n  switch-nmae-present: off\n", 3, "did you mean 'switch-name-present'"),
            ("criteria:\n  name.presnt: off\n", 2, "unknown criterion 'name.presnt'"),
            ("rules:\n  radio-exclusive: loud\n", 2, "must be off, on, error, warning or info"),
            ("failOn: always\n", 1, "failOn must be error, warning or never"),
            ("ignore:\n  - id: x\n", 2, "needs a reason"),
            ("ignore:\n  - reason: because\n", 2, "needs id, class or path"),
            ("platforms:\n  windows: {}\n", 2, "unknown key 'windows'"),
            ("packs:\n  radio-buton: off\n", 2, "unknown pack 'radio-buton' (did you mean 'radio-button'?)"),
            ("packs:\n  radio-button: no\n", 2, "packs.radio-button must be on or off"),
        ]
        for (yaml, line, message) in cases {
            do {
                _ = try config(yaml)
                Issue.record("accepted: \(yaml)")
            } catch let error as ConfigurationLoader.LoadError {
                #expect(error.line == line, "\(yaml)")
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    @Test func severityOverridesAndDisabling() throws {
        let base = try lintExample(Configuration())
        #expect(base.errors == 2)
        let downgraded = try lintExample(try config("rules:\n  radio-exclusive: warning\n"))
        #expect(downgraded.errors == 0)
        #expect(downgraded.findings.filter { $0.rule == "radio-exclusive" }.allSatisfy { $0.severity == .warning })
        let off = try lintExample(try config("criteria:\n  radio.exclusive: off\n"))
        #expect(!off.findings.contains { $0.criteria.contains("radio.exclusive") })
        // A rule setting beats a criterion setting; a platform setting beats a general one.
        let mixed = try lintExample(try config("criteria:\n  radio.exclusive: off\nrules:\n  radio-exclusive: on\n"))
        #expect(mixed.findings.contains { $0.rule == "radio-exclusive" && $0.severity == .error })
        let platform = try lintExample(try config("rules:\n  radio-exclusive: off\nplatforms:\n  android:\n    rules:\n      radio-exclusive: info\n"))
        #expect(platform.findings.contains { $0.rule == "radio-exclusive" && $0.severity == .info })
        let iosOnly = try lintExample(try config("platforms:\n  ios:\n    rules:\n      radio-exclusive: off\n"))
        #expect(iosOnly.errors == 2)
    }

    @Test func packsCanBeSwitchedOffWhole() throws {
        let base = try lintExample(Configuration())
        #expect(base.findings.contains { $0.control == "radio-button" })
        #expect(base.findings.contains { $0.control == "toggle-switch" })
        let off = try lintExample(try config("packs:\n  radio-button: off\n  toggle-switch: on\n"))
        #expect(!off.findings.contains { $0.control == "radio-button" })
        // The other packs' findings are untouched.
        #expect(off.findings.filter { $0.control != "radio-button" }.count == base.findings.filter { $0.control != "radio-button" }.count)
    }

    @Test func ignoresNeedAMatchAndKeepTheRest() throws {
        let byID = try lintExample(try config("ignore:\n  - id: com.example.settings:id/band_24\n    reason: known\n"))
        #expect(!byID.findings.contains { $0.node.id == "com.example.settings:id/band_24" })
        #expect(byID.findings.contains { $0.node.id == "com.example.settings:id/band_5" })
        let shortID = try lintExample(try config("ignore:\n  - id: band_24\n    rules: [radio-exclusive]\n    reason: known\n"))
        #expect(!shortID.findings.contains { $0.node.id == "com.example.settings:id/band_24" && $0.rule == "radio-exclusive" })
        #expect(shortID.findings.contains { $0.node.id == "com.example.settings:id/band_24" && $0.rule != "radio-exclusive" })
        let byClass = try lintExample(try config("ignore:\n  - class: RadioButton\n    reason: x\n"))
        #expect(!byClass.findings.contains { $0.control == "radio-button" })
        let byPath = try lintExample(try config("ignore:\n  - path: \"**/android.widget.Switch[1]\"\n    reason: x\n"))
        #expect(byPath.findings.count < (try lintExample(Configuration())).findings.count)
        let otherFile = try lintExample(try config("ignore:\n  - class: RadioButton\n    files: \"screens/**\"\n    reason: x\n"))
        #expect(otherFile.findings.contains { $0.control == "radio-button" })
    }

    @Test func excludeAndGlobs() throws {
        let c = try config("exclude: [\"legacy/**\", \"*.tmp.xml\"]\n")
        #expect(c.isExcluded("legacy/a/b.xml") && c.isExcluded("./legacy/x.xml") && c.isExcluded("dumps/screen.tmp.xml"))
        #expect(!c.isExcluded("dumps/screen.xml"))
        #expect(Glob("/hierarchy/*/android.widget.Switch[2]").matches("/hierarchy/node/android.widget.Switch[2]"))
        #expect(!Glob("/hierarchy/*/android.widget.Switch[2]").matches("/hierarchy/a/b/android.widget.Switch[2]"))
        #expect(Glob("**/Switch?1]").matches("/a/b/Switch[1]"))
    }

    @Test func configIsFoundUpward() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-cfg-\(UUID().uuidString)")
        let nested = dir.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "review: false\n".write(to: dir.appendingPathComponent(".a11ylint.yml"), atomically: true, encoding: .utf8)
        #expect(ConfigurationLoader.find(from: nested)?.standardizedFileURL.path == dir.appendingPathComponent(".a11ylint.yml").standardizedFileURL.path)
    }

    // MARK: Baselines

    /// The example re-captured: a row added above, every node's bounds moved, every line shifted.
    static func recaptured() throws -> String {
        var text = try String(contentsOf: example, encoding: .utf8)
        text = text.replacingOccurrences(of: "<hierarchy rotation=\"0\">", with: "<hierarchy rotation=\"0\">\n\n")
        let bounds = try NSRegularExpression(pattern: #"bounds="\[(\d+),(\d+)\]\[(\d+),(\d+)\]""#)
        var out = ""
        var last = text.startIndex
        for m in bounds.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let r = Range(m.range, in: text)!
            func n(_ i: Int) -> Int { Int(text[Range(m.range(at: i), in: text)!])! }
            out += text[last ..< r.lowerBound] + "bounds=\"[\(n(1)),\(n(2) + 37)][\(n(3)),\(n(4) + 37)]\""
            last = r.upperBound
        }
        return out + text[last...]
    }

    @Test func baselineSurvivesRecaptureAndReportsOnlyNewFindings() throws {
        let linter = Linter()
        let original = linter.lint(file: Self.example, displayPath: "dumps/wifi.xml")
        let baseline = try Baseline.parse(Baseline(reports: [original]).render())
        #expect(baseline.entries.count == original.findings.count)

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-bl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let again = dir.appendingPathComponent("wifi.xml")
        try Self.recaptured().write(to: again, atomically: true, encoding: .utf8)
        var reports = [linter.lint(file: again, displayPath: "./dumps/wifi.xml")]
        #expect(reports[0].findings.map(\.node.location) != original.findings.map(\.node.location))
        #expect(reports[0].findings.map(\.node.bounds) != original.findings.map(\.node.bounds))
        #expect(baseline.filter(&reports) == original.findings.count)
        #expect(reports[0].findings.isEmpty)

        // A new problem on the same screen is still reported.
        // The Wi-Fi row stops being one stop: its switch and label become separate swipes.
        let broken = try Self.recaptured().split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("id/wifi_row") ? line.replacingOccurrences(of: "clickable=\"true\"", with: "clickable=\"false\"").replacingOccurrences(of: "focusable=\"true\"", with: "focusable=\"false\"") : String(line)
        }.joined(separator: "\n")
        try broken.write(to: again, atomically: true, encoding: .utf8)
        var withNew = [linter.lint(file: again, displayPath: "dumps/wifi.xml")]
        baseline.filter(&withNew)
        #expect(!withNew[0].findings.isEmpty)
        #expect(withNew[0].findings.allSatisfy { $0.node.id?.contains("wifi") == true }, "\(withNew[0].findings.map { "\($0.rule)@\($0.node.id ?? "")" })")
    }

    @Test func identityWithoutIdUsesLabelThenPositionFreePath() {
        let a = NodeReference(index: 3, id: nil, className: "android.widget.Switch", location: .init(line: 4, column: 2), path: "/a[1]/b[2]/android.widget.Switch[1]", bounds: nil, label: "Wi-Fi")
        var b = a
        b.location = .init(line: 40, column: 9); b.path = "/a[1]/b[3]/android.widget.Switch[1]"; b.index = 9
        #expect(Baseline.identity(of: a) == Baseline.identity(of: b))
        a.label.map { _ in () }
        var c = a; c.label = nil
        var d = c; d.path = "/a[1]/b[7]/android.widget.Switch[1]"
        #expect(Baseline.identity(of: c) == Baseline.identity(of: d))
        #expect(Baseline.fingerprint("x") == Baseline.fingerprint("x") && Baseline.fingerprint("x").count == 16)
    }

    @Test func malformedBaselineIsAnError() {
        #expect(throws: InputError.self) { try Baseline.parse("{\"findings\": []}") }
        #expect(throws: InputError.self) { try Baseline.parse("[") }
    }
}

extension Baseline {
    static func parse(_ text: String) throws -> Baseline {
        try Data(text.utf8).withUnsafeBytes { bytes in try parse(bytes) }
    }
}
