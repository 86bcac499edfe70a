import A11yLintModel

/// What VoiceOver adds from an element's surroundings, following cashapp/AccessibilitySnapshot:
/// tab bar items (`AccessibilityHierarchyParser.swift` gives elements inside a tab bar the
/// `.tabBarItem(index:count:)` context; `UIAccessibility+SnapshotAdditions.swift` then says
/// "Tab." instead of "Button." and appends "N of M."), and views whose label combines their
/// children's texts (a SwiftUI `.accessibilityElement(children: .combine)`, or a view that sets its
/// label from its subviews), which a dump without `isAccessibilityElement` shows only that way.
package enum VoiceOverContext {
    /// For each stop inside a tab bar: its 1-based place among the bar's stops and their number.
    static func tabPositions(tree: AccessibilityTree, stops: [Int]) -> [Int: (index: Int, count: Int)] {
        guard tree.nodes.contains(where: { $0.elementType == "TabBar" }) else { return [:] }
        var byBar: [Int: [Int]] = [:]
        for stop in stops {
            if let bar = tabBar(of: stop, in: tree) { byBar[bar, default: []].append(stop) }
        }
        var result: [Int: (index: Int, count: Int)] = [:]
        for (_, items) in byBar {
            for (k, item) in items.enumerated() { result[item] = (k + 1, items.count) }
        }
        return result
    }

    /// The tab bar holding the element as an item: its parent or grandparent (items may sit in one
    /// wrapper view).
    package static func tabBar(of node: Int, in tree: AccessibilityTree) -> Int? {
        var current = node
        for _ in 0 ..< 2 {
            guard let p = tree.parent(of: current) else { return nil }
            if tree[p].elementType == "TabBar" { return p }
            current = p
        }
        return nil
    }

    /// For each node: whether it is an `Other` the dump leaves undecided (no `isAccessibilityElement`)
    /// whose label is exactly its children's labels joined ('App presented by sponsor' over
    /// 'App presented by' and an image 'Sponsor'): a combined element VoiceOver reads as one.
    static func combinedElements(in tree: AccessibilityTree) -> [Bool] {
        var result = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count where tree[i].elementType == "Other" && tree[i].isAccessibilityElement == nil {
            guard let label = tree[i].accessibilityLabel?.nonBlank else { continue }
            var words: [String] = []
            var childCount = 0
            for child in tree.children(of: i) {
                childCount += 1
                if let text = (tree[child].accessibilityLabel ?? tree[child].text)?.nonBlank { words += Words.of(text) }
            }
            result[i] = childCount > 1 && !words.isEmpty && words == Words.of(label)
        }
        return result
    }
}
