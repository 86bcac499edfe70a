import Foundation
import Testing

/// Keeps the arrows of docs/architecture.md one-way: every file of a room of `Sources/A11yLint/`
/// may name only the types declared in its own room and in the rooms its row's "may use" column
/// lists. The table is read from the page, so changing an arrow means changing the page.
@Suite struct RoomDependencyTests {
    static let sources = Repo.root.appendingPathComponent("Sources/A11yLint")

    /// A room's Swift files, by path relative to `Sources/A11yLint`, with comments and string
    /// literals taken out (interpolations kept): what the compiler reads as names.
    static func files(of room: String) throws -> [(path: String, code: String)] {
        let dir = sources.appendingPathComponent(room)
        return try Repo.files(under: dir, extensions: ["swift"]).map { url in
            ("\(room)/\(url.lastPathComponent)", SwiftCode.strip(try String(contentsOf: url, encoding: .utf8)))
        }
    }

    /// The rooms: the folders of `Sources/A11yLint/` holding Swift.
    static func rooms() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            !Repo.files(under: sources.appendingPathComponent(name), extensions: ["swift"]).isEmpty
        }.sorted()
    }

    /// Room → the rooms it may use, from the table's "may use" column: the room names written in
    /// it (up to a "never"), "nothing", or "everything above" (every room of an earlier row).
    static func allowed(rooms: [String]) throws -> [String: Set<String>] {
        let page = try String(contentsOf: Repo.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var result: [String: Set<String>] = [:], above: [String] = []
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let room = cells[1].replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "/", with: "")
            guard rooms.contains(room) else { continue }
            var cell = cells[3].replacingOccurrences(of: "`", with: "")
            if let never = cell.range(of: "never") { cell = String(cell[..<never.lowerBound]) }
            if cell.contains("everything above") {
                result[room] = Set(above)
            } else {
                let words = Set(cell.split { !$0.isLetter }.map(String.init))
                result[room] = Set(rooms.filter { words.contains($0) })
            }
            above.append(room)
        }
        return result
    }

    /// Top-level types visible to other files (not `private` / `fileprivate`), by the room declaring them.
    static func declarations(rooms: [String]) throws -> [String: String] {
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:(?:public|package|internal|final|indirect|nonisolated|@[A-Za-z_]+(?:\([^)\n]*\))?)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var owner: [String: String] = [:]
        for room in rooms {
            for file in try files(of: room) {
                let code = file.code
                for match in declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    if let r = Range(match.range(at: 1), in: code) { owner[String(code[r])] = room }
                }
            }
        }
        return owner
    }

    /// Each file naming a type of a room its own may not use, as "file names Type (Room)".
    static func violations() throws -> [String] {
        let rooms = try rooms()
        let allowed = try allowed(rooms: rooms)
        let owner = try declarations(rooms: rooms)
        // A capitalised name not after a dot (a member, an enum case or a module's qualified name).
        let name = try NSRegularExpression(pattern: #"(?<![.\w])[A-Z][A-Za-z0-9_]*"#)
        let local = try NSRegularExpression(pattern: #"\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var found: [String] = []
        for room in rooms {
            let may = (allowed[room] ?? []).union([room])
            for file in try files(of: room) {
                // A name the file declares itself, at any depth (a nested `Summary`), is its own.
                var named = Set(local.matches(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)).compactMap {
                    Range($0.range(at: 1), in: file.code).map { String(file.code[$0]) }
                })
                let code = file.code
                for match in name.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    guard let r = Range(match.range, in: code) else { continue }
                    let type = String(code[r])
                    if let other = owner[type], !may.contains(other), named.insert(type).inserted {
                        found.append("\(file.path) names \(type) (\(other)); \(room) may use \(may.subtracting([room]).sorted().joined(separator: ", "))")
                    }
                }
            }
        }
        return found
    }

    @Test func everyRoomHasARowInTheTable() throws {
        let rooms = try Self.rooms()
        let allowed = try Self.allowed(rooms: rooms)
        #expect(rooms.count >= 9)
        for room in rooms { #expect(allowed[room] != nil, "docs/architecture.md has no row for `\(room)/`") }
        #expect(allowed["Model"] == [])
        #expect(allowed["Checks"] == ["Model", "FocusModel", "Facts", "Rules"])
        #expect(allowed["Facts"] == ["Model", "FocusModel"])
    }

    @Test func filesNameOnlyTypesOfTheRoomsTheyMayUse() throws {
        let violations = try Self.violations()
        #expect(violations.isEmpty, "\(violations.count) arrows the table does not allow:\n\(violations.joined(separator: "\n"))")
    }

    /// The scanner itself: a type named in a comment or a string is not a use; one in an interpolation is.
    @Test func commentsAndStringsAreNotNames() {
        let code = SwiftCode.strip(#"""
        let a = "NamePresent \(Linter.x) \("Inner") ok" // Linter
        /* Control /* nested */ Check */ let b = #"raw " Node"#
        let c = """
            Finding
            """
        """#)
        #expect(!code.contains("NamePresent") && code.contains("Linter.x") && !code.contains("Inner"))
        #expect(!code.contains("Control") && !code.contains("Check") && !code.contains("Node") && !code.contains("Finding"))
        #expect(code.contains("let b") && code.contains("let c"))
    }
}

/// Swift source with comments and string literals removed, keeping interpolated code and line breaks.
enum SwiftCode {
    static func strip(_ source: String) -> String {
        let chars = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        code(chars, &i, &out, inInterpolation: false)
        return String(out)
    }

    /// Copies code until the end (or, in an interpolation, the `)` closing it), skipping comments and strings.
    private static func code(_ c: [Unicode.Scalar], _ i: inout Int, _ out: inout String.UnicodeScalarView, inInterpolation: Bool) {
        var depth = 0
        while i < c.count {
            let ch = c[i]
            let next: Unicode.Scalar? = i + 1 < c.count ? c[i + 1] : nil
            if ch == "/" && next == "/" {
                while i < c.count && c[i] != "\n" { i += 1 }
            } else if ch == "/" && next == "*" {
                var nesting = 0
                repeat {
                    if c[i] == "/" && i + 1 < c.count && c[i + 1] == "*" { nesting += 1; i += 2 }
                    else if c[i] == "*" && i + 1 < c.count && c[i + 1] == "/" { nesting -= 1; i += 2 }
                    else { if c[i] == "\n" { out.append("\n") }; i += 1 }
                } while nesting > 0 && i < c.count
            } else if ch == "#" || ch == "\"" {
                var j = i, hashes = 0
                while j < c.count && c[j] == "#" { hashes += 1; j += 1 }
                guard j < c.count && c[j] == "\"" else { out.append(ch); i += 1; continue }
                i = j
                string(c, &i, &out, hashes: hashes)
                out.append("\""); out.append("\"")
            } else if inInterpolation && ch == "(" {
                depth += 1; out.append(ch); i += 1
            } else if inInterpolation && ch == ")" {
                if depth == 0 { i += 1; return }
                depth -= 1; out.append(ch); i += 1
            } else {
                out.append(ch); i += 1
            }
        }
    }

    /// Skips a string literal starting at its opening quote (`hashes` `#` before it), copying its interpolations.
    private static func string(_ c: [Unicode.Scalar], _ i: inout Int, _ out: inout String.UnicodeScalarView, hashes: Int) {
        let multiline = i + 2 < c.count && c[i + 1] == "\"" && c[i + 2] == "\""
        i += multiline ? 3 : 1
        func closes(at k: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard k + quotes + hashes <= c.count else { return false }
            for q in 0..<quotes where c[k + q] != "\"" { return false }
            for h in 0..<hashes where c[k + quotes + h] != "#" { return false }
            return true
        }
        while i < c.count {
            if closes(at: i) { i += (multiline ? 3 : 1) + hashes; return }
            if c[i] == "\\" {
                var k = i + 1, h = 0
                while h < hashes && k < c.count && c[k] == "#" { h += 1; k += 1 }
                if h == hashes && k < c.count {
                    if c[k] == "(" {
                        i = k + 1
                        out.append(" ")
                        code(c, &i, &out, inInterpolation: true)
                        out.append(" ")
                        continue
                    }
                    i = k + 1
                    continue
                }
            }
            if c[i] == "\n" {
                out.append("\n")
                if !multiline { i += 1; return }
            }
            i += 1
        }
    }
}
