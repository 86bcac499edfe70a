/// One dump format: recognises its content and turns bytes into a tree.
public protocol DumpLoader: Sendable {
    var format: DumpFormat { get }
    /// nil if this loader takes the content; otherwise why it refuses (shown when no loader fits).
    func refusal(for content: ContentSniff) -> String?
    func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree
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

    public init(_ bytes: UnsafeRawBufferPointer) {
        let prefix = UnsafeRawBufferPointer(rebasing: bytes[0 ..< min(bytes.count, 4096)])
        head = String(decoding: prefix, as: UTF8.self)
        kind = Self.classify(prefix, head: head)
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
