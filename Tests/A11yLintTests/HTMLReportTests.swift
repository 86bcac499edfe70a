import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintEngine
@testable import A11yLintReporters
@testable import A11yLintRuns

/// The HTML report (`--format html`) and the swipe-order page (`announce --format html`): well
/// formed, self-contained, a box at every failing node's bounds, dump text escaped; then, in a
/// real browser, the drawing and the page's own accessibility (scripts/html_report_browser.py).
@Suite struct HTMLReportTests {
    static let packs = Linter.builtInPacks

    /// Every corpus dump and the example, linted as `lint --format html` does (screens kept).
    static let corpusReports: [FileReport] = {
        var run = LintRun(paths: [Repo.root.appendingPathComponent("examples/wifi-settings.xml").path] + Repo.corpusFiles.map(\.path), packs: packs)
        run.recordingScreen = true
        return run.run()
    }()

    static let corpusPage = HTMLReporter.render(corpusReports, options: ReportOptions(packs: packs))

    // MARK: A small HTML checker

    static let voidElements: Set<String> = ["meta", "input", "br", "hr", "img", "link", "area", "base", "col", "embed", "source", "track", "wbr"]
    /// SVG written by the script is not in the file; these may appear only inside it.
    static let rawText: Set<String> = ["script", "style"]

    /// Problems with the page as markup: unclosed or crossed elements, a `<` that opens no tag in
    /// text, an unquoted or unterminated attribute, raw text elements that end early. Empty: well formed.
    static func markupProblems(_ html: String) -> [String] {
        var problems: [String] = []
        var stack: [String] = []
        let s = Array(html.utf8)
        var i = 0
        func at(_ text: String, _ k: Int) -> Bool {
            let t = Array(text.utf8)
            return k + t.count <= s.count && Array(s[k ..< k + t.count]).map { $0 | 0x20 } == t.map { $0 | 0x20 }
        }
        func isNameByte(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 45 }
        guard at("<!DOCTYPE html>", 0) else { return ["no <!DOCTYPE html> first"] }
        i = 15
        while i < s.count {
            if s[i] != UInt8(ascii: "<") {
                if s[i] == UInt8(ascii: ">") { problems.append("a bare > in text at byte \(i)") }
                i += 1; continue
            }
            let closing = i + 1 < s.count && s[i + 1] == UInt8(ascii: "/")
            var k = i + (closing ? 2 : 1)
            let nameStart = k
            while k < s.count, isNameByte(s[k]) { k += 1 }
            let name = String(decoding: s[nameStart ..< k], as: UTF8.self).lowercased()
            if name.isEmpty { problems.append("a < that opens no tag at byte \(i)"); i += 1; continue }
            // Attributes: name="value" only, values with no raw < or ".
            while k < s.count, s[k] != UInt8(ascii: ">") {
                if s[k] == UInt8(ascii: "\"") {
                    guard let end = s[(k + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { problems.append("an unterminated attribute in <\(name)>"); return problems }
                    if s[(k + 1) ..< end].contains(UInt8(ascii: "<")) { problems.append("a raw < in an attribute of <\(name)>") }
                    k = end + 1; continue
                }
                if s[k] == UInt8(ascii: "<") || s[k] == UInt8(ascii: "'") { problems.append("a stray \(Character(UnicodeScalar(s[k]))) in <\(name)> at byte \(k)") }
                k += 1
            }
            guard k < s.count else { problems.append("<\(name)> never ends"); return problems }
            if closing {
                if stack.last == name { stack.removeLast() } else { problems.append("</\(name)> closes <\(stack.last ?? "nothing")>") }
                i = k + 1; continue
            }
            if Self.voidElements.contains(name) { i = k + 1; continue }
            if Self.rawText.contains(name) {
                // Raw text runs to the first </name: nothing inside may end it early.
                let body = k + 1
                var e = body
                while e < s.count, !at("</\(name)", e) { e += 1 }
                guard e < s.count else { problems.append("<\(name)> never closed"); return problems }
                if name == "script", String(decoding: s[body ..< e], as: UTF8.self).contains("<!--") { problems.append("<!-- inside a script") }
                i = e + name.utf8.count + 3
                continue
            }
            stack.append(name)
            i = k + 1
        }
        if !stack.isEmpty { problems.append("unclosed: \(stack.joined(separator: " > "))") }
        return problems
    }

    /// Each screen's drawing data, in page order.
    static func drawings(_ html: String) throws -> [[String: Any]] {
        let open = "<script type=\"application/json\" class=\"data\">"
        var result: [[String: Any]] = []
        var rest = html[...]
        while let start = rest.range(of: open) {
            let end = try #require(rest[start.upperBound...].range(of: "</script>"))
            let json = try JSONSerialization.jsonObject(with: Data(rest[start.upperBound ..< end.lowerBound].utf8))
            result.append(try #require(json as? [String: Any]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    /// The section of screen `index` (its findings list and data).
    static func section(_ html: String, _ index: Int) -> Substring {
        guard let start = html.range(of: "<section class=\"screen\" id=\"s\(index)\"") else { return "" }
        let end = html[start.upperBound...].range(of: "</section>")?.upperBound ?? html.endIndex
        return html[start.lowerBound ..< end]
    }

    // MARK: Tests

    @Test func theCheckerCatchesBrokenMarkup() {
        #expect(Self.markupProblems("<!DOCTYPE html><html><body><p>a</body></html>").isEmpty == false)
        #expect(Self.markupProblems("<!DOCTYPE html><html><script>x</script><p>a < b</p></html>").isEmpty == false)
        #expect(Self.markupProblems("<!DOCTYPE html><html><script>\"</script><script>\"</script></html>").isEmpty)
        #expect(Self.markupProblems("<!DOCTYPE html><html><p title=\"a<b\">x</p></html>").isEmpty == false)
        #expect(Self.markupProblems("<!DOCTYPE html><html lang=\"en\"><meta charset=\"utf-8\"><p>x &amp; y</p></html>").isEmpty)
    }

    @Test func thePageIsWellFormed() throws {
        #expect(Self.corpusReports.count > 30, "corpus: \(Repo.sharedMissing)")
        #expect(Self.markupProblems(Self.corpusPage) == [])
        let drawings = try Self.drawings(Self.corpusPage)
        #expect(drawings.count == Self.corpusReports.count { $0.error == nil })
        // Landmarks, headings and a text alternative per drawing.
        for part in ["<main id=\"main\">", "<header>", "<footer>", "<h1>", "<html lang=\"en\">", "<title>"] { #expect(Self.corpusPage.contains(part), "\(part)") }
        for d in drawings {
            #expect((d["title"] as? String)?.hasPrefix("Wireframe of ") == true)
            #expect((d["desc"] as? String)?.isEmpty == false)
        }
    }

    @Test func everyFailingNodeHasABoxAtItsBounds() throws {
        let drawings = try Self.drawings(Self.corpusPage)
        var checked = 0, drawn = 0, passed = 0
        for (k, report) in Self.corpusReports.filter({ $0.error == nil }).enumerated() {
            let boxes = try #require(drawings[k]["b"] as? [[String: Any]])
            var byNode: [Int: [String: Any]] = [:]
            for b in boxes { byNode[b["n"] as! Int] = b; if b["o"] as? String == "passed" { passed += 1 } }
            for f in report.findings where f.control != Finding.screen {
                guard let r = f.node.bounds, !r.isEmpty else { continue }
                let box = try #require(byNode[f.node.index], "\(report.path): no box for \(f.rule) on node \(f.node.index)")
                for (key, value) in [("x", r.x), ("y", r.y), ("w", r.width), ("h", r.height)] {
                    #expect(abs((box[key] as! NSNumber).doubleValue - value) <= 0.05, "\(report.path) node \(f.node.index) \(key)")
                }
                if f.status == .fail {
                    checked += 1
                    let rank = ["error": 4, "warning": 3, "advisory": 2, "review": 1, "passed": 0]
                    #expect(rank[box["o"] as! String]! >= rank[HTMLReporter.Outcome(f).rawValue]!, "a box is drawn as its worst finding")
                }
            }
            // Every recognised control with bounds is boxed, the passed ones too.
            for c in report.screen?.controls ?? [] where !(c.bounds?.isEmpty ?? true) {
                #expect(byNode[c.node] != nil, "\(report.path): control \(c.kind) on node \(c.node) has no box")
            }
            drawn += (drawings[k]["s"] as? [Any])?.count ?? 0
            let stops = report.screen?.stops.filter { !($0.bounds?.isEmpty ?? true) }.count ?? 0
            #expect((drawings[k]["s"] as? [Any])?.count == stops, "\(report.path): every stop with bounds is numbered")
        }
        #expect(checked > 50, "the corpus has failing nodes with bounds: \(checked)")
        #expect(drawn > 100)
        #expect(passed > 20, "controls that passed are boxed too: \(passed)")
    }

    @Test func eachFindingIsListedWithItsNode() throws {
        let drawings = try Self.drawings(Self.corpusPage)
        for (k, report) in Self.corpusReports.filter({ $0.error == nil }).enumerated() {
            let list = try #require(drawings[k]["l"] as? [[Any]])
            #expect(list.count == report.findings.count, "\(report.path)")
            var listed: [String: Int] = [:], found: [String: Int] = [:]
            for item in list { listed["\(item[0]) \(item[1]) \(item[4])", default: 0] += 1 }
            for f in report.findings { found["\(f.node.index) \(HTMLReporter.Outcome(f).rawValue) \(f.message)", default: 0] += 1 }
            #expect(listed == found, "\(report.path): each finding listed once, on its node, with its outcome and message")
            // Failures before the review checklist.
            let outcomes = list.map { $0[1] as! String }
            if let firstReview = outcomes.firstIndex(of: "review") { #expect(!outcomes[firstReview...].contains("error"), "\(report.path)") }
        }
    }

    /// Dump text may hold a URL (a corpus dump does), written as text; the page itself refers to
    /// nothing outside it: no source, style sheet, font, image or frame, links only within the page.
    @Test func nothingIsFetched() throws {
        let pages = [Self.corpusPage, AnnounceReporter.html(AnnounceRun(paths: Repo.corpusFiles.map(\.path)).run())]
        for page in pages {
            for external in ["src=", "@import", "url(", "<link", "<iframe", "<img", "<object", "<embed", "fetch(", "XMLHttpRequest", "import(", "srcset", "<base"] {
                #expect(!page.contains(external), "the page holds \(external)")
            }
            // Every link is to a place in the page; the one exception is the screenshot under a
            // drawing, which the script draws only from an inline PNG (data:image/png;base64,…).
            for part in page.components(separatedBy: "href=\"").dropFirst() where !part.hasPrefix("'+esc(d.img)+'") {
                #expect(part.hasPrefix("#"), "\(part.prefix(40))")
            }
            if page.contains("'+esc(d.img)+'") { #expect(page.contains(#"/^data:image\/png;base64,[A-Za-z0-9+\/=]+$/.test(d.img||"")"#)) }
        }
        // The page's own parts (everything but dump text) name no address at all.
        var report = FileReport(path: "a.xml", format: .uiautomator, platform: .android, nodeCount: 1, error: nil, findings: [])
        report.screen = ScreenDrawing(frames: [Rect(x: 0, y: 0, width: 10, height: 10)])
        for page in [HTMLReporter.render([report]), AnnounceReporter.html([])] {
            #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("//www"))
        }
        // A URL in a label stays text.
        let url = "https://evil.example/x.js"
        let node = NodeReference(index: 0, id: nil, className: "android.widget.Button", location: SourceLocation(line: 1, column: 1), path: "/a[1]",
                                 bounds: Rect(x: 0, y: 0, width: 10, height: 10), label: url)
        report.findings = [Finding(rule: "button-name", criteria: [], severity: .error, status: .fail, message: url, control: "button",
                                   node: node, announcement: url, remedy: [:], test: nil)]
        let page = HTMLReporter.render([report])
        #expect(!page.contains("=\"\(url)") && !page.contains("='\(url)"))
        #expect(try Self.drawings(page).first?["l"] != nil)
    }

    /// A screenshot beside the dump is drawn under the boxes: the PNG file's own bytes, inline, at
    /// the screen's bounds; a dump without one is a wireframe.
    @Test func theScreenshotIsDrawnUnderTheBoxes() throws {
        let dir = Repo.fixtures.appendingPathComponent("uiautomator/contrast")
        let run = LintRun(paths: [dir.appendingPathComponent("fail-pale-text-and-icon.xml").path, Repo.root.appendingPathComponent("examples/wifi-settings.xml").path],
                          packs: Self.packs, jobs: 1)
        var recording = run
        recording.recordingScreen = true
        let reports = recording.run()
        let png = try [UInt8](Data(contentsOf: dir.appendingPathComponent("fail-pale-text-and-icon.png")))
        let picture = try #require(reports[0].screen?.picture)
        #expect(picture.png == png && picture.bounds == Rect(x: 0, y: 0, width: 1080, height: 2400))
        #expect(reports[1].screen?.picture == nil)
        let page = HTMLReporter.render(reports, options: ReportOptions(packs: Self.packs))
        let drawings = try Self.drawings(page)
        #expect(drawings[0]["img"] as? String == "data:image/png;base64," + Data(png).base64EncodedString())
        #expect(drawings[0]["ib"] as? [Double] == [0, 0, 1080, 2400] && drawings[1]["img"] == nil)
        #expect(page.contains("Screenshot and wireframe of Fixtures") || page.contains("Screenshot and wireframe of /"))
    }

    @Test func hostileTextIsEscaped() throws {
        let evil = "</script><script>alert(1)</script><!-- \"quoted\" 'single' & <b>bold</b> \u{1}\u{2028}"
        let node = NodeReference(index: 2, id: evil, className: "android.widget.Switch", location: SourceLocation(line: 3, column: 1),
                                 path: "/a[1]", bounds: Rect(x: 10, y: 20, width: 300, height: 80), label: evil)
        let finding = Finding(rule: "switch-name-present", criteria: ["name.present"], severity: .error, status: .fail, message: evil,
                              control: "toggle-switch", node: node, announcement: evil, remedy: [:], test: nil)
        var report = FileReport(path: "dir/\(evil).xml", format: .uiautomator, platform: .android, nodeCount: 3, error: nil, findings: [finding])
        report.screen = ScreenDrawing(frames: [Rect(x: 0, y: 0, width: 1080, height: 2400)],
                                      controls: [.init(kind: "toggle-switch", node: 2, bounds: node.bounds, stop: 1)],
                                      stops: [.init(position: 1, node: 2, bounds: node.bounds, text: evil)])
        let broken = FileReport(path: "\(evil).xml", format: nil, platform: nil, nodeCount: 0, error: InputError(evil), findings: [])
        let page = HTMLReporter.render([report, broken])
        #expect(Self.markupProblems(page) == [])
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<b>bold"))
        #expect(!page.contains("\u{1}"))
        // Two script elements: the screen's data and the page's script.
        #expect(page.components(separatedBy: "<script").count - 1 == 2)
        let drawing = try #require(try Self.drawings(page).first)
        let box = try #require((drawing["b"] as? [[String: Any]])?.first)
        #expect((box["a"] as? String)?.contains(evil) == true, "the label reads back whole from the JSON")
        let item = try #require((drawing["l"] as? [[Any]])?.first)
        #expect(item[4] as? String == evil, "the message reads back whole from the JSON")
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;quoted&quot; &#39;single&#39; &amp; &lt;b&gt;"))

        var spoken = try #require(AnnounceRun(paths: [Repo.root.appendingPathComponent("examples/wifi-settings.xml").path]).run().first)
        spoken.path = evil
        spoken.stops[0].announcement.text = evil
        spoken.stops[0].controls = [evil]
        spoken.stops[0].node = node
        let announce = AnnounceReporter.html([spoken])
        #expect(Self.markupProblems(announce) == [])
        #expect(!announce.contains("<script>alert"))
    }

    @Test func announcePageDrawsEveryStop() throws {
        let reports = AnnounceRun(paths: [Repo.root.appendingPathComponent("examples/wifi-settings.xml").path] + Repo.corpusFiles.map(\.path)).run()
        let page = AnnounceReporter.html(reports)
        #expect(Self.markupProblems(page) == [])
        let drawings = try Self.drawings(page)
        let readable = reports.filter { $0.error == nil }
        #expect(drawings.count == readable.count)
        for (k, report) in readable.enumerated() {
            let boxes = try #require(drawings[k]["b"] as? [[String: Any]])
            let withBounds = report.stops.filter { !($0.node.bounds?.isEmpty ?? true) }
            #expect(boxes.count == withBounds.count, "\(report.path)")
            for (box, stop) in zip(boxes, withBounds) {
                #expect(box["n"] as? Int == stop.node.index && box["o"] as? String == "stop")
                if !stop.announcement.text.isEmpty { #expect((box["a"] as? String)?.contains(stop.announcement.text) == true) }
            }
            #expect((drawings[k]["f"] as? [Any])?.isEmpty == false, "\(report.path): a wireframe under the stops")
            let list = try #require(drawings[k]["l"] as? [[Any]])
            #expect(list.map { $0[4] as? String } == report.stops.map { $0.announcement.text.isEmpty ? "(silent)" : $0.announcement.text }, "\(report.path)")
        }
    }

    /// Through the CLI: `--format html --output` beside another format keeps the screens (the
    /// run records them only when a format draws), and `announce --format html` writes the page.
    @Test func theCommandLineWritesThePages() throws {
        let binary = CLITests.binary
        guard FileManager.default.fileExists(atPath: binary.path) else { Issue.record("no binary at \(binary.path)"); return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-html-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = Repo.root.appendingPathComponent("examples/wifi-settings.xml").path
        let page = folder.appendingPathComponent("report.html")
        let lint = try runProcess(binary, ["lint", dump, "--format", "json", "--format", "html", "--output", page.path])
        #expect(lint.status == 1, "\(lint.err)")
        #expect(lint.out.hasPrefix("{"), "JSON to standard output")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(Self.markupProblems(html) == [])
        let drawing = try #require(try Self.drawings(html).first)
        #expect((drawing["f"] as? [Any])?.count ?? 0 >= 4 * 8, "the wireframe's frames")
        #expect((drawing["s"] as? [Any])?.isEmpty == false, "the swipe order")
        #expect((drawing["b"] as? [[String: Any]])?.count == 4, "the example's four controls")
        let announce = try runProcess(binary, ["announce", dump, "--format", "html"])
        #expect(announce.status == 0)
        #expect(Self.markupProblems(announce.out) == [])
        #expect(try Self.drawings(announce.out).count == 1)
        let help = try runProcess(binary, ["lint", "--help"])
        #expect(help.out.contains("html"))
        // compare: BEFORE and AFTER drawn side by side, the pair's failure listed under them and
        // linked to the switch's box in both (the finding names the node in each dump).
        let pairs = Repo.fixtures.appendingPathComponent("pairs/uiautomator")
        let pairPage = folder.appendingPathComponent("pair.html")
        let compare = try runProcess(binary, ["compare", "settings.xml", "settings.xml", "--action", "activate:wifi_switch", "--format", "html", "--output", pairPage.path], in: pairs)
        #expect(compare.status == 1, "\(compare.err)")
        let pairHTML = try String(contentsOf: pairPage, encoding: .utf8)
        #expect(Self.markupProblems(pairHTML) == [])
        let screens = try Self.drawings(pairHTML)
        #expect(screens.count == 2)
        #expect(pairHTML.contains("<div class=\"sides\">\n<section class=\"screen\" id=\"p0-b\""), "BEFORE first in the row")
        #expect(pairHTML.contains(">BEFORE <span class=\"file\">settings.xml</span></h3>") && pairHTML.contains(">AFTER <span class=\"file\">settings.xml</span></h3>"))
        #expect(pairHTML.contains("<h2 id=\"p0-h\">activate:wifi_switch: "))
        let item = try #require(pairHTML.components(separatedBy: "<ol class=\"list pair-findings\">\n").dropFirst().first?.components(separatedBy: "</li>").first)
        #expect(item.contains("data-o=\"error\"") && item.contains("pair-doubletap-toggles") && item.contains("<button type=\"button\" class=\"pick\""), "\(item)")
        let at = try #require(item.components(separatedBy: "data-at=\"").dropFirst().first?.components(separatedBy: "\"").first)
        let targets = at.split(separator: " ").map { $0.split(separator: ":") }
        #expect(targets.map { String($0[0]) } == ["p0-b", "p0-a"], "\(at)")
        for (k, target) in targets.enumerated() {
            let boxes = try #require(screens[k]["b"] as? [[String: Any]])
            #expect(boxes.contains { $0["n"] as? Int == Int(target[1]) && $0["o"] as? String == "error" }, "the switch boxed as an error in \(target[0])")
        }
        #expect(screens.allSatisfy { ($0["f"] as? [Any])?.isEmpty == false && ($0["l"] as? [Any])?.isEmpty == true }, "both dumps drawn; the findings are the pair's list")
    }

    /// The compare page from its parts: a finding boxed in each dump that has its node (both, or
    /// BEFORE alone when AFTER lost it), a screen-wide one with no box, a pair that could not be
    /// judged and a dump that could not be read, hostile text escaped.
    @Test func thePairPageLinksEachFindingToItsBoxes() throws {
        let evil = "</script><b>x</b> \"q\" 'a' &"
        func ref(_ i: Int, _ b: Rect?) -> NodeReference {
            NodeReference(index: i, id: "app:id/\(evil)", className: "android.widget.Switch", location: SourceLocation(line: i, column: 3), path: "/a[\(i)]", bounds: b, label: evil)
        }
        func finding(_ message: String, severity: Rule.Severity = .error, status: Finding.Status = .fail, before: NodeReference?, after: NodeReference?) -> Finding {
            Finding(rule: "pair-rule", criteria: ["mobile.doubletap"], severity: severity, status: status, message: message,
                    before: before, after: after, control: "toggle-switch")
        }
        let a = Rect(x: 10, y: 20, width: 300, height: 80), b = Rect(x: 10, y: 200, width: 300, height: 80)
        let drawing = ScreenDrawing(frames: [Rect(x: 0, y: 0, width: 1080, height: 2000), a, b],
                                    controls: [.init(kind: "toggle-switch", node: 1, bounds: a, stop: 1), .init(kind: "toggle-switch", node: 2, bounds: b, stop: 2)],
                                    stops: [.init(position: 1, node: 1, bounds: a, text: evil), .init(position: 2, node: 2, bounds: b, text: "Two")])
        var afterDrawing = drawing
        afterDrawing.controls.removeLast()
        afterDrawing.stops.removeLast()
        let judged = HTMLReporter.Pair(action: "activate:\(evil)", before: "\(evil).xml", after: "after.xml", platform: .android, error: nil, criteria: ["mobile.doubletap"],
                                       findings: [finding("review me", severity: .warning, status: .review, before: nil, after: nil),
                                                  finding(evil, before: ref(1, a), after: ref(1, a)),
                                                  finding("gone after", severity: .warning, before: ref(2, b), after: nil)],
                                       beforeScreen: drawing, afterScreen: afterDrawing)
        let unjudged = HTMLReporter.Pair(action: "text-size", before: "missing.xml", after: "after.xml", platform: nil, error: "cannot read \(evil)", criteria: [], findings: [],
                                         beforeScreen: nil, afterScreen: nil)
        let page = HTMLReporter.renderPairs([judged, unjudged])
        #expect(Self.markupProblems(page) == [])
        #expect(!page.contains("<b>x") && !page.contains("</script><b>"))
        #expect(page.components(separatedBy: "<script").count - 1 == 3, "two drawings of the judged pair, then the page's script")
        let drawings = try Self.drawings(page)
        #expect(drawings.count == 2 && (drawings[0]["b"] as? [[String: Any]])?.count == 2 && (drawings[1]["b"] as? [[String: Any]])?.count == 1)
        // The error on both sides, the warning on BEFORE only: each side's box has its outcome.
        let before = try #require(drawings[0]["b"] as? [[String: Any]]), after = try #require(drawings[1]["b"] as? [[String: Any]])
        #expect(before.map { $0["o"] as? String } == ["error", "warning"] && after.map { $0["o"] as? String } == ["error"])
        let list = try #require(page.components(separatedBy: "<ol class=\"list pair-findings\">\n").dropFirst().first?.components(separatedBy: "</ol>").first)
        let items = list.components(separatedBy: "</li>\n").filter { !$0.isEmpty }
        #expect(items.count == 3)
        #expect(items[0].contains("data-o=\"error\"") && items[0].contains("data-at=\"p0-b:1 p0-a:1\"") && items[0].contains("&lt;/script&gt;"), "failures first, boxed in both")
        #expect(items[1].contains("data-o=\"warning\"") && items[1].contains("data-at=\"p0-b:2\"") && items[1].contains("BEFORE line 2:3"), "a node AFTER lost: BEFORE's box")
        #expect(items[2].contains("data-o=\"review\"") && !items[2].contains("data-at") && !items[2].contains("<button") && items[2].contains("the whole screen"))
        #expect(page.contains("<p class=\"error-file\">Could not be judged: cannot read &lt;/script&gt;"))
        #expect(page.contains("Not drawn: the dump could not be read."))
        #expect(page.contains("<td colspan=\"3\" class=\"error-file\">could not be judged</td>"))
        #expect(page.contains("<p class=\"totals\">2 pairs of dumps: 1 error, 1 warning, 1 to review, 1 pair that could not be judged.</p>"))
    }

    /// Size and time at scale: a folder of the corpus copied to 1,000 dumps (docs/html-report.md
    /// states the numbers measured this way); here 200, so the suite stays quick.
    @Test func aLargeRunStaysSmall() throws {
        let reports = (0 ..< 200).map { i -> FileReport in
            var r = Self.corpusReports[i % Self.corpusReports.count]
            r.path = "copy-\(i)/" + r.path
            return r
        }
        let page = HTMLReporter.render(reports, options: ReportOptions(packs: Self.packs))
        let perScreen = page.utf8.count / reports.count
        #expect(perScreen < 40_000, "\(perScreen) bytes a screen")
        #expect(try Self.drawings(page).count == reports.count { $0.error == nil })
    }

    /// The screen of the screenshot golden, made in code (not linted), so that the picture changes
    /// only when the page's drawing does, not when a rule pack's words or the focus model do: one
    /// box of each outcome, a screen-wide finding, seven stops.
    static let goldenReport: FileReport = {
        func node(_ i: Int, _ cls: String, _ label: String?, _ b: Rect) -> NodeReference {
            NodeReference(index: i, id: "settings:id/n\(i)", className: cls, location: SourceLocation(line: 2 + i, column: 5), path: "/hierarchy/node[\(i)]", bounds: b, label: label)
        }
        func finding(_ rule: String, _ severity: Rule.Severity, _ status: Finding.Status, _ control: String, _ node: NodeReference, _ message: String) -> Finding {
            Finding(rule: rule, criteria: ["criterion.\(rule)"], severity: severity, status: status, message: message, control: control, node: node,
                    announcement: node.label ?? "", remedy: [:], test: nil)
        }
        let rects: [Rect] = [
            Rect(x: 0, y: 0, width: 1080, height: 1400), Rect(x: 20, y: 30, width: 110, height: 110), Rect(x: 160, y: 50, width: 600, height: 70),
            Rect(x: 0, y: 200, width: 1080, height: 160), Rect(x: 860, y: 240, width: 180, height: 80), Rect(x: 0, y: 380, width: 1080, height: 160),
            Rect(x: 900, y: 420, width: 80, height: 80), Rect(x: 40, y: 600, width: 1000, height: 110), Rect(x: 40, y: 760, width: 420, height: 70),
            Rect(x: 40, y: 1220, width: 1000, height: 130),
        ]
        let back = node(1, "android.widget.ImageButton", nil, rects[1]), wifi = node(4, "android.widget.Switch", "Wi-Fi", rects[4])
        let remember = node(6, "android.widget.CheckBox", "Remember", rects[6]), volume = node(7, "android.widget.SeekBar", nil, rects[7])
        let more = node(8, "android.widget.TextView", "More", rects[8]), save = node(9, "android.widget.Button", "Save", rects[9])
        let screenNode = node(0, "android.widget.FrameLayout", nil, rects[0])
        var report = FileReport(path: "golden/settings.xml", format: .uiautomator, platform: .android, nodeCount: 10, error: nil, findings: [
            finding("button-name", .error, .fail, "button", back, "The button has no name: TalkBack says only “Button”."),
            finding("target-size", .warning, .fail, "checkbox", remember, "The check box is 80 × 80 px (30 dp): under 48 dp."),
            finding("slider-value", .warning, .review, "slider", volume, "Check that TalkBack reads the slider's value as the user knows it."),
            finding("link-purpose", .info, .fail, "link", more, "The link says only “More”: say where it goes."),
            finding("screen-title", .warning, .review, Finding.screen, screenNode, "Check that the screen's title is spoken first."),
        ])
        let stops: [(Int, String)] = [(1, "Button"), (2, "Settings, heading"), (4, "Wi-Fi, on, switch"), (6, "Remember, not checked, check box"),
                                       (7, "50 percent, slider"), (8, "More, link"), (9, "Save, button")]
        report.screen = ScreenDrawing(
            frames: rects,
            controls: [.init(kind: "button", node: 1, bounds: rects[1], stop: 1), .init(kind: "toggle-switch", node: 4, bounds: rects[4], stop: 3),
                       .init(kind: "checkbox", node: 6, bounds: rects[6], stop: 4), .init(kind: "slider", node: 7, bounds: rects[7], stop: 5),
                       .init(kind: "link", node: 8, bounds: rects[8], stop: 6), .init(kind: "button", node: 9, bounds: rects[9], stop: 7)],
            stops: stops.enumerated().map { .init(position: $0.offset + 1, node: $0.element.0, bounds: rects[$0.element.0], text: $0.element.1) })
        return report
    }()

    /// Where the golden is kept; `A11YLINT_RECORD=1 swift test --filter thePageWorksInABrowser` writes it.
    static let goldenPicture = Repo.root.appendingPathComponent("Tests/Golden/html/report-1100x1000.png")

    /// BEFORE and AFTER of a pair whose switch did not toggle, drawn as `compare --format html` does.
    static func pairPage() -> String {
        let pairs = Repo.fixtures.appendingPathComponent("pairs/uiautomator")
        var judge = PairJudge(packs: packs)
        judge.recordingScreens = true
        let report = judge.judge(before: pairs.appendingPathComponent("settings.xml"), after: pairs.appendingPathComponent("settings.xml"),
                                 action: try! PairAction(parsing: "activate:wifi_switch"), beforePath: "settings.xml", afterPath: "settings.xml")
        return PairHTMLReporter.render([report], options: ReportOptions(packs: packs))
    }

    /// The page in Chromium (headless, through Selenium): boxes where the bounds say, a finding
    /// selects its box and a box its findings, the keyboard (one tab stop per drawing, arrow keys
    /// in swipe order), filters hide, the pair page side by side, axe-core finds no violation, and
    /// a screenshot of `goldenReport`'s page matches `goldenPicture` within the script's tolerance
    /// (and stops matching when a box moves or a colour changes).
    /// `make test-deps` installs chromium, chromium-driver, selenium, axe-selenium-python and pillow.
    @Test func thePageWorksInABrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lintPage = folder.appendingPathComponent("report.html"), announcePage = folder.appendingPathComponent("announce.html")
        let json = folder.appendingPathComponent("report.json")
        let picked = Self.corpusReports.filter { $0.error == nil }
        try Self.corpusPage.write(to: lintPage, atomically: true, encoding: .utf8)
        try JSONReporter.render(Self.corpusReports).write(to: json, atomically: true, encoding: .utf8)
        try AnnounceReporter.html(AnnounceRun(paths: [Repo.root.appendingPathComponent("examples/wifi-settings.xml").path]).run())
            .write(to: announcePage, atomically: true, encoding: .utf8)
        let python = try requiredTool("python3", package: "python3")
        let script = Repo.root.appendingPathComponent("scripts/html_report_browser.py")
        let pairPage = folder.appendingPathComponent("pair.html"), goldenPage = folder.appendingPathComponent("golden.html")
        try Self.pairPage().write(to: pairPage, atomically: true, encoding: .utf8)
        try HTMLReporter.render([Self.goldenReport]).write(to: goldenPage, atomically: true, encoding: .utf8)
        let result = try runProcess(python, [script.path, lintPage.path, json.path, announcePage.path, "--screenshot", folder.appendingPathComponent("shot.png").path,
                                             "--pair", pairPage.path, "--golden", goldenPage.path, Self.goldenPicture.path])
        #expect(result.status == 0, "scripts/html_report_browser.py failed:\n\(result.out)\n\(result.err)")
        #expect(result.out.contains("checked \(picked.count) screens"), "\(result.out)")
        guard result.status == 0 else { return }
        for line in ["keyboard: one tab stop", "the arrow keys follow the swipe order", "pair: BEFORE and AFTER side by side", "pair: stacked",
                     "pair: a finding selects its boxes in both drawings", "axe-core: no violations on \(pairPage.path)",
                     "golden: matches", "perturbed (a box moved", "perturbed (an outcome's colour changed"] {
            #expect(result.out.contains(line), "\(line) not in:\n\(result.out)")
        }
    }
}
