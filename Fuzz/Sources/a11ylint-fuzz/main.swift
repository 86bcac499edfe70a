// One fuzz target, several modes (A11YLINT_FUZZ_MODE):
// - each loader with its format forced (`uiautomator`, `idb`, …): an input that loads goes through
//   the whole pipeline: lint, announce, and every report format, whose JSON and XML must parse
//   (and the HTML pages' embedded JSON: lint, announce and compare pages, each screen drawn);
// - `<format>-load` (`uiautomator-load`, …): the loader alone, then the tree's shape is checked
//   (pre-order, parents, ends and depths consistent): thousands of inputs a second;
// - `detect` (auto-detection, then the pipeline), `config` (.a11ylint.yml) and `baseline`;
// - `xml-scan`: the XML loaders' fast scanner against libxml2 (XMLScanDifferential): wherever the
//   scanner accepts, libxml2 must accept with the same events; wherever libxml2 errs, the scanner
//   must have declined;
// - `png`: a screenshot decoded by libpng (PNGDecoder), its pixels checked, attached to a screen
//   of its size and linted (the contrast rules read every pixel under a control).
// Any trap, hang or leak is a bug: hostile input must end as an InputError.
import A11yLint
import Foundation
import FuzzChecks

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

enum Mode {
    case pipeline(DumpFormat?) // nil: auto-detect
    case load(DumpFormat)
    case config, baseline, png, xmlScan

    init?(_ name: String) {
        switch name {
        case "detect": self = .pipeline(nil)
        case "xml-scan": self = .xmlScan
        case "config": self = .config
        case "baseline": self = .baseline
        case "png": self = .png
        default:
            if name.hasSuffix("-load"), let format = DumpFormat(rawValue: String(name.dropLast(5))) { self = .load(format) }
            else if let format = DumpFormat(rawValue: name) { self = .pipeline(format) }
            else { return nil }
        }
    }

    static var names: [String] {
        DumpFormat.allCases.map(\.rawValue) + DumpFormat.allCases.map { $0.rawValue + "-load" } + ["detect", "config", "baseline", "png", "xml-scan"]
    }
}

let mode: Mode = {
    let name = ProcessInfo.processInfo.environment["A11YLINT_FUZZ_MODE"] ?? "detect"
    guard let mode = Mode(name) else {
        FileHandle.standardError.write(Data("unknown A11YLINT_FUZZ_MODE '\(name)'; one of: \(Mode.names.joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return mode
}()
/// Loaded on first use: the loader-only modes never parse the packs.
enum Engine {
    static let packs = try! Linter.defaultPacks()
    static let linter = Linter(packs: packs)
    /// The packs' index and words made once, as `announce` makes them once per run.
    static let announcer = Announcer(packs: packs)
    /// Keeps both trees' drawings; judging an id no dump has ends at once (the drawings are made first).
    static let drawingJudge: PairJudge = {
        var judge = PairJudge(packs: packs)
        judge.recordingScreens = true
        return judge
    }()
    static let noSuchControl = try! PairAction(parsing: "activate:a11ylint-fuzz-no-such-id")
}

func isJSON(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(isJSON)
}

func isJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    fuzz_json_valid(bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, bytes.count) == 1
}

func isXML(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { fuzz_xml_well_formed($0.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count) } == 1
}

// The checks must be able to fail: NaN, a lone surrogate escape, a trailing comma or a bare
// string is not JSON; a control character or a crossed tag is not XML.
precondition(isJSON(#"{"a": [1, -0.5e3, "\u00e9\ud83d\ude00", true, null, {}]}"#) && !isJSON(#"{"a": nan}"#) && !isJSON("[1,]")
             && !isJSON(#"["\ud800"]"#) && !isJSON(#""fragment""#), "fuzz_json_valid is broken")
precondition(isXML(#"<a b="&amp;"><c/></a>"#) && !isXML("<a>\u{1}</a>") && !isXML("<a><b></a>"), "fuzz_xml_well_formed is broken")

// SARIF describes every rule of every pack whatever the input: check that part once here, and per
// input render only the rules its findings cite (their results, rule indices and descriptors).
if case .pipeline = mode {
    // `announce` on a large tree (`Announcer.concurrentFrom`) runs halves on libdispatch worker
    // threads, which keep the continuations they free in per-thread caches. Until those are full,
    // every run allocates more than it frees, and libFuzzer then runs the input again and scans the
    // whole heap for leaks: two thirds of a pipeline run's time. Filling them first keeps most runs
    // balanced (a worker may still free after the input returned: small trees stay on this thread).
    for _ in 0 ..< 5_000 { DispatchQueue.concurrentPerform(iterations: 2) { _ in } }
    let empty = FileReport(path: "fuzz", format: .uiautomator, platform: .android, nodeCount: 0, error: nil, findings: [])
    if !isJSON(SARIFReporter.render([empty], packs: Engine.packs, includeReview: true)) { fatalError("the SARIF rule descriptors are not valid JSON") }
}

/// The whole pipeline on a tree that loaded: what the CLI does after reading a file.
func pipeline(_ tree: AccessibilityTree) {
    let packs = Engine.packs
    let findings = Engine.linter.lint(tree)
    var report = FileReport(path: "fuzz", format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)
    report.controls = []
    let reports = [report]
    let cited = Set(findings.map(\.rule))
    let citedPacks = packs.compactMap { pack -> RulePack? in
        var pack = pack
        pack.rules.removeAll { !cited.contains($0.id) }
        return pack.rules.isEmpty ? nil : pack
    }
    // Reports must stay valid JSON whatever the input (nan/inf once slipped through).
    for json in [JSONReporter.render(reports), SARIFReporter.render(reports, packs: citedPacks, includeReview: true)] {
        if !isJSON(json) { fatalError("a report is not valid JSON") }
    }
    _ = TextReporter(color: false).render(reports)
    _ = GitHubReporter.render(reports, includeReview: true)
    _ = MarkdownReporter.render(reports)
    let announced = Engine.announcer.report(tree: tree, path: "fuzz")
    for json in [Baseline(reports: reports).render(), AnnounceReporter.json([announced]),
                 NativeJSONWriter.render(tree)] {
        if !isJSON(json) { fatalError("a JSON output is not valid JSON") }
    }
    // XML outputs must be well-formed whatever the labels hold (control characters, "]]>").
    // libxml2 with XML_PARSE_HUGE has no size limit; its depth limit (2.11+: 2,048) is above
    // the loaders' 2,000 levels, so the native XML of every tree that loads is checked. JUnit looks
    // up only the cited rules' descriptions: the cited packs give the same page without indexing
    // every rule of every pack per input.
    for xml in [JUnitReporter.render(reports, packs: citedPacks), CheckstyleReporter.render(reports), NativeXMLWriter.render(tree)] {
        if !isXML(xml) { fatalError("an XML output is not well-formed") }
    }
    // The HTML pages: no label may end a script element early (one data element per drawing,
    // then the page's script), and each drawing's data must stay valid JSON whatever the labels
    // hold. The lint page draws the screen as `lint --format html` does (frames, controls, stops:
    // the drawing the pair judge keeps, a public way to it from a tree), and the pair page
    // (`compare --format html`) draws the tree as BEFORE and AFTER.
    let pair = Engine.drawingJudge.judge(before: tree, after: tree, action: Engine.noSuchControl, beforePath: "fuzz", afterPath: "fuzz")
    guard let drawing = pair.beforeScreen, pair.afterScreen != nil else { fatalError("the pair judge kept no drawing") }
    var drawn = report
    drawn.screen = drawing
    for (page, drawings) in [(HTMLReporter.render([drawn]), 1), (AnnounceReporter.html([announced]), 1), (PairHTMLReporter.render([pair]), 2)] {
        if let problem = scriptProblem(page, drawings: drawings) { fatalError(problem) }
    }
}

/// An HTML page's script elements: `drawings` data elements first, each `dataOpen` then valid JSON
/// up to the first `</script>` before the next `<script`, then the page's own script, and no
/// other; what is wrong, or nil. Scanned as bytes (`find`): Foundation's generic string search
/// (splitting the page, then a range per part) was 8% of a run under AddressSanitizer.
func scriptProblem(_ page: String, drawings: Int) -> String? {
    var page = page
    return page.withUTF8 { bytes -> String? in
        // Where each element's text starts, just after its "<script".
        var starts: [Int] = []
        var at = 0
        while let i = find(HTMLMarks.scriptOpen, in: bytes, from: at, to: bytes.count) {
            at = i + HTMLMarks.scriptOpen.count
            starts.append(at)
        }
        if starts.count != drawings + 1 { return "an HTML page has \(starts.count) script elements, not \(drawings + 1)" }
        for k in 0 ..< drawings {
            // An element's text runs to the next "<script".
            let start = starts[k], end = starts[k + 1] - HTMLMarks.scriptOpen.count, json = start + HTMLMarks.dataOpen.count
            guard json <= end, find(HTMLMarks.dataOpen, in: bytes, from: start, to: json) == start,
                  let close = find(HTMLMarks.scriptClose, in: bytes, from: json, to: end) else { return "an HTML page's data element is broken" }
            if !isJSON(UnsafeBufferPointer(rebasing: bytes[json ..< close])) { return "an HTML page's data is not valid JSON" }
        }
        return nil
    }
}

enum HTMLMarks {
    static let scriptOpen = Array("<script".utf8)
    static let dataOpen = Array(" type=\"application/json\" class=\"data\">".utf8)
    static let scriptClose = Array("</script>".utf8)
}

/// The first offset in `from ..< to` where `needle` starts and ends before `to`: libc's memchr to
/// each candidate first byte, memcmp for the rest (both outside the fuzzer's instrumentation).
func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    guard let base = bytes.baseAddress, let first = needle.first else { return nil }
    return needle.withUnsafeBufferPointer { n -> Int? in
        var at = from
        while to - at >= n.count, let hit = memchr(base + at, Int32(first), to - at - n.count + 1) {
            let i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + i, n.baseAddress!, n.count) == 0 { return i }
            at = i + 1
        }
        return nil
    }
}

// The HTML check must be able to fail: an element too many or too few, a data element without
// its type, one whose close is missing before the next element, or whose data is not JSON.
do {
    let data = "<script type=\"application/json\" class=\"data\">", page = "</script><script>go()</script>"
    for (good, html) in [(true, data + "{\"a\":[1]}" + page), (false, data + "{}</script>" + data + "{}" + page), (false, data + "{}</script>"),
                         (false, "<script type=\"text/json\" class=\"data\">{}" + page), (false, data + "{}<script>go()</script>"),
                         (false, data + "{,}" + page)] {
        precondition((scriptProblem(html, drawings: 1) == nil) == good, "the HTML check is broken on \(html)")
    }
}

/// Cheap invariants of a loaded tree (one pass, one stack): nodes in pre-order, each node's parent
/// the nearest open node, depths the nesting, subtree ends nested and in range, the format forced.
func checkShape(_ tree: AccessibilityTree, format: DumpFormat) {
    let n = tree.count
    precondition(tree.parents.count == n && tree.subtreeEnds.count == n && tree.depths.count == n, "tree arrays differ in length")
    precondition(tree.format == format, "loaded as \(tree.format), not the forced \(format)")
    var open: [Int] = []
    for i in 0 ..< n {
        while let top = open.last, Int(tree.subtreeEnds[top]) <= i { open.removeLast() }
        let end = Int(tree.subtreeEnds[i])
        precondition(end > i && end <= n, "node \(i): subtree end \(end) out of range")
        precondition(Int(tree.parents[i]) == (open.last ?? -1), "node \(i): parent \(tree.parents[i]), not the open node \(open.last ?? -1)")
        precondition(Int(tree.depths[i]) == open.count, "node \(i): depth \(tree.depths[i]), nested \(open.count) deep")
        if let top = open.last { precondition(end <= Int(tree.subtreeEnds[top]), "node \(i): subtree ends past its parent's") }
        open.append(i)
    }
}

func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
    switch mode {
    case .config:
        guard let text = String(data: Data(bytes), encoding: .utf8) else { return }
        _ = try? ConfigurationLoader.load(yaml: text, source: "fuzz.yml", baseDirectory: URL(fileURLWithPath: "/nonexistent-a11ylint-fuzz"), packs: Engine.packs)
    case .baseline:
        _ = try? Baseline.load(data: Data(bytes))
    case .png:
        guard let shot = try? PNGDecoder.decode(Data(bytes), name: "fuzz.png") else { return }
        precondition(shot.width > 0 && shot.height > 0 && shot.rgba.count == shot.width * shot.height * 4, "decoded \(shot.width) × \(shot.height) into \(shot.rgba.count) bytes")
        // A screen of the screenshot's own size, a button over most of it: every rule, the contrast
        // ones reading the pixels under it.
        let (w, h) = (shot.width, shot.height)
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,\#(w),\#(h)],"children":[{"className":"android.widget.Button","id":"b","text":"Pay","clickable":true,"focusable":true,"bounds":[\#(w / 8),\#(h / 8),\#(w - w / 8),\#(h - h / 8)]},{"className":"android.widget.ImageButton","id":"i","contentDescription":"Share","clickable":true,"bounds":[0,0,\#(max(1, w / 4)),\#(max(1, h / 4))]}]}"#
        guard var tree = try? AccessibilityTree(dump: json) else { return }
        precondition(ScreenshotAttachment.attach(shot, to: &tree) == nil, "a screenshot of the screen's own size was refused")
        _ = Engine.linter.lint(tree)
    case .xmlScan:
        if let mismatch = XMLScanDifferential.mismatch(bytes) { fatalError("xml-scan: \(mismatch)") }
    case let .pipeline(format):
        if let tree = try? DumpReader.load(bytes: bytes, format: format) { pipeline(tree) }
    case let .load(format):
        if let tree = try? DumpReader.load(bytes: bytes, format: format) { checkShape(tree, format: format) }
    }
}

/// libFuzzer's runtime references this symbol even when the driver is started from here.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    fuzzOne(UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
