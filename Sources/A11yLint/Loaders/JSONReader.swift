import A11yLintModel

/// A small pull parser over UTF-8 JSON that knows the line and column of every token.
///
/// Foundation's JSON APIs give no positions and fail deep input with a vague message; loaders
/// need both. Structure is walked by the caller with an explicit stack; `readValue` materialises
/// only small leaf values and refuses nesting past `maxValueDepth`.
package struct JSONReader {
    package enum Value: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.array(a), .array(b)): return a == b
            case let (.object(a), .object(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: return false
            }
        }

        var typeName: String {
            switch self {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    private let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0
    private var line = 1
    private var lineStart = 0
    let maxValueDepth = 64

    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        skipBOM()
    }

    private mutating func skipBOM() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3; lineStart = 3 }
    }

    /// Where the column was last counted to: the reader only moves forward, so counting resumes
    /// there (a one-line, minified file would otherwise cost a scan from the line start per call).
    private var countedOffset = 0
    private var countedColumn = 1

    package var location: SourceLocation {
        mutating get {
            // Columns count scalars, not bytes.
            if countedOffset < lineStart || countedOffset > offset { countedOffset = lineStart; countedColumn = 1 }
            var i = countedOffset
            while i < offset { if bytes[i] & 0xC0 != 0x80 { countedColumn += 1 }; i += 1 }
            countedOffset = offset
            return SourceLocation(line: line, column: countedColumn)
        }
    }

    func error(_ message: String, at location: SourceLocation) -> InputError {
        InputError(message, at: location)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A: offset += 1; line += 1; lineStart = offset
            default: return
            }
        }
    }

    var atEnd: Bool { mutating get { skipWhitespace(); return offset >= bytes.count } }

    /// The next significant byte without consuming it.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(InputError) {
        guard let next = peek() else { throw error("unexpected end of file; expected \(what)", at: location) }
        guard next == byte else { throw error("expected \(what) but found \(describe(next))", at: location) }
        offset += 1
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        if peek() == byte { offset += 1; return true }
        return false
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    /// After `{` or `,` inside an object: the next key, or nil at `}`.
    mutating func nextKey(first: Bool) throws(InputError) -> (String, SourceLocation)? {
        if consume(UInt8(ascii: "}")) {
            return nil
        }
        if !first { try expect(UInt8(ascii: ","), "',' or '}'") }
        let at = location
        guard peek() == UInt8(ascii: "\"") else {
            if let next = peek() { throw error("expected a property name in double quotes but found \(describe(next))", at: at) }
            throw error("unexpected end of file inside an object", at: at)
        }
        let key = try readString()
        try expect(UInt8(ascii: ":"), "':' after property name")
        return (key, at)
    }

    /// After `[` or `,` inside an array: true if another element follows, false at `]`.
    mutating func nextElement(first: Bool) throws(InputError) -> Bool {
        if consume(UInt8(ascii: "]")) { return false }
        if !first { try expect(UInt8(ascii: ","), "',' or ']'") }
        if peek() == nil { throw error("unexpected end of file inside an array", at: location) }
        return true
    }

    mutating func readString() throws(InputError) -> String {
        let start = location
        try expect(UInt8(ascii: "\""), "a string")
        var buffer: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                if buffer.isEmpty {
                    let s = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[runStart ..< offset]), as: UTF8.self)
                    offset += 1
                    return s
                }
                buffer.append(contentsOf: bytes[runStart ..< offset])
                offset += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("control character \(describe(byte)) inside a string (newlines must be written \\n)", at: location)
            }
            if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[runStart ..< offset])
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    // A high surrogate combines only with a following low one; anything else
                    // leaves it lone (U+FFFD) and the next escape is read on its own.
                    if (0xD800 ..< 0xDC00).contains(scalar), offset + 1 < bytes.count,
                       bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        let escapeStart = offset
                        offset += 2
                        let low = try readHex4()
                        if (0xDC00 ..< 0xE000).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            offset = escapeStart
                        }
                    }
                    let character = Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}"
                    buffer.append(contentsOf: Array(String(character).utf8))
                default:
                    offset -= 1
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: location)
                }
                runStart = offset
                continue
            }
            offset += 1
        }
        throw error("unterminated string (it starts here)", at: start)
    }

    private mutating func readHex4() throws(InputError) -> UInt32 {
        guard offset + 4 <= bytes.count,
              let value = UInt32(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + 4]), as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape", at: location) }
        offset += 4
        return value
    }

    private mutating func readNumber() throws(InputError) -> Double {
        let at = location
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                offset += 1
            default:
                break
            }
            if offset < bytes.count, !"0123456789-+.eE".utf8.contains(bytes[offset]) { break }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("invalid number '\(text)'", at: at) }
        return value
    }

    private mutating func readLiteral(_ word: String, _ value: Value) throws(InputError) -> Value {
        let at = location
        for byte in word.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else {
                throw error("invalid literal; expected '\(word)'", at: at)
            }
            offset += 1
        }
        return value
    }

    /// Reads one complete value (a leaf or a small object/array) with an explicit depth bound.
    package mutating func readValue() throws(InputError) -> Value {
        try readValue(depth: 0)
    }

    private mutating func readValue(depth: Int) throws(InputError) -> Value {
        guard depth < maxValueDepth else {
            throw error("values nest deeper than \(maxValueDepth) levels", at: location)
        }
        guard let next = peek() else { throw error("unexpected end of file; expected a value", at: location) }
        switch next {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "["):
            offset += 1
            var items: [Value] = []
            var first = true
            while try nextElement(first: first) {
                first = false
                items.append(try readValue(depth: depth + 1))
            }
            return .array(items)
        case UInt8(ascii: "{"):
            offset += 1
            var members: [(String, Value)] = []
            var first = true
            while let (key, _) = try nextKey(first: first) {
                first = false
                members.append((key, try readValue(depth: depth + 1)))
            }
            return .object(members)
        default:
            throw error("expected a value but found \(describe(next))", at: location)
        }
    }
}

import Foundation
