import CLibXML2
import A11yLintModel

/// How an XML document ended, as `XMLEventParser` sees it when libxml2 stops there.
///
/// libxml2's push parser words both cases of a bad end alike: a dump cut off before its root
/// element closes (at an element boundary) and text after the root element are both "Extra
/// content at the end of the document" (`XML_ERR_DOCUMENT_END`, raised when the last chunk
/// arrives and the document is not finished). A cut inside a tag gets whatever the tag lacked
/// ("Specification mandates value for attribute …"). Here the first is told as what it is, a
/// truncated file, and the second may be a tool's known trailer rather than damage.
struct XMLDocumentEnd {
    /// Decides whether the text after the root element (blanks included, at most
    /// `maxTrailerLength` bytes) is a known trailer to ignore.
    typealias Trailer = (UnsafeRawBufferPointer) -> Bool

    /// A trailer is one short line; anything longer is not one, and is not copied.
    static let maxTrailerLength = 8 * 1024

    /// The root element's name and where it starts, once it has.
    private(set) var root: (name: String, line: Int)?
    var rootClosed = false
    /// The chunk being parsed is the document's last.
    var finalChunk = false
    /// The unparsed text after the closed root element, when there is a trailer to judge it.
    private var trailing: [UInt8]?

    mutating func rootOpened(_ name: UnsafePointer<xmlChar>, at location: SourceLocation) {
        guard root == nil else { return }
        root = (String(cString: name), location.line)
    }

    /// The error for a document that ends early, or nil to report libxml2's own. `unread` is
    /// what libxml2 holds and has not parsed, `lastByte` the last it was given; `innermost` the
    /// element open when it stopped.
    mutating func ended(code: Int32, unread: UnsafeRawBufferPointer, lastByte: UInt8?, innermost: String?, keepingTrailing: Bool,
                        at location: SourceLocation) -> InputError? {
        let documentEnd = code == Int32(XML_ERR_DOCUMENT_END.rawValue)
        if rootClosed {
            // Text after the root element: a trailer, perhaps (see `trailerFollows`).
            if documentEnd, keepingTrailing, unread.count <= Self.maxTrailerLength { trailing = Array(unread) }
            return nil
        }
        // Not finished: libxml2 says so at the last chunk (`XML_ERR_DOCUMENT_END`), or stops on a
        // tag the file cuts short: no markup left to read after it (damage in the middle of the
        // last chunk has more tags after it), and the file does not end with a whole tag (as
        // `<a><b></a>` does, whose error is the mismatch).
        let cutInTag = finalChunk && lastByte != UInt8(ascii: ">") && !unread.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        guard documentEnd || cutInTag else { return nil }
        guard let root else {
            return InputError("the XML ends before its root element starts: the file is cut off (was it still being written?)", at: location)
        }
        let inside = innermost.flatMap { $0 == root.name ? nil : " inside a <\($0)>" } ?? ""
        return InputError("the XML ends\(inside) before </\(root.name)> (opened on line \(root.line)) closes: the file is cut off (was it still being written?)",
                          at: location)
    }

    /// After libxml2 stopped on text after the root element: whether that text, with the rest of
    /// `source` (read here, still bounded), is a trailer `trailer` accepts. `last`: `source` is spent.
    mutating func trailerFollows<Source: XMLChunkSource>(_ trailer: Trailer, rest source: inout Source, last: Bool) throws(InputError) -> Bool {
        guard var text = trailing else { return false }
        trailing = nil
        var done = last
        while !done {
            let (chunk, isLast) = try source.next()
            guard text.count + chunk.count <= Self.maxTrailerLength else { return false }
            text.append(contentsOf: chunk)
            done = isLast
        }
        return text.withUnsafeBytes { trailer($0) }
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
