import Foundation
import Testing

/// Keeps the arrows of docs/architecture.md and Package.swift equal. Each room of
/// `Sources/A11yLint/` is its own module, so the compiler refuses a file that uses a room its
/// module does not depend on; this test keeps the page honest about those dependencies, and
/// catches a folder SwiftPM would silently leave out of every module.
@Suite struct RoomDependencyTests {
    static let sources = Repo.root.appendingPathComponent("Sources/A11yLint")

    /// The rooms: the folders of `Sources/A11yLint/` holding Swift.
    static func folders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { name in
            !Repo.files(under: sources.appendingPathComponent(name), extensions: ["swift"]).isEmpty
        }.sorted()
    }

    /// Room → the rooms it may use, from the page's table: the room names written in the "may
    /// use" column (up to a "never"), "nothing", or "everything above" (every room of an earlier row).
    static func pageArrows(rooms: [String]) throws -> [String: Set<String>] {
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

    /// Room → the rooms its module depends on, from Package.swift's `rooms` table
    /// (`("Checks", ["Model", …]),`).
    static func packageArrows() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: Repo.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let row = try NSRegularExpression(pattern: #"^\s*\("(\w+)", \[([^\]]*)\]\),"#, options: .anchorsMatchLines)
        var result: [String: Set<String>] = [:]
        for match in row.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let room = Range(match.range(at: 1), in: manifest), let uses = Range(match.range(at: 2), in: manifest) else { continue }
            result[String(manifest[room])] = Set(manifest[uses].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "")
            }.filter { !$0.isEmpty })
        }
        return result
    }

    @Test func everyFolderIsAModuleWithThePagesArrows() throws {
        let folders = Self.folders()
        let modules = try Self.packageArrows()
        let page = try Self.pageArrows(rooms: folders)
        #expect(folders.count >= 12)
        #expect(Set(modules.keys) == Set(folders), "Package.swift's rooms \(modules.keys.sorted()) are not the folders \(folders)")
        for room in folders {
            #expect(page[room] != nil, "docs/architecture.md has no row for `\(room)/`")
            #expect(modules[room] == page[room], "\(room): Package.swift says it uses \(modules[room]?.sorted() ?? []), docs/architecture.md \(page[room]?.sorted() ?? [])")
        }
        #expect(modules["Model"] == [])
        #expect(modules["Checks"] == ["Model", "FocusModel", "Facts", "Rules"])
    }

    /// A module may build against one its target does not list when SwiftPM happens to have
    /// built it first; the imports are held to the table too.
    @Test func filesImportOnlyTheRoomsTheirModuleUses() throws {
        let modules = try Self.packageArrows()
        var wrong: [String] = []
        for room in Self.folders() {
            let may = (modules[room] ?? []).map { "A11yLint\($0)" }
            for url in Repo.files(under: Self.sources.appendingPathComponent(room), extensions: ["swift"]) {
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import A11yLint") || line.contains(" import A11yLint") {
                    let module = String(line.split(separator: " ").last ?? "")
                    if !may.contains(module) { wrong.append("\(room)/\(url.lastPathComponent): \(line)") }
                }
            }
        }
        #expect(wrong.isEmpty, "imports the table does not allow:\n\(wrong.joined(separator: "\n"))")
    }

    /// What a dump can tell reaches the screen reader model and the checks as facts
    /// (`CapturedFacts`, the nodes' properties), never as "which format was it".
    @Test func noJudgementAsksWhichFormatTheDumpWas() throws {
        var asks: [String] = []
        for room in ["FocusModel", "Facts", "Rules", "Checks"] {
            for url in Repo.files(under: Self.sources.appendingPathComponent(room), extensions: ["swift"]) {
                let text = try String(contentsOf: url, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("tree.format") || line.contains("DumpFormat") {
                    asks.append("\(room)/\(url.lastPathComponent):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(asks.isEmpty, "judgements reading the dump format:\n\(asks.joined(separator: "\n"))")
    }
}
