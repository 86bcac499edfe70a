// One fuzz target, several modes (A11YLINT_FUZZ_MODE): each loader with its format forced,
// `detect` (auto-detection), `config` (.a11ylint.yml) and `baseline`. An input that loads goes
// through the whole pipeline: lint, announce, and every report format. Any trap, hang or leak is
// a bug: hostile input must end as an InputError.
import A11yLint
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

enum Mode: String, CaseIterable {
    case uiautomator, xcuitest, debugdescription, idb, compose
    case nativeJSON = "native-json", nativeXML = "native-xml"
    case detect, config, baseline
}

let mode: Mode = {
    let name = ProcessInfo.processInfo.environment["A11YLINT_FUZZ_MODE"] ?? "detect"
    guard let mode = Mode(rawValue: name) else {
        FileHandle.standardError.write(Data("unknown A11YLINT_FUZZ_MODE '\(name)'; one of: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return mode
}()
let packs = try! Linter.defaultPacks()
let linter = Linter(packs: packs)

/// The whole pipeline on a tree that loaded: what the CLI does after reading a file.
func pipeline(_ tree: AccessibilityTree) {
    let findings = linter.lint(tree)
    var report = FileReport(path: "fuzz", format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)
    report.controls = []
    let reports = [report]
    // Reports must stay valid JSON whatever the input (nan/inf once slipped through).
    for json in [JSONReporter.render(reports), SARIFReporter.render(reports, packs: packs, includeReview: true)] {
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil { fatalError("a report is not valid JSON") }
    }
    _ = TextReporter(color: false).render(reports)
    _ = GitHubReporter.render(reports, includeReview: true)
    _ = MarkdownReporter.render(reports)
    for json in [Baseline(reports: reports).render(), AnnounceReporter.json([AnnounceRun.report(tree: tree, path: "fuzz", packs: packs)]),
                 NativeJSONWriter.render(tree)] {
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil { fatalError("a JSON output is not valid JSON") }
    }
    // XML outputs must be well-formed whatever the labels hold (control characters, "]]>").
    // (Foundation's parser has its own depth and size limits: only check what it can read.)
    let shallow = tree.indices.allSatisfy { tree.depths[$0] < 200 }
    for xml in [JUnitReporter.render(reports, packs: packs), CheckstyleReporter.render(reports), NativeXMLWriter.render(tree)]
    where shallow && xml.utf8.count < 8_000_000 {
        if !XMLParser(data: Data(xml.utf8)).parse() { fatalError("an XML output is not well-formed") }
    }
}

func fuzzOne(_ data: Data) {
    switch mode {
    case .config:
        guard let text = String(data: data, encoding: .utf8) else { return }
        _ = try? ConfigurationLoader.load(yaml: text, source: "fuzz.yml", baseDirectory: URL(fileURLWithPath: "/nonexistent-a11ylint-fuzz"), packs: packs)
    case .baseline:
        _ = try? Baseline.load(data: data)
    case .detect:
        if let tree = try? DumpReader.load(data: data) { pipeline(tree) }
    default:
        let format = DumpFormat(rawValue: mode.rawValue)!
        if let tree = try? DumpReader.load(data: data, format: format) { pipeline(tree) }
    }
}

/// libFuzzer's runtime references this symbol even when the driver is started from here.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    fuzzOne(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
