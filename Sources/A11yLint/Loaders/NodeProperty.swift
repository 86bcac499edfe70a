/// How one property of our native format is read into a `Node`. The same table documents the
/// format (docs/format.md) and drives `a11ylint convert` later.
struct NodeProperty: Sendable {
    enum Kind: Sendable { case string, bool, int, frame, bounds, traits, strings, object }

    let name: String
    let kind: Kind
    /// nil when the property means the same on both platforms.
    let platform: Platform?
    let apply: @Sendable (JSONReader.Value, inout Node) -> String?

    static func string(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, String?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .string, platform: platform) { value, node in
            guard case let .string(s) = value else { return "expected a string, found \(value.typeName)" }
            node[keyPath: keyPath] = s
            return nil
        }
    }

    static func bool(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, Bool?> & Sendable, negated: Bool = false) -> NodeProperty {
        NodeProperty(name: name, kind: .bool, platform: platform) { value, node in
            guard let b = boolValue(value) else { return "expected true or false, found \(value.typeName)" }
            node[keyPath: keyPath] = negated ? !b : b
            return nil
        }
    }

    static func int(_ name: String, _ platform: Platform?, _ keyPath: WritableKeyPath<Node, Int?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .int, platform: platform) { value, node in
            guard case let .number(n) = value, let whole = wholeNumber(n) else { return "expected a whole number (at most 2^53), found \(value.typeName)" }
            node[keyPath: keyPath] = whole
            return nil
        }
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
    }

    static let actions = NodeProperty(name: "actions", kind: .strings, platform: nil) { value, node in
        guard case let .array(items) = value else { return "expected an array of action names" }
        var list: [String] = []
        for item in items { guard case let .string(s) = item else { return "expected action names" }; list.append(s) }
        node.actions = list
        return nil
    }

    static let important = NodeProperty(name: "importantForAccessibility", kind: .string, platform: .android) { value, node in
        if let b = boolValue(value) { node.importantForAccessibility = b ? .yes : .no; return nil }
        if case let .string(s) = value, let v = ImportantForAccessibility(parsing: s) { node.importantForAccessibility = v; return nil }
        return "expected \"auto\", \"yes\", \"no\" or \"noHideDescendants\""
    }

    static let toggleable = NodeProperty(name: "toggleableState", kind: .string, platform: .android) { value, node in
        if case let .string(s) = value, let v = ToggleableState(parsing: s) { node.toggleableState = v; return nil }
        return "expected \"On\", \"Off\" or \"Indeterminate\""
    }

    static let collectionInfo = NodeProperty(name: "collectionInfo", kind: .object, platform: .android) { value, node in
        guard case let .object(m) = value else { return "expected an object {rowCount, columnCount, hierarchical, selectionMode}" }
        var info = CollectionInfo()
        info.rowCount = member(m, "rowCount").flatMap(wholeNumber)
        info.columnCount = member(m, "columnCount").flatMap(wholeNumber)
        info.selectionMode = member(m, "selectionMode").flatMap(wholeNumber)
        for (k, v) in m where k == "hierarchical" { info.hierarchical = boolValue(v) }
        node.collectionInfo = info
        return nil
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
    }

    static let rangeInfo = NodeProperty(name: "rangeInfo", kind: .object, platform: .android) { value, node in
        guard case let .object(m) = value, let current = member(m, "current"), current.isFinite else { return "expected an object {current, min, max}" }
        let min = member(m, "min") ?? 0, max = member(m, "max") ?? 1
        guard min.isFinite, max.isFinite else { return "expected finite numbers" }
        node.rangeInfo = RangeInfo(current: current, min: min, max: max)
        return nil
    }

    static func nextFocus(_ name: String, _ keyPath: WritableKeyPath<NextFocus, String?> & Sendable) -> NodeProperty {
        NodeProperty(name: name, kind: .string, platform: .android) { value, node in
            guard case let .string(s) = value else { return "expected a resource-id string" }
            var next = node.nextFocus ?? NextFocus()
            next[keyPath: keyPath] = s
            node.nextFocus = next
            return nil
        }
    }

    static let elementType = NodeProperty(name: "elementType", kind: .string, platform: .ios) { value, node in
        guard case let .string(s) = value else { return "expected a string" }
        node.elementType = XCUITestLoader.Handler.shortType(s)
        return nil
    }

    static let id = NodeProperty(name: "id", kind: .string, platform: nil) { _, _ in nil }

    /// Every property, by its canonical name first, then aliases.
    static let all: [NodeProperty] = [
        .string("className", nil, \.className), elementType, .string("resourceId", .android, \.resourceId),
        .string("accessibilityIdentifier", .ios, \.accessibilityIdentifier), .string("testTag", .android, \.testTag),
        .string("packageName", .android, \.packageName), id, frame, bounds,
        .string("text", nil, \.text), .string("contentDescription", .android, \.contentDescription),
        .string("hintText", .android, \.hintText), .string("stateDescription", .android, \.stateDescription),
        .string("tooltipText", .android, \.tooltipText), .string("paneTitle", .android, \.paneTitle),
        .string("roleDescription", .android, \.roleDescription),
        .string("accessibilityLabel", .ios, \.accessibilityLabel), .string("accessibilityValue", .ios, \.accessibilityValue),
        .string("accessibilityHint", .ios, \.accessibilityHint), .string("placeholder", .ios, \.placeholder),
        .bool("checkable", .android, \.checkable), .bool("checked", .android, \.checked), .bool("selected", nil, \.selected),
        .bool("enabled", nil, \.enabled), .bool("focusable", .android, \.focusable), .bool("focused", nil, \.focused),
        .bool("accessibilityFocused", .android, \.accessibilityFocused), .bool("clickable", .android, \.clickable),
        .bool("longClickable", .android, \.longClickable), .bool("scrollable", nil, \.scrollable),
        .bool("password", .android, \.password), .bool("screenReaderFocusable", .android, \.screenReaderFocusable),
        important, .bool("visibleToUser", nil, \.visibleToUser), .bool("heading", .android, \.heading),
        .int("drawingOrder", .android, \.drawingOrder), .int("liveRegion", .android, \.liveRegion),
        .string("labelFor", .android, \.labelFor), .string("labeledBy", .android, \.labeledBy),
        .string("traversalBefore", .android, \.traversalBefore), .string("traversalAfter", .android, \.traversalAfter),
        nextFocus("nextFocusDown", \.down), nextFocus("nextFocusUp", \.up), nextFocus("nextFocusLeft", \.left),
        nextFocus("nextFocusRight", \.right), nextFocus("nextFocusForward", \.forward),
        collectionInfo, collectionItemInfo, rangeInfo, actions,
        .string("role", .android, \.role), toggleable, .bool("mergeDescendants", .android, \.mergeDescendants),
        .bool("selectableGroup", .android, \.selectableGroup), .bool("clearAndSetSemantics", .android, \.clearAndSetSemantics),
        .bool("isAccessibilityElement", .ios, \.isAccessibilityElement),
        .bool("accessibilityElementsHidden", .ios, \.accessibilityElementsHidden),
        .bool("accessibilityViewIsModal", .ios, \.accessibilityViewIsModal),
        .bool("shouldGroupAccessibilityChildren", .ios, \.shouldGroupAccessibilityChildren), traits,
    ]

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
        table["notAccessibilityFriendly"] = .bool("notAccessibilityFriendly", .android, \.notAccessibilityFriendly)
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

    struct Candidates: Sendable {
        /// (name, lowercased scalars), sorted by name, grouped by scalar count.
        let byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]]
        init(_ names: [String]) {
            var byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]] = [:]
            for name in names.sorted() {
                let scalars = Array(name.lowercased().unicodeScalars)
                byLength[scalars.count, default: []].append((name, scalars))
            }
            self.byLength = byLength
        }
    }

    static func suggestion(for key: String, among candidates: [String]) -> String? {
        var work = 0
        return suggestion(for: key, among: Candidates(candidates), work: &work)
    }

    /// The candidate within one or two edits of `key` (one for short keys), if any. Only names
    /// whose length is within the limit are compared, so a key costs a few short comparisons
    /// whatever its length. `work` counts the edit-distance cells computed.
    static func suggestion(for key: String, among candidates: Candidates, work: inout Int) -> String? {
        let length = key.unicodeScalars.count
        guard length > 4, length <= 64 else { return nil }
        let limit = length <= 5 ? 1 : 2
        let lowered = Array(key.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for l in (length - limit) ... (length + limit) {
            for (name, scalars) in candidates.byLength[l] ?? [] {
                work += lowered.count * scalars.count
                let d = editDistance(lowered, scalars, limit: 2)
                if d <= limit, best == nil || d < best!.distance || d == best!.distance && name < best!.name { best = (name, d) }
            }
        }
        return best?.name
    }

    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`: only the band of
    /// cells within `limit` of the diagonal is computed, with two reused rows, and a row whose
    /// every cell is over the limit ends it. A key costs a few hundred cell updates at most.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 || m == 0 { return max(n, m) }
        let over = limit + 1
        var previous = [Int](repeating: over, count: m + 1)
        var current = [Int](repeating: over, count: m + 1)
        for j in 0 ... min(m, limit) { previous[j] = j }
        for i in 1 ... n {
            let low = max(1, i - limit), high = min(m, i + limit)
            current[low - 1] = low == 1 ? (i <= limit ? i : over) : over
            var rowMin = current[low - 1]
            if low <= high {
                for j in low ... high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, over)
                    current[j] = value
                    rowMin = min(rowMin, value)
                }
            }
            if high < m { current[high + 1] = over }
            if rowMin > limit { return over }
            swap(&previous, &current)
        }
        return min(previous[m], over)
    }
}

import Foundation
