import A11yLintModel

/// UIKit table and collection cells that speak their accessory switch as their own.
///
/// A `UITableViewCell` whose `accessoryView` is a `UISwitch` is one VoiceOver element: UIKit's cell
/// accessibility takes the switch's value and traits, so VoiceOver says "Wi-Fi, On, Switch button"
/// on the row and never visits the title text or the switch on their own (Apple Settings; Daniel
/// Devesa Derksen-Staats, "Accessibility up to 11", day 84). A switch placed in the cell's
/// `contentView` gets no such treatment: the cell is a container and label and switch are two stops.
///
/// Dumps that say `isAccessibilityElement` (WebDriverAgent's `accessible`) are taken at their word.
/// The others (older WebDriverAgent, XCUITest debugDescription, idb) still show what the cell does:
/// the cell mirrors its accessory, carrying the switch's value (WebDriverAgent writes
/// `<XCUIElementTypeCell value="0">` around `<XCUIElementTypeSwitch value="0">` for Settings rows) or its
/// label. A cell that mirrors nothing, or holds more than one control, stays a container.
package enum CellAccessory {
    package static func isCell(_ node: borrowing Node) -> Bool {
        let type = node.elementType ?? ""
        let cls = node.className ?? ""
        return type == "Cell" || cls.hasSuffix("TableViewCell") || cls.hasSuffix("CollectionViewCell")
    }

    /// For each node: whether it is a cell that the dump leaves undecided (no `isAccessibilityElement`)
    /// and that mirrors its single accessory switch, so VoiceOver reads it as one element.
    /// One pass over the pre-order array; each node is counted for its nearest cell only.
    static func mirroringCells(in tree: AccessibilityTree) -> [Bool] {
        let count = tree.count
        var result = [Bool](repeating: false, count: count)
        guard tree.nodes.contains(where: { isCell($0) }) else { return result }
        var nearestCell = [Int32](repeating: -1, count: count)
        var insideSwitch = [Bool](repeating: false, count: count)
        var switchCount = [Int32](repeating: 0, count: count)
        var firstSwitch = [Int32](repeating: -1, count: count)
        var otherControl = [Bool](repeating: false, count: count)
        for i in 0 ..< count {
            let parent = tree.parent(of: i)
            let cell: Int32 = isCell(tree[i]) ? Int32(i) : parent.map { nearestCell[$0] } ?? -1
            nearestCell[i] = cell
            let switchLike = StopDescriber.isSwitchLike(tree[i])
            let parentInsideSwitch = parent.map { insideSwitch[$0] } ?? false
            insideSwitch[i] = parentInsideSwitch || switchLike
            guard cell >= 0, Int(cell) != i else { continue }
            let c = Int(cell)
            if switchLike {
                // A SwiftUI Toggle lists its knob as a Switch inside the Switch: one control.
                if !parentInsideSwitch { switchCount[c] += 1; if firstSwitch[c] < 0 { firstSwitch[c] = Int32(i) } }
            } else if let type = tree[i].elementType ?? tree[i].className, IOSElementTypes.operatedControls.contains(type) {
                otherControl[c] = true
            }
        }
        for c in 0 ..< count where tree[c].isAccessibilityElement == nil && isCell(tree[c]) {
            // idb lists a settings row as one Cell carrying the switch's Toggle trait and value.
            if switchCount[c] == 0, StopDescriber.isSwitchLike(tree[c]) { result[c] = true; continue }
            guard switchCount[c] == 1, !otherControl[c] else { continue }
            let cell = tree[c], accessory = tree[Int(firstSwitch[c])]
            result[c] = same(cell.accessibilityValue, accessory.accessibilityValue) || same(cell.accessibilityLabel, accessory.accessibilityLabel)
        }
        return result
    }

    static func same(_ a: String?, _ b: String?) -> Bool {
        guard let a = a?.nonBlank, let b = b?.nonBlank else { return false }
        return a.trimmed.lowercased() == b.trimmed.lowercased()
    }
}
