import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

@Suite struct DebugDescriptionLoaderTests {
    static func load(_ text: String) throws -> AccessibilityTree {
        let tree = try DumpReader.load(string: text)
        #expect(tree.format == .debugDescription)
        #expect(tree.platform == .ios)
        return tree
    }

    static func expectInputError(_ text: String, _ contains: String, at location: A11yLint.SourceLocation,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try DumpReader.load(string: text, format: .debugDescription)
            Issue.record("expected an input error containing \(contains)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(contains), "\(error)", sourceLocation: sourceLocation)
            #expect(error.location == location, "\(error)", sourceLocation: sourceLocation)
        }
    }

    // MARK: The corpus capture (lldb `po` form)

    @Test func corpusPoCaptureLoadsOneNodePerSubtreeLine() throws {
        let url = Repo.corpus.appendingPathComponent("ios-debugdescription/xcuitest-study-po-debugdescription.txt")
        let raw = try String(contentsOf: url, encoding: .utf8)
        // Count the element lines independently: the escaped text between the two section headers.
        let start = try #require(raw.range(of: "Element subtree:\\n"))
        let end = try #require(raw.range(of: "\\nPath to element:"))
        let lines = raw[start.upperBound ..< end.lowerBound].components(separatedBy: "\\n")
        let tree = try DumpReader.load(contentsOf: url)
        #expect(tree.format == .debugDescription)
        #expect(tree.count == lines.count)
        #expect(tree.count == 11)
        #expect(tree[0].elementType == "Application")
        #expect(tree[0].accessibilityLabel == "XCUITest_study")
        #expect(tree[1].className == "XCUIElementTypeWindow")
        #expect(tree[1].frame == Rect(x: 0, y: 0, width: 414, height: 896))
        let welcome = try #require(tree.indices.first { tree[$0].accessibilityIdentifier == "welcomeMessage" })
        #expect(tree[welcome].accessibilityLabel == "Welcome to XCUITest Course ")
        #expect(tree[welcome].text == "Welcome to XCUITest Course ")
        let button = try #require(tree.indices.first { tree[$0].accessibilityIdentifier == "enrollButton" })
        #expect(Array(tree.children(of: button)).map { tree[$0].accessibilityLabel } == ["Enroll"])
        #expect(tree.parent(of: 1) == 0)
        // Every node points into line 3 (the quoted string), at its element's text.
        #expect(tree.nodes.allSatisfy { $0.location.line == 3 })
        let column = try #require(raw.split(separator: "\n")[2].unicodeScalars.map(Character.init).firstIndex(of: "→"))
        #expect(tree[0].location.column == column + 2)
    }

    // MARK: Element lines

    @Test func attributesAndFlags() throws {
        let tree = try Self.load("""
        Element subtree:
         →Application, 0x600000a8c000, pid: 1234, label: 'Settings'
            Switch, 0x600000a8c1c0, {{16.0, 120.0}, {51.0, 31.0}}, identifier: 'wifi', label: 'Wi-Fi', value: 1, Selected, Disabled, Focused
            TextField, 0x600000a8c2e0, {{16.0, 160.0}, {300.0, 44.0}}, identifier: 'email', placeholderValue: 'Email', value: a@b.c
            StaticText, 0x600000a8c400, {{16.0, 210.0}, {300.0, 20.0}}, label: 'Plain'
        """)
        #expect(tree.count == 4)
        #expect(tree[0].accessibilityLabel == "Settings")
        #expect(tree[0].frame == nil)
        let s = tree[1]
        #expect(s.className == "XCUIElementTypeSwitch")
        #expect(s.elementType == "Switch")
        #expect(s.frame == Rect(x: 16, y: 120, width: 51, height: 31))
        #expect(s.accessibilityIdentifier == "wifi")
        #expect(s.accessibilityLabel == "Wi-Fi")
        #expect(s.accessibilityValue == "1")
        #expect(s.selected == true)
        #expect(s.enabled == false)
        #expect(s.focused == true)
        #expect(s.isAccessibilityElement == nil)
        #expect(s.visibleToUser == nil)
        #expect(s.location == SourceLocation(line: 3, column: 5))
        #expect(tree[2].placeholder == "Email")
        #expect(tree[2].accessibilityValue == "a@b.c")
        #expect(tree[2].accessibilityLabel == nil)
        // XCTest prints Selected / Disabled whenever they hold: their absence is an answer.
        #expect(tree[3].selected == false)
        #expect(tree[3].enabled == true)
        #expect(tree[3].focused == nil)
        #expect(tree[3].text == "Plain")
    }

    @Test func quotesAndCommasInsideQuotedValues() throws {
        let tree = try Self.load("""
        Element subtree:
         →Application, pid: 1, label: 'Don't, stop'
            Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'It's 5', value: 2, Selected
            Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'a, b', label: 'Rock 'n' roll, tab, 1 of 4'
            Button, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, label: '', value: Hello, world
            Button, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Note, tip: 'quoted''
        """)
        #expect(tree.nodes.map(\.accessibilityLabel) == ["Don't, stop", "It's 5", "Rock 'n' roll, tab, 1 of 4", "", "Note, tip: 'quoted'"])
        #expect(tree[1].accessibilityValue == "2")
        #expect(tree[1].selected == true)
        #expect(tree[2].accessibilityIdentifier == "a, b")
        #expect(tree[3].accessibilityValue == "Hello, world")
    }

    @Test func labelWithALineBreakSpansLines() throws {
        let tree = try Self.load("Element subtree:\n →Application, pid: 1, label: 'App'\n    Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Line one\nLine two', value: 1\n    Switch, 0x2, {{0.0, 20.0}, {51.0, 31.0}}, value: 0\n")
        #expect(tree.count == 3)
        #expect(tree[1].accessibilityLabel == "Line one\nLine two")
        #expect(tree[2].location == SourceLocation(line: 5, column: 5))
        #expect(tree.parent(of: 2) == 0)
    }

    @Test func nestingFollowsIndentation() throws {
        let tree = try Self.load("""
        Attributes: Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
        Element subtree:
         →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
            Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Cell, 0x3, {{0.0, 100.0}, {390.0, 44.0}}
                StaticText, 0x4, {{16.0, 110.0}, {100.0, 20.0}}, label: 'Wi-Fi'
                Switch, 0x5, {{320.0, 106.0}, {51.0, 31.0}}, value: 1
              Cell, 0x6, {{0.0, 144.0}, {390.0, 44.0}}
            Other, 0x7, {{0.0, 800.0}, {390.0, 44.0}}
        Path to element:
         →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
        Query chain:
         →Find: Target Application 'com.example'
          Output: {
            Application, 0x9, pid: 12, label: 'Example'
          }
          ↪︎Find: Descendants matching type Window
        """)
        #expect(tree.count == 7)
        #expect(tree.nodes.map(\.elementType) == ["Window", "Other", "Cell", "StaticText", "Switch", "Cell", "Other"])
        #expect(tree.parents == [-1, 0, 1, 2, 2, 1, 0])
    }

    @Test func eachSubtreeSectionIsARoot() throws {
        // WebDriverAgent's description source joins the debugDescription of each window.
        let tree = try Self.load("""
        Attributes: Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
        Element subtree:
         →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Back'
        Path to element:
         →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}

        Attributes: Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
        Element subtree:
         →Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
            Other, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
        """)
        #expect(tree.roots == [0, 2])
        #expect(tree.parent(of: 3) == 2)
    }

    @Test func testLogLinesBeforeTheTreeAreSkipped() throws {
        let text = """
            t =    58.99s     Check for interrupting elements affecting "toggle" Switch
            t =    59.10s Requesting snapshot of accessibility hierarchy for app with pid 8736
        Attributes: Application, 0x1, pid: 8736, label: 'Shop'
        Element subtree:
         →Application, 0x1, pid: 8736, label: 'Shop'
            Switch, 0x2, {{0.0, 717.7}, {390.0, 45.7}}, identifier: 'toggle', label: 'Gift wrap', value: 0
        """
        #expect(DebugDescriptionLoader().refusal(for: ContentSniff(text)) == nil)
        let tree = try Self.load(text)
        #expect(tree.count == 2)
        #expect(tree[1].location == SourceLocation(line: 6, column: 5))
    }

    @Test func headerlessPasteIsOneSubtree() throws {
        let tree = try Self.load("""
        Switch, 0x7f93ff01bf80, {{0.0, 717.7}, {390.0, 45.7}}, identifier: 'shipping-toggle', label: 'Add a different shipping address', value: 0
          StaticText, 0x7f93ff01c0a0, {{16.0, 730.3}, {247.3, 20.3}}, label: 'Add a different shipping address'
          Switch, 0x7f93ff01c1c0, {{325.0, 725.0}, {51.0, 31.0}}, value: 0
        """)
        #expect(tree.count == 3)
        #expect(tree.parents == [-1, 0, 0])
        #expect(tree[0].frame == Rect(x: 0, y: 717.7, width: 390, height: 45.7))
    }

    @Test func oldXcodeTraitsAndNullFrames() throws {
        let tree = try Self.load("""
        Element subtree:
         →Application, 0x1, pid: 1, label: 'App'
            Button, 0x600000191b30, traits: 8589934601, {{0.0, 20.0}, {80.0, 44.0}}, label: 'Small'
            Button, 0x600000191c20, traits: 8589934849, {{inf, inf}, {0.0, 0.0}}, label: 'Large'
        """)
        #expect(tree[1].selected == true) // bit 3
        #expect(tree[1].enabled == true)
        #expect(tree[2].enabled == false) // bit 8
        #expect(tree[2].frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: lldb `po` form

    @Test func poStringIsDecodedAndLocatedInTheFile() throws {
        let text = #"""
            t =    31.44s Requesting snapshot of accessibility hierarchy for app with pid 42
        "Attributes: Application, 0x1, pid: 42, label: \'Café\'\nElement subtree:\n →Application, 0x1, pid: 42, label: \'Café\'\n    Switch, 0x2, {{1.0, 2.0}, {51.0, 31.0}}, label: \'Say \"hi\"\', value: 1\n    Button, 0x3, {{1.0, 40.0}, {51.0, 31.0}}, label: \'\u{2192}go\'\nPath to element:\n →Application, 0x1, pid: 42, label: \'Café\'\n"
            t =    31.50s Tear down
        """#
        let tree = try Self.load(text)
        #expect(tree.count == 3)
        #expect(tree[0].accessibilityLabel == "Café")
        #expect(tree[1].accessibilityLabel == "Say \"hi\"")
        #expect(tree[2].accessibilityLabel == "→go")
        let line2 = text.components(separatedBy: "\n")[1]
        func column(of needle: String) -> Int {
            line2.distance(from: line2.startIndex, to: line2.range(of: needle)!.lowerBound) + 1
        }
        #expect(tree[0].location == SourceLocation(line: 2, column: column(of: "Application, 0x1, pid: 42, label: \\'Café\\'\\n    ")))
        #expect(tree[1].location == SourceLocation(line: 2, column: column(of: "Switch")))
        #expect(tree[2].location == SourceLocation(line: 2, column: column(of: "Button")))
    }

    @Test func lldbExpressionResultForm() throws {
        let tree = try Self.load(#"(String) $R0 = "Element subtree:\n →Application, 0x1, pid: 7, label: \'A\'\n    Switch, 0x2, {{0.0, 0.0}, {51.0, 31.0}}, value: 0\n""#)
        #expect(tree.count == 2)
        #expect(tree[1].location == SourceLocation(line: 1, column: 81))
    }

    // MARK: Detection

    @Test func detection() {
        let loader = DebugDescriptionLoader()
        #expect(loader.refusal(for: ContentSniff("Element subtree:\n →Application, pid: 1")) == nil)
        #expect(loader.refusal(for: ContentSniff("Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n")) == nil)
        #expect(loader.refusal(for: ContentSniff("Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n |-Node #2")) != nil)
        #expect(loader.refusal(for: ContentSniff("<hierarchy><node/></hierarchy>")) != nil)
        #expect(loader.refusal(for: ContentSniff(#"[{"AXLabel": "x"}]"#)) != nil)
        #expect(loader.refusal(for: ContentSniff("name,value\nwifi,on\n")) != nil)
        #expect(loader.refusal(for: ContentSniff("Hello, World")) != nil)
        #expect((try? DumpReader.detect(ContentSniff("Element subtree:\n →Application, pid: 1")))?.format == .debugDescription)
    }

    // MARK: Bad input: one error with line and column

    @Test func truncatedFrame() {
        Self.expectInputError("Element subtree:\n →Application, pid: 1\n    Switch, 0x1, {{1.0, 2", "malformed frame", at: SourceLocation(line: 3, column: 18))
    }

    @Test func unclosedQuoteAtTheEnd() {
        Self.expectInputError("Element subtree:\n →Application, pid: 1\n    Switch, 0x1, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Wi-", "not closed", at: SourceLocation(line: 3, column: 51))
    }

    @Test func garbageInsideTheSubtree() {
        Self.expectInputError("Element subtree:\n →Application, pid: 1\n    Switch, 0x1, {{1.0, 2.0}, {3.0, 4.0}}\n    ### oops\n", "expected an element line", at: SourceLocation(line: 4, column: 5))
        Self.expectInputError("Element subtree:\n →Application, pid: 1\n    Switch, 0x1 {{1.0, 2.0}, {3.0, 4.0}}\n", "expected ', '", at: SourceLocation(line: 3, column: 16))
    }

    @Test func truncatedPoString() {
        Self.expectInputError("    t = 1.00s x\n\"Element subtree:\\n →Application, pid: 1\\n    Swi", "truncated", at: SourceLocation(line: 2, column: 50))
    }

    @Test func badEscapeInPoString() {
        Self.expectInputError(#""Element subtree:\n →Application, pid: 1, label: \q\n""#, "unknown escape", at: SourceLocation(line: 1, column: 50))
    }

    @Test func deepIndentationIsRefused() {
        var text = "Element subtree:\n"
        for depth in 0 ... 2_100 { text += String(repeating: " ", count: depth) + "Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n" }
        do {
            _ = try DumpReader.load(string: text)
            Issue.record("expected an input error")
        } catch {
            #expect(error.message.contains("nest deeper"))
            #expect(error.location == SourceLocation(line: 2_002, column: 2_001))
        }
    }

    // MARK: Same screen, same findings

    static let twins: [(String, String)] = [
        ("toggle-switch/fail-label-separate-swipe.xml", "toggle-switch/fail-label-separate-swipe.txt"),
        ("toggle-switch/pass-switch-rows.xml", "toggle-switch/pass-switch-rows.txt"),
        ("toggle-switch/fail-name-says-switch.xml", "toggle-switch/fail-name-says-switch.lldb-po.txt"),
        ("radio-button/fail-custom-radio-button-trait-no-value.xml", "radio-button/fail-custom-radio-button-no-value.txt"),
        ("radio-button/fail-two-selected-in-one-group.xml", "radio-button/fail-two-selected-in-one-group.txt"),
    ]

    @Test(arguments: twins)
    func sameFindingsAsTheXCUITestTwin(xml: String, text: String) throws {
        func failures(_ path: String) throws -> Set<String> {
            Set(try lint(Repo.fixtures.appendingPathComponent(path)).filter { $0.status == .fail }.map { "\($0.rule)@\($0.node.id ?? "-")" })
        }
        let expected = try failures("xcuitest/" + xml)
        #expect(try failures("debugdescription/" + text) == expected)
        if xml.contains("fail-") { #expect(!expected.isEmpty) }
    }
}

extension ContentSniff {
    init(_ text: String) {
        let data = Data(text.utf8)
        self = data.withUnsafeBytes { ContentSniff($0) }
    }
}
