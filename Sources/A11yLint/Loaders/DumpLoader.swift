import A11yLintModel

/// One dump format: recognises its content and turns bytes into a tree.
public protocol DumpLoader: Sendable {
    var format: DumpFormat { get }
    /// nil if this loader takes the content; otherwise why it refuses (shown when no loader fits).
    func refusal(for content: ContentSniff) -> String?
    func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree
}

/// An XML loader that can parse a file as it is read, in `XMLEventParser` chunks.
protocol StreamingXMLLoader: DumpLoader {
    /// Loads from `source`; `sizeHint` (the file's size, 0 if unknown) only reserves capacity.
    func load<Source: XMLChunkSource>(chunks source: inout Source, sizeHint: Int) throws(InputError) -> AccessibilityTree
}

/// What the first bytes of a file look like, computed once and shown to every loader.
public struct ContentSniff: Sendable {
    public enum Kind: Sendable, Equatable {
        case empty
        case binary
        case xml(root: String)
        case json(topLevel: Character)
        case text
    }

    public let kind: Kind
    /// Up to 4 KB of the start of the file as text (lossy), for loaders to look for markers.
    public let head: String

    /// Where a `<!DOCTYPE` starts, when the XML prologue has one (refused: DTDs are unsafe).
    public let doctypeOffset: Int?

    public init(_ bytes: UnsafeRawBufferPointer) {
        let prefix = UnsafeRawBufferPointer(rebasing: bytes[0 ..< min(bytes.count, 4096)])
        var kind = Self.classify(prefix, head: String(decoding: prefix, as: UTF8.self))
        var start = 0
        var doctype: Int?
        if case .xml = kind {
            // The prologue (declaration, comments, processing instructions) may be longer than
            // 4 KB: find the root element in the whole file, and look from there.
            switch Self.xmlProlog(bytes) {
            case let .root(offset): start = offset
            case let .doctype(offset): doctype = offset
            case .unknown: break
            }
            let rootHead = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< min(bytes.count, start + 4096)]), as: UTF8.self)
            kind = doctype != nil ? .xml(root: "!DOCTYPE") : .xml(root: Self.rootElementName(rootHead) ?? "")
        }
        doctypeOffset = doctype
        head = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< min(bytes.count, start + 4096)]), as: UTF8.self)
        self.kind = kind
    }

    enum Prolog: Equatable { case root(Int), doctype(Int), unknown }

    /// Whether `prefix` (the start of a longer file) holds the whole prologue and the root
    /// element's first 4 KB, so a sniff of it equals a sniff of the whole file.
    static func rootWithin(_ prefix: UnsafeRawBufferPointer) -> Bool {
        guard case let .root(start) = xmlProlog(prefix) else { return false }
        return start + 4096 <= prefix.count
    }

    /// Skips the byte-order mark, blanks, the XML declaration, comments and processing
    /// instructions, however long, in one linear pass.
    static func xmlProlog(_ b: UnsafeRawBufferPointer) -> Prolog {
        var i = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
        func starts(_ literal: StaticString, at i: Int) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard i + n <= b.count else { return false }
            for k in 0 ..< n where b[i + k] != literal.utf8Start[k] { return false }
            return true
        }
        func find(_ literal: StaticString, from i: Int) -> Int? {
            var j = i
            while j < b.count { if b[j] == literal.utf8Start[0], starts(literal, at: j) { return j }; j += 1 }
            return nil
        }
        while true {
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "<") else { return .unknown }
            if starts("<?", at: i) {
                guard let end = find("?>", from: i + 2) else { return .unknown }
                i = end + 2
            } else if starts("<!--", at: i) {
                guard let end = find("-->", from: i + 4) else { return .unknown }
                i = end + 3
            } else if starts("<!", at: i) {
                return .doctype(i)
            } else {
                return .root(i)
            }
        }
    }

    /// UTF-16 text (a byte-order mark, or every other byte NUL in the first characters): read
    /// as UTF-8 it would look binary.
    public static func isUTF16(_ b: UnsafeRawBufferPointer) -> Bool {
        if b.count >= 2, (b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF) { return true }
        guard b.count >= 8 else { return false }
        let evenNUL = stride(from: 0, to: 8, by: 2).allSatisfy { b[$0] == 0 && b[$0 + 1] != 0 }
        let oddNUL = stride(from: 0, to: 8, by: 2).allSatisfy { b[$0] != 0 && b[$0 + 1] == 0 }
        return evenNUL || oddNUL
    }

    private static func classify(_ prefix: UnsafeRawBufferPointer, head: String) -> Kind {
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.isEmpty { return prefix.isEmpty ? .empty : (prefix.contains(0) ? .binary : .empty) }
        // NUL bytes or many control characters: not a text dump.
        var control = 0
        for byte in prefix where byte < 0x09 || (byte > 0x0D && byte < 0x20) { control += 1 }
        if prefix.contains(0) || control * 20 > prefix.count { return .binary }
        if let first = trimmed.first, first == "{" || first == "[" { return .json(topLevel: first) }
        if trimmed.first == "<" { return .xml(root: rootElementName(String(trimmed)) ?? "") }
        return .text
    }

    /// The first element name, skipping the XML declaration, comments, processing instructions and DOCTYPE.
    static func rootElementName(_ text: String) -> String? {
        var rest = Substring(text)
        while let lt = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: lt)...]
            guard let first = rest.first else { return nil }
            if first == "?" || first == "!" {
                if rest.hasPrefix("!--"), let end = rest.range(of: "-->") { rest = rest[end.upperBound...]; continue }
                if first == "!" && rest.hasPrefix("!DOCTYPE") { return "!DOCTYPE" }
                guard let gt = rest.firstIndex(of: ">") else { return nil }
                rest = rest[rest.index(after: gt)...]
                continue
            }
            let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return String(name)
        }
        return nil
    }
}
