import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks
import A11yLintEngine
import A11yLintConfig
import A11yLintReporters
import A11yLintPairs

/// `--shard K/N`: one of N CI jobs lints the files whose path hashes to K. The hash is FNV-1a of
/// the path relative to the current folder (so every job, whatever its checkout's absolute path,
/// splits the same way), never Swift's `hashValue`, which is seeded per process: the N jobs'
/// files must be disjoint and together the whole run.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1 … count.
    public let index: Int
    public let count: Int

    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public init(index: Int, count: Int) throws(ParseError) {
        guard count >= 1 else { throw ParseError(description: "--shard \(index)/\(count): N must be at least 1 (K/N, e.g. 1/4)") }
        guard (1 ... count).contains(index) else {
            throw ParseError(description: "--shard \(index)/\(count): K must be between 1 and \(count) (K/N, e.g. 1/\(count))")
        }
        self.index = index; self.count = count
    }

    /// "K/N", both whole numbers.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ParseError(description: "--shard '\(text)': expected K/N, two whole numbers with 1 ≤ K ≤ N (e.g. 2/4 for the second of four jobs)")
        }
        try self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the file at `path` (as named or found) is this shard's.
    public func contains(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> Bool {
        Int(Self.hash(Self.key(path, currentDirectory: currentDirectory)) % UInt64(count)) == index - 1
    }

    /// The path relative to `currentDirectory` when inside it (`./a.xml`, `a.xml` and `$PWD/a.xml`
    /// are one key), otherwise absolute; `.` and `..` resolved. Standard input keeps its name.
    static func key(_ path: String, currentDirectory: String) -> String {
        guard path != StandardInput.displayName else { return path }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes.
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
