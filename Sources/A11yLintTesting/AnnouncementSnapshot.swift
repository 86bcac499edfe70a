import Foundation

/// A stored record of what the screen reader says, next to the test that made it:
/// `__Announcements__/<TestFile>/<name>.txt`.
///
/// The first run records the file and fails, asking to check it in; later runs compare and show a
/// line diff. Setting `A11YLINT_RECORD=1` (or passing `record: true`) re-records. On CI
/// (`CI` set) a missing snapshot is a failure and nothing is written, so a run never passes on
/// a snapshot nobody reviewed.
public struct AnnouncementSnapshot: Sendable {
    public var file: URL

    public init(file: URL) { self.file = file }

    /// The snapshot called `name` for a test in `testFile` (`#filePath`).
    public init(name: String, testFile: String) {
        let test = URL(fileURLWithPath: testFile)
        let folder = test.deletingLastPathComponent()
            .appendingPathComponent("__Announcements__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
        file = folder.appendingPathComponent(Self.safeFileName(name) + ".txt")
    }

    public enum Outcome: Sendable, Equatable {
        case matched
        case recorded(URL)
        case missing(URL)
        case differs(diff: String)
        case unwritable(String)

        /// The text a test failure shows; nil when the snapshot matched.
        public var failureMessage: String? {
            switch self {
            case .matched: return nil
            case let .recorded(url): return "Recorded the announcements in \(url.path); check the file and run again."
            case let .missing(url): return "No announcement snapshot at \(url.path) (not recorded on CI; run the test locally, or with A11YLINT_RECORD=1)."
            case let .differs(diff): return "The announcements differ from the snapshot (- stored, + now; A11YLINT_RECORD=1 re-records):\n\(diff)"
            case let .unwritable(reason): return "Could not record the announcement snapshot: \(reason)"
            }
        }
    }

    /// Compares `actual` with the stored text, recording it when missing or asked to.
    public func verify(_ actual: String, record: Bool? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let recordAll = record ?? (environment["A11YLINT_RECORD"].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false)
        let stored = try? String(contentsOf: file, encoding: .utf8)
        if !recordAll, let stored {
            return stored == actual ? .matched : .differs(diff: LineDiff.text(from: stored, to: actual))
        }
        if stored == nil, !recordAll, environment["CI"].map({ !$0.isEmpty && $0 != "false" }) ?? false { return .missing(file) }
        if stored == actual { return .matched }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return .recorded(file)
        } catch {
            return .unwritable("\(file.path): \(error.localizedDescription)")
        }
    }

    /// A snapshot name from a test's `#function`: `testWifiRow()` and `wifiRow(after:)` lose their
    /// parameter list (`testWifiRow`, `wifiRow`); a name without one is kept as given.
    public static func name(forTest function: String) -> String {
        guard function.hasSuffix(")"), let open = function.firstIndex(of: "("), open != function.startIndex else { return function }
        return String(function[..<open])
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else (a `/`, a space) becomes `-`.
    static func safeFileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { s -> Character in
            (s.properties.isAlphabetic || ("0" ... "9").contains(s) || "-_.".unicodeScalars.contains(s)) ? Character(s) : "-"
        }
        let result = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return result.isEmpty ? "snapshot" : result
    }
}

/// A line diff for short texts (a screen's announcements): lines only in the old text with `-`,
/// only in the new with `+`, common lines with two spaces. Longest common subsequence over lines;
/// the table is bounded so a huge snapshot falls back to listing both sides instead of using
/// quadratic memory.
enum LineDiff {
    static let maxCells = 4_000_000

    static func text(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard (a.count + 1) * (b.count + 1) <= maxCells else {
            return (a.map { "- " + $0 } + b.map { "+ " + $0 }).joined(separator: "\n")
        }
        // lcs[i][j] = common length of a[i...] and b[j...], filled from the end (no recursion).
        let width = b.count + 1
        var lcs = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i * width + j] = a[i] == b[j] ? lcs[(i + 1) * width + j + 1] + 1 : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { lines.append("  " + a[i]); i += 1; j += 1 }
            // Removals before additions, as diff prints them.
            else if i < a.count, j == b.count || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1] { lines.append("- " + a[i]); i += 1 }
            else { lines.append("+ " + b[j]); j += 1 }
        }
        // The trailing newline of both texts gives a last empty common line: not worth showing.
        if lines.last == "  " { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
