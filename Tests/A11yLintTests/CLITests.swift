import Foundation
import Testing

/// Runs the built `a11ylint` binary: exit codes, JSON contract, other files still linted after a bad one.
@Suite struct CLITests {
    static var binary: URL {
        let products = Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }?.deletingLastPathComponent()
            ?? Repo.root.appendingPathComponent(".build/debug")
        return products.appendingPathComponent("a11ylint")
    }

    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try runProcess(Self.binary, arguments, in: directory)
    }

    @Test func exitCodes() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary at \(Self.binary.path)"); return }
        // A passing fixture (no failure from any rule; the corpus' hksmart screen has an unnamed button).
        let clean = try run(["lint", Repo.fixtures.appendingPathComponent("uiautomator/radio-button/pass-radiogroup-one-checked.xml").path])
        #expect(clean.status == 0)
        let failing = try run(["lint", Repo.root.appendingPathComponent("examples/wifi-settings.xml").path])
        #expect(failing.status == 1)
        #expect(failing.out.contains("radio.exclusive"))
        let usage = try run(["lint", "--format", "yaml", "x.xml"])
        #expect(usage.status == 2 && usage.err.contains("yaml"))
    }

    @Test func badFileIsReportedAndOthersStillLinted() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "<hierarchy><node class=\"a\">\n</hierarchy>".write(to: dir.appendingPathComponent("broken.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dir.appendingPathComponent("good.xml"))
        let result = try run(["lint", "--format", "json", dir.path])
        #expect(result.status == 2)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let files = json["files"] as! [[String: Any]]
        #expect(files.count == 2)
        let broken = files.first { ($0["path"] as! String).hasSuffix("broken.xml") }!
        let error = broken["error"] as! [String: Any]
        #expect(error["line"] as? Int == 2)
        #expect((error["message"] as! String).contains("malformed XML"))
        let good = files.first { ($0["path"] as! String).hasSuffix("good.xml") }!
        let findings = good["findings"] as! [[String: Any]]
        #expect(!findings.isEmpty)
        let node = findings[0]["node"] as! [String: Any]
        for key in ["id", "class", "line", "column", "path", "bounds"] { #expect(node[key] != nil, "node.\(key)") }
        let summary = json["summary"] as! [String: Any]
        #expect(summary["inputErrors"] as? Int == 1)
        #expect(json["version"] as? Int == 2)
    }

    @Test func announcePrintsTheSwipeOrder() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let file = Repo.fixtures.appendingPathComponent("announcements/android-radios-and-switches.xml").path
        let text = try run(["announce", "--color", "never", file])
        #expect(text.status == 0)
        #expect(text.out.contains("3. On, Label, Switch, Double tap to toggle"))
        #expect(text.out.contains("[toggle-switch]"))
        let json = try run(["announce", "--format", "json", file])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let stops = (object["files"] as! [[String: Any]])[0]["stops"] as! [[String: Any]]
        #expect(stops.count == 4)
        #expect(stops[2]["states"] as? [String] == ["On"] && stops[2]["roles"] as? [String] == ["Switch"])
        #expect(stops[2]["name"] as? String == "Label" && stops[2]["hint"] as? String == "Double tap to toggle")
        #expect((stops[2]["node"] as! [String: Any])["id"] as? String == "com.example.golden:id/switch_on")
        let missing = try run(["announce", "no-such-file.xml"])
        #expect(missing.status == 2)
    }

    @Test func explainACriterionAPackDeclaresWithNoSwiftChange() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CriteriaTests.checkboxPack.write(to: dir.appendingPathComponent("tickbox.yml"), atomically: true, encoding: .utf8)
        let own = try run(["explain", "tickbox.state", "--rules", dir.path])
        #expect(own.status == 0, "\(own.err)")
        #expect(own.out.contains("Seed: tickbox: Expresses its state (disabled/dimmed, ticked/not ticked)"))
        #expect(own.out.contains("Test: State: Expresses its state (ticked/not ticked)"))
        #expect(own.out.contains("tickbox-state [tickbox;"))
        #expect(own.out.contains("Android Views: Use `CheckBox`."))
        let shared = try run(["explain", "group.single-swipe"])
        #expect(shared.out.contains("Seed: 003: Name, Role, State must be announced when focus is on the control."))
        #expect(shared.out.contains("radio-label-separate-stop ["))
        #expect(shared.out.contains("  UIKit: ") && shared.out.contains("  Jetpack Compose: ") && !shared.out.contains("uikit:"))
        let misspelt = try run(["explain", "mobile.swip"])
        #expect(misspelt.status == 2)
        #expect(misspelt.err.contains("did you mean 'mobile.swipe'"))
        let listed = try run(["rules", "tickbox", "--rules", dir.path])
        #expect(listed.out.contains("declares criteria: tickbox.state"))
        let byControl = try run(["rules", "--rules", dir.path])
        #expect(byControl.out.contains("\ntickbox ") && byControl.out.contains("\nradio-button "), "\(byControl.out)")
        let coverage = try run(["rules", "--coverage", "--rules", dir.path])
        #expect(coverage.out.contains("| `tickbox.state` "), "\(coverage.out)")
        let oneControl = try run(["rules", "tickbox", "--coverage", "--rules", dir.path])
        #expect(oneControl.out.contains("| `tickbox.state` ") && !oneControl.out.contains("radio"), "\(oneControl.out)")
        let unknown = try run(["rules", "tickbx", "--rules", dir.path])
        #expect(unknown.status == 2 && unknown.err.contains("did you mean 'tickbox'"), "\(unknown.err)")
        let withoutThePack = try run(["explain", "tickbox.state"])
        #expect(withoutThePack.status == 2)
        let builtIn = try run(["explain", "checkbox.state"])
        #expect(builtIn.status == 0 && builtIn.out.contains("checkbox-state ["), "\(builtIn.out)")
        #expect(builtIn.out.contains("  WCAG 2.2: 4.1.2 Name, Role, Value (A)\n"), "\(builtIn.out)")
        let target = try run(["explain", "target.size"])
        #expect(target.out.contains("  WCAG 2.2: 2.5.8 Target Size (Minimum) (AA)\n            2.5.5 Target Size (Enhanced) (AAA)\n"), "\(target.out)")
        let convention = try run(["explain", "switch.name-no-role"])
        #expect(convention.out.contains("  WCAG 2.2: none (a platform convention, no WCAG success criterion)"), "\(convention.out)")
        let rule = try run(["explain", "button-name-present"])
        #expect(rule.out.contains("  WCAG 2.2: 4.1.2 Name, Role, Value (A)"), "\(rule.out)")
    }

    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func failOnConfigAndBaselineFromTheCommandLine() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("wifi.xml")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dump)
        #expect(try run(["lint", "--no-config", dump.path]).status == 1)
        #expect(try run(["lint", "--no-config", "--fail-on", "never", dump.path]).status == 0)
        let config = dir.appendingPathComponent("a11y.yml")
        try "rules:\n  radio-exclusive: warning\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(try run(["lint", "--config", config.path, dump.path]).status == 0)
        #expect(try run(["lint", "--config", config.path, "--fail-on", "warning", dump.path]).status == 1)
        try "rules:\n  radio-exclusiv: warning\n".write(to: config, atomically: true, encoding: .utf8)
        let bad = try run(["lint", "--config", config.path, dump.path])
        #expect(bad.status == 2 && bad.err.contains("a11y.yml:2:") && bad.err.contains("did you mean 'radio-exclusive'"))

        let baseline = dir.appendingPathComponent("baseline.json").path
        #expect(try run(["lint", "--no-config", "--write-baseline", baseline, dump.path]).status == 0)
        let clean = try run(["lint", "--no-config", "--baseline", baseline, "--format", "json", dump.path])
        #expect(clean.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(clean.out.utf8)) as! [String: Any]
        #expect(((json["files"] as! [[String: Any]])[0]["findings"] as! [Any]).isEmpty)
    }

    @Test func severalFormatsAndOutputsInOneRun() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("r.json").path, sarif = dir.appendingPathComponent("r.sarif").path
        let result = try run(["lint", "--no-config", "--format", "json", "--output", json, "--format", "sarif", "--output", sarif,
                              "--format", "text", "--color", "never", Repo.root.appendingPathComponent("examples/wifi-settings.xml").path])
        #expect(result.status == 1)
        #expect(result.out.contains("radio-exclusive"))
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))) != nil)
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif)))) != nil)
        let twoToStdout = try run(["lint", "--format", "json", "--format", "text", "x.xml"])
        #expect(twoToStdout.status == 2 && twoToStdout.err.contains("standard output"))
    }

    @Test func includePassesAddsTheAuditTrailWithoutChangingTheVerdict() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dump = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        let plain = try run(["lint", "--no-config", "--format", "json", dump])
        let audited = try run(["lint", "--no-config", "--format", "json", "--include-passes", dump])
        #expect(plain.status == 1 && audited.status == 1, "passes change no exit code")
        func file(_ out: String) throws -> [String: Any] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            return try #require((json["files"] as? [[String: Any]])?.first)
        }
        let before = try file(plain.out), after = try file(audited.out)
        #expect(before["outcomes"] == nil)
        #expect((before["findings"] as? [Any])?.count == (after["findings"] as? [Any])?.count)
        let outcomes = try #require(after["outcomes"] as? [[String: Any]])
        #expect(outcomes.contains { $0["status"] as? String == "pass" })
        #expect(outcomes.contains { $0["status"] as? String == "notApplicable" && !(($0["reason"] as? String) ?? "").isEmpty })
        let sarif = try run(["lint", "--no-config", "--format", "sarif", "--include-passes", dump])
        #expect(sarif.out.contains("\"kind\": \"pass\"") || sarif.out.contains("\"kind\":\"pass\""))
    }

    @Test func parallelLintingKeepsAStableOrder() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sources = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"])
        for (i, url) in sources.enumerated() {
            try FileManager.default.copyItem(at: url, to: dir.appendingPathComponent(String(format: "%03d-", i) + url.lastPathComponent))
        }
        let one = try run(["lint", "--no-config", "--jobs", "1", "--format", "json", dir.path])
        let two = try run(["lint", "--no-config", "--jobs", "2", "--format", "json", dir.path])
        #expect(one.out == two.out && !one.out.isEmpty)
        #expect(two.err.isEmpty, "no progress output when stderr is not a terminal")
        let paths = ((try JSONSerialization.jsonObject(with: Data(two.out.utf8)) as! [String: Any])["files"] as! [[String: Any]]).map { $0["path"] as! String }
        #expect(paths == paths.sorted() && paths.count == sources.count)
    }

    /// The a11ylint commands of examples/ci/*.yml, run as the jobs run them, on a folder of dumps.
    @Test(arguments: ["github-actions.yml", "gitlab-ci.yml"])
    func ciExamplesRunAsWritten(file: String) throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let yaml = try String(contentsOf: Repo.root.appendingPathComponent("examples/ci/\(file)"), encoding: .utf8)
        var commands = yaml.split(separator: "\n").compactMap { line -> [String]? in
            guard let r = line.range(of: "a11ylint lint ") else { return nil }
            return line[r.upperBound...].split(separator: " ").map(String.init)
        }
        if yaml.contains("uses: a11ylint/a11ylint@") { commands.append(try Self.actionCommand(example: yaml)) }
        let recordCommand = try #require(commands.first { $0.contains("--write-baseline") })
        let ciCommand = try #require(commands.first { $0.contains("--baseline") })
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dumps = dir.appendingPathComponent("a11y-dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        for name in ["uiautomator/toggle-switch/fail-label-separate-swipe.xml", "xcuitest/radio-button/pass-radio-group-selected-value.xml", "compose/radio-button/fail-radios-without-selectablegroup.txt"] {
            try FileManager.default.copyItem(at: Repo.fixtures.appendingPathComponent(name), to: dumps.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent))
        }
        func runHere(_ args: [String]) throws -> (status: Int32, out: String, err: String) { try run(["lint"] + args, in: dir) }
        // Before a baseline exists every finding counts; after recording one the job passes...
        let first = try runHere(ciCommand)
        #expect(first.status == 1, "\(ciCommand) → \(first.status): \(first.err)")
        #expect(try runHere(recordCommand).status == 0)
        let clean = try runHere(ciCommand)
        #expect(clean.status == 0, "\(clean.err)")
        for (option, value) in zip(ciCommand, ciCommand.dropFirst()) where option == "--output" {
            let data = try Data(contentsOf: dir.appendingPathComponent(value))
            #expect(!data.isEmpty, "\(value) written")
            if value.hasSuffix(".sarif") { #expect((try? JSONSerialization.jsonObject(with: data)) != nil) }
            if value.hasSuffix(".xml") { #expect(String(decoding: data, as: UTF8.self).hasPrefix("<?xml")) }
        }
        // ...until a new problem appears.
        try FileManager.default.copyItem(at: Repo.fixtures.appendingPathComponent("uiautomator/radio-button/fail-radio-without-name.xml"), to: dumps.appendingPathComponent("new-screen.xml"))
        #expect(try runHere(ciCommand).status == 1)
    }

    /// The lint command action.yml runs for a workflow's `with:` inputs (path, baseline, args).
    static func actionCommand(example yaml: String) throws -> [String] {
        let action = try String(contentsOf: Repo.root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(action.contains("a11ylint lint $INPUT_PATH \"${baseline[@]}\" --fail-on \"$INPUT_FAIL_ON\" $INPUT_ARGS \\"))
        #expect(action.contains("--format sarif --output \"$INPUT_SARIF\" --format github"))
        func input(_ name: String) -> String? {
            yaml.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(name): ") }
                .map { String($0.trimmingCharacters(in: .whitespaces).dropFirst(name.count + 2)) }
        }
        let path = try #require(input("path"))
        let baseline = try #require(input("baseline"))
        let args = input("args").map { $0.split(separator: " ").map(String.init) } ?? []
        return path.split(separator: " ").map(String.init) + ["--baseline", baseline, "--fail-on", "error"] + args
            + ["--format", "sarif", "--output", "a11ylint.sarif", "--format", "github"]
    }

    /// The CI examples install a released tarball through one repository name, the action's, and
    /// hold no placeholder; the action lets a fork name its own.
    @Test func ciExamplesUseTheActionAndOneRepositoryName() throws {
        let action = try String(contentsOf: Repo.root.appendingPathComponent("action.yml"), encoding: .utf8)
        let github = try String(contentsOf: Repo.root.appendingPathComponent("examples/ci/github-actions.yml"), encoding: .utf8)
        let gitlab = try String(contentsOf: Repo.root.appendingPathComponent("examples/ci/gitlab-ci.yml"), encoding: .utf8)
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("README.md"), encoding: .utf8)
        for text in [action, github, gitlab, readme] {
            #expect(!text.contains("your-org") && !text.contains("example.com") && !text.contains("git clone"))
        }
        #expect(action.contains("using: composite") && action.contains("github/codeql-action/upload-sarif@"))
        #expect(action.contains("  repository:") && action.contains("github.action_repository"))
        #expect(action.contains("a11ylint-*-linux-$arch.tar.gz"))
        #expect(github.contains("uses: a11ylint/a11ylint@v"))
        #expect(gitlab.contains("A11YLINT_REPO: a11ylint/a11ylint") && gitlab.contains("sha256sum -c"))
        #expect(readme.contains("https://github.com/a11ylint/a11ylint"))
        // The tarball name the action and GitLab download is the one make dist writes.
        let dist = try String(contentsOf: Repo.root.appendingPathComponent("scripts/dist.sh"), encoding: .utf8)
        #expect(dist.contains("name=a11ylint-$version-linux-$arch"))
        #expect(gitlab.contains("a11ylint-${A11YLINT_VERSION}-linux-$(uname -m)"))
    }

    @Test func convertThenLintGivesTheSameFindings() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = Repo.fixtures.appendingPathComponent("compose/toggle-switch/fail-compose-switch-label-separate-text.txt").path
        func findings(_ path: String) throws -> [String] {
            let out = try run(["lint", "--no-config", "--format", "json", path]).out
            let files = (try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any])["files"] as! [[String: Any]]
            return (files[0]["findings"] as! [[String: Any]]).map { "\($0["rule"]!) \($0["status"]!) \(($0["node"] as! [String: Any])["id"] ?? "-")" }
        }
        let original = try findings(source)
        #expect(!original.isEmpty)
        for target in ["json", "xml"] {
            let converted = dir.appendingPathComponent("screen.\(target)").path
            let result = try run(["convert", source, "--to", target, "--output", converted])
            #expect(result.status == 0, "\(result.err)")
            #expect(try findings(converted) == original)
        }
        let broken = try run(["convert", dir.appendingPathComponent("missing.xml").path])
        #expect(broken.status == 2 && broken.err.contains("input error"))
    }

    @Test func foldersSkipFilesThatAreNotDumpsButNotBrokenDumpsOrEmptyFolders() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dumps = dir.appendingPathComponent("dumps"), empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repo.fixtures.appendingPathComponent("uiautomator/radio-button/pass-radiogroup-one-checked.xml"), to: dumps.appendingPathComponent("screen.xml"))
        try "notes about these dumps\n".write(to: dumps.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let clean = try run(["lint", "--no-config", "--format", "json", dumps.path])
        #expect(clean.status == 0 && clean.err.contains("skipped 1 file"))
        let files = (try JSONSerialization.jsonObject(with: Data(clean.out.utf8)) as! [String: Any])["files"] as! [[String: Any]]
        #expect(files.map { ($0["path"] as! String).hasSuffix("screen.xml") } == [true])
        // Named on the command line, the same file is an input error; so is a broken dump in a folder.
        #expect(try run(["lint", "--no-config", dumps.appendingPathComponent("README.txt").path]).status == 2)
        try "<hierarchy><node class=\"a\">".write(to: dumps.appendingPathComponent("broken.xml"), atomically: true, encoding: .utf8)
        #expect(try run(["lint", "--no-config", dumps.path]).status == 2)
        let nothing = try run(["lint", "--no-config", empty.path])
        #expect(nothing.status == 2 && nothing.out.contains("no dump files"))
    }

    @Test func aFolderOfLogsIsAnInputErrorNotAPass() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "build log: 3 tests passed\n".write(to: dir.appendingPathComponent("build.log"), atomically: true, encoding: .utf8)
        try #"{"name": "app", "version": "1.0"}"#.write(to: dir.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        for command in ["lint", "announce"] {
            let result = try run([command, "--no-config", dir.path].filter { command == "lint" || $0 != "--no-config" })
            #expect(result.status == 2, "\(command): \(result.out)\(result.err)")
            #expect(result.out.contains("no dump in this folder"), "\(command): \(result.out)")
        }
    }

    @Test func platformThatContradictsTheDumpIsAnInputError() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let android = Repo.fixtures.appendingPathComponent("uiautomator/radio-button/pass-radiogroup-one-checked.xml").path
        let wrong = try run(["lint", "--no-config", "--platform", "ios", android])
        #expect(wrong.status == 2 && wrong.out.contains("--platform ios contradicts the dump"), "\(wrong.out)")
        #expect(try run(["lint", "--no-config", "--platform", "android", android]).status == 0)
        #expect(try run(["announce", "--platform", "ios", android]).status == 2)
    }

    @Test func aFileNamedOnTheCommandLineIsLintedEvenIfExcluded() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dumps = dir.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repo.fixtures.appendingPathComponent("uiautomator/radio-button/fail-radio-without-name.xml"), to: dumps.appendingPathComponent("legacy.xml"))
        try FileManager.default.copyItem(at: Repo.fixtures.appendingPathComponent("uiautomator/radio-button/pass-radiogroup-one-checked.xml"), to: dumps.appendingPathComponent("ok.xml"))
        try "exclude:\n  - \"dumps/legacy.xml\"\n".write(to: dir.appendingPathComponent(".a11ylint.yml"), atomically: true, encoding: .utf8)
        #expect(try run(["lint", "dumps"], in: dir).status == 0) // walked folder: excluded
        #expect(try run(["lint", "dumps/legacy.xml"], in: dir).status == 1) // named: linted
        let forced = try run(["lint", "--force-exclude", "dumps/legacy.xml", "dumps/ok.xml"], in: dir)
        #expect(forced.status == 0 && !forced.out.contains("legacy.xml"), "\(forced.out)")
    }

    @Test func outputsPairWithTheFormatBeforeThemAndNeverCollide() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        // The SARIF file gets SARIF; the JSON goes to standard output.
        let mixed = try run(["lint", "--no-config", "--format", "json", "--format", "sarif", "-o", "a.sarif", dump], in: dir)
        #expect(mixed.status == 1, "\(mixed.err)")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("a.sarif"))) as! [String: Any]
        #expect(sarif["runs"] != nil)
        #expect((try JSONSerialization.jsonObject(with: Data(mixed.out.utf8)) as! [String: Any])["files"] != nil)
        let same = try run(["lint", "--no-config", "--format", "json", "-o", "r.out", "--format", "sarif", "-o", "./r.out", dump], in: dir)
        #expect(same.status == 2 && same.err.contains("same file"), "\(same.err)")
        let orphan = try run(["lint", "--no-config", "-o", "x.txt", "--format", "json", "--format", "sarif", dump], in: dir)
        #expect(orphan.status == 2 && orphan.err.contains("has no --format"), "\(orphan.err)")
        let twoToStdout = try run(["lint", "--no-config", "--format", "json", "--format", "sarif", dump], in: dir)
        #expect(twoToStdout.status == 2 && twoToStdout.err.contains("standard output"))
    }

    @Test func sarifAndGitHubCarryFailuresOnlyUnlessReviewIsIncluded() throws {
        guard FileManager.default.fileExists(atPath: Self.binary.path) else { Issue.record("no binary"); return }
        let dump = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        let plain = try run(["lint", "--no-config", "--format", "github", dump])
        #expect(plain.status == 1 && !plain.out.isEmpty && !plain.out.contains("Needs review"))
        let all = try run(["lint", "--no-config", "--format", "github", "--include-review", dump])
        #expect(all.out.contains("Needs review"))
        let json = try run(["lint", "--no-config", "--format", "json", dump])
        let summary = (try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any])["summary"] as! [String: Int]
        #expect(summary["reviews"]! > 0 && summary["infos"] == summary["reviews"]! + summary["advisories"]!)
    }
}
