import A11yLintModel

/// XCUITest `XCUIApplication().debugDescription` (also WebDriverAgent's `description` source):
/// the `Element subtree:` section, one element per line, nested by indentation. Read as printed
/// (possibly after test-log lines) and as lldb `po` prints it: one double-quoted string with
/// `\n`, `\'` and `\"` escapes. `Attributes:`, `Path to element:` and `Query chain:` are skipped.
public struct DebugDescriptionLoader: DumpLoader {
    public let format = DumpFormat.debugDescription
    public init() {}

    static let subtreeHeader = "Element subtree:"

    public func refusal(for content: ContentSniff) -> String? {
        guard case .text = content.kind else { return "not text" }
        if content.head.contains(Self.subtreeHeader) { return nil }
        if content.head.contains("Node #") { return "Compose semantics lines, not XCUITest elements" }
        // A pasted subtree without its header: the first line that is not a test log is an element.
        // CRLF is one Character, not "\n"; a byte-order mark is no part of the first line.
        for line in content.head.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).prefix(50) {
            let line = line.drop { $0 == "\u{FEFF}" }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || Self.isLogLine(trimmed) { continue }
            if case .element = DebugDescriptionLine.parse(Array(line.unicodeScalars)) { return nil }
            break
        }
        return "no \"Element subtree:\" section and no XCUITest element line (`Type, 0x…, {{x, y}, {w, h}}`) at the start"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var reader = LineReader(text)
        var subtree = SubtreeBuilder(headerless: !text.contains(Self.subtreeHeader))
        while let line = try reader.next() {
            try subtree.take(line, reader: &reader)
        }
        try DebugDescriptionCut.check(text)
        return subtree.builder.finish(platform: .ios, format: .debugDescription)
    }

    /// XCTest activity lines (`    t =   109.84s Requesting snapshot…`).
    static func isLogLine(_ trimmed: Substring) -> Bool {
        guard trimmed.hasPrefix("t =") else { return false }
        return trimmed.dropFirst(3).drop { $0 == " " }.first?.isNumber ?? false
    }

    /// Turns the element lines of `Element subtree:` sections into nodes.
    struct SubtreeBuilder {
        var builder = TreeBuilder()
        /// Without a header the whole file is one pasted subtree.
        let headerless: Bool
        private var inSubtree: Bool
        /// Indentation of each open node of the current section.
        private var indents: [Int] = []
        /// Lines joined to finish a quoted value that spans lines; beyond this it is not a label.
        static let maxContinuationLines = 200

        init(headerless: Bool) {
            self.headerless = headerless
            inSubtree = headerless
        }

        mutating func take(_ first: TextLine, reader: inout LineReader) throws(InputError) {
            let trimmed = first.trimmedText
            if trimmed.hasPrefix(DebugDescriptionLoader.subtreeHeader) {
                closeSection()
                inSubtree = true
                return
            }
            guard inSubtree else { return }
            if trimmed.isEmpty || DebugDescriptionLoader.isLogLine(trimmed) {
                // A blank or log line ends a section; a headerless paste just skips them.
                if !headerless { inSubtree = false }
                return
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") || trimmed.hasPrefix("Attributes:") {
                inSubtree = false
                return
            }
            var line = first
            var joined = 0
            while true {
                switch DebugDescriptionLine.parse(line.scalars) {
                case let .element(element):
                    try add(element, line)
                    return
                case let .failure(message, offset):
                    throw InputError(message, at: line.location(at: offset))
                case let .incomplete(offset):
                    // The value may hold a line break: join the next line unless it is an element or a header.
                    joined += 1
                    guard joined <= Self.maxContinuationLines, let next = try reader.next(), !Self.startsAnElementOrSection(next) else {
                        throw InputError("a quoted value is not closed (no ' before the end of the line)", at: line.location(at: offset))
                    }
                    line.append(next)
                }
            }
        }

        static func startsAnElementOrSection(_ line: TextLine) -> Bool {
            let trimmed = line.trimmedText
            if trimmed.hasPrefix(DebugDescriptionLoader.subtreeHeader) || trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
                return true
            }
            if case .element = DebugDescriptionLine.parse(line.scalars) { return true }
            return false
        }

        private mutating func add(_ element: DebugDescriptionLine, _ line: TextLine) throws(InputError) {
            while let last = indents.last, last >= element.indent {
                builder.close()
                indents.removeLast()
            }
            let location = line.location(at: element.typeOffset)
            guard builder.open(Self.node(element, at: location)) else {
                throw InputError("elements nest deeper than \(builder.maxDepth) levels", at: location)
            }
            indents.append(element.indent)
        }

        private mutating func closeSection() {
            while indents.popLast() != nil { builder.close() }
        }

        static func node(_ e: DebugDescriptionLine, at location: SourceLocation) -> Node {
            var node = Node()
            node.location = location
            node.className = "XCUIElementType" + e.type
            node.elementType = e.type
            node.frame = e.frame
            node.accessibilityIdentifier = e.identifier.flatMap(nonEmpty)
            node.accessibilityLabel = e.label
            // A Switch's value is 1/0, as WebDriverAgent writes it: kept verbatim like the XML loader.
            node.accessibilityValue = e.value
            node.placeholder = e.placeholderValue.flatMap(nonEmpty)
            // XCTest prints `Selected` and `Disabled` whenever they hold, so their absence is an answer.
            node.selected = e.selected
            node.enabled = !e.disabled
            if e.focused { node.focused = true }
            if let bits = e.traitBits {
                // UIAccessibilityTraits: bit 3 selected, bit 8 notEnabled (the bits every SDK agrees on).
                if bits & (1 << 3) != 0 { node.selected = true }
                if bits & (1 << 8) != 0 { node.enabled = false }
            }
            if let title = e.title.flatMap(nonEmpty) { node.text = title }
            if e.type == "StaticText" {
                node.text = node.accessibilityValue.flatMap(nonEmpty) ?? node.accessibilityLabel
            }
            return node
        }
    }
}

/// A line of debugDescription text, and where each of its characters sits in the file.
struct TextLine {
    var scalars: [Unicode.Scalar] = []
    /// Where the mapping to the file jumps (after an escape in the `po` form): from `offset` on,
    /// characters run on from `line`:`column`.
    var anchors: [(offset: Int, line: Int, column: Int)]

    init(line: Int, column: Int) {
        anchors = [(0, line, column)]
    }

    func location(at offset: Int) -> SourceLocation {
        var anchor = anchors[0]
        for candidate in anchors.dropFirst() {
            if candidate.offset > offset { break }
            anchor = candidate
        }
        return SourceLocation(line: anchor.line, column: anchor.column + offset - anchor.offset)
    }

    /// The start of the line without its indentation: enough to recognise headers and log lines.
    var trimmedText: Substring {
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? scalars.count
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start...].prefix(200))
        return Substring(String(view))
    }

    /// Continues this line with the next one (a quoted value holding a line break).
    mutating func append(_ next: TextLine) {
        scalars.append("\n")
        let shift = scalars.count
        scalars += next.scalars
        anchors += next.anchors.map { ($0.offset + shift, $0.line, $0.column) }
    }
}

/// Splits a file into debugDescription lines: plainly at line breaks, or, for the lldb `po` form,
/// by decoding the quoted string (its `\n` escapes end lines).
struct LineReader {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index
    private var line = 1
    private var column = 1
    private var quotedFrom: SourceLocation?
    private var done = false

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
        if let (quote, line, column) = Self.poStringStart(scalars) {
            index = scalars.index(after: quote)
            self.line = line
            self.column = column + 1
            quotedFrom = SourceLocation(line: line, column: column)
        }
    }

    /// The opening `"` of a `po` string: the first line that is neither blank nor a test log starts
    /// with `"` (or lldb's `(String) $R0 = "`). nil for plain text.
    static func poStringStart(_ scalars: String.UnicodeScalarView) -> (String.UnicodeScalarView.Index, Int, Int)? {
        var i = scalars.startIndex
        var line = 1
        while i < scalars.endIndex {
            var column = 1
            while i < scalars.endIndex, scalars[i] == " " || scalars[i] == "\t" { i = scalars.index(after: i); column += 1 }
            var end = i
            while end < scalars.endIndex, scalars[end] != "\n" { end = scalars.index(after: end) }
            let rest = Substring(String(String.UnicodeScalarView(scalars[i ..< end])))
            if rest.hasPrefix("\"") { return (i, line, column) }
            if rest.hasPrefix("(String) "), let equals = rest.range(of: "= \"") {
                let offset = rest.unicodeScalars.distance(from: rest.unicodeScalars.startIndex, to: equals.upperBound) - 1
                return (scalars.index(i, offsetBy: offset), line, column + offset)
            }
            let blank = rest.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            if !blank && !DebugDescriptionLoader.isLogLine(rest) { return nil }
            i = end < scalars.endIndex ? scalars.index(after: end) : end
            line += 1
        }
        return nil
    }

    private mutating func advance() -> Unicode.Scalar? {
        guard index < scalars.endIndex else { return nil }
        let c = scalars[index]
        index = scalars.index(after: index)
        if c == "\n" { line += 1; column = 1 } else { column += 1 }
        return c
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    mutating func next() throws(InputError) -> TextLine? {
        guard !done else { return nil }
        if let quotedFrom { return try nextQuoted(openedAt: quotedFrom) }
        guard index < scalars.endIndex else { done = true; return nil }
        var out = TextLine(line: line, column: column)
        while let c = advance(), c != "\n" { out.scalars.append(c) }
        if out.scalars.last == "\r" { out.scalars.removeLast() }
        return out
    }

    /// One line of the `po` string; the closing `"` ends the last one and the rest of the file is ignored.
    private mutating func nextQuoted(openedAt: SourceLocation) throws(InputError) -> TextLine {
        var out = TextLine(line: line, column: column)
        while true {
            let at = here
            guard let c = advance() else {
                throw InputError("the file ends inside the quoted debugDescription that opens at \(openedAt) (truncated?)", at: at)
            }
            switch c {
            case "\"":
                done = true
                return out
            case "\n", "\r":
                // A line break inside the string: the copy was wrapped; the text runs on.
                out.anchors.append((out.scalars.count, line, column))
            case "\\":
                guard let e = advance() else {
                    throw InputError("the file ends inside the quoted debugDescription that opens at \(openedAt) (truncated?)", at: here)
                }
                switch e {
                case "n": return out
                case "t": out.scalars.append("\t")
                case "r", "0": break
                case "\\", "'", "\"": out.scalars.append(e)
                case "u":
                    guard let scalar = readUnicodeEscape() else { throw InputError("malformed \\u{…} escape", at: at) }
                    out.scalars.append(scalar)
                default:
                    throw InputError("unknown escape '\\\(e)' in the quoted debugDescription", at: at)
                }
                out.anchors.append((out.scalars.count, line, column))
            default:
                out.scalars.append(c)
            }
        }
    }

    /// `\u{2192}`: the part after `\u`.
    private mutating func readUnicodeEscape() -> Unicode.Scalar? {
        guard advance() == "{" else { return nil }
        var hex = ""
        while let c = advance() {
            if c == "}" { return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) }
            guard hex.count < 8, c.properties.isASCIIHexDigit else { return nil }
            hex.unicodeScalars.append(c)
        }
        return nil
    }
}
