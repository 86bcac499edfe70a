import A11yLintModel
import A11yLintLoaders

/// Writes any loaded tree as a11ylint native JSON (docs/format.md): the document form, one node
/// per line, children indented under it. Only captured (non-nil) properties are written, so
/// "not captured" survives the trip, and the key order is fixed, so output is stable.
public enum NativeJSONWriter {
    public static func render(_ tree: AccessibilityTree) -> String {
        var out = "{\n  \"a11ylint\": 1,\n  \"platform\": \(quote(tree.platform.rawValue)),\n"
        let single = tree.roots.count == 1
        out += single ? "  \"root\": " : "  \"nodes\": ["
        // Nodes sit two spaces deeper than the key that holds them.
        let base = single ? 2 : 4
        var open: [Int] = []
        for i in tree.indices {
            while let top = open.last, tree.subtreeEnd(top) <= i {
                out += "\n" + indent(base + 2 * Int(tree.depths[top])) + "]}"
                open.removeLast()
            }
            if !(single && i == 0) {
                let first = tree.parent(of: i).map { $0 + 1 == i } ?? (i == 0)
                if !first { out += "," }
                out += "\n" + indent(base + 2 * Int(tree.depths[i]))
            }
            out += "{"
            var separator = ""
            for (name, value) in NativeFields.of(tree[i]) {
                out += separator + quote(name) + ": " + json(value)
                separator = ", "
            }
            if tree.subtreeEnd(i) > i + 1 {
                out += separator + "\"children\": ["
                open.append(i)
            } else {
                out += "}"
            }
        }
        while let top = open.popLast() {
            out += "\n" + indent(base + 2 * Int(tree.depths[top])) + "]}"
        }
        if !single { out += tree.count == 0 ? "]" : "\n  ]" }
        out += "\n}\n"
        return out
    }

    static func json(_ value: NativeFields.Value) -> String {
        switch value {
        case let .string(s): return quote(s)
        case let .bool(b): return b ? "true" : "false"
        case let .int(n): return String(n)
        case let .frame(r): return "[" + r.array.map(NativeFields.number).joined(separator: ", ") + "]"
        case let .traits(t): return "[" + t.names.map(quote).joined(separator: ", ") + "]"
        case let .actions(list): return "[" + list.map(quote).joined(separator: ", ") + "]"
        case let .number(d): return NativeFields.number(d)
        case let .collectionInfo(info), let .collectionItemInfo(info), let .rangeInfo(info):
            return "{" + info.map { quote($0.0) + ": " + json($0.1) }.joined(separator: ", ") + "}"
        }
    }

    static func indent(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// A JSON string literal: quote, backslash and every control character escaped; the rest as UTF-8.
    static func quote(_ s: String) -> String { JSONOutput.text { $0.string(s) } }
}

/// A node's captured properties by their native names, in the one order both native writers use:
/// the order of the loaders' own table (`NodeProperty.all`), so a property is named once.
enum NativeFields {
    typealias Value = NodeProperty.Captured

    static func of(_ node: Node) -> [(String, Value)] {
        var fields: [(String, Value)] = []
        for property in NodeProperty.written {
            if let value = property.write?(node) { fields.append((property.name, value)) }
        }
        return fields
    }

    /// Whole numbers without a fraction (`1080`, not `1080.0`); others in Swift's shortest
    /// round-trip form, which JSON and `Double(_:)` both read back exactly.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
