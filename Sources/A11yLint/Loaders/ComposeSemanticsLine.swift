/// One line of Compose's semantics printer, its log prefix already removed, classified by shape.
///
/// The printer (androidx.compose.ui.test `Output.kt`, `printToStringInner`) writes a node as
/// `<indent> |-Node #<id> at (l=…, t=…, r=…, b=…)px[, Tag: '…']` (the root has no indent and no
/// `|-`) and its properties on the following lines at the child indent. Each nesting level adds
/// three characters (` | ` while siblings follow, `   ` after the last one), so a node at level L
/// has its `|-` after 3L−2 characters and its properties after 3L.
enum ComposeSemanticsLine {
    case blank
    /// `printToLog:` or `Printing with useUnmergedTree = '…'`: a dump starts here.
    case dumpHeader
    /// `Has 3 children`, `There were 0 nodes found!`: notes the printer adds, with no node data.
    case note
    case node(Header)
    /// `Name = 'value'` (the value may go on over the next lines) or `Actions = [A, B]`.
    case property(name: Substring, value: Value, indent: Int, valueStart: String.Index)
    /// `[Disabled, Heading]`: properties whose value is `Unit`, printed by name only.
    case units([Substring], indent: Int)
    case other

    struct Header {
        var level: Int
        /// Where `Node` starts: the node's location.
        var start: String.Index
        var frame: Rect
        var tag: String?
    }

    enum Value {
        /// The text after the opening quote, up to but excluding the closing quote when `closed`.
        case quoted(Substring, closed: Bool)
        case list([Substring])
    }

    /// Why a line does not parse, and where.
    struct Failure: Error {
        var message: String
        var at: String.Index
    }

    static func classify(_ payload: Substring) throws(Failure) -> ComposeSemanticsLine {
        let bytes = payload.utf8
        // The tree drawing: spaces and `|`, up to a `|-` that starts a child node.
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let c = bytes[i]
            if c == UInt8(ascii: " ") { i = bytes.index(after: i); continue }
            if c == UInt8(ascii: "|") {
                let next = bytes.index(after: i)
                if next < bytes.endIndex, bytes[next] == UInt8(ascii: "-") { break }
                i = next
                continue
            }
            break
        }
        let indent = bytes.distance(from: bytes.startIndex, to: i)
        let rest = payload[i...]
        if rest.isEmpty { return .blank }
        if rest.hasPrefix("|-") {
            guard indent % 3 == 1 else {
                throw Failure(message: "the tree drawing before '|-' is \(indent) characters wide; Compose's printer indents each level by 3 (1, 4, 7, …)", at: i)
            }
            let body = rest.dropFirst(2)
            guard body.hasPrefix("Node") else { throw Failure(message: "expected 'Node' after '|-'", at: body.startIndex) }
            return .node(try header(body, level: (indent + 2) / 3))
        }
        if indent == 0 {
            if rest.hasPrefix("printToLog:") || rest.hasPrefix("Printing with useUnmergedTree") { return .dumpHeader }
            if rest.hasPrefix("There were 0 nodes found") { return .note }
            if let body = rootHeaderBody(rest) { return .node(try header(body, level: 0)) }
        }
        if rest.hasPrefix("Has "), rest.dropFirst(4).first?.isNumber == true { return .note }
        if rest.first == "[" {
            guard rest.last == "]" else { throw Failure(message: "a '[' list of properties without its closing ']'", at: rest.startIndex) }
            return .units(items(rest.dropFirst().dropLast()), indent: indent)
        }
        if let equals = rest.range(of: " = ") {
            let name = rest[..<equals.lowerBound]
            let value = rest[equals.upperBound...]
            guard !name.isEmpty, !name.contains("'") else { return .other }
            if value.first == "'" {
                let inner = value.dropFirst()
                let closed = inner.last == "'"
                return .property(name: name, value: .quoted(closed ? inner.dropLast() : inner, closed: closed), indent: indent, valueStart: value.startIndex)
            }
            if value.first == "[" {
                guard value.last == "]" else { throw Failure(message: "the list of \(name) has no closing ']'", at: value.startIndex) }
                return .property(name: name, value: .list(items(value.dropFirst().dropLast())), indent: indent, valueStart: value.startIndex)
            }
            throw Failure(message: "expected a quoted value ('…') or a list ([…]) after '\(name) ='", at: value.startIndex)
        }
        return .other
    }

    /// A root node line: `Node #1 at …`, or `2) Node #7 at …` when a collection of nodes is printed.
    static func rootHeaderBody(_ rest: Substring) -> Substring? {
        if rest.hasPrefix("Node #") || rest.hasPrefix("Node at (") { return rest }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let after = rest[digits.endIndex...]
        guard after.hasPrefix(") Node #") || after.hasPrefix(") Node at (") else { return nil }
        return after.dropFirst(2)
    }

    /// `Node #12 at (l=0.0, t=63.0, r=1080.0, b=231.0)px, Tag: 'wifi_row'`. Forks print `Node at`
    /// without the id or spell the bounds `left=`, `top=`, …: both are read.
    static func header(_ body: Substring, level: Int) throws(Failure) -> Header {
        var rest = body.dropFirst(4) // "Node"
        if rest.hasPrefix(" #") {
            let digits = rest.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { throw Failure(message: "expected the node id after 'Node #'", at: rest.index(rest.startIndex, offsetBy: 2)) }
            rest = rest[digits.endIndex...]
        }
        guard rest.hasPrefix(" at (") else { throw Failure(message: "expected ' at (l=…, t=…, r=…, b=…)px' after the node id", at: rest.startIndex) }
        let open = rest.index(rest.startIndex, offsetBy: 4)
        guard let close = rest.range(of: ")px") else {
            throw Failure(message: "the node's bounds are not closed by ')px' (a truncated line?)", at: open)
        }
        let frame = try bounds(rest[rest.index(after: open) ..< close.lowerBound], at: open)
        var tag: String?
        let tail = rest[close.upperBound...]
        if !tail.isEmpty {
            guard tail.hasPrefix(", Tag: '") else { throw Failure(message: "unexpected text after the node's bounds", at: tail.startIndex) }
            let value = tail.dropFirst(8)
            guard value.last == "'" else { throw Failure(message: "the Tag value has no closing quote", at: tail.startIndex) }
            tag = String(value.dropLast())
        }
        return Header(level: level, start: body.startIndex, frame: frame, tag: tag)
    }

    /// `l=0.0, t=63.0, r=1080.0, b=2337.0` (Kotlin floats) as a frame.
    static func bounds(_ text: Substring, at: String.Index) throws(Failure) -> Rect {
        var values: [String: Double] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let number = Double(pair[1].trimmingCharacters(in: .whitespaces)) else {
                throw Failure(message: "cannot read '\(part.trimmingCharacters(in: .whitespaces))' in the node's bounds", at: at)
            }
            let key = pair[0].trimmingCharacters(in: .whitespaces)
            values[["left": "l", "top": "t", "right": "r", "bottom": "b"][key] ?? key] = number
        }
        guard let l = values["l"], let t = values["t"], let r = values["r"], let b = values["b"] else {
            throw Failure(message: "the node's bounds need l=, t=, r= and b=", at: at)
        }
        return Rect(left: l, top: t, right: r, bottom: b)
    }

    static func items(_ list: Substring) -> [Substring] {
        list.split(separator: ",").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }
}

import Foundation
