import A11yLintModel

/// The byte classes (`Class`) of all 256 bytes, made once for the process: made per scanner, the
/// table cost more than a small document's whole scan under the fuzzer's instrumentation.
enum XMLByteClasses {
    // Written once, before any reader sees it, and never again.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0 ..< 256 {
            var c: UInt8 = 0
            let ch = UInt8(b)
            if (ch >= UInt8(ascii: "a") && ch <= UInt8(ascii: "z")) || (ch >= UInt8(ascii: "A") && ch <= UInt8(ascii: "Z")) || ch == UInt8(ascii: "_") {
                c |= Class.nameStart | Class.name
            }
            if (ch >= UInt8(ascii: "0") && ch <= UInt8(ascii: "9")) || ch == UInt8(ascii: ".") || ch == UInt8(ascii: "-") { c |= Class.name }
            // Attribute value bytes the fast path stops at: quotes, markup, references, controls, non-ASCII.
            if ch < 0x20 || ch >= 0x80 || ch == UInt8(ascii: "\"") || ch == UInt8(ascii: "'") || ch == UInt8(ascii: "&") || ch == UInt8(ascii: "<") {
                c |= Class.valueStop
            }
            classes[b] = c
        }
        return UnsafePointer(classes)
    }()
}

/// `XMLScanner`'s byte classes, bits of one table entry.
private enum Class {
    static let nameStart: UInt8 = 1
    static let name: UInt8 = 2
    /// Attribute value bytes the fast path stops at: quotes, markup, references, controls, non-ASCII.
    static let valueStop: UInt8 = 4
}

/// A fast reader for the plain XML that dumps are: UTF-8, no DTD, no namespaces, no entities
/// beyond XML's five, no CDATA or processing instructions. It hands the handler the same events
/// libxml2's SAX2 push parser would (`XMLEventParser`: names at stable addresses, attribute
/// records in libxml2's five-pointer layout with values as `startElementNs` delivers them, each
/// tag's line and column) and otherwise *declines*: on anything it does not accept, on any error,
/// on a handler's refusal. Declining is never an answer: the caller then parses the whole document
/// again with libxml2 and a fresh handler (`XMLDocumentReader`), so every error message and
/// location is libxml2's. Whatever it accepts, libxml2 accepts with the same events (the
/// `xml-scan` fuzz mode checks it).
///
/// One pass, no recursion; chunks are copied into a window, and a construct (tag, comment) cut by
/// a chunk's end is carried over and read again once the next chunk is there. Bounded: a
/// construct over `maxConstruct` bytes, nesting over `maxDepth`, more than `XMLNameTable.limit`
/// names: declined.
struct XMLScanner<Handler: XMLEventHandler> {
    enum Outcome { case accepted, declined }

    /// A tag or comment longer than this is left to libxml2 (which refuses one over 10 MB: "Huge input lookup").
    static var maxConstruct: Int { 1 << 20 }

    private unowned(unsafe) let handler: Handler
    private let maxDepth: Int
    private let trailer: XMLDocumentEnd.Trailer?

    private var names = XMLNameTable()
    /// Byte classes (`Class`), one table so each byte costs one load.
    private let classes: UnsafePointer<UInt8> = XMLByteClasses.table

    /// The bytes being read: what was carried over, then the newest chunk; a 0 after them.
    private var window: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// The offset in the document of `window[0]`.
    private var windowOffset = 0
    private var sawLast = false

    /// Where lines start, for the line and column of each tag's '<' (columns count UTF-8 scalars).
    private struct Lines {
        var line = 1
        /// Document offset of the current line's first byte.
        var start = 0
        /// UTF-8 continuation bytes since `start`.
        var continuations = 0
    }
    private var lines = Lines()

    /// Open elements' name ids.
    private var stack: [Int] = []
    /// Serial of the start tag being read, to spot a repeated attribute (`XMLNameTable.stamps`).
    private var tagSerial = 0

    /// Per start tag: each attribute's name id and value (offset and length, in the window or in
    /// `scratch` when it had to be normalised), then the records handed over.
    private struct PendingAttribute {
        var name: Int
        var offset: Int
        var length: Int
        var normalised: Bool
    }
    private var pending: UnsafeMutablePointer<PendingAttribute>
    private var pendingCapacity = 32
    /// How many of `pending`'s entries the last start tag filled: their names predict the next tag's.
    private var previousAttributes = 0
    private var records: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity = 4096
    private var scratchCount = 0

    private enum Phase { case start, prolog, content, epilog }
    private var phase = Phase.start

    /// A construct's outcome: read up to an index, cut short by the window's end, or declined.
    private enum Step {
        case advance(Int)
        case needMore
        case decline
    }

    init(handler: Handler, maxDepth: Int, trailer: XMLDocumentEnd.Trailer?) {
        self.handler = handler
        self.maxDepth = maxDepth
        self.trailer = trailer
        // Grown to what the chunks need (at most two of them with a construct across their
        // border): a document in memory smaller than a chunk never takes 128 KB (the xml-scan
        // fuzz mode scans each input four times).
        capacity = 4096
        window = .allocate(capacity: capacity + 1)
        pending = .allocate(capacity: pendingCapacity)
        records = .allocate(capacity: 5 * pendingCapacity)
        scratch = .allocate(capacity: scratchCapacity)
    }

    mutating func deallocate() {
        names.deallocate()
        window.deallocate()
        pending.deallocate()
        records.deallocate()
        scratch.deallocate()
    }

    /// Reads `source` to its end, handing events to the handler; `.declined` as soon as anything
    /// is outside what it accepts (the handler has then seen part of the document: discard it).
    mutating func scan<Source: XMLChunkSource>(_ source: inout Source) -> Outcome {
        var i = 0
        while true {
            let step = i < count ? self.step(at: i) : .needMore
            switch step {
            case let .advance(next):
                i = next
            case .decline:
                return .declined
            case .needMore:
                if sawLast {
                    // The end: whole if the root element closed and nothing is left half read.
                    return i == count && phase == .epilog ? .accepted : .declined
                }
                // Every construct that can be cut short ends with '>' (or the document): read on
                // until a chunk brings one, so a long tag is not read again for every chunk.
                var seen = count - i
                repeat {
                    if count - i > Self.maxConstruct { return .declined }
                    // Read errors too are left to the libxml2 pass, which meets them where it would.
                    guard refill(keeping: i, from: &source) else { return .declined }
                    i = 0
                    let fresh = memchr(window + seen, Int32(UInt8(ascii: ">")), count - seen)
                    seen = count
                    if fresh != nil { break }
                } while !sawLast
            }
        }
    }

    /// Moves `window[keep ..< count]` to the front and appends the next chunk.
    private mutating func refill<Source: XMLChunkSource>(keeping keep: Int, from source: inout Source) -> Bool {
        let chunk: UnsafeRawBufferPointer
        let last: Bool
        do throws(InputError) {
            (chunk, last) = try source.next()
        } catch {
            return false
        }
        let kept = count - keep
        if kept > 0, keep > 0 { memmove(window, window + keep, kept) }
        windowOffset += keep
        if kept + chunk.count > capacity {
            capacity = max(2 * capacity, kept + chunk.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 1)
            grown.update(from: window, count: kept)
            window.deallocate()
            window = grown
        }
        if let base = chunk.baseAddress, chunk.count > 0 {
            (window + kept).update(from: base.assumingMemoryBound(to: UInt8.self), count: chunk.count)
        }
        count = kept + chunk.count
        window[count] = 0
        sawLast = last
        return true
    }

    // MARK: - Constructs

    private mutating func step(at i: Int) -> Step {
        switch phase {
        case .start:
            if count - i < 6, !sawLast { return .needMore }
            // A BOM, or a declaration not first in the file, is libxml2's to judge.
            if window[i] == 0xEF { return .decline }
            if match(i, "<?xml") {
                let step = declaration(at: i)
                if case .advance = step { phase = .prolog }
                return step
            }
            phase = .prolog
            return .advance(i)
        case .prolog, .epilog:
            let byte = window[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A { return .advance(blanks(from: i)) }
            if byte == UInt8(ascii: "<") {
                if count - i < 4, !sawLast { return .needMore }
                if match(i, "<!--") { return comment(at: i) }
                if phase == .prolog, i + 1 < count, classes[Int(window[i + 1])] & Class.nameStart != 0 { return startTag(at: i) }
                return .decline
            }
            return phase == .epilog ? trailing(at: i) : .decline
        case .content:
            let byte = window[i]
            if byte == UInt8(ascii: "<") {
                if i + 1 >= count { return .needMore }
                let next = window[i + 1]
                if classes[Int(next)] & Class.nameStart != 0 { return startTag(at: i) }
                if next == UInt8(ascii: "/") { return endTag(at: i) }
                if count - i < 4, !sawLast { return .needMore }
                if match(i, "<!--") { return comment(at: i) }
                return .decline
            }
            return text(from: i)
        }
    }

    private func match(_ i: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= count else { return false }
        return memcmp(window + i, literal.utf8Start, n) == 0
    }

    /// Blanks outside the root element (and between elements' text, through `text`).
    private mutating func blanks(from start: Int) -> Int {
        var i = start
        while i < count {
            let byte = window[i]
            if byte == 0x0A {
                lines.line += 1
                lines.start = windowOffset + i + 1
                lines.continuations = 0
            } else if byte != 0x20 && byte != 0x09 {
                break
            }
            i += 1
        }
        return i
    }

    /// Character data inside the root element: handlers ignore it, but it must be what libxml2
    /// accepts. `&` (references) and `]` (a stray `]]>` is an error) are left to libxml2.
    private mutating func text(from start: Int) -> Step {
        var i = start
        while i < count {
            let byte = window[i]
            if byte == UInt8(ascii: "<") { break }
            if byte >= 0x20 && byte < 0x80 {
                if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "]") { return .decline }
                i += 1
            } else if byte == 0x0A {
                lines.line += 1
                lines.start = windowOffset + i + 1
                lines.continuations = 0
                i += 1
            } else if byte == 0x09 {
                i += 1
            } else if byte >= 0x80 {
                let length = Self.scalarLength(window + i, available: count - i)
                if length == 0 { return i > start ? .advance(i) : (sawLast ? .decline : .needMore) }
                if length < 0 { return .decline }
                lines.continuations += length - 1
                i += length
            } else {
                return .decline // controls, CR included (libxml2 normalises line ends; left to it)
            }
        }
        return .advance(i)
    }

    /// The length of the UTF-8 sequence at `p` if it is a character XML allows (libxml2's
    /// `xmlCurrentChar` and `IS_CHAR`: no overlong forms, no surrogates, not U+FFFE or U+FFFF);
    /// 0 if cut short by `available`, -1 if not allowed.
    static func scalarLength(_ p: UnsafePointer<UInt8>, available: Int) -> Int {
        let b0 = UInt32(p[0])
        let length: Int
        var scalar: UInt32
        switch b0 {
        case 0xC2 ... 0xDF: length = 2; scalar = b0 & 0x1F
        case 0xE0 ... 0xEF: length = 3; scalar = b0 & 0x0F
        case 0xF0 ... 0xF4: length = 4; scalar = b0 & 0x07
        default: return -1
        }
        if available < length {
            for k in 1 ..< available where p[k] & 0xC0 != 0x80 { return -1 }
            return 0
        }
        for k in 1 ..< length {
            let b = UInt32(p[k])
            guard b & 0xC0 == 0x80 else { return -1 }
            scalar = scalar << 6 | (b & 0x3F)
        }
        switch length {
        case 3: if scalar < 0x800 || (scalar >= 0xD800 && scalar < 0xE000) || scalar == 0xFFFE || scalar == 0xFFFF { return -1 }
        case 4: if scalar < 0x10000 || scalar > 0x10FFFF { return -1 }
        default: break
        }
        return length
    }

    /// A name: ASCII letters, digits, `_ . -`, a letter or `_` first. A colon (namespaces) or any
    /// other character is declined. Returns the end and the hash, or nil if the window ends in it.
    @inline(__always)
    private func name(at start: Int) -> (end: Int, hash: UInt32)? {
        var i = start
        var hash = XMLNameTable.hashSeed
        while i < count, classes[Int(window[i])] & Class.name != 0 {
            hash = XMLNameTable.hash(hash, window[i])
            i += 1
        }
        return i < count ? (i, hash) : nil
    }

    /// `<!-- … -->`: characters XML allows, no `--` inside.
    private mutating func comment(at start: Int) -> Step {
        var i = start + 4
        var local = lines
        while i < count {
            let byte = window[i]
            if byte == UInt8(ascii: "-") {
                if i + 2 >= count { break }
                if window[i + 1] == UInt8(ascii: "-") {
                    guard window[i + 2] == UInt8(ascii: ">") else { return .decline }
                    lines = local
                    return .advance(i + 3)
                }
                i += 1
            } else if byte >= 0x20 && byte < 0x80 || byte == 0x09 {
                i += 1
            } else if byte == 0x0A {
                local.line += 1
                local.start = windowOffset + i + 1
                local.continuations = 0
                i += 1
            } else if byte >= 0x80 {
                let length = Self.scalarLength(window + i, available: count - i)
                if length == 0 { break }
                if length < 0 { return .decline }
                local.continuations += length - 1
                i += length
            } else {
                return .decline
            }
        }
        return sawLast ? .decline : .needMore
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` at the very start, each part in
    /// libxml2's order (`xmlParseXMLDecl`); version 1.0 only, encoding UTF-8 only (any other is
    /// converted by libxml2: declined).
    private mutating func declaration(at start: Int) -> Step {
        guard let end = find("?>", from: start) else { return sawLast ? .decline : .needMore }
        var local = lines
        var i = start + 5
        func blanks() -> Int {
            var n = 0
            while i < end, window[i] == 0x20 || window[i] == 0x09 || window[i] == 0x0A {
                if window[i] == 0x0A {
                    local.line += 1
                    local.start = windowOffset + i + 1
                    local.continuations = 0
                }
                i += 1
                n += 1
            }
            return n
        }
        func literal(_ s: StaticString) -> Bool {
            guard i + s.utf8CodeUnitCount <= end, memcmp(window + i, s.utf8Start, s.utf8CodeUnitCount) == 0 else { return false }
            i += s.utf8CodeUnitCount
            return true
        }
        /// `name S? = S? "value"` with the value one of `allowed` (ASCII case ignored when `anyCase`).
        func pseudoAttribute(_ key: StaticString, _ allowed: [StaticString], anyCase: Bool) -> Bool {
            guard literal(key) else { return false }
            _ = blanks()
            guard literal("=") else { return false }
            _ = blanks()
            guard i < end, window[i] == UInt8(ascii: "\"") || window[i] == UInt8(ascii: "'") else { return false }
            let quote = window[i]
            i += 1
            let valueStart = i
            while i < end, window[i] != quote { i += 1 }
            guard i < end else { return false }
            let length = i - valueStart
            i += 1
            return allowed.contains { s in
                guard s.utf8CodeUnitCount == length else { return false }
                for k in 0 ..< length {
                    var a = window[valueStart + k], b = s.utf8Start[k]
                    if anyCase { a = a | (a >= 0x41 && a <= 0x5A ? 0x20 : 0); b = b | (b >= 0x41 && b <= 0x5A ? 0x20 : 0) }
                    if a != b { return false }
                }
                return true
            }
        }
        guard blanks() > 0, pseudoAttribute("version", ["1.0"], anyCase: false) else { return .decline }
        var gap = blanks()
        if gap > 0, i < end, window[i] == UInt8(ascii: "e") {
            guard pseudoAttribute("encoding", ["UTF-8"], anyCase: true) else { return .decline }
            gap = blanks()
        }
        if gap > 0, i < end, window[i] == UInt8(ascii: "s") {
            guard pseudoAttribute("standalone", ["yes", "no"], anyCase: false) else { return .decline }
            _ = blanks()
        }
        guard i == end else { return .decline }
        lines = local
        return .advance(end + 2)
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let n = literal.utf8CodeUnitCount
        var i = start
        while i + n <= count {
            if window[i] == literal.utf8Start[0], memcmp(window + i, literal.utf8Start, n) == 0 { return i }
            i += 1
        }
        return nil
    }

    /// `</name S? >`, closing the open element of that name.
    private mutating func endTag(at start: Int) -> Step {
        guard let top = stack.last else { return .decline }
        let nameStart = start + 2
        guard nameStart < count else { return .needMore }
        guard classes[Int(window[nameStart])] & Class.nameStart != 0 else { return .decline }
        guard let (nameEnd, _) = name(at: nameStart) else { return .needMore }
        let length = nameEnd - nameStart
        guard length == names.length(top), memcmp(window + nameStart, names.name(top), length) == 0 else { return .decline }
        var i = nameEnd
        var local = lines
        while i < count, window[i] == 0x20 || window[i] == 0x09 || window[i] == 0x0A {
            if window[i] == 0x0A {
                local.line += 1
                local.start = windowOffset + i + 1
                local.continuations = 0
            }
            i += 1
        }
        guard i < count else { return .needMore }
        guard window[i] == UInt8(ascii: ">") else { return .decline }
        lines = local
        stack.removeLast()
        handler.endElement()
        if stack.isEmpty { phase = .epilog }
        return .advance(i + 1)
    }

    /// `<name (S attr S? = S? "value")* S? (> | />)`: interns the names, normalises the values
    /// as libxml2 delivers them, and hands the element over.
    private mutating func startTag(at start: Int) -> Step {
        let column = windowOffset + start - lines.start - lines.continuations + 1
        let line = lines.line
        guard let (nameEnd, nameHash) = name(at: start + 1) else { return .needMore }
        var i = nameEnd
        if window[i] == UInt8(ascii: ":") { return .decline }
        var local = lines
        var newlines = false
        var attributes = 0
        scratchCount = 0
        tagSerial += 1
        let serial = tagSerial
        var selfClosing = false
        while true {
            // Blanks, then the tag's end or (after a blank) an attribute.
            var blank = false
            while i < count {
                let byte = window[i]
                if byte == 0x20 || byte == 0x09 {
                    blank = true
                } else if byte == 0x0A {
                    blank = true
                    newlines = true
                    local.line += 1
                    local.start = windowOffset + i + 1
                    local.continuations = 0
                } else {
                    break
                }
                i += 1
            }
            guard i < count else { return .needMore }
            let byte = window[i]
            if byte == UInt8(ascii: ">") {
                i += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard i + 1 < count else { return .needMore }
                guard window[i + 1] == UInt8(ascii: ">") else { return .decline }
                i += 2
                selfClosing = true
                break
            }
            guard blank, classes[Int(byte)] & Class.nameStart != 0 else { return .decline }
            // The attribute's name: first the one the previous tag had in this place (dumps write
            // every node's attributes in one order), compared as bytes; else read and interned.
            let attributeStart = i
            var id = -1
            if attributes < previousAttributes {
                let predicted = pending[attributes].name
                let length = names.length(predicted)
                if attributeStart + length < count, memcmp(window + attributeStart, names.name(predicted), length) == 0,
                   classes[Int(window[attributeStart + length])] & Class.name == 0 {
                    id = predicted
                    i = attributeStart + length
                }
            }
            if id < 0 {
                guard let (attributeEnd, attributeHash) = name(at: i) else { return .needMore }
                i = attributeEnd
                let attributeLength = attributeEnd - attributeStart
                // `xmlns` declares a namespace (not an attribute in SAX2); a colon (below) a prefix.
                if attributeLength == 5, memcmp(window + attributeStart, "xmlns", 5) == 0 { return .decline }
                guard let interned = names.intern(window + attributeStart, length: attributeLength, hash: attributeHash) else { return .decline }
                id = interned
            }
            if window[i] == UInt8(ascii: ":") { return .decline }
            // libxml2: "Attribute x redefined".
            if names.stamps[id] == serial { return .decline }
            names.stamps[id] = serial
            // S? = S?
            while i < count, window[i] == 0x20 || window[i] == 0x09 || window[i] == 0x0A {
                if window[i] == 0x0A {
                    newlines = true
                    local.line += 1
                    local.start = windowOffset + i + 1
                    local.continuations = 0
                }
                i += 1
            }
            guard i < count else { return .needMore }
            guard window[i] == UInt8(ascii: "=") else { return .decline }
            i += 1
            while i < count, window[i] == 0x20 || window[i] == 0x09 || window[i] == 0x0A {
                if window[i] == 0x0A {
                    newlines = true
                    local.line += 1
                    local.start = windowOffset + i + 1
                    local.continuations = 0
                }
                i += 1
            }
            guard i < count else { return .needMore }
            let quote = window[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return .decline }
            i += 1
            let valueStart = i
            // Plain ASCII up to the quote, sixteen bytes at a time: the value as it is in the input.
            i = skipPlain(from: i)
            guard i < count else { return .needMore }
            if attributes == pendingCapacity { growPending() }
            if window[i] == quote {
                pending[attributes] = PendingAttribute(name: id, offset: valueStart, length: i - valueStart, normalised: false)
                i += 1
            } else {
                // A value libxml2 rewrites (`xmlParseAttValueComplex`): copied, normalised, into `scratch`.
                let scratchStart = scratchCount
                append(window + valueStart, count: i - valueStart)
                switch normalise(from: i, quote: quote, lines: &local, newlines: &newlines) {
                case let .advance(end): i = end
                case .needMore: return .needMore
                case .decline: return .decline
                }
                pending[attributes] = PendingAttribute(name: id, offset: scratchStart, length: scratchCount - scratchStart, normalised: true)
            }
            attributes += 1
            if i - start > Self.maxConstruct { return .decline }
        }
        // libxml2 finds each tag's line and column by walking back from its end, and counts a
        // column from the tag's own line start only within the 80 bytes it keeps before a tag
        // (`xmlParserInputShrink`, LINE_LEN): a tag spanning lines whose line starts further
        // back is left to it.
        if newlines, windowOffset + start - lines.start > 64 { return .decline }
        if stack.count >= maxDepth { return .decline }
        guard let id = names.intern(window + start + 1, length: nameEnd - start - 1, hash: nameHash) else { return .decline }
        lines = local
        previousAttributes = attributes
        for k in 0 ..< attributes {
            let a = pending[k]
            let base = a.normalised ? UnsafePointer(scratch) : UnsafePointer(window)
            let record = records + 5 * k
            record[0] = UnsafePointer(names.name(a.name))
            record[1] = nil
            record[2] = nil
            record[3] = base + a.offset
            record[4] = base + a.offset + a.length
        }
        if phase == .prolog { phase = .content }
        stack.append(id)
        let refusal = handler.startElement(XMLName(pointer: names.name(id)), XMLAttributes(count: attributes, base: records), at: SourceLocation(line: line, column: column))
        if refusal != nil { return .decline }
        if selfClosing {
            stack.removeLast()
            handler.endElement()
            if stack.isEmpty { phase = .epilog }
        }
        return .advance(i)
    }

    /// Skips attribute value bytes that need no rewriting (`Class.valueStop`), sixteen at a time.
    @inline(__always)
    private func skipPlain(from start: Int) -> Int {
        var i = start
        let quote2 = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let quote1 = SIMD16<UInt8>(repeating: UInt8(ascii: "'"))
        let amp = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
        let lt = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
        let low = SIMD16<UInt8>(repeating: 0x20)
        let high = SIMD16<UInt8>(repeating: 0x80)
        while count - i >= 16 {
            let v = UnsafeRawPointer(window + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let stops = (v .== quote2) .| (v .== quote1) .| (v .== amp) .| (v .== lt) .| (v .< low) .| (v .>= high)
            // Lanes as two words, lane 0 lowest: the first stop is the first set byte.
            let lanes = unsafeBitCast(stops, to: (UInt64, UInt64).self)
            if lanes.0 != 0 { return i + lanes.0.trailingZeroBitCount >> 3 }
            if lanes.1 != 0 { return i + 8 + lanes.1.trailingZeroBitCount >> 3 }
            i += 16
        }
        while i < count, classes[Int(window[i])] & Class.valueStop == 0 { i += 1 }
        return i
    }

    /// The rest of an attribute value from `start` (a byte the fast path stopped at) to its closing
    /// quote, appended to `scratch` as libxml2's `xmlParseAttValueComplex` builds it without
    /// NOENT: tab and line feed become a space; `&amp;` and `&#38;` stay a reference, `&#38;`;
    /// the other four entities and every other character reference become their character.
    private mutating func normalise(from start: Int, quote: UInt8, lines local: inout Lines, newlines: inout Bool) -> Step {
        var i = start
        while i < count {
            let byte = window[i]
            if byte == quote { return .advance(i + 1) }
            if byte >= 0x20 && byte < 0x80 {
                if byte == UInt8(ascii: "<") { return .decline }
                if byte == UInt8(ascii: "&") {
                    guard let semicolon = reference(from: i) else { return sawLast || count - i > 16 ? .decline : .needMore }
                    guard let scalar = Self.referenced(window + i + 1, count: semicolon - i - 1) else { return .decline }
                    if scalar == 0x26 {
                        append("&#38;")
                    } else {
                        appendScalar(scalar)
                    }
                    i = semicolon + 1
                    continue
                }
                append(byte)
                i += 1
            } else if byte == 0x09 || byte == 0x0A {
                if byte == 0x0A {
                    newlines = true
                    local.line += 1
                    local.start = windowOffset + i + 1
                    local.continuations = 0
                }
                append(0x20)
                i += 1
            } else if byte >= 0x80 {
                let length = Self.scalarLength(window + i, available: count - i)
                if length == 0 { return sawLast ? .decline : .needMore }
                if length < 0 { return .decline }
                local.continuations += length - 1
                append(window + i, count: length)
                i += length
            } else {
                return .decline
            }
        }
        return .needMore
    }

    /// The `;` ending the reference at `start`, within 16 bytes; nil if none there.
    private func reference(from start: Int) -> Int? {
        var i = start + 1
        while i < count, i - start <= 16 {
            if window[i] == UInt8(ascii: ";") { return i }
            i += 1
        }
        return nil
    }

    /// The character `&name;` stands for: the five predefined entities, `#digits`, `#xhex`
    /// (lower-case x only, as libxml2's `xmlParseCharRef`), a character XML allows; nil otherwise.
    static func referenced(_ p: UnsafePointer<UInt8>, count n: Int) -> UInt32? {
        func equals(_ s: StaticString) -> Bool { n == s.utf8CodeUnitCount && memcmp(p, s.utf8Start, n) == 0 }
        if equals("amp") { return 0x26 }
        if equals("lt") { return 0x3C }
        if equals("gt") { return 0x3E }
        if equals("quot") { return 0x22 }
        if equals("apos") { return 0x27 }
        guard n >= 2, p[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        if p[1] == UInt8(ascii: "x") {
            guard n >= 3, n <= 10 else { return nil }
            for k in 2 ..< n {
                let b = p[k]
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
        } else {
            guard n <= 9 else { return nil }
            for k in 1 ..< n {
                let digit = p[k] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + UInt32(digit)
            }
        }
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
        return allowed ? value : nil
    }

    /// After the root element: text that is not markup may be a tool's trailer (`trailer`, as
    /// `XMLDocumentEnd.trailerFollows` judges it after libxml2's "Extra content" error): the text
    /// from here to the end, at most `XMLDocumentEnd.maxTrailerLength` bytes.
    private mutating func trailing(at start: Int) -> Step {
        guard let trailer else { return .decline }
        // Only when the rest of the document is already here (the caller reads on otherwise).
        if !sawLast {
            if count - start > XMLDocumentEnd.maxTrailerLength { return .decline }
            return .needMore
        }
        let rest = UnsafeRawBufferPointer(start: window + start, count: count - start)
        guard rest.count <= XMLDocumentEnd.maxTrailerLength, trailer(rest) else { return .decline }
        return .advance(count)
    }

    // MARK: - Scratch

    private mutating func growPending() {
        let grown = UnsafeMutablePointer<PendingAttribute>.allocate(capacity: 2 * pendingCapacity)
        grown.moveInitialize(from: pending, count: pendingCapacity)
        pending.deallocate()
        pending = grown
        records.deallocate()
        pendingCapacity *= 2
        records = .allocate(capacity: 5 * pendingCapacity)
    }

    private mutating func reserve(_ n: Int) {
        guard scratchCount + n > scratchCapacity else { return }
        scratchCapacity = max(2 * scratchCapacity, scratchCount + n)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCapacity)
        grown.update(from: scratch, count: scratchCount)
        scratch.deallocate()
        scratch = grown
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        scratch[scratchCount] = byte
        scratchCount += 1
    }

    private mutating func append(_ bytes: UnsafePointer<UInt8>, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (scratch + scratchCount).update(from: bytes, count: n)
        scratchCount += n
    }

    private mutating func append(_ s: StaticString) { append(s.utf8Start, count: s.utf8CodeUnitCount) }

    private mutating func appendScalar(_ value: UInt32) {
        if value < 0x80 {
            append(UInt8(value))
        } else if value < 0x800 {
            append(UInt8(0xC0 | value >> 6)); append(UInt8(0x80 | value & 0x3F))
        } else if value < 0x10000 {
            append(UInt8(0xE0 | value >> 12)); append(UInt8(0x80 | value >> 6 & 0x3F)); append(UInt8(0x80 | value & 0x3F))
        } else {
            append(UInt8(0xF0 | value >> 18)); append(UInt8(0x80 | value >> 12 & 0x3F))
            append(UInt8(0x80 | value >> 6 & 0x3F)); append(UInt8(0x80 | value & 0x3F))
        }
    }
}

import Foundation
