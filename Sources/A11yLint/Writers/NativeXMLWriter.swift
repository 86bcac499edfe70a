import A11yLintModel
import A11yLintLoaders

/// Writes any loaded tree as a11ylint native XML (docs/format.md, "Native XML"): one `<node>` start
/// tag per line with the same properties, names and order as `NativeJSONWriter`. Non-empty
/// action lists and collection infos become child elements; an empty action list is `actions=""`.
public enum NativeXMLWriter {
    public static func render(_ tree: AccessibilityTree) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a11ylint version=\"1\" platform=\"\(tree.platform.rawValue)\">\n"
        var open: [Int] = []
        for i in tree.indices {
            while let top = open.last, tree.subtreeEnd(top) <= i {
                out += indent(top, tree) + "</node>\n"
                open.removeLast()
            }
            let pad = indent(i, tree)
            out += pad + "<node"
            var elements: [String] = []
            for (name, value) in NativeFields.of(tree[i]) {
                switch value {
                case let .actions(list) where !list.isEmpty:
                    elements += list.map { "<action name=\"\(escape($0))\"/>" }
                case let .collectionInfo(members), let .collectionItemInfo(members), let .rangeInfo(members):
                    elements.append("<\(name)" + members.map { " \($0.0)=\"\(attribute($0.1))\"" }.joined() + "/>")
                default:
                    out += " \(name)=\"\(attribute(value))\""
                }
            }
            let hasChildren = tree.subtreeEnd(i) > i + 1
            if elements.isEmpty && !hasChildren {
                out += "/>\n"
                continue
            }
            out += ">\n"
            for element in elements { out += pad + "  " + element + "\n" }
            if hasChildren { open.append(i) } else { out += pad + "</node>\n" }
        }
        while let top = open.popLast() { out += indent(top, tree) + "</node>\n" }
        return out + "</a11ylint>\n"
    }

    static func indent(_ i: Int, _ tree: AccessibilityTree) -> String {
        String(repeating: " ", count: 2 + 2 * Int(tree.depths[i]))
    }

    /// An attribute value: lists space-separated, frames as "x y width height".
    static func attribute(_ value: NativeFields.Value) -> String {
        switch value {
        case let .string(s): return escape(s)
        case let .bool(b): return b ? "true" : "false"
        case let .int(n): return String(n)
        case let .frame(r): return r.array.map(NativeFields.number).joined(separator: " ")
        case let .traits(t): return t.names.joined(separator: " ")
        case let .actions(list): return list.map(escape).joined(separator: ",")
        case let .number(d): return NativeFields.number(d)
        case .collectionInfo, .collectionItemInfo, .rangeInfo: return ""
        }
    }

    /// Escapes for a double-quoted attribute. Tab, newline and carriage return become character
    /// references (a parser turns them into spaces otherwise). XML 1.0 cannot carry the other C0
    /// controls, U+FFFE or U+FFFF at all, even as references: they are written as U+FFFD.
    package static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\u{00}" ..< "\u{20}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
