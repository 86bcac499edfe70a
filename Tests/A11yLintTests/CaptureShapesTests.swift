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

/// Dumps as people capture them: uiautomator's "dumped to" line after the XML, Appium's JSON
/// response around a page source, byte-order marks and CRLF line ends, and files cut off before
/// their end (issue 22 point 1, issue 19 point 5).
@Suite struct CaptureShapesTests {
    typealias Outcome = StreamedLoadingTests.Outcome

    static func outcome(_ bytes: [UInt8], format: DumpFormat? = nil) -> Outcome {
        StreamedLoadingTests.outcome { () throws(InputError) in try DumpReader.load(data: Data(bytes), format: format) }
    }

    /// The outcome of loading `bytes` from a file: streamed when larger than a chunk.
    static func fileOutcome(_ bytes: [UInt8], format: DumpFormat? = nil) throws -> Outcome {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-capture-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        return StreamedLoadingTests.outcome { () throws(InputError) in try DumpReader.load(contentsOf: url, format: format) }
    }

    static func error(_ outcome: Outcome) -> InputError? {
        if case let .error(error) = outcome { return error }
        return nil
    }

    static func bytes(_ path: String, in folder: URL = Repo.fixtures) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    static let smallDump = "uiautomator/toggle-switch/fail-name-says-switch.xml"

    // MARK: 1. uiautomator dump /dev/tty

    static let trailers = [
        "UI hierchary dumped to: /dev/tty", "UI hierchary dumped to: /dev/tty\n", "UI hierchary dumped to: /dev/tty\r\n",
        "\nUI hierarchy dumped to: /sdcard/window_dump.xml\n", "  UI hierchary dumped to: /data/local/tmp/my dump.xml \n\n",
    ]

    @Test func theDumpedToLineAfterTheHierarchyIsIgnored() throws {
        let dump = Array(String(decoding: try Self.bytes(Self.smallDump), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        let clean = Self.outcome(dump)
        #expect(Self.error(clean) == nil)
        for trailer in Self.trailers {
            #expect(Self.outcome(dump + Array(trailer.utf8)) == clean, "\(trailer.debugDescription)")
            #expect(try Self.fileOutcome(dump + Array(trailer.utf8)) == clean, "\(trailer.debugDescription)")
        }
        // The fixture as captured: the same findings as the dump it was made from.
        let captured = try lint(Repo.fixtures.appendingPathComponent("captures/uiautomator-dump-to-tty-trailer.xml"))
        let original = try lint(Repo.fixtures.appendingPathComponent(Self.smallDump))
        #expect(captured.map(\.description) == original.map(\.description) && !captured.isEmpty)
    }

    @Test func theDumpedToLineIsIgnoredWhenTheDumpStreamsAndAcrossChunkBoundaries() throws {
        let screen = StreamedLoadingTests.screen
        #expect(screen.count > 2 * XMLEventParser.chunkSize)
        let chunk = XMLEventParser.chunkSize
        let trailer = Array("UI hierchary dumped to: /dev/tty\n".utf8)
        // The trailer starts before, at and after a chunk boundary, and ends on one: a comment
        // before the root shifts the dump.
        let end = screen.count
        let next = (end / chunk + 1) * chunk
        for shift in [next - end - 10, next - end, next - end + 3, next - end - trailer.count, next - end - trailer.count + 1] {
            let declarationEnd = try #require(Self.firstRange(of: Array("?>".utf8), in: screen)) + 2
            let dump = Array(screen[..<declarationEnd]) + Array("<!--\(String(repeating: "x", count: ((shift - 7) % chunk + chunk) % chunk))-->".utf8) + Array(screen[declarationEnd...])
            let clean = try Self.fileOutcome(dump)
            #expect(Self.error(clean) == nil)
            #expect(try Self.fileOutcome(dump + trailer) == clean, "shift \(shift)")
            #expect(Self.outcome(dump + trailer) == clean, "shift \(shift)")
        }
    }

    @Test func otherTextAfterTheRootElementStaysALocatedError() throws {
        let dump = Array(String(decoding: try Self.bytes(Self.smallDump), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        let lines = dump.filter { $0 == 0x0A }.count + 1
        let bad = [
            "garbage", "UI hierchary dumped to: /dev/tty\ngarbage", "UI hierchary dumped to: ", "UI hierchary dumped to:\n",
            "UI hierchary dumped to: /dev/tty<node/>", "<node/>UI hierchary dumped to: /dev/tty", "UI hierarchy dumped to /dev/tty",
            "UI hierchary dumped to: " + String(repeating: "x", count: 10_000),
        ]
        for text in bad {
            for outcome in [Self.outcome(dump + Array(text.utf8)), try Self.fileOutcome(dump + Array(text.utf8)),
                            try Self.fileOutcome(StreamedLoadingTests.screen + Array(text.utf8))] {
                let error = Self.error(outcome)
                #expect(error?.message.contains("Extra content at the end of the document") == true, "\(text.debugDescription): \(String(describing: error))")
                #expect((error?.location?.line ?? 0) >= 1, "\(text.debugDescription)")
            }
            #expect(Self.error(Self.outcome(dump + Array(text.utf8)))?.location?.line == lines)
        }
        // Only after the root element has closed: inside it, the file still ends early.
        let open = Array(dump[..<(try #require(Self.lastRange(of: Array("</hierarchy>".utf8), in: dump)))])
        let inside = Self.error(Self.outcome(open + Array("UI hierchary dumped to: /dev/tty\n".utf8)))
        #expect(inside?.message.hasPrefix("the XML ends before </hierarchy>") == true, "\(String(describing: inside))")
        // Only uiautomator prints it: after an XCUITest source it is damage.
        let xcuitest = Array(String(decoding: try Self.bytes("xcuitest/toggle-switch/fail-name-says-switch.xml"), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        #expect(Self.error(Self.outcome(xcuitest + Array("UI hierchary dumped to: /dev/tty\n".utf8)))?.message.contains("Extra content") == true)
    }

    // MARK: 2. Appium's JSON response

    static func envelope(_ xml: String, sessionId: Bool, asciiOnly: Bool, pretty: Bool) throws -> [UInt8] {
        var object: [String: Any] = ["value": xml]
        if sessionId { object["sessionId"] = "5e4f6a2c"; object["status"] = 0 }
        var data = try JSONSerialization.data(withJSONObject: object, options: pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys])
        if asciiOnly {
            // As Python's json.dumps writes it: every non-ASCII character a \u escape, astral ones as a surrogate pair.
            var out = ""
            for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
                if scalar.isASCII { out.unicodeScalars.append(scalar); continue }
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            }
            data = Data(out.utf8)
        }
        return Array(data)
    }

    /// The character at a file location (line, and column in characters).
    static func character(at location: A11yLint.SourceLocation, in bytes: [UInt8]) -> Unicode.Scalar? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let scalars = Array(lines[location.line - 1].unicodeScalars)
        return location.column >= 1 && location.column <= scalars.count ? scalars[location.column - 1] : nil
    }

    @Test func appiumsJSONResponseLoadsThePageSourceInsideLocatedInTheFile() throws {
        for path in [Self.smallDump, "xcuitest/toggle-switch/fail-name-says-switch.xml"] {
            // Non-ASCII and astral characters, so escapes and columns are exercised.
            let xml = String(decoding: try Self.bytes(path), as: UTF8.self).replacingOccurrences(of: "Wi-Fi switch", with: "Wi-Fi é 😀 switch")
            let direct = try DumpReader.load(string: xml)
            for variant in 0 ..< 8 {
                let bytes = try Self.envelope(xml, sessionId: variant & 1 != 0, asciiOnly: variant & 2 != 0, pretty: variant & 4 != 0)
                let tree = try DumpReader.load(data: Data(bytes))
                #expect(tree.format == direct.format && tree.count == direct.count, "\(path) variant \(variant)")
                #expect(tree.nodes.map { Self.withoutLocation($0) } == direct.nodes.map { Self.withoutLocation($0) })
                // Each node's location is its tag's `<` in the file.
                for i in tree.indices {
                    #expect(Self.character(at: tree[i].location, in: bytes) == "<", "\(path) variant \(variant) node \(i) at \(tree[i].location)")
                }
                #expect(tree.nodes.map(\.location.line).allSatisfy { $0 == (variant & 4 != 0 ? (variant & 1 != 0 ? 4 : 2) : 1) })
                let forced = try DumpReader.load(data: Data(bytes), format: direct.format)
                #expect(forced.count == direct.count)
            }
        }
        // The fixtures: the same findings as the XML they wrap.
        for (wrapped, xml) in [("captures/appium-source-json-wrapped-uiautomator.json", Self.smallDump),
                               ("captures/appium-source-json-wrapped-xcuitest.json", "xcuitest/toggle-switch/fail-name-says-switch.xml")] {
            let a = try lint(Repo.fixtures.appendingPathComponent(wrapped)).map { "\($0.rule)@\($0.node.id ?? "-"):\($0.message)" }
            let b = try lint(Repo.fixtures.appendingPathComponent(xml)).map { "\($0.rule)@\($0.node.id ?? "-"):\($0.message)" }
            #expect(a == b && !a.isEmpty, "\(wrapped)")
        }
        // Larger than a chunk, from a file.
        let large = try Self.envelope(String(decoding: StreamedLoadingTests.screen, as: UTF8.self), sessionId: false, asciiOnly: false, pretty: false)
        #expect(large.count > XMLEventParser.chunkSize)
        guard case let .tree(nodes, _, _, format) = try Self.fileOutcome(large) else { Issue.record("the large response did not load"); return }
        #expect(nodes.count == 1_200 && format == .uiautomator)
    }

    static func withoutLocation(_ node: Node) -> Node {
        var node = node
        node.location = .unknown
        return node
    }

    @Test func errorsInsideTheJSONResponsesPageSourceAreLocatedInTheFile() throws {
        let xml = String(decoding: try Self.bytes(Self.smallDump), as: UTF8.self)
        // Cut inside the XML: the error sits in the string, at the end of what the source holds.
        let cut = try Self.envelope(String(xml.dropLast(300)), sessionId: true, asciiOnly: false, pretty: true)
        let error = try #require(Self.error(Self.outcome(cut)))
        #expect(error.message.hasPrefix("the XML ends"), "\(error)")
        let location = try #require(error.location)
        let closing = String(decoding: cut, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        #expect(closing.contains("\"value\"") && location.column > 12 && location.column <= closing.unicodeScalars.count, "\(error)")
        // Damage in the middle: the file position of the damage.
        let damaged = Array(try JSONSerialization.data(withJSONObject: ["value": xml.replacingOccurrences(of: "text=\"Bluetooth\"", with: "text=\"Bluetooth\" text=\"x\"")]))
        let damagedXML = xml.replacingOccurrences(of: "text=\"Bluetooth\"", with: "text=\"Bluetooth\" text=\"x\"")
        let direct = try #require(Self.error(Self.outcome(Array(damagedXML.utf8))))
        let duplicate = try #require(Self.error(Self.outcome(damaged)))
        #expect(duplicate.message == direct.message && duplicate.message.hasPrefix("malformed XML"), "\(duplicate)")
        // Where the XML error is, written as JSON: the file column is the escaped prefix's length + 1.
        let lines = damagedXML.split(separator: "\n", omittingEmptySubsequences: false)
        let at = try #require(direct.location)
        let before = lines[..<(at.line - 1)].map { $0 + "\n" }.joined() + String(String.UnicodeScalarView(lines[at.line - 1].unicodeScalars.prefix(at.column - 1)))
        let escaped = String(decoding: try JSONSerialization.data(withJSONObject: ["value": before]), as: UTF8.self).dropLast(2)
        #expect(duplicate.location == A11yLint.SourceLocation(line: 1, column: escaped.unicodeScalars.count + 1), "\(duplicate) vs \(direct)")
        // The JSON itself broken after the source began: the JSON error, located.
        let truncated = Array(try Self.envelope(xml, sessionId: false, asciiOnly: false, pretty: false).dropLast(40))
        #expect(Self.error(Self.outcome(truncated))?.message.contains("unterminated string") == true)
        // A failed capture: WebDriver's error response.
        let failed = Array(#"{"value": {"error": "invalid session id", "message": "A session is either terminated or not started", "stacktrace": ""}}"#.utf8)
        let refusal = try #require(Self.error(Self.outcome(failed)))
        #expect(refusal.message.contains("WebDriver error response") && refusal.message.contains("invalid session id") && refusal.location?.column == 11)
    }

    @Test func otherJSONIsNotTakenForAnAppiumResponse() throws {
        let xml = String(decoding: try Self.bytes(Self.smallDump), as: UTF8.self)
        for object in [["value": "hello"], ["value": xml, "other": 1], ["data": xml]] as [[String: Any]] {
            let bytes = Array(try JSONSerialization.data(withJSONObject: object))
            #expect(Self.error(Self.outcome(bytes))?.isUnrecognisedFormat == true, "\(object.keys)")
        }
        // Forced to a JSON format, the response is that format's to read (and refuse).
        let bytes = try Self.envelope(xml, sessionId: false, asciiOnly: false, pretty: false)
        for format in [DumpFormat.nativeJSON, .idb] {
            if case let .tree(_, _, _, loaded) = Self.outcome(bytes, format: format) { #expect(loaded == format) }
        }
    }

    // MARK: 5. Truncated XML

    /// Every cut of a dump after its root element starts says the file ends early, names the
    /// root element and is located at the end of what was read; streamed or in memory alike.
    @Test(arguments: [smallDump, "xcuitest/toggle-switch/fail-name-says-switch.xml", "native-xml/ios/fail-uikit-switch-name-says-switch.xml"])
    func aCutXMLSaysItEndsBeforeTheRootCloses(_ path: String) throws {
        let dump = try Self.bytes(path)
        let rootName = path.hasPrefix("xcuitest") ? "AppiumAUT" : path.hasPrefix("native-xml") ? "a11ylint" : "hierarchy"
        let rootStart = try #require(ContentSniff.xmlProlog(dump.withUnsafeBytes { $0 }).rootOffset)
        let rootEnd = try #require(dump[rootStart...].firstIndex(of: UInt8(ascii: ">"))) + 1
        let lastClose = try #require(Self.lastRange(of: Array("</\(rootName)>".utf8), in: dump))
        var cuts = 0
        for cut in stride(from: rootEnd, to: lastClose, by: 7) {
            let error = try #require(Self.error(Self.outcome(Array(dump[..<cut]))), "cut at \(cut) loaded")
            #expect(error.message.hasPrefix("the XML ends") && error.message.contains("before </\(rootName)>"), "cut at \(cut): \(error)")
            #expect(error.message.contains("cut off"))
            // On the last line read, or the last line with text when the cut leaves blanks.
            let lastLine = dump[..<cut].filter { $0 == 0x0A }.count + 1
            let lastText = dump[..<cut].reversed().drop { XMLDocumentEnd.isBlank($0) }.filter { $0 == 0x0A }.count + 1
            #expect((lastText ... lastLine).contains(error.location?.line ?? 0), "cut at \(cut): \(error)")
            cuts += 1
        }
        #expect(cuts > 50)
    }

    @Test func aStreamedDumpCutAtAnElementBoundarySaysItEndsEarly() throws {
        let screen = StreamedLoadingTests.screen
        let boundary = try #require(Self.lastRange(of: Array("</node>".utf8), in: screen)) + 7
        for cut in [boundary, boundary - 3, 2 * XMLEventParser.chunkSize + 1] {
            let streamed = try Self.fileOutcome(Array(screen[..<cut]))
            #expect(streamed == Self.outcome(Array(screen[..<cut])))
            let error = try #require(Self.error(streamed))
            #expect(error.message.hasPrefix("the XML ends") && error.message.contains("</hierarchy> (opened on line 1)"), "\(error)")
            #expect(error.location?.line == 1 && (error.location?.column ?? 0) > 1)
        }
    }

    @Test func damageInTheLastChunkIsStillMalformedXML() {
        // An error with more markup after it is damage, not a cut.
        let damaged = Array(#"<hierarchy><node a="1" b c="2"/></hierarchy>"#.utf8)
        #expect(Self.error(Self.outcome(damaged))?.message.hasPrefix("malformed XML") == true)
        let unclosed = Array("<hierarchy><node></hierarchy>".utf8)
        #expect(Self.error(Self.outcome(unclosed))?.message.hasPrefix("malformed XML") == true)
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0 ... haystack.count - needle.count where Array(haystack[i ..< i + needle.count]) == needle { return i }
        return nil
    }

    static func lastRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in stride(from: haystack.count - needle.count, through: 0, by: -1) where Array(haystack[i ..< i + needle.count]) == needle { return i }
        return nil
    }

    // MARK: 6. Truncated debugDescription and Compose prints

    /// A Compose print cut after any line whose drawing still has a `|` (a sibling to come) is an
    /// input error at that `|`; whole prints (every corpus and fixture one) load, which the BOM
    /// test below and the corpus tests check.
    @Test func aComposePrintCutBeforeAPromisedSiblingIsAnInputError() throws {
        let files = Repo.files(under: Repo.corpus.appendingPathComponent("compose-semantics"), extensions: ["txt"])
            + Repo.files(under: Repo.fixtures.appendingPathComponent("compose"), extensions: ["txt"])
        #expect(files.count > 20)
        var flagged = 0
        for url in files {
            let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for count in 2 ..< lines.count {
                let last = lines[count - 1]
                // The drawing of a node or property line: after any log prefix (the file's first
                // line's, up to the printer's text), spaces and bars up to the text or `|-`.
                guard let drawingStart = Self.composeDrawingStart(last, firstLine: lines[0]) else { continue }
                let drawing = last[drawingStart...].prefix { $0 == " " || $0 == "|" }
                let bars = drawing.hasSuffix("|") && last[drawing.endIndex...].hasPrefix("-") ? drawing.dropLast() : drawing
                guard bars.contains("|"), !last[drawing.endIndex...].isEmpty else { continue }
                let cut = Array(lines[..<count].joined(separator: "\n").utf8)
                let error = Self.error(Self.outcome(cut))
                // (A multi-line text cut in its middle already says it has no closing quote.)
                #expect(error?.message.contains("cut off") == true || error?.message.contains("truncated") == true,
                        "\(url.lastPathComponent) cut after line \(count): \(String(describing: error))")
                // At this line's last `|` column.
                if error?.message.hasPrefix("the Compose print ends early") == true {
                    let column = last.distance(from: last.startIndex, to: bars.lastIndex(of: "|")!) + 1
                    #expect(error?.location == A11yLint.SourceLocation(line: count, column: column), "\(url.lastPathComponent) line \(count)")
                    flagged += 1
                }
            }
        }
        #expect(flagged > 100)
    }

    /// Where the printer's text starts on a line: after the log prefix the first line shows.
    static func composeDrawingStart(_ line: Substring, firstLine: Substring) -> Substring.Index? {
        guard let marker = firstLine.range(of: "printToLog:") ?? firstLine.range(of: "Printing with") ?? firstLine.range(of: "Node #") else { return nil }
        let prefix = firstLine[..<marker.lowerBound]
        guard line.hasPrefix(prefix) else { return nil }
        return line.index(line.startIndex, offsetBy: prefix.count)
    }

    @Test func aComposePrintThatEndsWithItsLastChildLoads() throws {
        let whole = """
            Printing with useUnmergedTree = 'false'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
             | Text = '[Wi-Fi]'
             |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
               Text = '[Bluetooth]'
            """
        #expect(Self.error(Self.outcome(Array(whole.utf8))) == nil)
        let lines = whole.split(separator: "\n")
        let cut = lines.prefix(4).joined(separator: "\n")
        let error = try #require(Self.error(Self.outcome(Array(cut.utf8))))
        #expect(error.message.hasPrefix("the Compose print ends early") && error.location == A11yLint.SourceLocation(line: 4, column: 2), "\(error)")
        // Only the drawing left of a cut line, with logcat prefixes.
        let logged = whole.split(separator: "\n").map { "D/Sem: " + $0 }
        let drawingOnly = (logged.prefix(3) + ["D/Sem:  |"]).joined(separator: "\n")
        #expect(Self.error(Self.outcome(Array(drawingOnly.utf8)))?.location == A11yLint.SourceLocation(line: 4, column: 9))
        #expect(Self.error(Self.outcome(Array(logged.joined(separator: "\n").utf8))) == nil)
    }

    @Test func aDebugDescriptionCutInsideAnElementLineIsAnInputError() throws {
        let head = """
            Attributes: Application, 0x600, pid: 41491, label: 'Settings'
            Element subtree:
             →Application, 0x600, pid: 41491, label: 'Settings'
                Window (Main), 0x601, {{0.0, 0.0}, {393.0, 852.0}}
            """
        let complete = [
            "      Switch, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1, Selected",
            "      Other, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, identifier: 'x'",
            "      StaticText, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, value: Label",
        ]
        for line in complete {
            #expect(Self.error(Self.outcome(Array((head + "\n" + line).utf8))) == nil, "\(line)")
            #expect(Self.error(Self.outcome(Array((head + "\n" + line + "\n").utf8))) == nil, "\(line)")
        }
        let cuts = [
            ("      Switch, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, l", 53),
            ("      Switch, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, identif", 53),
            ("      Switch, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, value: 1, Sel", 63),
            ("      Switch, 0x602, {{16.0, 120.0}, {51.0, 31.0}}, placeholderValue", 53),
            ("      Other, 0x2819", 14),
            (" →Application, 0x600, pid: 41491, lab", 35),
        ]
        for (line, column) in cuts {
            for text in [head + "\n" + line, head + "\n" + line + "\n"] {
                let error = Self.error(Self.outcome(Array(text.utf8)))
                #expect(error?.message.contains("cut off") == true, "\(line): \(String(describing: error))")
                let lineNumber = text.split(separator: "\n").count
                #expect(error?.location == A11yLint.SourceLocation(line: lineNumber, column: column), "\(line): \(String(describing: error))")
            }
        }
        // Pasted on its own (no header), the same.
        #expect(Self.error(Self.outcome(Array("    Window (Main), 0x601, {{0.0, 0.0}, {393.0, 852.0}}\n      Button, 0x3, {{0.0, 0.0}, {1.0, 1.0}}, l".utf8)))?.location?.line == 2)
    }

    // MARK: 3. Byte-order mark and CRLF

    /// Every fixture and corpus dump loads the same with a UTF-8 byte-order mark, with CRLF line
    /// ends, and with both: the same nodes (apart from columns on the first line) and findings.
    @Test(arguments: ["bom", "crlf", "bom+crlf"])
    func byteOrderMarkAndCRLFLoadInEveryFormat(_ variant: String) throws {
        let files = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]).filter { !$0.path.contains("/pairs/") } + Repo.corpusFiles
        var formats = Set<DumpFormat>()
        for url in files {
            let original = try DumpReader.load(contentsOf: url)
            var bytes = Array(try Data(contentsOf: url))
            if variant.contains("crlf") {
                var out: [UInt8] = []
                for (i, b) in bytes.enumerated() {
                    if b == 0x0A, i == 0 || bytes[i - 1] != 0x0D { out.append(0x0D) }
                    out.append(b)
                }
                bytes = out
            }
            if variant.contains("bom") { bytes = [0xEF, 0xBB, 0xBF] + bytes }
            let loaded: AccessibilityTree
            do { loaded = try DumpReader.load(data: Data(bytes)) } catch {
                Issue.record("\(url.lastPathComponent) (\(variant)): \(error)")
                continue
            }
            formats.insert(loaded.format)
            #expect(loaded.format == original.format && loaded.count == original.count, "\(url.lastPathComponent) (\(variant))")
            #expect(loaded.nodes.map(\.location.line) == original.nodes.map(\.location.line), "\(url.lastPathComponent) (\(variant))")
            let findings = { (tree: AccessibilityTree) in Linter().lint(tree).map { "\($0.rule)@\($0.node.id ?? "-"):\($0.node.location.line)" } }
            #expect(findings(loaded) == findings(original), "\(url.lastPathComponent) (\(variant))")
        }
        #expect(formats == Set(DumpFormat.allCases), "formats covered: \(formats)")
    }
}

extension ContentSniff.Prolog {
    var rootOffset: Int? {
        if case let .root(offset) = self { return offset }
        return nil
    }
}
