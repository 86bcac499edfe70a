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

    public init(entries: [Entry]) { self.entries = entries }

    public init(reports: [FileReport]) {
        entries = reports.flatMap { report in report.findings.map { Self.entry(for: $0, file: report.path) } }
            .sorted { ($0.file, $0.rule, $0.node, $0.fingerprint) < ($1.file, $1.rule, $1.node, $1.fingerprint) }
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
            let file = Configuration.normalise(reports[r].path)
            reports[r].findings.removeAll { finding in
                let key = "\(file)|\(Self.entry(for: finding, file: file).fingerprint)"
                guard let n = remaining[key], n > 0 else { return false }
                remaining[key] = n - 1
                removed += 1
                return true
            }
        }
        return removed
    }

    // MARK: File form: {"a11ylintBaseline": 1, "findings": [{file, fingerprint, rule, control, node}]}

    public func render() -> String {
        var out = JSONOutput()
        out.raw("{\n  \"a11ylintBaseline\": 1,\n  \"findings\": [")
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
        return try result.get()
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
        return Baseline(entries: entries)
    }
}
