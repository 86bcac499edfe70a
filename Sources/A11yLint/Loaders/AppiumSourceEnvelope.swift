import A11yLintModel

/// Appium's answer to `GET /session/:id/source` saved as it came: a JSON object whose `value`
/// string is the page source, `{"value": "<?xml …"}` (W3C WebDriver), also with `"sessionId"` and
/// `"status"` (the older JSON Wire Protocol). The string is unwrapped and read as the XML it holds
/// (uiautomator or XCUITest, detected as for any file), and every location, a node's or an
/// error's, is mapped back into the file: line and column of the character in the JSON string
/// (escapes counted as written, so `\n` is two columns).
struct AppiumSourceEnvelope {
    /// The page source, decoded.
    let source: [UInt8]
    /// The file's bytes, and where the string's characters run in them (inside the quotes).
    private let file: UnsafeRawBufferPointer
    private let raw: Range<Int>
    /// The file location of the string's first character.
    private let start: SourceLocation

    static let keys: Set<String> = ["value", "sessionId", "status"]

    /// nil when `bytes` is not such a response (any other JSON goes on to the JSON loaders);
    /// throws when it is one but is broken, or carries a WebDriver error instead of a source.
    init?(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
        var reader = JSONReader(bytes)
        guard reader.consume(UInt8(ascii: "{")) else { return nil }
        var found: (source: [UInt8], raw: Range<Int>, start: SourceLocation)?
        var first = true
        while true {
            let next: (String, SourceLocation)?
            do { next = try reader.nextKey(first: first) } catch {
                if found != nil { throw error }
                return nil
            }
            guard let (key, _) = next else { break }
            first = false
            guard Self.keys.contains(key) else { return nil }
            guard key == "value" else {
                // Small values (a session id, a status number): anything else is not this response.
                guard let next = reader.peek(), next != UInt8(ascii: "["), next != UInt8(ascii: "{") else { return nil }
                do { _ = try reader.readValue() } catch {
                    if found != nil { throw error }
                    return nil
                }
                continue
            }
            _ = reader.peek()
            let at = reader.location
            if reader.peek() == UInt8(ascii: "{") {
                // `{"value": {"error": "invalid session id", "message": …}}`: the capture failed.
                guard case let .object(members) = try? reader.readValue(),
                      case let .string(code)? = members.first(where: { $0.0 == "error" })?.1 else { return nil }
                let message = members.first { $0.0 == "message" }.flatMap { if case let .string(m) = $0.1 { m } else { nil } }
                throw InputError("the file is a WebDriver error response, not a page source: \(code)\(message.map { ": \($0)" } ?? "")", at: at)
            }
            guard reader.peek() == UInt8(ascii: "\""), Self.startsWithMarkup(bytes, after: reader.offset) else { return nil }
            let open = reader.offset
            let text = try reader.readString()
            found = (Array(text.utf8), open + 1 ..< reader.offset - 1, SourceLocation(line: at.line, column: at.column + 1))
        }
        guard let found else { return nil }
        guard reader.atEnd else {
            let at = reader.location
            throw InputError("text after the JSON object that holds the page source", at: at)
        }
        source = found.source
        file = bytes
        raw = found.raw
        start = found.start
    }

    /// The string's first character, after blanks, is `<` (or an escaped line break before it).
    private static func startsWithMarkup(_ b: UnsafeRawBufferPointer, after quote: Int) -> Bool {
        var i = quote + 1
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09: i += 1
            case UInt8(ascii: "\\") where i + 1 < b.count && [UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t")].contains(b[i + 1]): i += 2
            case UInt8(ascii: "\\") where i + 5 < b.count && b[i + 1] == UInt8(ascii: "u") && Array(b[i + 2 ..< i + 6]) == Array("feff".utf8): i += 6
            case UInt8(ascii: "<"): return true
            default: return false
            }
        }
        return false
    }

    /// Loads the page source (its format detected, or `format`) with locations in the file.
    func load(format: DumpFormat?) throws(InputError) -> AccessibilityTree {
        var tree: AccessibilityTree
        do throws(InputError) {
            let result: Result<AccessibilityTree, InputError> = source.withUnsafeBytes { b in
                do throws(InputError) { return .success(try DumpReader.load(bytes: b, format: format)) } catch { return .failure(error) }
            }
            tree = try result.get()
        } catch {
            var mapped = error
            if let location = error.location, location.line > 0 { mapped.location = fileLocations([location])[0] }
            throw mapped
        }
        let found = fileLocations(tree.indices.map { tree[$0].location })
        for i in tree.indices where tree[i].location.line > 0 {
            let location = found[i]
            tree.update(i) { $0.location = location }
        }
        return tree
    }

    /// File locations of locations in the decoded source, in one pass over the string whatever
    /// their number (they are sorted first; a node's are in document order already).
    func fileLocations(_ locations: [SourceLocation]) -> [SourceLocation] {
        let order = locations.indices.filter { locations[$0].line > 0 }.sorted {
            (locations[$0].line, locations[$0].column) < (locations[$1].line, locations[$1].column)
        }
        var result = locations
        var next = 0
        var line = 1, column = 1 // in the decoded source
        var fileColumn = start.column
        var i = raw.lowerBound
        while next < order.count {
            while next < order.count, (locations[order[next]].line, locations[order[next]].column) <= (line, column) {
                result[order[next]] = SourceLocation(line: start.line, column: fileColumn)
                next += 1
            }
            guard i < raw.upperBound else { break }
            // One decoded character: an escape (ASCII, as many columns as it is long) or one
            // UTF-8 sequence (one column). The string holds no raw line break: JSON forbids it.
            var length = 1
            var newline = false
            if file[i] == UInt8(ascii: "\\"), i + 1 < raw.upperBound {
                length = 2
                if file[i + 1] == UInt8(ascii: "n") { newline = true }
                if file[i + 1] == UInt8(ascii: "u") {
                    length = 6
                    // A surrogate pair is one character in twelve.
                    if i + 11 < raw.upperBound, file[i + 6] == UInt8(ascii: "\\"), file[i + 7] == UInt8(ascii: "u"),
                       let high = Self.hex(file, i + 2), (0xD800 ..< 0xDC00).contains(high),
                       let low = Self.hex(file, i + 8), (0xDC00 ..< 0xE000).contains(low) {
                        length = 12
                    }
                }
                fileColumn += length
            } else {
                while i + length < raw.upperBound, file[i + length] & 0xC0 == 0x80 { length += 1 }
                fileColumn += 1
            }
            i += length
            if newline { line += 1; column = 1 } else { column += 1 }
        }
        // Past the end of the string (an error at the end of the source): its end.
        for k in order[next...] { result[k] = SourceLocation(line: start.line, column: fileColumn) }
        return result
    }

    private static func hex(_ b: UnsafeRawBufferPointer, _ at: Int) -> UInt32? {
        UInt32(String(decoding: UnsafeRawBufferPointer(rebasing: b[at ..< at + 4]), as: UTF8.self), radix: 16)
    }
}
