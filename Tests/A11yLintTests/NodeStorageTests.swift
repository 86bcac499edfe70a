import Testing
@testable import A11yLintModel

/// `Node` packs its values (`NodeStorage`: a head, then only the strings it has): whatever order
/// properties are set and cleared in, a node reads back what was set, copies stay apart, and
/// equality is by value.
struct NodeStorageTests {
    typealias Strings = [(WritableKeyPath<Node, String?>, String)]
    // Key paths are not Sendable: made anew on each read, not stored.
    static var strings: Strings { [
        (\.className, "android.widget.Switch"), (\.elementType, "Switch"), (\.resourceId, "com.example:id/wifi"),
        (\.accessibilityIdentifier, "wifiSwitch"), (\.testTag, "wifi"), (\.packageName, "com.example"),
        (\.text, "Wi-Fi"), (\.contentDescription, "Wi-Fi switch"), (\.hintText, "Turns Wi-Fi on"),
        (\.stateDescription, "On"), (\.accessibilityLabel, "Wi-Fi"), (\.accessibilityValue, "1"),
    ] }
    static var flags: [WritableKeyPath<Node, Bool?>] { [
        \.checkable, \.checked, \.selected, \.enabled, \.focusable, \.focused, \.clickable, \.longClickable, \.scrollable,
        \.password, \.screenReaderFocusable, \.visibleToUser, \.heading, \.mergeDescendants, \.isAccessibilityElement,
        \.accessibilityElementsHidden,
    ] }

    /// A fixed shuffle, so a failure repeats.
    struct Shuffle: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 17 }
    }

    @Test(arguments: 0 ..< 40)
    func readsBackWhatWasSetInAnyOrder(seed: Int) {
        var random = Shuffle(state: UInt64(seed))
        let strings = Self.strings, flags = Self.flags
        var node = Node(), expected = [String?](repeating: nil, count: strings.count)
        var flagsExpected = [Bool?](repeating: nil, count: flags.count)
        for step in 0 ..< 60 {
            let k = Int(random.next() % UInt64(strings.count))
            // Set, replace or clear: a new string moves the others up, a cleared one moves them down.
            let value: String? = random.next() % 3 == 0 ? nil : "\(strings[k].1) \(step)"
            node[keyPath: strings[k].0] = value; expected[k] = value
            let f = Int(random.next() % UInt64(flags.count))
            let flag: Bool? = [nil, false, true][Int(random.next() % 3)]
            node[keyPath: flags[f]] = flag; flagsExpected[f] = flag
            for (i, (path, _)) in strings.enumerated() { #expect(node[keyPath: path] == expected[i], "seed \(seed) step \(step) string \(i)") }
            for (i, path) in flags.enumerated() { #expect(node[keyPath: path] == flagsExpected[i], "seed \(seed) step \(step) flag \(i)") }
        }
    }

    @Test func everyStringAtOnceAndAllCleared() {
        var node = Node()
        node.frame = Rect(x: 1, y: 2, width: 3, height: 4); node.drawingOrder = 7; node.importantForAccessibility = .no
        node.location = SourceLocation(line: 3, column: 9); node.accessibilityTraits = [.button, .selected]
        for (path, value) in Self.strings { node[keyPath: path] = value } // past the five the box starts with
        for (path, value) in Self.strings { #expect(node[keyPath: path] == value) }
        for (path, _) in Self.strings.reversed() { node[keyPath: path] = nil }
        for (path, _) in Self.strings { #expect(node[keyPath: path] == nil) }
        #expect(node.frame == Rect(x: 1, y: 2, width: 3, height: 4) && node.drawingOrder == 7 && node.importantForAccessibility == .no)
        #expect(node.location == SourceLocation(line: 3, column: 9) && node.accessibilityTraits == [.button, .selected])
    }

    @Test func aCopyIsChangedApartAndEqualityIsByValue() {
        var a = Node()
        a.text = "Wi-Fi"; a.checked = true; a.className = "android.widget.Switch"
        var b = a
        b.text = nil; b.checked = false; b.resourceId = "com.example:id/wifi"; b.paneTitle = "Settings"
        #expect(a.text == "Wi-Fi" && a.checked == true && a.resourceId == nil && a.paneTitle == nil)
        #expect(b.text == nil && b.checked == false && b.resourceId == "com.example:id/wifi" && b.paneTitle == "Settings")
        #expect(a != b)
        // Built in another order, the same values are equal.
        var c = Node()
        c.className = "android.widget.Switch"; c.checked = true; c.text = "Wi-Fi"
        #expect(a == c)
        c.checked = nil
        #expect(a != c)
    }
}

/// `Testing` has a `SourceLocation` of its own.
typealias Location = A11yLintModel.SourceLocation

/// The head keeps its optionals bare with a bit each, and the location in 32 bits (`NodeHeader`):
/// nil stays apart from zero, and a location past 32 bits, or below zero, reads back exactly.
struct NodeHeadPackingTests {
    @Test func unsetIsNilAndZeroIsAValue() {
        var node = Node()
        #expect(node.frame == nil && node.drawingOrder == nil && node.accessibilityTraits == nil)
        node.frame = Rect(x: 0, y: 0, width: 0, height: 0); node.drawingOrder = 0; node.accessibilityTraits = []
        #expect(node.frame == Rect(x: 0, y: 0, width: 0, height: 0) && node.drawingOrder == 0 && node.accessibilityTraits == [])
        #expect(node != Node(), "zero is set, not absent")
        node.frame = nil; node.drawingOrder = nil; node.accessibilityTraits = nil
        #expect(node.frame == nil && node.drawingOrder == nil && node.accessibilityTraits == nil && node == Node())
    }

    @Test(arguments: [
        Location(line: 1, column: 1), Location(line: Int(UInt32.max), column: Int(UInt32.max)),
        Location(line: 1, column: Int(UInt32.max) + 1), Location(line: Int(Int32.max) * 4, column: 2),
        Location(line: -1, column: -5), Location.unknown,
    ])
    func aLocationReadsBackExactly(location: Location) {
        var node = Node()
        node.location = location
        #expect(node.location == location)
        var copy = node
        copy.location.column += 1
        #expect(copy.location == Location(line: location.line, column: location.column + 1) && node.location == location)
    }

    /// A wide location set back to a narrow one leaves nothing behind: the node equals one that
    /// was only ever given the narrow one.
    @Test func aWideLocationReplacedLeavesNoTrace() {
        var wide = Node(), narrow = Node()
        wide.location = Location(line: 1, column: 1 << 40)
        #expect(wide != narrow)
        wide.location = Location(line: 3, column: 4); narrow.location = Location(line: 3, column: 4)
        #expect(wide == narrow && wide.location == Location(line: 3, column: 4))
    }
}
