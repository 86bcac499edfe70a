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

/// Large XML dumps are parsed as they are read from the file (`XMLFileChunks`), never whole in
/// memory; everything else is read whole. Both ways must give the same tree or the same error.
@Suite struct StreamedLoadingTests {
    static let padding = "<!--" + String(repeating: " padding line\n", count: 11_000) + "-->\n"

    /// The outcome of a load, comparable: the tree's nodes and structure, or the error.
    enum Outcome: Equatable {
        case tree(nodes: [Node], parents: [Int32], ends: [Int32], format: DumpFormat)
        case error(InputError)
    }

    static func outcome(_ load: () throws(InputError) -> AccessibilityTree) -> Outcome {
        do throws(InputError) {
            let tree = try load()
            return .tree(nodes: tree.nodes, parents: tree.parents, ends: tree.subtreeEnds, format: tree.format)
        } catch {
            return .error(error)
        }
    }

    static func compare(_ bytes: [UInt8], format: DumpFormat? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-stream-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        let streamed = outcome { () throws(InputError) in try DumpReader.load(contentsOf: url, format: format) }
        let inMemory = outcome { () throws(InputError) in try DumpReader.load(data: Data(bytes), format: format) }
        #expect(streamed == inMemory, sourceLocation: sourceLocation)
    }

    static var screen: [UInt8] {
        var text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        for i in 0 ..< 600 {
            text += #"<node index="0" text="Item \#(i) &amp; more" resource-id="com.example:id/row" class="android.widget.LinearLayout" package="com.example" content-desc="" checkable="\#(i % 3 == 0)" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" drawing-order="\#(i)" bounds="[0,\#(i * 10)][1080,\#(i * 10 + 10)]">"#
            text += #"<node index="0" text="" class="android.widget.Switch" package="com.example" checkable="true" checked="true" clickable="true" bounds="[900,\#(i * 10)][1000,\#(i * 10 + 10)]"/></node>"#
        }
        return Array((text + "</hierarchy>").utf8)
    }

    @Test func streamedAndInMemoryLoadsAgree() throws {
        let dump = Self.screen
        #expect(dump.count > 3 * XMLEventParser.chunkSize)
        try Self.compare(dump)
        try Self.compare(dump, format: .uiautomator)
        try Self.compare(dump, format: .xcuitest)
        try Self.compare(Array(("<hierarchy/>" + Self.padding).utf8))
        // Cut anywhere, on and beside chunk boundaries: the same located error.
        for cut in [65_535, 65_536, 65_537, 100_000, 131_072, 131_073, dump.count - 1] {
            try Self.compare(Array(dump[..<cut]))
        }
        // Malformed in the middle, an undeclared entity, a DOCTYPE after a long prologue.
        let middle = dump.count / 2
        try Self.compare(Array(dump[..<middle]) + Array("<<".utf8) + Array(dump[middle...]))
        try Self.compare(Array(dump[..<middle]) + Array(#"<node text="&foo;"/>"#.utf8) + Array(dump[middle...]))
        try Self.compare(Array(("<?xml version=\"1.0\"?>" + Self.padding + "<!DOCTYPE x [<!ENTITY a \"b\">]><hierarchy/>").utf8))
        try Self.compare(Array(("<!DOCTYPE x>").utf8) + dump)
        // A prologue longer than the first chunk is read whole; an XCUITest source streams too.
        try Self.compare(Array(Self.padding.utf8) + dump)
        let ios = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
            + String(repeating: #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="0" y="0" width="51" height="31"/>"#, count: 1000)
            + "</XCUIElementTypeApplication></AppiumAUT>"
        try Self.compare(Array(ios.utf8))
        // Exactly one and two chunks long.
        for size in [XMLEventParser.chunkSize, 2 * XMLEventParser.chunkSize] {
            let head = Array("<hierarchy><node class=\"android.widget.Button\" text=\"OK\" bounds=\"[0,0][10,10]\"/></hierarchy><!--".utf8)
            try Self.compare(head + [UInt8](repeating: UInt8(ascii: "x"), count: size - head.count - 3) + Array("-->".utf8))
        }
    }

    /// A pipe delivers a large dump in small, uneven reads: the chunks are still filled in full.
    @Test func largeDumpsStreamFromPipes() throws {
        let dump = Self.screen
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writer = fds[1]
        let thread = Thread {
            var offset = 0, step = 1
            while offset < dump.count {
                let n = min(step, dump.count - offset)
                _ = dump.withUnsafeBytes { write(writer, $0.baseAddress! + offset, n) }
                offset += n
                step = step * 7 % 9_973 + 1
            }
            close(writer)
        }
        thread.start()
        defer { close(fds[0]) }
        let tree = try DumpReader.load(contentsOf: URL(fileURLWithPath: "/dev/fd/\(fds[0])"))
        #expect(Self.outcome { () throws(InputError) in tree } == Self.outcome { () throws(InputError) in try DumpReader.load(data: Data(dump)) })
        #expect(tree.count == 1_200)
    }

    /// A limit smaller than the file is refused with the same message whichever way it is read.
    @Test func sizeLimitHolds() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-limit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Self.screen).write(to: url)
        #expect(throws: InputError("file is \(Self.screen.count) bytes; a11ylint reads up to 1000 bytes")) {
            try FileBytes.read(path: url.path, limit: 1000)
        }
        let data = try FileBytes.read(path: url.path, limit: 1 << 30)
        #expect(Array(data) == Self.screen)
    }
}
