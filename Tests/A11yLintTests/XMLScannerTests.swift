import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders

/// The XML loaders' fast scanner (`XMLScanner`) against libxml2: where it accepts a document, the
/// events must be libxml2's; where it declines, the loaders read the document with libxml2.
@Suite struct XMLScannerTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func mismatch(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { XMLScanDifferential.mismatch($0) }
    }

    static func accepts(_ text: String) -> Bool {
        bytes(text).withUnsafeBytes { XMLScanDifferential.accepts($0) }
    }

    /// The scanner's events for `text` (one chunk, no trailer), nil if it declines.
    static func events(_ text: String, chunkSize: Int = XMLEventParser.chunkSize) -> [String]? {
        bytes(text).withUnsafeBytes { XMLScanDifferential.scanned($0, chunkSize: chunkSize, trailer: nil) }
    }

    static var xmlDumps: [URL] {
        let dirs = ["uiautomator", "xcuitest", "native-xml", "announcements", "captures"].map { Repo.fixtures.appendingPathComponent($0) }
        return (dirs.flatMap { Repo.files(under: $0, extensions: ["xml"]) } + Repo.corpusFiles.filter { $0.pathExtension == "xml" })
    }

    @Test func corpusAndFixturesGiveLibxml2sEvents() throws {
        let files = Self.xmlDumps
        #expect(files.count > 20)
        var accepted = 0
        for file in files {
            let data = try [UInt8](Data(contentsOf: file))
            if let mismatch = Self.mismatch(data) { Issue.record("\(file.lastPathComponent): \(mismatch)") }
            if data.withUnsafeBytes({ XMLScanDifferential.accepts($0) }) { accepted += 1 }
        }
        // Real dumps are what the scanner is for: nearly all of them must take the fast path.
        #expect(accepted * 10 >= files.count * 8, "the scanner accepted \(accepted) of \(files.count) dumps")
    }

    @Test func acceptsTheDumpShapes() {
        #expect(Self.accepts(#"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node text="a"/></hierarchy>"#))
        #expect(Self.accepts("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication name=\"é\"/>\n</AppiumAUT>\n"))
        #expect(Self.accepts("<!-- before --><a11ylint version=\"1\"><node/><!-- inside --></a11ylint><!-- after -->\n"))
    }

    @Test func declinesWhatLibxml2MustJudge() {
        let declined = [
            "<!DOCTYPE a><a/>", // DTDs
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", // another encoding
            "<?xml version=\"1.1\"?><a/>",
            "\u{FEFF}<a/>", // a BOM
            "<a xmlns=\"urn:x\"/>", "<x:a/>", "<a x:b=\"1\"/>", // namespaces
            "<a b=\"1\" b=\"2\"/>", // a repeated attribute
            "<a b=\"&nbsp;\"/>", "<a b=\"&#0;\"/>", "<a b=\"&#X41;\"/>", "<a b=\"&#xD800;\"/>", "<a b='<'/>", // references, markup
            "<a>&amp;</a>", "<a><![CDATA[x]]></a>", "<a><?pi x?></a>", "<a>]]></a>", // text the scanner leaves to libxml2
            "<a>\r\n</a>", "<a b=\"\u{1}\"/>", // CR, controls
            "<a><b></a>", "<a>", "<a/><b/>", "<a/>trailing", "", "  ", // malformed
            "<a b=\"1\"c=\"2\"/>", // no blank between attributes
            "<a><!-- x -- y --></a>", "<a><!-- x ---></a>",
        ]
        for text in declined {
            #expect(!Self.accepts(text), "accepted \(text.debugDescription)")
            #expect(Self.mismatch(Self.bytes(text)) == nil, "\(text.debugDescription)")
        }
        // Invalid UTF-8: a lone continuation byte, an overlong form, a surrogate, U+FFFE.
        for bad: [UInt8] in [[0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBE]] {
            let text = Self.bytes("<a b=\"") + bad + Self.bytes("\"/>")
            #expect(!text.withUnsafeBytes { XMLScanDifferential.accepts($0) })
            #expect(Self.mismatch(text) == nil)
        }
    }

    @Test func attributeValuesAsLibxml2DeliversThem() throws {
        // Predefined `&amp;` and `&#38;` stay a reference; the other entities and character
        // references become their character; tab and line feed become spaces, `&#10;` a line feed.
        let events = try #require(Self.events("<a v=\"x &amp; &#38; &#x26; &lt;&gt;&quot;&apos; &#233;&#x1F600; a\tb\nc &#10;\"/>"))
        let expected = Array("x &#38; &#38; &#38; <>\"' é😀 a b c \n".utf8)
        #expect(events.first == "<a @1:1 v=\(expected)")
        for text in ["<a v=\"x &amp; &#38; &#x26; &lt;&gt;&quot;&apos; &#233;&#x1F600; a\tb\nc &#10;\" w='\"'/>",
                     "<a\n  b=\"1\"\n  c = 'x'\n/>", "<r>\n  <a\tb=\"\"/>\n</r>"] {
            #expect(Self.mismatch(Self.bytes(text)) == nil, "\(text.debugDescription)")
        }
    }

    @Test func locationsCountScalarsAndLines() throws {
        let events = try #require(Self.events("<r>\n<a/>é<b/>\n  <c\n d=\"1\"/></r>"))
        #expect(events.filter { $0.hasPrefix("<") }.map { String($0.split(separator: " ")[1]) } == ["@1:1", "@2:1", "@2:6", "@3:3"])
        #expect(Self.mismatch(Self.bytes("<r>\n<a/>é<b/>\n  <c\n d=\"1\"/></r>")) == nil)
    }

    /// libxml2 keeps 80 bytes before the tag it reads (`xmlParserInputShrink`), so the column of a
    /// tag spanning lines counts from its line's start only when that is near: far from the start
    /// of a large document, the scanner takes such a tag when its line starts close before it.
    @Test func tagsSpanningLinesFarIntoTheDocument() throws {
        let padding = "<r>\n" + String(repeating: "<p a=\"1\"/>\n", count: 2_000)
        for lead in [0, 20, 60, 70, 100, 300] {
            let text = padding + String(repeating: " ", count: lead) + "<q\n b=\"2\"/>\n<s/></r>"
            #expect(Self.mismatch(Self.bytes(text)) == nil, "\(lead) blanks before the tag")
            #expect(Self.accepts(text) == (lead <= 60), "\(lead) blanks before the tag")
        }
    }

    @Test func chunkEndsInsideTagsCommentsAndCharacters() throws {
        let text = "<?xml version=\"1.0\"?>\n<hierarchy><!-- é --><node text=\"é&amp;x\" bounds=\"[0,0][1,1]\">é</node>\n<node/></hierarchy>\n"
        let whole = try #require(Self.events(text))
        for size in 1 ... 9 { #expect(Self.events(text, chunkSize: size) == whole, "chunks of \(size)") }
        #expect(Self.mismatch(Self.bytes(text)) == nil)
    }

    @Test func namesKeepOneAddress() throws {
        final class Addresses: XMLEventHandler {
            var seen: [String: Set<UnsafePointer<UInt8>>] = [:]
            func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: A11yLintModel.SourceLocation) -> InputError? {
                seen[name.string, default: []].insert(name.pointer)
                for attribute in attributes { seen[attribute.name.string, default: []].insert(attribute.name.pointer) }
                return nil
            }
            func endElement() {}
        }
        let text = "<r>" + String(repeating: "<node a=\"1\" b=\"2\"/>", count: 5_000) + "</r>"
        let handler = Addresses()
        var source = XMLMemoryChunks(UnsafeRawBufferPointer(start: nil, count: 0))
        let accepted = Self.bytes(text).withUnsafeBytes { bytes -> Bool in
            source = XMLMemoryChunks(bytes, chunkSize: 1000)
            var scanner = XMLScanner(handler: handler, maxDepth: 10, trailer: nil)
            defer { scanner.deallocate() }
            return scanner.scan(&source) == .accepted
        }
        #expect(accepted)
        #expect(handler.seen.count == 4 && handler.seen.values.allSatisfy { $0.count == 1 })
    }

    @Test func boundsDecline() {
        // Deeper than the limit, and more distinct names than the table holds: libxml2's to read.
        let deep = String(repeating: "<a>", count: XMLScanDifferential.maxDepth + 1) + String(repeating: "</a>", count: XMLScanDifferential.maxDepth + 1)
        #expect(!Self.accepts(deep))
        let atLimit = String(repeating: "<a>", count: XMLScanDifferential.maxDepth) + String(repeating: "</a>", count: XMLScanDifferential.maxDepth)
        #expect(Self.accepts(atLimit))
        let names = "<r>" + (0 ..< XMLNameTable.limit + 1).map { "<n\($0)/>" }.joined() + "</r>"
        #expect(!Self.accepts(names))
        #expect(Self.mismatch(Self.bytes(deep)) == nil)
    }

    @Test func uiautomatorTrailerIsAccepted() throws {
        let text = "<hierarchy rotation=\"0\"><node text=\"a\"/></hierarchy>UI hierchary dumped to: /dev/tty\n"
        let accepted = Self.bytes(text).withUnsafeBytes { XMLScanDifferential.scanned($0, chunkSize: 5, trailer: UIAutomatorDumpTrailer.matches) }
        #expect(accepted != nil)
        #expect(Self.mismatch(Self.bytes(text)) == nil)
        #expect(Self.mismatch(Self.bytes("<hierarchy/>UI hierchary dumped to: \n")) == nil)
    }

    /// A declined document is read again by libxml2, with a fresh handler: the loaders give the
    /// same tree, or libxml2's error, whether or not the scanner took it.
    @Test func loadersFallBackToLibxml2() throws {
        let ok = "<hierarchy rotation=\"0\"><node class=\"a.B\" text=\"x\" bounds=\"[0,0][10,10]\"/></hierarchy>"
        let tree = try DumpReader.load(string: ok)
        #expect(tree.count == 1 && tree[0].text == "x")
        // A CDATA section makes the scanner decline after it handed the node over: one node still.
        let declined = try DumpReader.load(string: "<hierarchy rotation=\"0\"><node class=\"a.B\" text=\"x\" bounds=\"[0,0][10,10]\"/><![CDATA[ ]]></hierarchy>")
        #expect(declined.count == 1 && declined[0].text == "x")
        #expect(throws: InputError.self) { try DumpReader.load(string: "<hierarchy rotation=\"0\"><node text=\"x\"></hierarchy>") }
    }

    /// uiautomator's bounds read in one pass when they are four plain numbers: the same rectangle
    /// as the general reader, which takes every other shape.
    @Test func plainBoundsMatchTheGeneralReader() {
        typealias H = UIAutomatorLoader.Handler
        for text in ["[0,0][1080,2208]", "[12,345][6789,1]", "[999999999999999,0][1,1]"] {
            let (plain, general) = Array(text.utf8).withUnsafeBufferPointer { (H.plainBounds($0), H.anyBounds($0)) }
            #expect(plain != nil && plain == general, "\(text)")
        }
        for text in ["[-0,0][1,1]", "[0.5,0][1,1]", "[0,0][1,1]x", "[0, 0][1,1]", "[0,0][1080]", "[1000000000000000,0][1,1]", "[0,0][1,99999999999999999999999999]", "[0,0]"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { H.plainBounds($0) } == nil, "\(text)")
        }
    }
}
