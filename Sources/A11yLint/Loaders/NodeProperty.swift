import A11yLintModel

/// How one property of our native format is read into a `Node`, and written back out of one: the
/// native loaders read by this table, and the native writers (`a11ylint convert`) write in its
/// order, so a property is named, and mapped to the node, once. The same table documents the
/// format (docs/format.md).
package struct NodeProperty: Sendable {
    enum Kind: Sendable { case string, bool, int, frame, bounds, traits, strings, object }

    /// A captured value as the native writers write it.
    package enum Captured {
        case string(String), bool(Bool), int(Int), frame(Rect), traits(AccessibilityTraits), actions([String])
        /// Members of `collectionInfo` / `collectionItemInfo` that were captured.
        case collectionInfo([(String, Captured)]), collectionItemInfo([(String, Captured)])
        /// `rangeInfo`'s current, min and max.
        case number(Double), rangeInfo([(String, Captured)])
    }

    package let name: String
    let kind: Kind
    /// nil when the property means the same on both platforms.
    let platform: Platform?
    let apply: @Sendable (JSONReader.Value, inout Node) -> String?
    /// The node's captured value, nil when not captured; no writer for read-only spellings
    /// (`bounds`, `id`, negated aliases such as `disabled`).
    package var write: (@Sendable (borrowing Node) -> Captured?)? = nil

    /// The same property, written by `write`.
    func writing(_ write: @escaping @Sendable (borrowing Node) -> Captured?) -> NodeProperty {
        var p = self
        p.write = write
        return p
    }

    static func string(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, String?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .string, platform: platform) { value, node in
            guard case let .string(s) = value else { return "expected a string, found \(value.typeName)" }
            node[keyPath: keyPath] = s
            return nil
        }.writing { node in node[keyPath: keyPath].map(Captured.string) }
    }

    static func bool(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, Bool?> & Sendable, negated: Bool = false) -> NodeProperty {
        let property = NodeProperty(name: name, kind: .bool, platform: platform) { value, node in
            guard let b = boolValue(value) else { return "expected true or false, found \(value.typeName)" }
            node[keyPath: keyPath] = negated ? !b : b
            return nil
        }
        return negated ? property : property.writing { node in node[keyPath: keyPath].map(Captured.bool) }
    }

    static func int(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, Int?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .int, platform: platform) { value, node in
            guard case let .number(n) = value, let whole = wholeNumber(n) else { return "expected a whole number (at most 2^53), found \(value.typeName)" }
            node[keyPath: keyPath] = whole
            return nil
        }.writing { node in node[keyPath: keyPath].map(Captured.int) }
    }

    /// A JSON number as an Int, if it is whole and exactly representable (|n| <= 2^53): larger
    /// values would trap on conversion.
    static func wholeNumber(_ n: Double) -> Int? {
        guard n == n.rounded(), abs(n) <= 9_007_199_254_740_992 else { return nil }
        return Int(n)
    }

    static func boolValue(_ value: JSONReader.Value) -> Bool? {
        switch value {
        case let .bool(b): return b
        case .string("true"): return true
        case .string("false"): return false
        default: return nil
        }
    }

    static func numbers(_ value: JSONReader.Value) -> [Double]? {
        guard case let .array(items) = value else { return nil }
        let numbers = items.compactMap { item -> Double? in if case let .number(n) = item { return n } else { return nil } }
        return numbers.count == items.count ? numbers : nil
    }

    static func member(_ members: [(String, JSONReader.Value)], _ key: String) -> Double? {
        for (k, v) in members where k == key { if case let .number(n) = v { return n } }
        return nil
    }

    static let frame = NodeProperty(name: "frame", kind: .frame, platform: nil) { value, node in
        if let n = numbers(value), n.count == 4 { node.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3]); return nil }
        if case let .object(members) = value, let x = member(members, "x"), let y = member(members, "y"),
           let w = member(members, "width"), let h = member(members, "height") {
            node.frame = Rect(x: x, y: y, width: w, height: h); return nil
        }
        return "expected [x, y, width, height] or {\"x\", \"y\", \"width\", \"height\"}"
    }.writing { node in
        // JSON has no NaN or infinity: such a frame was not a real capture, so it stays unknown.
        node.frame.flatMap { $0.array.allSatisfy(\.isFinite) ? .frame($0) : nil }
    }

    static let bounds = NodeProperty(name: "bounds", kind: .bounds, platform: .android) { value, node in
        if let n = numbers(value), n.count == 4 { node.frame = Rect(left: n[0], top: n[1], right: n[2], bottom: n[3]); return nil }
        if case let .string(s) = value {
            let rect: Rect? = Array(s.utf8).withUnsafeBufferPointer { UIAutomatorLoader.Handler.parseBounds($0) }
            if let rect { node.frame = rect; return nil }
        }
        return "expected \"[left,top][right,bottom]\" or [left, top, right, bottom]"
    }

    static let traits = NodeProperty(name: "accessibilityTraits", kind: .traits, platform: .ios) { value, node in
        var names: [String] = []
        switch value {
        case let .string(s): names = s.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" }).map(String.init)
        case let .array(items):
            for item in items { guard case let .string(s) = item else { return "expected trait names" }; names.append(s) }
        default: return "expected an array of trait names (\"button\", \"selected\", …)"
        }
        var traits: AccessibilityTraits = []
        for name in names {
            guard let trait = AccessibilityTraits.named(name) else { return "unknown trait \"\(name)\"" }
            traits.insert(trait)
        }
        node.accessibilityTraits = traits
        if traits.contains(.notEnabled) { node.enabled = false }
        if traits.contains(.selected) { node.selected = node.selected ?? true }
        return nil
    }.writing { node in node.accessibilityTraits.map(Captured.traits) }

    static let actions = NodeProperty(name: "actions", kind: .strings, platform: nil) { value, node in
        guard case let .array(items) = value else { return "expected an array of action names" }
        var list: [String] = []
        for item in items { guard case let .string(s) = item else { return "expected action names" }; list.append(s) }
        node.actions = list
        return nil
    }.writing { node in node.actions.map(Captured.actions) }

    static let important = NodeProperty(name: "importantForAccessibility", kind: .string, platform: .android) { value, node in
        if let b = boolValue(value) { node.importantForAccessibility = b ? .yes : .no; return nil }
        if case let .string(s) = value, let v = ImportantForAccessibility(parsing: s) { node.importantForAccessibility = v; return nil }
        return "expected \"auto\", \"yes\", \"no\" or \"noHideDescendants\""
    }.writing { node in node.importantForAccessibility.map { .string($0.rawValue) } }

    static let toggleable = NodeProperty(name: "toggleableState", kind: .string, platform: .android) { value, node in
        if case let .string(s) = value, let v = ToggleableState(parsing: s) { node.toggleableState = v; return nil }
        return "expected \"On\", \"Off\" or \"Indeterminate\""
    }.writing { node in node.toggleableState.map { .string($0.rawValue) } }

    static let collectionInfo = NodeProperty(name: "collectionInfo", kind: .object, platform: .android) { value, node in
        guard case let .object(m) = value else { return "expected an object {rowCount, columnCount, hierarchical, selectionMode}" }
        var info = CollectionInfo()
        info.rowCount = member(m, "rowCount").flatMap(wholeNumber)
        info.columnCount = member(m, "columnCount").flatMap(wholeNumber)
        info.selectionMode = member(m, "selectionMode").flatMap(wholeNumber)
        for (k, v) in m where k == "hierarchical" { info.hierarchical = boolValue(v) }
        node.collectionInfo = info
        return nil
    }.writing { node in
        guard let info = node.collectionInfo else { return nil }
        var members: [(String, Captured)] = []
        if let n = info.rowCount { members.append(("rowCount", .int(n))) }
        if let n = info.columnCount { members.append(("columnCount", .int(n))) }
        if let b = info.hierarchical { members.append(("hierarchical", .bool(b))) }
        if let n = info.selectionMode { members.append(("selectionMode", .int(n))) }
        return .collectionInfo(members)
    }

    static let collectionItemInfo = NodeProperty(name: "collectionItemInfo", kind: .object, platform: .android) { value, node in
        guard case let .object(m) = value else { return "expected an object {rowIndex, columnIndex, heading, selected}" }
        var info = CollectionItemInfo()
        info.rowIndex = member(m, "rowIndex").flatMap(wholeNumber)
        info.columnIndex = member(m, "columnIndex").flatMap(wholeNumber)
        for (k, v) in m where k == "heading" { info.heading = boolValue(v) }
        for (k, v) in m where k == "selected" { info.selected = boolValue(v) }
        node.collectionItemInfo = info
        return nil
    }.writing { node in
        guard let info = node.collectionItemInfo else { return nil }
        var members: [(String, Captured)] = []
        if let n = info.rowIndex { members.append(("rowIndex", .int(n))) }
        if let n = info.columnIndex { members.append(("columnIndex", .int(n))) }
        if let b = info.heading { members.append(("heading", .bool(b))) }
        if let b = info.selected { members.append(("selected", .bool(b))) }
        return .collectionItemInfo(members)
    }

    static let rangeInfo = NodeProperty(name: "rangeInfo", kind: .object, platform: .android) { value, node in
        guard case let .object(m) = value, let current = member(m, "current"), current.isFinite else { return "expected an object {current, min, max}" }
        let min = member(m, "min") ?? 0, max = member(m, "max") ?? 1
        guard min.isFinite, max.isFinite else { return "expected finite numbers" }
        node.rangeInfo = RangeInfo(current: current, min: min, max: max)
        return nil
    }.writing { node in
        guard let info = node.rangeInfo else { return nil }
        return .rangeInfo([("current", .number(info.current)), ("min", .number(info.min)), ("max", .number(info.max))])
    }

    static func nextFocus(_ name: String, _ keyPath: WritableKeyPath<NextFocus, String?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .string, platform: .android) { value, node in
            guard case let .string(s) = value else { return "expected a resource-id string" }
            var next = node.nextFocus ?? NextFocus()
            next[keyPath: keyPath] = s
            node.nextFocus = next
            return nil
        }.writing { node in node.nextFocus?[keyPath: keyPath].map(Captured.string) }
    }

    static let elementType = NodeProperty(name: "elementType", kind: .string, platform: .ios) { value, node in
        guard case let .string(s) = value else { return "expected a string" }
        node.elementType = XCUITestLoader.Handler.shortType(s)
        return nil
    }.writing { node in node.elementType.map(Captured.string) }

    static let id = NodeProperty(name: "id", kind: .string, platform: nil) { _, _ in nil }

    /// Every property by its canonical name (aliases below), in the order the native writers write
    /// them. `accessibilityTraits` precedes `enabled` and `selected`: loading applies the traits'
    /// effects on those two first, and the explicit values written after them then restore what
    /// was captured.
    static let all: [NodeProperty] = [
        .string("className", nil, \.className), elementType, .string("resourceId", .android, \.resourceId),
        .string("accessibilityIdentifier", .ios, \.accessibilityIdentifier), .string("testTag", .android, \.testTag),
        .string("packageName", .android, \.packageName), frame, id, bounds,
        .string("text", nil, \.text), .string("contentDescription", .android, \.contentDescription),
        .string("hintText", .android, \.hintText), .string("stateDescription", .android, \.stateDescription),
        .string("tooltipText", .android, \.tooltipText), .string("paneTitle", .android, \.paneTitle),
        .string("roleDescription", .android, \.roleDescription),
        .bool("contentInvalid", .android, \.contentInvalid), .string("errorText", .android, \.errorText),
        .string("accessibilityLabel", .ios, \.accessibilityLabel), .string("accessibilityValue", .ios, \.accessibilityValue),
        .string("accessibilityHint", .ios, \.accessibilityHint), .string("placeholder", .ios, \.placeholder),
        .string("role", .android, \.role), traits,
        .bool("checkable", .android, \.checkable), .bool("checked", .android, \.checked), toggleable, .bool("selected", nil, \.selected),
        .bool("enabled", nil, \.enabled), .bool("focusable", .android, \.focusable), .bool("focused", nil, \.focused),
        .bool("accessibilityFocused", .android, \.accessibilityFocused), .bool("clickable", .android, \.clickable),
        .bool("longClickable", .android, \.longClickable), .bool("scrollable", nil, \.scrollable),
        .bool("password", .android, \.password), .bool("screenReaderFocusable", .android, \.screenReaderFocusable),
        important, .bool("visibleToUser", nil, \.visibleToUser), .bool("heading", .android, \.heading),
        .bool("notAccessibilityFriendly", .android, \.notAccessibilityFriendly),
        .int("drawingOrder", .android, \.drawingOrder), .int("liveRegion", .android, \.liveRegion),
        .string("labelFor", .android, \.labelFor), .string("labeledBy", .android, \.labeledBy),
        .string("traversalBefore", .android, \.traversalBefore), .string("traversalAfter", .android, \.traversalAfter),
        nextFocus("nextFocusDown", \.down), nextFocus("nextFocusUp", \.up), nextFocus("nextFocusLeft", \.left),
        nextFocus("nextFocusRight", \.right), nextFocus("nextFocusForward", \.forward),
        .bool("mergeDescendants", .android, \.mergeDescendants),
        .bool("selectableGroup", .android, \.selectableGroup), .bool("clearAndSetSemantics", .android, \.clearAndSetSemantics),
        .bool("isAccessibilityElement", .ios, \.isAccessibilityElement),
        .bool("accessibilityElementsHidden", .ios, \.accessibilityElementsHidden),
        .bool("accessibilityViewIsModal", .ios, \.accessibilityViewIsModal),
        .bool("shouldGroupAccessibilityChildren", .ios, \.shouldGroupAccessibilityChildren),
        collectionInfo, collectionItemInfo, rangeInfo, actions,
    ]

    /// The properties the native writers write, in their order.
    package static let written: [NodeProperty] = all.filter { $0.write != nil }

    /// Alternative spellings people will write (the dump tools' own attribute names).
    static let aliases: [String: String] = [
        "class": "className", "type": "elementType", "resource-id": "resourceId", "identifier": "accessibilityIdentifier",
        "package": "packageName", "title": "text", "content-desc": "contentDescription", "hint": "hintText",
        "label": "accessibilityLabel", "value": "accessibilityValue", "traits": "accessibilityTraits",
        "placeholderValue": "placeholder", "isEnabled": "enabled", "isSelected": "selected", "isChecked": "checked",
        "long-clickable": "longClickable", "visible": "visibleToUser", "displayed": "visibleToUser",
        "NAF": "notAccessibilityFriendly", "name": "accessibilityIdentifier",
    ]

    static let table: [String: NodeProperty] = {
        var table = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
        for (alias, canonical) in aliases { if let p = table[canonical] { table[alias] = p } }
        table["disabled"] = .bool("disabled", nil, \.enabled, negated: true)
        table["isHidden"] = .bool("isHidden", nil, \.visibleToUser, negated: true)
        table["hidden"] = table["isHidden"]
        return table
    }()

    /// A known name within two edits of `key`, to catch typos like "chekced".
    static func suggestion(for key: String) -> String? {
        var work = 0
        return suggestion(for: key, among: tableCandidates, work: &work)
    }

    /// The known names, sorted and lowercased once: a dump may hold 200k unknown keys, and each
    /// used to sort the table and compare with every name (49 s).
    static let tableCandidates = Candidates(Array(table.keys))

    /// "Did you mean" over names, in Model so that every room may use it (`DidYouMean`).
    typealias Candidates = DidYouMean.Candidates

    package static func suggestion(for key: String, among candidates: [String]) -> String? { DidYouMean.closest(to: key, among: candidates) }

    static func suggestion(for key: String, among candidates: Candidates, work: inout Int) -> String? {
        DidYouMean.suggestion(for: key, among: candidates, work: &work)
    }

    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int { DidYouMean.editDistance(a, b, limit: limit) }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int { DidYouMean.editDistance(a, b, limit: limit) }
}

import Foundation
