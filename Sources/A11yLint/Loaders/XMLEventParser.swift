import CLibXML2
import A11yLintModel

/// Receives elements from `XMLEventParser` in document order.
protocol XMLEventHandler: AnyObject {
    /// Returns an error to stop parsing (e.g. the root element is of another format).
    func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError?
    func endElement()
}

/// An element or attribute name as libxml2 hands it over. libxml2 interns names in its
/// dictionary, so the same name arrives at the same address: handlers cache by pointer.
struct XMLName {
    let pointer: UnsafePointer<xmlChar>

    var string: String { String(cString: pointer) }

    func equals(_ literal: StaticString) -> Bool {
        strcmp(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self),
               UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }
}

/// Values that repeat on most nodes (class and package names) shared as one String instead of
/// one allocation per node: a few dozen distinct values are found by comparing bytes.
struct XMLValueInterner {
    private var keys: [[UInt8]] = []
    private var values: [String] = []
    /// The value found last: consecutive nodes mostly share it (one package per dump).
    private var last = -1

    mutating func string(_ value: UnsafeBufferPointer<UInt8>) -> String {
        if last >= 0, Self.equal(keys[last], value) { return values[last] }
        for i in keys.indices where Self.equal(keys[i], value) {
            last = i
            return values[i]
        }
        let s = XMLText.decode(value)
        if keys.count < 64 { keys.append(Array(value)); values.append(s); last = keys.count - 1 }
        return s
    }

    @inline(__always)
    private static func equal(_ key: [UInt8], _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == value.count else { return false }
        guard let b = value.baseAddress, value.count > 0 else { return true }
        return key.withUnsafeBufferPointer { memcmp($0.baseAddress!, b, value.count) == 0 }
    }
}

/// The attributes of one start tag, without copying: libxml2's five-pointer records.
struct XMLAttributes: Sequence {
    let count: Int
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?

    struct Attribute {
        let name: XMLName
        let value: UnsafeBufferPointer<UInt8>

        /// The value with character and predefined entity references decoded.
        var string: String { XMLText.decode(value) }

        /// `true`/`false` as a Bool; anything else is nil.
        @inline(__always) var bool: Bool? {
            if value.count == 4, value[0] == UInt8(ascii: "t") { return true }
            if value.count == 5, value[0] == UInt8(ascii: "f") { return false }
            return nil
        }
    }

    /// A concrete iterator, not `AnyIterator`: its closure call per attribute was a visible share
    /// of loading a dump.
    func makeIterator() -> Iterator { Iterator(count: count, base: base) }

    struct Iterator: IteratorProtocol {
        let count: Int
        let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
        var i = 0

        mutating func next() -> Attribute? {
            guard i < count, let base else { return nil }
            let record = base + i * 5
            i += 1
            guard let name = record[0], let start = record[3], let end = record[4] else { return nil }
            let buffer = UnsafeBufferPointer(start: UnsafePointer<UInt8>(start), count: end - start)
            return Attribute(name: XMLName(pointer: name), value: buffer)
        }
    }
}

enum XMLText {
    /// Decodes `&#38;`, `&#x26;` and the five predefined entities; libxml2 without `NOENT`
    /// passes them through in attribute values. Unknown references are kept as written.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
        guard memchr(base, Int32(UInt8(ascii: "&")), bytes.count) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "&"), let semi = bytes[i...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                out.append(byte); i += 1; continue
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1) ..< semi]), as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch name {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                }
            }
            if let scalar {
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = semi + 1
            } else {
                out.append(byte); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Where a parse reads its input: 64 KB chunks (`XMLEventParser.chunkSize`), all full but the
/// last, so libxml2 sees the same calls whether the bytes are in memory or read from a file.
protocol XMLChunkSource {
    /// The next chunk and whether it is the last; valid until the next call.
    mutating func next() throws(InputError) -> (chunk: UnsafeRawBufferPointer, last: Bool)
    /// Whether `rewind` can start the document again (a pipe cannot): `XMLDocumentReader` tries
    /// its fast scanner only then, since a declined scan is read again by libxml2.
    var canRewind: Bool { get }
    /// Back to the document's first chunk.
    mutating func rewind() throws(InputError)
}

/// A document already in memory, cut into chunks.
struct XMLMemoryChunks: XMLChunkSource {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    /// `XMLEventParser.chunkSize`; tests cut documents finer to put tags across chunk ends.
    let chunkSize: Int

    init(_ bytes: UnsafeRawBufferPointer, chunkSize: Int = XMLEventParser.chunkSize) {
        self.bytes = bytes
        self.chunkSize = chunkSize
    }

    var canRewind: Bool { true }

    mutating func rewind() throws(InputError) { offset = 0 }

    mutating func next() throws(InputError) -> (chunk: UnsafeRawBufferPointer, last: Bool) {
        let length = min(chunkSize, bytes.count - offset)
        let chunk = UnsafeRawBufferPointer(start: bytes.baseAddress.map { $0 + offset }, count: length)
        offset += length
        return (chunk, offset >= bytes.count)
    }
}

/// Streams an XML document through libxml2's SAX2 push parser, in 64 KB chunks.
///
/// Safe for untrusted input: no entity substitution, no DTD loading, no network; a DOCTYPE is
/// refused outright (dumps never carry one, and it is where entity tricks live). Nesting deeper
/// than `maxDepth` stops the parse with an error instead of exhausting memory or stack.
///
/// Its mutable state lives behind a pointer it owns, not in class properties: a class's `var`s are
/// checked for exclusive access at run time on every read and write, once per element here.
final class XMLEventParser {
    static let chunkSize = 64 * 1024

    private struct State {
        var context: xmlParserCtxtPtr?
        var depth = 0
        var error: InputError?
        /// How the document's end looked when libxml2 stopped there (`XMLDocumentEnd`).
        var end = XMLDocumentEnd()
    }

    /// The loader keeps its handler alive for the whole parse.
    private unowned(unsafe) let handler: XMLEventHandler
    private let maxDepth: Int
    private let state: UnsafeMutablePointer<State>
    /// Text a tool may print after the root element closes that is not part of the document
    /// (`UIAutomatorDumpTrailer`); nil: any such text is malformed XML.
    private let trailer: XMLDocumentEnd.Trailer?

    init(handler: XMLEventHandler, maxDepth: Int, trailer: XMLDocumentEnd.Trailer? = nil) {
        self.handler = handler
        self.maxDepth = maxDepth
        self.trailer = trailer
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    fileprivate var context: xmlParserCtxtPtr? { state.pointee.context }

    /// Parses `bytes`; throws the first error met, with its line and column.
    func parse(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
        var source = XMLMemoryChunks(bytes)
        try parse(&source)
    }

    /// Parses the chunks of `source` as they come; throws the first error met (the parse's, with
    /// its line and column, or the source's).
    func parse<Source: XMLChunkSource>(_ source: inout Source) throws(InputError) {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = xmlStartElement
        sax.endElementNs = xmlEndElement
        sax.internalSubset = xmlInternalSubset
        sax.serror = xmlStructuredError

        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let ctxt = xmlCreatePushParserCtxt(&sax, me, nil, 0, nil) else {
            throw InputError("could not create an XML parser")
        }
        state.pointee.context = ctxt
        defer {
            if let doc = ctxt.pointee.myDoc { xmlFreeDoc(doc) }
            xmlFreeParserCtxt(ctxt)
            state.pointee.context = nil
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        xmlCtxtUseOptions(ctxt, options)

        while true {
            let (chunk, last) = try source.next()
            state.pointee.end.finalChunk = last
            let status = xmlParseChunk(ctxt, chunk.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(chunk.count), last ? 1 : 0)
            if let error = state.pointee.error {
                if let trailer, try state.pointee.end.trailerFollows(trailer, rest: &source, last: last) { return }
                throw error
            }
            if status != 0 || ctxt.pointee.disableSAX != 0 && ctxt.pointee.wellFormed == 0 {
                throw InputError("malformed XML", at: currentLocation())
            }
            if last { break }
        }
        if ctxt.pointee.wellFormed == 0 {
            throw state.pointee.error ?? InputError("malformed XML", at: currentLocation())
        }
    }

    fileprivate func fail(_ error: InputError) {
        guard state.pointee.error == nil else { return }
        state.pointee.error = error
        if let context { xmlStopParser(context) }
    }

    /// The error to report when libxml2 stopped at the end of the document, or nil for other
    /// errors. Keeps the text after a closed root element for `trailer` to judge.
    fileprivate func documentEnd(code: Int32, at location: SourceLocation) -> InputError? {
        guard let context, let input = context.pointee.input else { return nil }
        let unread = UnsafeRawBufferPointer(start: input.pointee.cur, count: max(0, input.pointee.end.map { $0 - (input.pointee.cur ?? $0) } ?? 0))
        let innermost = context.pointee.name.map { String(cString: $0) }
        let lastByte = input.pointee.end.flatMap { end in input.pointee.base.flatMap { end > $0 ? (end - 1).pointee : nil } }
        return state.pointee.end.ended(code: code, unread: unread, lastByte: lastByte, innermost: innermost, keepingTrailing: trailer != nil, at: location)
    }

    /// In the last chunk, the element just started has no `>`: libxml2 reached the end inside its tag.
    private var tagCutShort: Bool {
        guard state.pointee.end.finalChunk, let context, let input = context.pointee.input,
              let cur = input.pointee.cur, let end = input.pointee.end, let base = input.pointee.base else { return false }
        return cur >= end && cur > base && (cur - 1).pointee != UInt8(ascii: ">")
    }

    fileprivate func currentLocation() -> SourceLocation {
        guard let context, let input = context.pointee.input else { return .unknown }
        return SourceLocation(line: Int(input.pointee.line), column: Int(input.pointee.col))
    }

    /// The last '<' in `base ..< end`, and the line breaks and UTF-8 scalars (non-continuation
    /// bytes) from it to `end`, in one backward pass: sixteen bytes at a time while they hold no
    /// '<', no line break and no byte above ASCII (the common case: a tag on one line).
    static func tagStart(from base: UnsafePointer<UInt8>, before end: UnsafePointer<UInt8>) -> (UnsafePointer<UInt8>, newlines: Int, scalars: Int)? {
        var p = end
        var newlines = 0, scalars = 0
        let brackets = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
        let breaks = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
        let ascii = SIMD16<UInt8>(repeating: 0x80)
        while true {
            if p - base >= 16 {
                let v = UnsafeRawPointer(p - 16).loadUnaligned(as: SIMD16<UInt8>.self)
                // The mask's lanes as two words (`any` reduces lane by lane here, three times slower).
                let lanes = unsafeBitCast((v .== brackets) .| (v .== breaks) .| (v .>= ascii), to: (UInt64, UInt64).self)
                if lanes.0 | lanes.1 == 0 {
                    scalars += 16
                    p -= 16
                    continue
                }
            }
            // Byte by byte through these sixteen (or the last few before `base`).
            let stop = max(base, p - 16)
            while p > stop {
                p -= 1
                let byte = p.pointee
                if byte & 0xC0 != 0x80 { scalars += 1 }
                if byte == UInt8(ascii: "<") { return (p, newlines, scalars) }
                if byte == UInt8(ascii: "\n") { newlines += 1 }
            }
            if p == base { return nil }
        }
    }

    /// Where the element just parsed starts. libxml2 reports the position after the start tag;
    /// walk back to its `<` (which cannot occur inside attribute values) and correct the column.
    fileprivate func startTagLocation() -> SourceLocation {
        guard let context, let input = context.pointee.input,
              let base = input.pointee.base, let cur = input.pointee.cur else { return currentLocation() }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        // The tag's '<' (never inside an attribute value in well-formed XML), found while its span
        // is counted, sixteen bytes at a time. This runs once per element over all its attributes:
        // a byte-by-byte walk was a second pass over the file.
        guard let (p, newlines, scalars) = Self.tagStart(from: base, before: cur) else { return currentLocation() }
        if newlines == 0 {
            column = max(1, column - scalars)
        } else {
            line -= newlines
            var q = p
            var count = 1
            while q > base, (q - 1).pointee != UInt8(ascii: "\n") {
                q -= 1
                if q.pointee & 0xC0 != 0x80 { count += 1 }
            }
            column = count
        }
        return SourceLocation(line: line, column: column)
    }

    fileprivate func start(_ name: UnsafePointer<xmlChar>, _ count: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard state.pointee.error == nil else { return }
        state.pointee.depth += 1
        let location = startTagLocation()
        if state.pointee.depth == 1 { state.pointee.end.rootOpened(name, at: location) }
        if state.pointee.depth > maxDepth {
            fail(InputError("elements nest deeper than \(maxDepth) levels; no real screen is this deep", at: location))
            return
        }
        if let refusal = handler.startElement(XMLName(pointer: name), XMLAttributes(count: Int(count), base: attributes), at: location) {
            // A start tag the file's end cuts short (`<XCUIElementTy`) has a clipped name: say the file ends.
            fail(tagCutShort ? documentEnd(code: Int32(XML_ERR_DOCUMENT_END.rawValue), at: currentLocation()) ?? refusal : refusal)
        }
    }

    fileprivate func end() {
        guard state.pointee.error == nil else { return }
        state.pointee.depth -= 1
        if state.pointee.depth == 0 { state.pointee.end.rootClosed = true }
        handler.endElement()
    }
}

private func parser(_ ctx: UnsafeMutableRawPointer?) -> XMLEventParser {
    Unmanaged<XMLEventParser>.fromOpaque(ctx!).takeUnretainedValue()
}

private func xmlStartElement(
    ctx: UnsafeMutableRawPointer?, localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
    uri: UnsafePointer<xmlChar>?, nbNamespaces: Int32, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    nbAttributes: Int32, nbDefaulted: Int32, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    guard let localname else { return }
    parser(ctx).start(localname, nbAttributes, attributes)
}

private func xmlEndElement(ctx: UnsafeMutableRawPointer?, localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?) {
    parser(ctx).end()
}

private func xmlInternalSubset(ctx: UnsafeMutableRawPointer?, name: UnsafePointer<xmlChar>?, externalID: UnsafePointer<xmlChar>?, systemID: UnsafePointer<xmlChar>?) {
    let p = parser(ctx)
    p.fail(InputError("the document has a DOCTYPE declaration; dumps never do, and a11ylint refuses DTDs and entity declarations for safety", at: p.currentLocation()))
}

private func xmlStructuredError(ctx: UnsafeMutableRawPointer?, error: UnsafeMutablePointer<xmlError>?) {
    guard let ctx, let error else { return }
    let p = parser(ctx)
    // Warnings do not stop a dump from being read.
    guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
    message = message.trimmingCharacters(in: .whitespacesAndNewlines)
    let location = SourceLocation(line: Int(error.pointee.line), column: Int(error.pointee.int2))
    // A document that ends early, or text after the root element, is told apart from other damage.
    if let ended = p.documentEnd(code: error.pointee.code, at: location) {
        p.fail(ended)
        return
    }
    p.fail(InputError("malformed XML: \(message)", at: location))
}

import Foundation
