import Foundation
import Testing

/// Issue 13 at the command line: hostile inputs never cost the other files' reports, and no
/// output ever overwrites an input, replaces a link, or is half-written when another fails.
@Suite struct CLIRobustnessTests {
    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try runProcess(CLITests.binary, arguments, in: directory)
    }

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    var example: URL { Repo.root.appendingPathComponent("examples/wifi-settings.xml") }

    /// The fuzzer's crash inputs beside good dumps: every good file is still reported, exit 2.
    @Test func crashInputsDoNotCostTheGoodFiles() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hostile: [String: String] = [
            "surrogate.json": #"{"platform":"ios","elementType":"Switch","accessibilityLabel":"\ud800\u0041"}"#,
            "minimised.json": #"{"\uD800\uD800"#,
            "intmin.xml": #"<hierarchy><node class="android.widget.Switch" checkable="true" bounds="[0,0][10,10]" drawing-order="-9223372036854775808" live-region="-9223372036854775808"/></hierarchy>"#,
            "native-intmin.xml": #"<a11ylint version="1" platform="android"><node className="android.widget.Switch" drawingOrder="-9223372036854775808"/></a11ylint>"#,
            "nan.xml": #"<a11ylint version="1" platform="ios"><node elementType="Switch" frame="nan 0 10 10"/></a11ylint>"#,
            "template.json": #"{"platform":"ios","elementType":"Switch","accessibilityLabel":"${label} ${name} switch"}"#,
        ]
        for (name, text) in hostile { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let good = ["good1.xml", "good2.xml"]
        for name in good { try FileManager.default.copyItem(at: example, to: dir.appendingPathComponent(name)) }
        // Named one by one: a folder would skip the content no loader recognises.
        let names = (Array(hostile.keys) + good).sorted()
        let result = try run(["lint", "--format", "json"] + names.map { dir.appendingPathComponent($0).path })
        #expect(result.status == 2, "\(result.err)")
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let files = json["files"] as! [[String: Any]]
        for name in good {
            let report = files.first { ($0["path"] as! String).hasSuffix(name) }
            #expect(report != nil && report?["error"] as? [String: Any] == nil && !(report?["findings"] as? [Any] ?? []).isEmpty, "\(name) reported")
        }
        #expect(files.count == names.count)
        for name in ["minimised.json", "native-intmin.xml", "nan.xml"] {
            let report = files.first { ($0["path"] as! String).hasSuffix(name) }
            let error = report?["error"] as? [String: Any]
            #expect(error?["line"] as? Int == 1, "\(name) is a located input error")
        }
    }

    @Test func outputThatIsAnInputIsRefused() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("screen.xml")
        try FileManager.default.copyItem(at: example, to: input)
        let original = try Data(contentsOf: input)
        for args in [["lint", input.path, "--format", "json", "-o", input.path],
                     ["lint", dir.path, "--write-baseline", "./screen.xml"],
                     ["convert", input.path, "--output", input.path]] {
            let result = try run(args, in: dir)
            #expect(result.status == 2, "\(args)")
            #expect(result.err.contains("input"), "\(result.err)")
            #expect(try Data(contentsOf: input) == original, "\(args) left the input alone")
        }
        // The baseline read is an input too.
        let baseline = dir.appendingPathComponent("base.json")
        try #"{"a11ylintBaseline": 1, "findings": []}"#.write(to: baseline, atomically: true, encoding: .utf8)
        let result = try run(["lint", input.path, "--baseline", "base.json", "--format", "json", "-o", "base.json"], in: dir)
        #expect(result.status == 2 && result.err.contains("input"), "\(result.err)")
        #expect(try String(contentsOf: baseline, encoding: .utf8) == #"{"a11ylintBaseline": 1, "findings": []}"#)
    }

    @Test func everyDestinationIsCheckedBeforeAnyIsWritten() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("report.json")
        let result = try run(["lint", example.path, "--format", "json", "-o", first.path,
                              "--format", "sarif", "-o", dir.appendingPathComponent("missing/report.sarif").path])
        #expect(result.status == 2)
        #expect(result.err.contains("missing"))
        #expect(!FileManager.default.fileExists(atPath: first.path))
        let twice = try run(["lint", example.path, "--format", "json", "-o", first.path, "--format", "sarif", "-o", first.path])
        #expect(twice.status == 2 && twice.err.contains("same file"))
    }

    @Test func linksAndStandardOutputAreWrittenThrough() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target.json"), link = dir.appendingPathComponent("link.json")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try run(["lint", example.path, "--format", "json", "-o", link.path])
        #expect(result.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"files\""))
        let stdout = try run(["lint", example.path, "--format", "json", "-o", "/dev/stdout"])
        #expect(stdout.status == 1)
        #expect(stdout.out.contains("\"files\""))
    }

    @Test func baselineKeepsTheEntriesOfDumpsThatFailedToParse() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: example, to: dir.appendingPathComponent("a.xml"))
        try FileManager.default.copyItem(at: example, to: dir.appendingPathComponent("b.xml"))
        let recorded = try run(["lint", "a.xml", "b.xml", "--write-baseline", "base.json"], in: dir)
        #expect(recorded.status == 0, "\(recorded.err)")
        let before = try String(contentsOf: dir.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(before.contains("\"b.xml\""))
        // b.xml breaks (a truncated capture): re-recording keeps its accepted findings.
        try "<hierarchy><node".write(to: dir.appendingPathComponent("b.xml"), atomically: true, encoding: .utf8)
        let again = try run(["lint", "a.xml", "b.xml", "--write-baseline", "base.json"], in: dir)
        #expect(again.status == 2)
        #expect(again.err.contains("keeps its previous entries") && again.err.contains("b.xml"), "\(again.err)")
        let after = try String(contentsOf: dir.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(after == before)
    }

    @Test func errorsNameTheCauseNotFoundationCodes() throws {
        let rules = try run(["lint", "--rules", "/nonexistent-a11ylint-rules", example.path])
        #expect(rules.status == 2)
        #expect(rules.err.contains("no such folder") && !rules.err.contains("NSCocoaErrorDomain"), "\(rules.err)")
        let write = try run(["lint", example.path, "--format", "json", "-o", "/proc/version"])
        #expect(write.status == 2)
        #expect(write.err.contains("/proc/version") && !write.err.contains("Domain") && !write.err.contains("Usage:"), "\(write.err)")
        let device = try run(["lint", "/dev/zero"])
        #expect(device.status == 2 && device.out.contains("is a device"), "\(device.out)")
    }
}
