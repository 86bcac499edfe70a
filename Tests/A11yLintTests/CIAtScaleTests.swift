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

/// Issue 22 point 4, "CI at scale": shards, baselines that do not care how the dumps were named,
/// what a baseline hid, and annotation caps. The CLI tests run the built binary.
@Suite struct CIAtScaleTests {
    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try runProcess(CLITests.binary, arguments, in: directory)
    }

    /// A folder with `dumps/` holding `count` copies of the Wi-Fi example (2 errors, 2 warnings each).
    func project(dumps count: Int) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-scale-\(UUID().uuidString)")
        let dumps = dir.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        for i in 0 ..< count {
            try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dumps.appendingPathComponent("screen-\(i).xml"))
        }
        // The physical path: the binary's current folder is resolved, and /tmp may be a link.
        return dir.resolvingSymlinksInPath()
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: Shards

    @Test func shardsPartitionEveryPathForSeveralCounts() throws {
        let paths = (0 ..< 2000).map { "dumps/\($0 % 7)/screen-\($0).xml" } + ["a.xml", "../up.xml", "/abs/elsewhere.json", "<stdin>"]
        for n in [1, 2, 3, 4, 7, 16] {
            let shards = try (1 ... n).map { try Shard(index: $0, count: n) }
            var sizes = Array(repeating: 0, count: n)
            for path in paths {
                let owners = shards.filter { $0.contains(path, currentDirectory: "/work/app") }
                #expect(owners.count == 1, "\(path) is in \(owners) of \(n)")
                if let owner = owners.first { sizes[owner.index - 1] += 1 }
            }
            #expect(sizes.reduce(0, +) == paths.count)
            // A hash, not a bad one: no shard gets less than half its share of 2,000 paths.
            #expect(sizes.allSatisfy { $0 * n * 2 >= paths.count }, "\(n): \(sizes)")
        }
    }

    @Test func aShardDoesNotDependOnHowThePathIsWritten() throws {
        let cwd = "/work/app"
        for n in [2, 5, 9] {
            for i in 1 ... 50 {
                let forms = ["dumps/s\(i).xml", "./dumps/s\(i).xml", "dumps//s\(i).xml", "\(cwd)/dumps/s\(i).xml", "dumps/x/../s\(i).xml"]
                let owners = Set(forms.map { path in try! (1 ... n).first { try Shard(index: $0, count: n).contains(path, currentDirectory: cwd) }! })
                #expect(owners.count == 1, "\(forms) in shards \(owners) of \(n)")
            }
        }
        // FNV-1a, fixed: the same split on every machine and Swift version.
        #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325 && Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func badShardValuesAreUsageErrors() throws {
        for (value, words) in [("0/3", "between 1 and 3"), ("4/3", "between 1 and 3"), ("x/y", "expected K/N"), ("1/0", "at least 1"), ("3", "expected K/N"), ("1/2/3", "expected K/N")] {
            let result = try run(["lint", "--shard", value, Repo.root.appendingPathComponent("examples/wifi-settings.xml").path])
            #expect(result.status == 2, "\(value)")
            #expect(result.err.contains("--shard") && result.err.contains(words), "\(value): \(result.err)")
            #expect(result.err.contains("a11ylint lint"), "the lint usage, not the top level: \(result.err)")
        }
    }

    @Test func shardRunsTogetherLintEveryFileOnce() throws {
        let dir = try project(dumps: 12)
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try run(["lint", "dumps", "--format", "json"], in: dir)
        let all = try (json(whole.out)["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(all.count == 12)
        for n in [2, 3, 5] {
            var seen: [String] = []
            for k in 1 ... n {
                let part = try run(["lint", "dumps", "--shard", "\(k)/\(n)", "--format", "json"], in: dir)
                #expect(part.status == 1 || part.status == 0, "\(part.err)")
                seen += try (json(part.out)["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            }
            #expect(seen.sorted() == all.sorted(), "\(n) shards")
        }
        // More shards than files: the empty ones pass, and say so.
        let empties = try (1 ... 40).map { try run(["lint", "dumps", "--shard", "\($0)/40"], in: dir) }.filter { $0.out.hasPrefix("\n0 files:") }
        #expect(empties.count >= 28, "\(empties.count)")
        #expect(empties.allSatisfy { $0.status == 0 && $0.err.contains("holds none of the 12 files found") }, "\(empties.first?.err ?? "")")
    }

    // MARK: Baselines

    @Test func aBaselineMatchesHoweverTheDumpsAreNamed() throws {
        let dir = try project(dumps: 2)
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorded = try run(["lint", "dumps", "--write-baseline", "b.json"], in: dir)
        #expect(recorded.status == 0, "\(recorded.err)")
        let text = try String(contentsOf: dir.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(text.contains("\"paths\": \"relative\"") && text.contains("\"file\": \"dumps/screen-0.xml\""), "\(text)")
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        for (arguments, folder) in [(["lint", "dumps", "--baseline", "b.json"], dir), (["lint", "./dumps/", "--baseline", "b.json"], dir),
                                    (["lint", dir.appendingPathComponent("dumps").path, "--baseline", "b.json"], dir),
                                    (["lint", "../dumps", "--baseline", "../b.json"], sub)] {
            let result = try run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.out)")
            #expect(result.out.contains("2 files: 0 errors, 0 warnings, 0 to review, 0 input errors; 60 findings hidden by the baseline"), "\(arguments): \(result.out)")
            #expect(!result.err.contains("warning"), "\(result.err)")
        }
        let json = try json(run(["lint", "dumps", "--baseline", "b.json", "--format", "json"], in: dir).out)
        #expect((json["summary"] as? [String: Any])?["hiddenByBaseline"] as? Int == 60, "\(json)")
        let plain = try self.json(run(["lint", "dumps", "--format", "json"], in: dir).out)
        #expect((plain["summary"] as? [String: Any])?["hiddenByBaseline"] == nil)
    }

    /// A baseline of the previous version: no "paths", files as given on its command line.
    @Test func aBaselineOfThePreviousVersionStillHidesTheSameFindings() throws {
        let dir = try project(dumps: 2)
        defer { try? FileManager.default.removeItem(at: dir) }
        let absolute = dir.appendingPathComponent("dumps").path
        for (given, recordedAs) in [("dumps", "dumps/"), ("./dumps", "dumps/"), (absolute, absolute + "/")] {
            #expect(try run(["lint", given, "--write-baseline", "new.json"], in: dir).status == 0)
            // Written as 0.1 wrote it: the path as given (without ./), no "paths" marker.
            let new = try String(contentsOf: dir.appendingPathComponent("new.json"), encoding: .utf8)
            let legacy = new.replacingOccurrences(of: "  \"paths\": \"relative\",\n", with: "")
                .replacingOccurrences(of: "\"file\": \"dumps/", with: "\"file\": \"\(recordedAs)")
            #expect(legacy.contains("\"file\": \"\(recordedAs)screen-1.xml\"") && !legacy.contains("\"paths\""))
            try legacy.write(to: dir.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
            let result = try run(["lint", given, "--baseline", "old.json"], in: dir)
            #expect(result.status == 0, "\(given): \(result.out)")
            #expect(result.out.contains("0 errors, 0 warnings, 0 to review, 0 input errors; 60 findings hidden by the baseline"), "\(given): \(result.out)")
            // Kept in another folder than the one the command ran in: only the path as given matches.
            let ci = dir.appendingPathComponent("ci")
            try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
            try legacy.write(to: ci.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
            let elsewhere = try run(["lint", given, "--baseline", "ci/old.json"], in: dir)
            #expect(elsewhere.status == 0 && elsewhere.out.contains("; 60 findings hidden by the baseline"), "\(given): \(elsewhere.out)")
        }
    }

    @Test func aBaselineThatHidesNothingIsWarnedAbout() throws {
        let dir = try project(dumps: 1)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try run(["lint", "dumps", "--write-baseline", "b.json"], in: dir).status == 0)
        let other = try String(contentsOf: dir.appendingPathComponent("b.json"), encoding: .utf8).replacingOccurrences(of: "\"dumps/", with: "\"captures/")
        try other.write(to: dir.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        let mismatch = try run(["lint", "dumps", "--baseline", "other.json"], in: dir)
        #expect(mismatch.status == 1)
        #expect(mismatch.out.contains("; 0 findings hidden by the baseline"), "\(mismatch.out)")
        #expect(mismatch.err.contains("warning: baseline other.json holds 30 findings but hid none")
                && mismatch.err.contains("'captures/screen-0.xml'") && mismatch.err.contains("'dumps/screen-0.xml'"), "\(mismatch.err)")
        // An empty baseline hides nothing and says nothing; without a baseline the summary says nothing of one.
        try #"{"a11ylintBaseline": 1, "findings": []}"#.write(to: dir.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
        let empty = try run(["lint", "dumps", "--baseline", "empty.json"], in: dir)
        #expect(!empty.err.contains("warning") && empty.out.contains("; 0 findings hidden by the baseline"), "\(empty.err)")
        let none = try run(["lint", "dumps"], in: dir)
        #expect(!none.out.contains("hidden by the baseline"))
        // A baselined dump that cannot be read is an input error, not a baseline warning.
        try "<hierarchy><node class=\"a\">\n</hierarchy>".write(to: dir.appendingPathComponent("dumps/screen-0.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dir.appendingPathComponent("dumps/new.xml"))
        let broken = try run(["lint", "dumps", "--baseline", "b.json"], in: dir)
        #expect(broken.status == 2 && broken.out.contains("input error") && !broken.err.contains("hid none"), "\(broken.err)")
        // A shard whose files the baseline does not name is not warned about.
        let big = try project(dumps: 8)
        defer { try? FileManager.default.removeItem(at: big) }
        try FileManager.default.copyItem(at: dir.appendingPathComponent("b.json"), to: big.appendingPathComponent("b.json"))
        let owner = try (1 ... 4).first { try Shard(index: $0, count: 4).contains("dumps/screen-0.xml", currentDirectory: big.path) }!
        for k in 1 ... 4 {
            let shard = try run(["lint", "dumps", "--shard", "\(k)/4", "--baseline", "b.json"], in: big)
            #expect(shard.err.contains("hid none") == false, "shard \(k): \(shard.err)")
            if k == owner { #expect(shard.out.contains("; 30 findings hidden by the baseline"), "\(shard.out)") }
        }
    }

    @Test func carriedOverEntriesOfALegacyBaselineAreRenamed() throws {
        let report = FileReport(path: "./dumps/broken.xml", format: nil, platform: nil, nodeCount: 0, error: InputError("cut off"), findings: [])
        var previous = Baseline(entries: [.init(file: "dumps/broken.xml", fingerprint: "1", rule: "r", control: "c", node: "n")])
        previous.directory = URL(fileURLWithPath: "/work/app")
        let (baseline, kept, lost) = Baseline.recording([report], previous: previous, relativeTo: URL(fileURLWithPath: "/work/app/ci"))
        #expect(kept == ["dumps/broken.xml"] && lost.isEmpty)
        #expect(baseline.relativePaths && baseline.entries.map(\.file) == [BaselinePath.key("./dumps/broken.xml", relativeTo: URL(fileURLWithPath: "/work/app/ci"))])
        #expect(BaselinePath.key("/work/app/dumps/a.xml", relativeTo: URL(fileURLWithPath: "/work/app/ci")) == "../dumps/a.xml")
        #expect(BaselinePath.key("dumps/a.xml", relativeTo: URL(fileURLWithPath: "/work/app"), currentDirectory: "/work/app") == "dumps/a.xml")
    }

    // MARK: Caps

    static func failures(_ n: Int, severity: Rule.Severity = .error, path: String = "s.xml") -> FileReport {
        let findings = (0 ..< n).map { i in
            Finding(rule: "r\(i)", criteria: ["name.present"], severity: severity, status: .fail, message: "m\(i)", control: "button",
                    node: NodeReference(index: i, id: "id\(i)", className: "android.widget.Button", location: SourceLocation(line: i + 1, column: 1),
                                        path: "/h/b[\(i)]", bounds: nil, label: nil),
                    announcement: "", remedy: [:], test: nil)
        }
        return FileReport(path: path, format: .uiautomator, platform: .android, nodeCount: n, error: nil, findings: findings)
    }

    @Test func githubAnnotationsAreCappedWithAClosingLine() throws {
        let reports = [Self.failures(40, severity: .warning, path: "w.xml"), Self.failures(30, path: "e.xml")]
        let capped = GitHubReporter.render(reports, limit: 50)
        let lines = capped.split(separator: "\n")
        #expect(lines.count == 51)
        // Errors first: all 30 kept, then 20 of the 40 warnings.
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 30 && lines.filter { $0.hasPrefix("::warning ") }.count == 20)
        let last = try #require(lines.last)
        #expect(last.hasPrefix("::notice title=a11ylint%3A 20 more not annotated::") && last.contains("20 warnings")
                && last.contains("--max-annotations") && last.contains("SARIF"), "\(last)")
        #expect(!GitHubReporter.render(reports, limit: nil).contains("more not annotated"))
        #expect(GitHubReporter.render(reports, limit: nil).split(separator: "\n").count == 70)
        #expect(GitHubReporter.render([Self.failures(50)], limit: 50).split(separator: "\n").count == 50)
    }

    @Test func maxAnnotationsOnTheCommandLine() throws {
        let dir = try project(dumps: 3)
        defer { try? FileManager.default.removeItem(at: dir) }
        let three = try run(["lint", "dumps", "--format", "github", "--max-annotations", "3"], in: dir)
        let lines = three.out.split(separator: "\n")
        #expect(lines.count == 4 && lines.prefix(3).allSatisfy { $0.hasPrefix("::error ") }, "\(three.out)")
        #expect(lines.last?.contains("9 more not annotated") == true, "\(three.out)")
        let all = try run(["lint", "dumps", "--format", "github", "--max-annotations", "0"], in: dir)
        #expect(all.out.split(separator: "\n").count == 12 && !all.out.contains("not annotated"))
        let bad = try run(["lint", "dumps", "--format", "github", "--max-annotations", "-1"], in: dir)
        #expect(bad.status == 2 && bad.err.contains("--max-annotations"))
    }

    @Test func theMarkdownCapSaysWhatWasCut() throws {
        let reports = [Self.failures(90, path: "a.xml"), Self.failures(15, severity: .warning, path: "b.xml"), Self.failures(5, severity: .info, path: "c.xml")]
        let markdown = MarkdownReporter.render(reports)
        #expect(markdown.contains("…and 10 more failures (5 warnings, 5 advisories) in 2 files not shown: the text, JSON and SARIF reports list every one."), "\(markdown)")
        #expect(MarkdownReporter.render(reports, hiddenByBaseline: 7).hasPrefix("### ❌ a11ylint: 90 errors, 15 warnings, 5 advisories, 0 to review, 0 input errors in 3 files; 7 findings hidden by the baseline\n"))
    }
}
