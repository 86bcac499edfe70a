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
