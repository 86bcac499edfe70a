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

/// Issue 13: hostile input never traps, never hangs, and what grows with the input grows linearly.
/// Scaling tests count work the algorithm does (never time it) at n and 4n: linear work grows
/// about 4×, quadratic work 16×.
@Suite struct RobustnessTests {
    // MARK: Crashes found by fuzzing

    @Test func jsonHighSurrogateFollowedByAnotherEscapeIsLoneNotATrap() throws {
        let tree = try DumpReader.load(string: #"{"platform":"ios","accessibilityLabel":"\ud800\u0041"}"#)
        #expect(tree[0].accessibilityLabel == "\u{FFFD}A")
        // Two high surrogates: both lone.
        let twice = try DumpReader.load(string: #"{"platform":"ios","accessibilityLabel":"\uD800\uD800x"}"#)
        #expect(twice[0].accessibilityLabel == "\u{FFFD}\u{FFFD}x")
        // A proper pair still combines.
        let pair = try DumpReader.load(string: #"{"platform":"ios","accessibilityLabel":"\ud83d\ude00"}"#)
        #expect(pair[0].accessibilityLabel == "😀")
    }

    @Test func minimisedSurrogateReproducerIsALocatedInputError() throws {
        #expect(throws: InputError.self) { try DumpReader.load(string: #"{"\uD800\uD800"#) }
        do {
            _ = try DumpReader.load(string: #"{"\uD800\uD800"#, format: .nativeJSON)
            Issue.record("a truncated document loaded")
        } catch {
            #expect(error.location != nil && error.location!.line == 1)
        }
        // The baseline reader shares the JSON reader.
        let baseline = #"{"a11ylintBaseline": 1, "findings": [{"file": "\ud800\u0041", "fingerprint": "\uD800\uD800"}]}"#
        let parsed = try Data(baseline.utf8).withUnsafeBytes { bytes throws(InputError) in try Baseline.parse(bytes) }
        #expect(parsed.entries.first?.file == "\u{FFFD}A")
        #expect(parsed.entries.first?.fingerprint == "\u{FFFD}\u{FFFD}")
    }

    /// Fuzzing (compose mode): a root line after child lines that lost their leading spaces was
    /// refused at `header.start - 2`, two bytes before the root line began, and the column count
    /// over that reversed range trapped. A root line reads the same trimmed or not: a second root.
    @Test func composeRootLineAfterTrimmedLinesIsASecondRootNotATrap() throws {
        let text = "Node at (l=0,t=0,r=0,b=1)px\n|-Node at (l=0,t=0,r=0,b=2)px\nNode at (l=0,t=0,r=0,b=0)px"
        let tree = try DumpReader.load(string: text, format: .compose)
        #expect(tree.count == 3)
        #expect(tree.roots == [0, 2])
        #expect(tree.parent(of: 1) == 0)
        // A child line that keeps its leading spaces among trimmed ones is still refused, at its `|-`.
        do {
            _ = try DumpReader.load(string: text + "\n |-Node at (l=0,t=0,r=0,b=0)px", format: .compose)
            Issue.record("a child line with leading spaces among trimmed ones loaded")
        } catch {
            #expect(error.message.contains("leading spaces"))
            #expect(error.location == SourceLocation(line: 4, column: 2))
        }
    }

    @Test func intMinIntegersDoNotTrap() throws {
        let xml = """
            <hierarchy rotation="0"><node class="android.widget.Switch" text="" bounds="[0,0][10,10]" \
            drawing-order="-9223372036854775808" live-region="-9223372036854775808" checkable="true"/></hierarchy>
            """
        let tree = try DumpReader.load(string: xml)
        #expect(tree[0].drawingOrder == nil && tree[0].liveRegion == nil)
        let native = """
            <a11ylint version="1" platform="android"><node className="android.widget.Switch" \
            drawingOrder="-9223372036854775808"/></a11ylint>
            """
        do {
            _ = try DumpReader.load(string: native)
            Issue.record("Int.min drawingOrder loaded")
        } catch {
            #expect(error.message.contains("whole number"))
            #expect(error.location?.line == 1)
        }
        let counts = """
            <a11ylint version="1" platform="android"><node className="android.widget.ListView">\
            <collectionInfo rowCount="-9223372036854775808" columnCount="1"/></node></a11ylint>
            """
        #expect(throws: InputError.self) { try DumpReader.load(string: counts) }
    }

    /// A mapped file that shrinks raises SIGBUS; read into memory, the bytes stay ours.
    @Test func fileTruncatedAfterReadingIsStillReadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-trunc-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        let page = String(repeating: "<!-- padding padding padding padding -->\n", count: 4096)
        try ("<hierarchy>" + page + "<node class=\"android.widget.Switch\" bounds=\"[0,0][1,1]\"/></hierarchy>").write(to: url, atomically: false, encoding: .utf8)
        let data = try FileBytes.read(path: url.path, limit: 1 << 30)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        #expect(data.count > 100_000)
        #expect(data.reduce(0) { $0 &+ Int($1) } > 0) // touches every byte: a mapping would SIGBUS here
        let tree = try DumpReader.load(data: data)
        #expect(tree.count == 1)
        // The file read now is empty: an input error, not a crash.
        #expect(throws: InputError("file is empty", at: SourceLocation(line: 1, column: 1))) { try DumpReader.load(contentsOf: url) }
    }

    @Test func unreadablePathsSayWhatTheyAre() throws {
        func message(_ path: String) -> String {
            do { _ = try DumpReader.load(contentsOf: URL(fileURLWithPath: path)); return "loaded" } catch { return error.message }
        }
        #expect(message(FileManager.default.temporaryDirectory.path).contains("is a folder"))
        #expect(message("/dev/null").contains("is a device"))
        #expect(message("/nonexistent-a11ylint/x.xml").contains("no such file"))
        #expect(!message("/nonexistent-a11ylint/x.xml").contains("NSCocoaErrorDomain"))
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-fifo-\(UUID().uuidString)")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        // No writer: read as an empty stream, never a hang and never "permission denied".
        #expect(message(fifo.path) == "file is empty")
    }

    /// `a11ylint lint <(adb exec-out …)`: the shell passes /dev/fd/N, a pipe, read to its end.
    @Test func pipesAreReadToTheirEnd() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let dump = Array(#"<hierarchy rotation="0"><node class="android.widget.Switch" checkable="true" bounds="[0,0][10,10]"/></hierarchy>"#.utf8)
        #expect(dump.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == dump.count)
        close(fds[1])
        let tree = try DumpReader.load(contentsOf: URL(fileURLWithPath: "/dev/fd/\(fds[0])"))
        #expect(tree.count == 1 && tree.format == .uiautomator)
    }

    @Test func nonFiniteFramesAreLocatedInputErrors() {
        let cases = [
            "<hierarchy><node class=\"android.widget.Switch\" bounds=\"[0,0][1\(String(repeating: "0", count: 309)),10]\"/></hierarchy>",
            #"<a11ylint version="1" platform="ios"><node elementType="Switch" frame="nan 0 10 10"/></a11ylint>"#,
            #"<a11ylint version="1" platform="ios"><node elementType="Switch" frame="0 0 inf 10"/></a11ylint>"#,
            #"{"platform":"ios","elementType":"Switch","frame":[-1.7e308,0,1.7e308,10]}"#,
            #"{"platform":"ios","elementType":"Switch","frame":[1e308,0,1e308,10]}"#,
        ]
        for text in cases {
            do {
                let tree = try DumpReader.load(string: text)
                Issue.record("loaded a non-finite frame: \(String(describing: tree[0].frame)) from \(text.prefix(80))")
            } catch {
                #expect(error.location != nil, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    // MARK: Messages that say what is wrong

    @Test func longPrologueStillDetectsTheFormat() throws {
        let comment = "<!-- " + String(repeating: "a long licence header ", count: 1000) + " -->\n"
        let pi = "<?xml-stylesheet " + String(repeating: "x", count: 8000) + "?>\n"
        let xml = "<?xml version=\"1.0\"?>\n" + comment + pi + #"<hierarchy rotation="0"><node class="android.widget.Switch" bounds="[0,0][10,10]"/></hierarchy>"#
        let tree = try DumpReader.load(string: xml)
        #expect(tree.format == .uiautomator && tree.count == 1)
    }

    @Test func doctypeIsRefusedForSafetyAtItsLine() {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy [<!ENTITY a \"b\">]>\n<hierarchy><node class=\"x\"/></hierarchy>"
        #expect(throws: InputError("the document has a DOCTYPE declaration; dumps never do, and a11ylint refuses DTDs and entity declarations for safety",
                                   at: SourceLocation(line: 2, column: 1))) { try DumpReader.load(string: xml) }
    }

    @Test func utf16IsNamedNotCalledBinary() {
        let text = #"<hierarchy><node class="android.widget.Switch"/></hierarchy>"#
        for data in [text.data(using: .utf16)!, text.data(using: .utf16LittleEndian)!, text.data(using: .utf16BigEndian)!] {
            do { _ = try DumpReader.load(data: data); Issue.record("UTF-16 loaded") } catch {
                #expect(error.message.contains("UTF-16") && error.location?.line == 1, "\(error)")
            }
        }
    }

    // MARK: Hangs

    @Test func messageTemplateDoesNotRescanWhatItSubstituted() {
        let label = "Wi-Fi ${label} ${name} ${"
        let filled = MessageTemplate.substitute("'${label}' is not spoken with ${control}.", ["label": label, "control": "switch"])
        #expect(filled == "'Wi-Fi ${label} ${name} ${' is not spoken with switch.")
        #expect(MessageTemplate.substitute("${unknown} and ${", [:]) == " and ${")
    }

    /// Keys are matched by their bytes first, and as Strings when the bytes match nothing: a name
    /// written in another Unicode normal form (KELVIN SIGN is "K" as a String) still finds its value.
    @Test func messageTemplateKeysMatchAsStringsDo() {
        #expect(MessageTemplate.substitute("${\u{212A}} and ${K}", ["K": "x"]) == "x and x")
        #expect(MessageTemplate.substitute("${caf\u{E9}} ${cafe\u{301}}", ["cafe\u{301}": "y"]) == "y y")
        #expect(MessageTemplate.substitute("${width}×${height}", ["width": "40", "height": "44", "wide": "no"]) == "40×44")
        #expect(MessageTemplate.substitute("${widt}${width1}", ["width": "40"]) == "")
    }

    // MARK: Scaling (count work at n and 4n)

    static func idbFlatList(groups: Int) -> [IdbElement] {
        var elements: [IdbElement] = []
        var app = IdbElement(location: .unknown, parent: nil)
        app.type = "Application"
        app.frame = Rect(x: 0, y: 0, width: 400, height: Double(groups) * 50 + 100)
        elements.append(app)
        for g in 0 ..< groups {
            var group = IdbElement(location: .unknown, parent: nil)
            group.type = "Group"
            group.frame = Rect(x: 0, y: Double(g) * 50, width: 400, height: 50)
            var button = IdbElement(location: .unknown, parent: nil)
            button.type = "Button"
            button.frame = Rect(x: 10, y: Double(g) * 50 + 5, width: 100, height: 40)
            elements += [group, button]
        }
        return elements
    }

    @Test func idbFlatListParentsAreLinear() {
        func work(_ n: Int) -> (Int, [Int?]) {
            let elements = Self.idbFlatList(groups: n)
            var work = 0
            let parents = IdbTree.rebuildParents(elements, types: elements.map(IdbTree.elementType), work: &work)
            return (work, parents)
        }
        let (small, parents) = work(500)
        let (large, _) = work(2000)
        #expect(parents[1] == 0 && parents[2] == 1 && parents[4] == 3, "each button sits in its own group")
        #expect(Double(large) / Double(small) < 5, "work \(small) → \(large)")
    }

    /// The linear parent search finds what the all-pairs search did on every idb dump we have.
    @Test func idbParentsMatchTheExhaustiveSearchOnRealDumps() throws {
        func exhaustive(_ elements: [IdbElement], types: [String?]) -> [Int?] {
            let root = types.firstIndex { $0 == "Application" }
            let containers = elements.indices.filter { i in types[i].map(IdbTree.containerTypes.contains) ?? false && elements[i].frame != nil }
            return elements.indices.map { i -> Int? in
                if types[i] == "Application" { return nil }
                var best: (index: Int, area: Double)?
                if let frame = elements[i].frame {
                    for c in containers where c < i {
                        guard let outer = elements[c].frame, outer.contains(frame) else { continue }
                        let area = outer.width * outer.height
                        if area <= best?.area ?? .infinity { best = (c, area) }
                    }
                }
                return best?.index ?? root
            }
        }
        let files = Repo.files(under: Repo.fixtures.appendingPathComponent("idb"), extensions: ["json"])
            + Repo.files(under: Repo.corpus.appendingPathComponent("ios-idb"), extensions: ["json"])
        var flat = 0
        for url in files {
            let data = try Data(contentsOf: url)
            let elements = try data.withUnsafeBytes { bytes throws(InputError) in
                var parser = IdbParser(bytes: bytes)
                return try parser.parse()
            }
            guard !elements.contains(where: { $0.parent != nil }) else { continue }
            flat += 1
            let types = elements.map(IdbTree.elementType)
            #expect(IdbTree.rebuildParents(elements, types: types) == exhaustive(elements, types: types), "\(url.lastPathComponent)")
        }
        #expect(flat > 3, "flat idb lists checked: \(flat)")
    }

    static func composeMultilineText(lines: Int) -> String {
        var text = "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n |-Node #2 at (l=0.0, t=0.0, r=100.0, b=10.0)px\n   Text = '[line 0"
        for i in 1 ..< lines { text += "\nline \(i)" }
        return text + "]'\n"
    }

    @Test func composeMultilineValuesGrowInPlace() throws {
        func run(_ n: Int) throws -> (Int, AccessibilityTree) {
            let bytes = Array(Self.composeMultilineText(lines: n).utf8)
            return try bytes.withUnsafeBufferPointer { b throws(InputError) in
                var parser = ComposeSemanticsLoader.Parser(b: b)
                try parser.parse()
                return (parser.copiedBytes, parser.builder.finish(platform: .android, format: .compose))
            }
        }
        let (small, tree) = try run(2000)
        let (large, _) = try run(8000)
        #expect(tree[1].text?.split(separator: "\n").count == 2000)
        #expect(large > 0 && Double(large) / Double(max(small, 1)) < 6, "copied \(small) → \(large) bytes")
    }

    static func uiautomator(_ body: String) -> String {
        "<hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400000]\">\(body)</node></hierarchy>"
    }

    static func context(_ xml: String) throws -> (ScreenFacts, [Control]) {
        let tree = try DumpReader.load(string: xml)
        let controls = ControlRecogniser(packs: try Linter.defaultPacks()).controls(in: tree)
        return (ScreenFacts(tree: tree, controls: controls, vocabulary: .builtIn), controls)
    }

    @Test(arguments: ["android.widget.RadioGroup", "android.widget.LinearLayout"])
    func radioExclusivityCountsEachGroupOnce(container: String) throws {
        func work(_ n: Int) throws -> Int {
            var body = "<node class=\"\(container)\" bounds=\"[0,0][1080,\(n * 100)]\">"
            for i in 0 ..< n {
                body += "<node class=\"android.widget.RadioButton\" text=\"Option \(i)\" checkable=\"true\" checked=\"true\" clickable=\"true\" bounds=\"[0,\(i * 100)][1080,\(i * 100 + 90)]\"/>"
            }
            let (context, controls) = try Self.context(Self.uiautomator(body + "</node>"))
            let check = try RadioGroupExclusivity(options: [:])
            for c in controls {
                guard case let .fail(values, _)? = check.evaluate(c, in: context).first else { Issue.record("no failure"); return 0 }
                #expect(values["count"] == String(n))
            }
            return context.work
        }
        let small = try work(200), large = try work(800)
        #expect(Double(large) / Double(small) < 5, "work \(small) → \(large)")
    }

    /// Options laid out in many rows of one container without a group (segmented rows): the
    /// groups pass splits them into rows in one pass, not one filter of the whole list per row.
    @Test func visualRowsOfOneContainerAreLinear() throws {
        func work(_ n: Int) throws -> Int {
            var body = "<node class=\"android.widget.LinearLayout\" bounds=\"[0,0][1080,\(n * 60)]\">"
            for i in 0 ..< n {
                let (row, column) = (i / 2, i % 2)
                body += "<node class=\"android.widget.RadioButton\" text=\"Option \(i)\" checkable=\"true\" checked=\"false\" clickable=\"true\" bounds=\"[\(column * 540),\(row * 100)][\(column * 540 + 500),\(row * 100 + 90)]\"/>"
            }
            let (facts, controls) = try Self.context(Self.uiautomator(body + "</node>"))
            #expect(controls.count == n)
            // Each radio button's group is its own row of two.
            #expect(controls.allSatisfy { facts.group(of: $0).members.count == 2 })
            return facts.work
        }
        let small = try work(400), large = try work(1600)
        #expect(Double(large) / Double(small) < 5, "work \(small) → \(large)")
    }

    @Test func separateLabelSearchIsLinear() throws {
        func work(_ n: Int) throws -> (Int, Int) {
            var body = ""
            for i in 0 ..< n {
                let y = i * 200
                body += "<node class=\"android.widget.LinearLayout\" bounds=\"[0,\(y)][1080,\(y + 150)]\">"
                body += "<node class=\"android.widget.TextView\" text=\"Setting \(i)\" bounds=\"[40,\(y + 20)][700,\(y + 120)]\"/>"
                body += "<node class=\"android.widget.Switch\" checkable=\"true\" checked=\"false\" clickable=\"true\" focusable=\"true\" bounds=\"[900,\(y + 20)][1040,\(y + 120)]\"/>"
                body += "</node>"
            }
            let (context, controls) = try Self.context(Self.uiautomator(body))
            let check = try LabelInSameStop(options: [:])
            var failures = 0
            for c in controls { if case .fail? = check.evaluate(c, in: context).first { failures += 1 } }
            return (context.work, failures)
        }
        let (small, failedSmall) = try work(300)
        let (large, failedLarge) = try work(1200)
        #expect(failedSmall == 300 && failedLarge == 1200, "every unlabelled switch has its label as a separate stop")
        #expect(Double(large) / Double(small) < 5, "work \(small) → \(large)")
    }

    @Test func modalContainmentScansTheTreeOnce() throws {
        func work(_ n: Int) throws -> Int {
            var body = ""
            for i in 0 ..< n {
                let y = i * 50
                body += i % 25 == 0
                    ? "<node elementType=\"Switch\" accessibilityLabel=\"S\(i)\" accessibilityValue=\"0\" isAccessibilityElement=\"true\" frame=\"0 \(y) 300 44\"/>"
                    : "<node elementType=\"StaticText\" accessibilityLabel=\"T\(i)\" isAccessibilityElement=\"true\" frame=\"0 \(y) 300 44\"/>"
            }
            let xml = "<a11ylint version=\"1\" platform=\"ios\"><node elementType=\"Window\" frame=\"0 0 400 \(n * 50)\">\(body)</node></a11ylint>"
            let (context, controls) = try Self.context(xml)
            #expect(controls.count == n / 25)
            let check = try ModalContainment(options: [:])
            for c in controls { _ = check.evaluate(c, in: context) }
            return context.work
        }
        let small = try work(1000), large = try work(4000)
        #expect(small > 0 && Double(large) / Double(small) < 5, "work \(small) → \(large)")
    }

    @Test func unknownKeySuggestionsCostLittleEach() {
        func work(_ n: Int) -> Int {
            var work = 0
            for i in 0 ..< n { _ = NodeProperty.suggestion(for: "unknownKey\(i)", among: NodeProperty.tableCandidates, work: &work) }
            return work
        }
        let small = work(200), large = work(800)
        #expect(Double(large) / Double(small) < 5, "work \(small) → \(large)")
        var long = 0
        #expect(NodeProperty.suggestion(for: String(repeating: "x", count: 1_000_000), among: NodeProperty.tableCandidates, work: &long) == nil)
        #expect(long == 0)
        // Typos are still caught.
        #expect(NodeProperty.suggestion(for: "chekced") == "checked")
    }

    /// The banded, early-exit distance agrees with the full table whenever it is within the limit.
    @Test func bandedEditDistanceMatchesTheFullTable() {
        func full(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            var previous = Array(0 ... b.count)
            for i in 0 ..< a.count {
                var current = [i + 1] + Array(repeating: 0, count: b.count)
                for j in 0 ..< b.count { current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1)) }
                previous = current
            }
            return previous[b.count]
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
        for _ in 0 ..< 3000 {
            let a = (0 ..< Int.random(in: 0 ... 7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0 ..< Int.random(in: 0 ... 7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for limit in 1 ... 3 {
                let expected = full(a, b)
                #expect(NodeProperty.editDistance(a, b, limit: limit) == min(expected, limit + 1), "\(a) \(b) limit \(limit)")
            }
        }
    }

    // MARK: Output stays proportional to the input

    static func reportBytes(_ xml: String) throws -> (bytes: Int, json: String, findings: Int) {
        let tree = try DumpReader.load(string: xml)
        let findings = try Linter().lint(tree)
        let json = JSONReporter.render([FileReport(path: "x.xml", format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)])
        return (json.utf8.count, json, findings.count)
    }

    static func deepSwitches(depth: Int, switches: Int, label: String = "") -> String {
        var xml = "<hierarchy rotation=\"0\">"
        for _ in 0 ..< depth { xml += "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">" }
        for i in 0 ..< switches {
            xml += "<node class=\"android.widget.Switch\" text=\"\(label)\" checkable=\"true\" clickable=\"true\" bounds=\"[0,\(i * 100)][1080,\(i * 100 + 90)]\"/>"
        }
        return xml + String(repeating: "</node>", count: depth) + "</hierarchy>"
    }

    @Test func deepChainsDoNotRepeatTheirPathInEveryFinding() throws {
        let shallow = try Self.reportBytes(Self.deepSwitches(depth: 100, switches: 20))
        let deep = try Self.reportBytes(Self.deepSwitches(depth: 400, switches: 20))
        #expect(shallow.findings == deep.findings && deep.findings > 0)
        #expect(Double(deep.bytes) / Double(shallow.bytes) < 1.2, "\(shallow.bytes) → \(deep.bytes) bytes")
        #expect(deep.json.contains("\"…/android.widget.FrameLayout[1]/"))
        #expect((try? JSONSerialization.jsonObject(with: Data(deep.json.utf8))) != nil)
    }

    @Test func longLabelsAreClippedInFindings() throws {
        let small = try Self.reportBytes(Self.deepSwitches(depth: 3, switches: 5, label: String(repeating: "Wi-Fi ", count: 2_000)))
        let large = try Self.reportBytes(Self.deepSwitches(depth: 3, switches: 5, label: String(repeating: "Wi-Fi ", count: 8_000)))
        #expect(small.findings == large.findings && large.findings > 0)
        #expect(Double(large.bytes) / Double(small.bytes) < 1.05, "\(small.bytes) → \(large.bytes) bytes")
        #expect(large.json.contains("Wi-Fi Wi…"))
        #expect(Clip.text("short") == "short")
        #expect(Clip.text(String(repeating: "é", count: 600)) == String(repeating: "é", count: 500) + "…")
    }

    @Test func longConfigurationLinesAndAttributesAreNotEchoedWhole() throws {
        let id = String(repeating: "x", count: 1_000_000)
        do {
            _ = try ConfigurationLoader.load(yaml: "rules:\n  \(id): off\n", source: "c.yml", baseDirectory: URL(fileURLWithPath: "/"), packs: try Linter.defaultPacks())
            Issue.record("an unknown rule loaded")
        } catch {
            let text = "\(error)"
            #expect(text.utf8.count < 3_000 && text.contains("…"), "\(text.prefix(200))")
        }
        do {
            _ = try DumpReader.load(string: "<a11ylint version=\"1\" platform=\"android\"><node drawingOrder=\"\(String(repeating: "9", count: 1_000_000))\"/></a11ylint>")
            Issue.record("loaded")
        } catch {
            #expect(error.message.utf8.count < 3_000 && error.message.contains("…"))
        }
    }

    @Test func controlCharactersAreEscapedOnTheTerminal() throws {
        let tree = try DumpReader.load(string: #"{"platform":"ios","elementType":"Switch","accessibilityLabel":"Wi-Fi\u001b]0;pwned\u0007\u001b[2J\u202e"}"#)
        let findings = try Linter().lint(tree)
        #expect(!findings.isEmpty)
        let report = FileReport(path: "a\u{1B}[31m.xml", format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)
        let text = TextReporter(color: false).render([report])
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(text.contains("Wi-Fi\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{202E}"))
        #expect(text.contains("a\\u{1B}[31m.xml"))
        let announce = AnnounceReporter.text([AnnounceRun.report(tree: tree, path: "a.xml")])
        #expect(!announce.unicodeScalars.contains { $0.value == 0x1B })
        let error = TextReporter(color: false).render([FileReport(path: "b.xml", format: nil, platform: nil, nodeCount: 0, error: InputError("bad \u{1B}[2J"), findings: [])])
        #expect(error.contains("bad \\u{1B}[2J"))
    }
}
