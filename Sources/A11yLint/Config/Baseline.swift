import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// Findings accepted when a team adopts a11ylint: `--write-baseline` records them, `--baseline`
/// reports only the others. A finding is identified by its file, rule, control kind and the
/// node's stable identity, never by line numbers or bounds, so re-capturing the same screen
/// keeps matching (docs/baseline.md).
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Hashable {
        public var file: String
        public var fingerprint: String
        public var rule: String
        public var control: String
        public var node: String
    }

    public var entries: [Entry]
    /// The baseline file's folder, which entries' paths are relative to (nil: built in code, and
    /// paths are as given on the command line).
    public var directory: URL?
    /// Entries name files relative to `directory` (`"paths": "relative"` in the file). Baselines
    /// of earlier versions name them as given on their command line: they match such a path, or
    /// one relative to their folder, so a run given the same way hides the same findings.
    public var relativePaths = false

    public init(entries: [Entry]) { self.entries = entries }

    /// Every finding of `reports`; with a `directory`, files are named relative to it.
    public init(reports: [FileReport], relativeTo directory: URL? = nil) {
        self.directory = directory
        relativePaths = directory != nil
        entries = reports.flatMap { report in
            let file = directory.map { BaselinePath.key(report.path, relativeTo: $0) } ?? report.path
            return report.findings.map { Self.entry(for: $0, file: file) }
        }
        .sorted { ($0.file, $0.rule, $0.node, $0.fingerprint) < ($1.file, $1.rule, $1.node, $1.fingerprint) }
    }

    /// The names an entry for the file reported as `path` may have, most specific first.
    func keys(for path: String) -> [String] {
        guard let directory else { return [Configuration.normalise(path)] }
        let relative = BaselinePath.key(path, relativeTo: directory)
        return relativePaths ? [relative] : [Configuration.normalise(path), relative]
    }

    /// Whether some entry names one of these files: a baseline that names none was most likely
    /// recorded with other paths (or for other dumps).
    public func namesAny(of paths: [String]) -> Bool {
        let files = Set(entries.map(\.file))
        return paths.contains { keys(for: $0).contains(where: files.contains) }
    }

    /// The entries' files as paths from the current folder.
    public var entryPaths: [String] {
        guard let directory, relativePaths else { return entries.map(\.file) }
        return entries.map { BaselinePath.path(ofKey: $0.file, relativeTo: directory) }
    }

    /// The node's identity within its screen: the platform id (resource-id, accessibilityIdentifier,
    /// test tag); without one, its class and spoken label; without a label, its class path with
    /// the positions removed (positions shift when a row is added above).
    public static func identity(of node: NodeReference) -> String {
        if let id = node.id, !id.isEmpty { return "id:" + id }
        let cls = node.className ?? "node"
        if let label = node.label, !label.isEmpty { return "label:\(cls):\(label)" }
        let path = node.path.replacingOccurrences(of: #"\[\d+\]"#, with: "", options: .regularExpression)
        return "path:" + path
    }

    public static func entry(for finding: Finding, file: String) -> Entry {
        let node = identity(of: finding.node)
        let key = "\(finding.rule)|\(finding.control)|\(node)"
        return Entry(file: Configuration.normalise(file), fingerprint: fingerprint(key), rule: finding.rule, control: finding.control, node: node)
    }

    /// FNV-1a, 64 bits, as hex: stable across runs, platforms and Swift versions (unlike `hashValue`).
    static func fingerprint(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Removes the findings the baseline already has. Each entry absorbs one finding, so a second
    /// identical problem on the same screen is still reported. Returns how many were removed.
    @discardableResult
    public func filter(_ reports: inout [FileReport]) -> Int {
        var remaining: [String: Int] = [:]
        for e in entries { remaining["\(e.file)|\(e.fingerprint)", default: 0] += 1 }
        var removed = 0
        for r in reports.indices {
            let files = keys(for: reports[r].path)
            reports[r].findings.removeAll { finding in
                let fingerprint = Self.entry(for: finding, file: "").fingerprint
                for file in files {
                    let key = "\(file)|\(fingerprint)"
                    guard let n = remaining[key], n > 0 else { continue }
                    remaining[key] = n - 1
                    removed += 1
                    return true
                }
                return false
            }
        }
        return removed
    }

    // MARK: File form: {"a11ylintBaseline": 1, "paths": "relative", "findings": [{file, fingerprint, rule, control, node}]}
    // (no "paths": files as given on the command line, as written before 0.2)

    public func render() -> String {
        var out = JSONOutput()
        out.raw("{\n  \"a11ylintBaseline\": 1,\n")
        if relativePaths { out.raw("  \"paths\": \"relative\",\n") }
        out.raw("  \"findings\": [")
        for (i, e) in entries.enumerated() {
            out.raw(i == 0 ? "\n    " : ",\n    ")
            out.raw("{\"file\": "); out.string(e.file)
            out.raw(", \"fingerprint\": "); out.string(e.fingerprint)
            out.raw(", \"rule\": "); out.string(e.rule)
            out.raw(", \"control\": "); out.string(e.control)
            out.raw(", \"node\": "); out.string(e.node)
            out.raw("}")
        }
        out.raw(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return String(decoding: out.finish(), as: UTF8.self)
    }

    public static func load(contentsOf url: URL) throws(InputError) -> Baseline {
        let data: Data
        data = try FileBytes.read(path: url.path, limit: DumpReader.maxFileSize, what: "baseline \(url.path)")
        let result: Result<Baseline, InputError> = data.withUnsafeBytes { bytes in
            do throws(InputError) { return .success(try parse(bytes)) } catch { return .failure(error) }
        }
        var baseline = try result.get()
        baseline.directory = url.deletingLastPathComponent()
        return baseline
    }

    /// Parses a baseline held in memory (the fuzz harness feeds it bytes).
    public static func load(data: Data) throws(InputError) -> Baseline {
        let result: Result<Baseline, InputError> = data.withUnsafeBytes { bytes in
            do throws(InputError) { return .success(try parse(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    static func parse(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> Baseline {
        var reader = JSONReader(bytes)
        let at = reader.location
        let value = try reader.readValue()
        guard case let .object(top) = value,
              top.contains(where: { $0.0 == "a11ylintBaseline" && $0.1 == .number(1) }),
              let list = top.first(where: { $0.0 == "findings" })?.1, case let .array(items) = list
        else { throw InputError("not an a11ylint baseline (expected {\"a11ylintBaseline\": 1, \"findings\": [...]})", at: at) }
        var entries: [Entry] = []
        for item in items {
            guard case let .object(fields) = item else { throw InputError("baseline findings must be objects", at: at) }
            func field(_ name: String) -> String? {
                fields.first { $0.0 == name }.flatMap { if case let .string(s) = $0.1 { return s } else { return nil } }
            }
            guard let file = field("file"), let fingerprint = field("fingerprint") else {
                throw InputError("each baseline finding needs \"file\" and \"fingerprint\"", at: at)
            }
            entries.append(Entry(file: file, fingerprint: fingerprint, rule: field("rule") ?? "", control: field("control") ?? "", node: field("node") ?? ""))
        }
        var baseline = Baseline(entries: entries)
        baseline.relativePaths = top.contains { $0.0 == "paths" && $0.1 == .string("relative") }
        return baseline
    }
}
