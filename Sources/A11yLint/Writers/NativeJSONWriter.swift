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

/// A node's captured properties by their native names, in the one order both native writers use.
/// `accessibilityTraits` precedes `enabled` and `selected`: loading applies the traits' effects
/// on those two first, and the explicit values written after them then restore what was captured.
enum NativeFields {
    enum Value {
        case string(String), bool(Bool), int(Int), frame(Rect), traits(AccessibilityTraits), actions([String])
        /// Members of `collectionInfo` / `collectionItemInfo` that were captured.
        case collectionInfo([(String, Value)]), collectionItemInfo([(String, Value)])
        /// `rangeInfo`'s current, min and max.
        case number(Double), rangeInfo([(String, Value)])
    }

    static func of(_ node: Node) -> [(String, Value)] {
        var fields: [(String, Value)] = []
        func add(_ name: String, _ value: String?) { if let value { fields.append((name, .string(value))) } }
        func add(_ name: String, _ value: Bool?) { if let value { fields.append((name, .bool(value))) } }
        func add(_ name: String, _ value: Int?) { if let value { fields.append((name, .int(value))) } }

        add("className", node.className)
        add("elementType", node.elementType)
        add("resourceId", node.resourceId)
        add("accessibilityIdentifier", node.accessibilityIdentifier)
        add("testTag", node.testTag)
        add("packageName", node.packageName)
        // JSON has no NaN or infinity: such a frame was not a real capture, so it stays unknown.
        if let frame = node.frame, frame.array.allSatisfy(\.isFinite) { fields.append(("frame", .frame(frame))) }
        add("text", node.text)
        add("contentDescription", node.contentDescription)
        add("hintText", node.hintText)
        add("stateDescription", node.stateDescription)
        add("tooltipText", node.tooltipText)
        add("paneTitle", node.paneTitle)
        add("roleDescription", node.roleDescription)
        add("accessibilityLabel", node.accessibilityLabel)
        add("accessibilityValue", node.accessibilityValue)
        add("accessibilityHint", node.accessibilityHint)
        add("placeholder", node.placeholder)
        add("role", node.role)
        if let traits = node.accessibilityTraits { fields.append(("accessibilityTraits", .traits(traits))) }
        add("checkable", node.checkable)
        add("checked", node.checked)
        add("toggleableState", node.toggleableState?.rawValue)
        add("selected", node.selected)
        add("enabled", node.enabled)
        add("focusable", node.focusable)
        add("focused", node.focused)
        add("accessibilityFocused", node.accessibilityFocused)
        add("clickable", node.clickable)
        add("longClickable", node.longClickable)
        add("scrollable", node.scrollable)
        add("password", node.password)
        add("screenReaderFocusable", node.screenReaderFocusable)
        add("importantForAccessibility", node.importantForAccessibility?.rawValue)
        add("visibleToUser", node.visibleToUser)
        add("heading", node.heading)
        add("notAccessibilityFriendly", node.notAccessibilityFriendly)
        add("drawingOrder", node.drawingOrder)
        add("liveRegion", node.liveRegion)
        add("labelFor", node.labelFor)
        add("labeledBy", node.labeledBy)
        add("traversalBefore", node.traversalBefore)
        add("traversalAfter", node.traversalAfter)
        for (name, id) in node.nextFocus?.all ?? [] { add(name, id) }
        add("mergeDescendants", node.mergeDescendants)
        add("selectableGroup", node.selectableGroup)
        add("clearAndSetSemantics", node.clearAndSetSemantics)
        add("isAccessibilityElement", node.isAccessibilityElement)
        add("accessibilityElementsHidden", node.accessibilityElementsHidden)
        add("accessibilityViewIsModal", node.accessibilityViewIsModal)
        add("shouldGroupAccessibilityChildren", node.shouldGroupAccessibilityChildren)
        if let info = node.collectionInfo {
            var members: [(String, Value)] = []
            if let n = info.rowCount { members.append(("rowCount", .int(n))) }
            if let n = info.columnCount { members.append(("columnCount", .int(n))) }
            if let b = info.hierarchical { members.append(("hierarchical", .bool(b))) }
            if let n = info.selectionMode { members.append(("selectionMode", .int(n))) }
            fields.append(("collectionInfo", .collectionInfo(members)))
        }
        if let info = node.collectionItemInfo {
            var members: [(String, Value)] = []
            if let n = info.rowIndex { members.append(("rowIndex", .int(n))) }
            if let n = info.columnIndex { members.append(("columnIndex", .int(n))) }
            if let b = info.heading { members.append(("heading", .bool(b))) }
            if let b = info.selected { members.append(("selected", .bool(b))) }
            fields.append(("collectionItemInfo", .collectionItemInfo(members)))
        }
        if let info = node.rangeInfo {
            fields.append(("rangeInfo", .rangeInfo([("current", .number(info.current)), ("min", .number(info.min)), ("max", .number(info.max))])))
        }
        if let actions = node.actions { fields.append(("actions", .actions(actions))) }
        return fields
    }

    /// Whole numbers without a fraction (`1080`, not `1080.0`); others in Swift's shortest
    /// round-trip form, which JSON and `Double(_:)` both read back exactly.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
