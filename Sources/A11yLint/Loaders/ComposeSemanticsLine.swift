import A11yLintModel

/// One line of Compose's semantics printer, its log prefix already removed, classified by shape.
///
/// The printer (androidx.compose.ui.test `Output.kt`, `printToStringInner`) writes a node as
/// `<indent> |-Node #<id> at (l=…, t=…, r=…, b=…)px[, Tag: '…']` (the root has no indent and no
/// `|-`) and its properties on the following lines at the child indent. Each nesting level adds
/// three characters (` | ` while siblings follow, `   ` after the last one), so a node at level L
/// has its `|-` after 3L−2 characters and its properties after 3L.
///
/// Lines are byte ranges of the file: the parse reads bytes and makes strings only for values.
enum ComposeSemanticsLine {
    case blank
    /// `printToLog:` or `Printing with useUnmergedTree = '…'`: a dump starts here.
    case dumpHeader
    /// `Has 3 children`, `There were 0 nodes found!`: notes the printer adds, with no node data.
    case note
    case node(Header)
    /// `Name = 'value'` (the value may go on over the next lines) or `Actions = [A, B]`.
    case property(name: String, value: Value, indent: Int, valueStart: Int)
    /// `[Disabled, Heading]`: properties whose value is `Unit`, printed by name only.
    case units([String], indent: Int)
    case other(start: Int)

    static func misindented(_ indent: Int) -> String {
        "the tree drawing before '|-' is \(indent) characters wide; Compose's printer indents each level by 3 (1, 4, 7, …)"
    }

    struct Header {
        /// The nesting level; for a `trimmed` line, the shallowest it can have.
        var level: Int
        /// The drawing before `|-` is 0, 3, 6, … wide: a paste from a Logcat view that trimmed the
        /// leading spaces of every message line (Android Studio's, 2021: ` |-Node #2` shows as
        /// `|-Node #2`, `    |-Node #3` as `|-Node #3`). Only the spaces before the first `|` are
        /// lost, so the true level is `level` or deeper.
        var trimmed = false
        /// Where `Node` starts: the node's location.
        var start: Int
        var frame: Rect
        var tag: String?
    }

    enum Value {
        /// The bytes after the opening quote, without the closing quote when `closed`.
        case quoted(Range<Int>, closed: Bool)
        case list([String])
    }

    /// Why a line does not parse, and at which byte.
    struct Failure: Error {
        var message: String
        var at: Int
    }

    typealias Bytes = UnsafeBufferPointer<UInt8>

    static func classify(_ b: Bytes, _ line: Range<Int>) throws(Failure) -> ComposeSemanticsLine {
        // The tree drawing: spaces and `|`, up to a `|-` that starts a child node.
        var i = line.lowerBound
        while i < line.upperBound, b[i] == space || (b[i] == bar && !(i + 1 < line.upperBound && b[i + 1] == dash)) { i += 1 }
        let indent = i - line.lowerBound
        let rest = i ..< line.upperBound
        if rest.isEmpty { return .blank }
        if starts(b, rest, "|-") {
            // A width of 0, 3, 6, … is the printer's drawing with its leading spaces trimmed (see
            // `Header.trimmed`): the line is at least one level deeper than its width says.
            let trimmed = indent % 3 == 0
            guard indent % 3 == 1 || trimmed else { throw Failure(message: misindented(indent), at: i) }
            guard starts(b, i + 2 ..< line.upperBound, "Node") else { throw Failure(message: "expected 'Node' after '|-'", at: i + 2) }
            var node = try header(b, i + 2 ..< line.upperBound, level: trimmed ? indent / 3 + 1 : (indent + 2) / 3)
            node.trimmed = trimmed
            return .node(node)
        }
        if indent == 0 {
            if starts(b, rest, "printToLog:") || starts(b, rest, "Printing with useUnmergedTree") { return .dumpHeader }
            if starts(b, rest, "There were 0 nodes found") { return .note }
            if let body = rootHeaderStart(b, rest) { return .node(try header(b, body ..< line.upperBound, level: 0)) }
        }
        if starts(b, rest, "Has "), rest.count > 4, isDigit(b[i + 4]) { return .note }
        if b[i] == open {
            guard b[line.upperBound - 1] == close else { throw Failure(message: "a '[' list of properties without its closing ']'", at: i) }
            return .units(items(b, i + 1 ..< line.upperBound - 1), indent: indent)
        }
        guard let equals = find(b, rest, " = ") else { return .other(start: i) }
        let name = i ..< equals
        let value = equals + 3 ..< line.upperBound
        guard !name.isEmpty, find(b, name, "'") == nil else { return .other(start: i) }
        let nameText = string(b, name)
        if !value.isEmpty, b[value.lowerBound] == quote {
            let inner = value.lowerBound + 1 ..< value.upperBound
            let closed = !inner.isEmpty && b[inner.upperBound - 1] == quote
            return .property(name: nameText, value: .quoted(closed ? inner.lowerBound ..< inner.upperBound - 1 : inner, closed: closed),
                             indent: indent, valueStart: value.lowerBound)
        }
        if !value.isEmpty, b[value.lowerBound] == open {
            guard b[value.upperBound - 1] == close else { throw Failure(message: "the list of \(nameText) has no closing ']'", at: value.lowerBound) }
            return .property(name: nameText, value: .list(items(b, value.lowerBound + 1 ..< value.upperBound - 1)), indent: indent, valueStart: value.lowerBound)
        }
        throw Failure(message: "expected a quoted value ('…') or a list ([…]) after '\(nameText) ='", at: value.lowerBound)
    }

    /// Where `Node` starts on a root line: `Node #1 at …`, or `2) Node #7 at …` when a collection
    /// of nodes is printed.
    static func rootHeaderStart(_ b: Bytes, _ rest: Range<Int>) -> Int? {
        if starts(b, rest, "Node #") || starts(b, rest, "Node at (") { return rest.lowerBound }
        var i = rest.lowerBound
        while i < rest.upperBound, isDigit(b[i]) { i += 1 }
        guard i > rest.lowerBound, starts(b, i ..< rest.upperBound, ") Node #") || starts(b, i ..< rest.upperBound, ") Node at (") else { return nil }
        return i + 2
    }

    /// `Node #12 at (l=0.0, t=63.0, r=1080.0, b=231.0)px, Tag: 'wifi_row'`. Forks print `Node at`
    /// without the id or spell the bounds `left=`, `top=`, …: both are read.
    static func header(_ b: Bytes, _ body: Range<Int>, level: Int) throws(Failure) -> Header {
        var i = body.lowerBound + 4 // "Node"
        if starts(b, i ..< body.upperBound, " #") {
            i += 2
            let digits = i
            while i < body.upperBound, isDigit(b[i]) { i += 1 }
            guard i > digits else { throw Failure(message: "expected the node id after 'Node #'", at: digits) }
        }
        guard starts(b, i ..< body.upperBound, " at (") else { throw Failure(message: "expected ' at (l=…, t=…, r=…, b=…)px' after the node id", at: i) }
        let parenthesis = i + 4
        guard let end = find(b, parenthesis ..< body.upperBound, ")px") else {
            throw Failure(message: "the node's bounds are not closed by ')px' (a truncated line?)", at: parenthesis)
        }
        let frame = try bounds(b, parenthesis + 1 ..< end, at: parenthesis)
        var tag: String?
        let tail = end + 3 ..< body.upperBound
        if !tail.isEmpty {
            guard starts(b, tail, ", Tag: '") else { throw Failure(message: "unexpected text after the node's bounds", at: tail.lowerBound) }
            let value = tail.lowerBound + 8 ..< tail.upperBound
            guard !value.isEmpty, b[value.upperBound - 1] == quote else { throw Failure(message: "the Tag value has no closing quote", at: tail.lowerBound) }
            tag = string(b, value.lowerBound ..< value.upperBound - 1)
        }
        return Header(level: level, start: body.lowerBound, frame: frame, tag: tag)
    }

    /// `l=0.0, t=63.0, r=1080.0, b=2337.0` (Kotlin floats) as a frame.
    static func bounds(_ b: Bytes, _ text: Range<Int>, at: Int) throws(Failure) -> Rect {
        var values: [Double?] = [nil, nil, nil, nil] // l, t, r, b
        for item in fields(b, text) {
            guard let equals = find(b, item, "="), let number = Double(string(b, equals + 1 ..< item.upperBound)),
                  let slot = boundsSlot(string(b, item.lowerBound ..< equals)) else {
                throw Failure(message: "cannot read '\(string(b, item))' in the node's bounds", at: at)
            }
            values[slot] = number
        }
        guard let l = values[0], let t = values[1], let r = values[2], let b = values[3] else {
            throw Failure(message: "the node's bounds need l=, t=, r= and b=", at: at)
        }
        return Rect(left: l, top: t, right: r, bottom: b)
    }

    static func boundsSlot(_ key: String) -> Int? {
        switch key {
        case "l", "left": 0
        case "t", "top": 1
        case "r", "right": 2
        case "b", "bottom": 3
        default: nil
        }
    }

    /// `A, B, C` (action or unit names, which hold no commas).
    static func items(_ b: Bytes, _ list: Range<Int>) -> [String] {
        fields(b, list).map { string(b, $0) }
    }

    /// The non-empty comma-separated parts of a range, leading spaces dropped.
    static func fields(_ b: Bytes, _ list: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = list.lowerBound
        while start < list.upperBound {
            var end = start
            while end < list.upperBound, b[end] != UInt8(ascii: ",") { end += 1 }
            var first = start
            while first < end, b[first] == space { first += 1 }
            if first < end { result.append(first ..< end) }
            start = end + 1
        }
        return result
    }

    // MARK: Bytes

    static let space = UInt8(ascii: " "), bar = UInt8(ascii: "|"), dash = UInt8(ascii: "-"), quote = UInt8(ascii: "'")
    static let open = UInt8(ascii: "["), close = UInt8(ascii: "]")

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func string(_ b: Bytes, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    static func starts(_ b: Bytes, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard range.upperBound - range.lowerBound >= count else { return false }
        return equal(b, range.lowerBound, UnsafeBufferPointer(start: literal.utf8Start, count: count))
    }

    /// Whether the bytes at `offset` are `expected` (a plain loop: debug builds run generic
    /// sequence algorithms over ranges many times slower).
    static func equal(_ b: Bytes, _ offset: Int, _ expected: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        while k < expected.count {
            if b[offset + k] != expected[k] { return false }
            k += 1
        }
        return true
    }

    /// Where `literal` first starts within `range`.
    static func find(_ b: Bytes, _ range: Range<Int>, _ literal: StaticString) -> Int? {
        let count = literal.utf8CodeUnitCount
        guard range.upperBound - range.lowerBound >= count else { return nil }
        let first = literal.utf8Start[0]
        var i = range.lowerBound
        while i <= range.upperBound - count {
            if b[i] == first, starts(b, i ..< range.upperBound, literal) { return i }
            i += 1
        }
        return nil
    }
}
