import A11yLint
import Foundation
import Testing

/// `a11ylint compare` as a CI job runs it: exit codes, text naming both files, the JSON `pair` object, scenarios.
@Suite struct CompareCommandTests {
    static let pairs = Repo.fixtures.appendingPathComponent("pairs")

    func compare(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try runProcess(CLITests.binary, ["compare"] + arguments, in: directory ?? Self.pairs.appendingPathComponent("uiautomator"))
    }

    /// Pair findings are ordinary findings for the CI formats: SARIF that validates (BEFORE's node a
    /// related location), JUnit, annotations.
    @Test func ciFormatsRenderPairFindings() throws {
        try #require(FileManager.default.fileExists(atPath: CLITests.binary.path), "no binary at \(CLITests.binary.path)")
        let sarif = try compare(["settings.xml", "settings-200-ellipsised.xml", "--action", "text-size", "--format", "sarif"])
        #expect(sarif.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["pair-text-ellipsised"])
        let uri = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri == "settings-200-ellipsised.xml", "the finding points at its node in AFTER")
        let related = ((results.first?["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(related == "settings.xml", "and at its node in BEFORE")
        let github = try compare(["settings.xml", "settings.xml", "--action", "activate:wifi_switch", "--format", "github"])
        #expect(github.status == 1)
        #expect(github.out.hasPrefix("::error file=settings.xml,line=10,col=7,title=pair-doubletap-toggles (mobile.doubletap)::Double tap did not toggle the switch"), "\(github.out)")
        let junit = try compare(["settings.xml", "settings.xml", "--action", "activate:wifi_switch", "--format", "junit"])
        #expect(junit.out.contains("<failure message=\"Double tap did not toggle the switch: it was off and is still off.\""), "\(junit.out)")
        // An --output naming one of the dumps is refused, and the dump is left as it was.
        let original = try String(contentsOf: Self.pairs.appendingPathComponent("uiautomator/settings.xml"), encoding: .utf8)
        let refused = try compare(["settings.xml", "settings.xml", "--action", "activate:wifi_switch", "--format", "json", "--output", "settings.xml"])
        #expect(refused.status == 2 && refused.err.contains("refusing to overwrite"), "\(refused)")
        #expect(try String(contentsOf: Self.pairs.appendingPathComponent("uiautomator/settings.xml"), encoding: .utf8) == original)
    }

    @Test func exitCodesAndText() throws {
        try #require(FileManager.default.fileExists(atPath: CLITests.binary.path), "no binary at \(CLITests.binary.path)")
        let pass = try compare(["settings.xml", "settings-wifi-on.xml", "--action", "activate:wifi_switch"])
        #expect(pass.status == 0, "\(pass)")
        #expect(pass.out.hasPrefix("settings.xml → settings-wifi-on.xml (activate:wifi_switch, Android)\n"))

        let fail = try compare(["settings.xml", "settings-200-ellipsised.xml", "--action", "text-size"])
        #expect(fail.status == 1)
        #expect(fail.out.contains("  ✗ com.example.reader:id/summary (android.widget.TextView) settings.xml:11:7, settings-200-ellipsised.xml:11:7: error: “Large files wait until you are on Wi-Fi.” is cut short to “Large files wait until…”"), "\(fail.out)")
        #expect(fail.out.contains("[settings.text-resize] (pair-text-ellipsised)"))
        #expect(fail.out.hasSuffix("1 pair: 1 error, 0 warnings, 0 to review, 0 input errors\n"))

        let review = try compare(["sort-menu-open.xml", "settings.xml", "--action", "dismiss:sort_button"])
        #expect(review.status == 0 && review.out.contains("review: Check that focus returns"), "\(review.out)")

        for bad in [["settings.xml", "--action", "text-size"], ["a.xml", "b.xml"], ["a.xml", "b.xml", "--action", "tap:x"],
                    ["--scenario", "settings-flow.yml", "--action", "text-size"]] {
            let usage = try compare(bad)
            #expect(usage.status == 2, "\(bad): \(usage)")
        }
        let missing = try compare(["settings.xml", "nope.xml", "--action", "text-size"])
        #expect(missing.status == 2 && missing.out.contains("input error: nope.xml"), "\(missing)")
    }

    @Test func jsonHasAPairObjectPerFinding() throws {
        try #require(FileManager.default.fileExists(atPath: CLITests.binary.path))
        let result = try compare(["settings.xml", "settings-200-vanished.xml", "--action", "text-size", "--format", "json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let pair = try #require((json["pairs"] as? [[String: Any]])?.first)
        #expect(pair["before"] as? String == "settings.xml" && pair["after"] as? String == "settings-200-vanished.xml")
        #expect(pair["action"] as? String == "text-size" && pair["platform"] as? String == "android")
        let finding = try #require((pair["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "pair-text-vanished" && finding["criteria"] as? [String] == ["settings.text-resize"])
        let refs = try #require(finding["pair"] as? [String: Any])
        #expect((refs["before"] as? [String: Any])?["id"] as? String == "com.example.reader:id/text_size_label")
        #expect(refs["after"] is NSNull, "a vanished text has no node in AFTER")
        #expect((json["summary"] as? [String: Any])?["errors"] as? Int == 1)
    }

    @Test func scenariosRunAWholeFlow() throws {
        try #require(FileManager.default.fileExists(atPath: CLITests.binary.path))
        for platform in ["uiautomator", "xcuitest"] {
            let flow = try compare(["--scenario", "settings-flow.yml"], in: Self.pairs.appendingPathComponent(platform))
            #expect(flow.status == 0, "\(platform): \(flow.out)")
            #expect(flow.out.hasSuffix("5 pairs: 0 errors, 0 warnings, 0 to review, 0 input errors\n"), "\(flow.out)")
        }
        let failing = try compare(["--scenario", "settings-flow-failing.yml"])
        #expect(failing.status == 1)
        #expect(failing.out.contains("(pair-text-vanished)") && failing.out.contains("(pair-focus-return)"), "\(failing.out)")
        #expect(failing.out.contains("settings.xml → settings-200-vanished.xml (text-size, Android)"))
    }

    @Test func scenarioErrorsNameTheLine() throws {
        let source = Self.pairs.appendingPathComponent("uiautomator/bad.yml")
        let cases: [(String, Int?, String)] = [
            ("steps:\n  - dump: a.xml\n  - action: tap:x\n    dump: b.xml\n", 3, "unknown action 'tap:x'"),
            ("steps:\n  - action: text-size\n    dump: b.xml\n", 2, "the first step has no dump before it"),
            ("steps:\n  - dump: a.xml\n  - dump: b.xml\n    acton: text-size\n", 4, "unknown key 'acton'"),
            ("step:\n  - dump: a.xml\n", 1, "unknown key 'step'"),
            ("steps:\n  - dump: a.xml\n", nil, "no step has an `action:`"),
        ]
        for (yaml, line, message) in cases {
            do {
                _ = try Scenario(yaml: yaml, source: source)
                Issue.record("accepted: \(yaml)")
            } catch {
                #expect(error.line == line, "\(yaml): \(error)")
                #expect(error.message.contains(message), "\(yaml): \(error)")
            }
        }
        let ok = try Scenario(yaml: "steps:\n  - dump: a.xml\n  - action: text-size\n    dump: sub/b.xml\n", source: source)
        #expect(ok.steps.map(\.after.lastPathComponent) == ["b.xml"])
        #expect(ok.steps.first?.before.path == Self.pairs.appendingPathComponent("uiautomator/a.xml").standardizedFileURL.path)
    }
}
