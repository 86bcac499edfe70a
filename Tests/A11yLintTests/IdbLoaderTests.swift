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

@Suite struct IdbLoaderTests {
    static func load(_ json: String) throws -> AccessibilityTree {
        let tree = try DumpReader.load(string: json)
        #expect(tree.format == .idb)
        #expect(tree.platform == .ios)
        return tree
    }

    static func element(_ type: String, _ frame: (Double, Double, Double, Double), _ extra: String = "") -> String {
        let (x, y, w, h) = frame
        return #"{"type": "\#(type)", "frame": {"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)}, "AXFrame": "{{\#(x), \#(y)}, {\#(w), \#(h)}}"\#(extra)}"#
    }

    static func expectInputError(_ text: String, _ contains: String, at location: A11yLint.SourceLocation,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try DumpReader.load(string: text, format: .idb)
            Issue.record("expected an input error containing \(contains)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(contains), "\(error)", sourceLocation: sourceLocation)
            #expect(error.location == location, "\(error)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Properties

    @Test func legacyKeysBecomeNodeProperties() throws {
        let tree = try Self.load("""
        [{"AXLabel": "Settings", "AXFrame": "{{0, 0}, {390, 844}}", "AXValue": null, "AXUniqueId": null, "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "role": "AXApplication", "role_description": "application", "subrole": null, "pid": 12, "traits": ["None"]},
         {"AXLabel": "Wi-Fi", "AXFrame": "{{16, 120}, {51, 31}}", "AXValue": "1", "AXUniqueId": "wifi", "type": "CheckBox", "title": null,
          "frame": {"x": 16, "y": 120, "width": 51, "height": 31}, "help": "Joins networks", "enabled": true, "custom_actions": ["Forget"],
          "role": "AXCheckBox", "role_description": "switch", "subrole": "AXSwitch", "content_required": false, "pid": 12,
          "traits": ["Button", "Toggle", "Selected"], "expanded": false, "placeholder": "", "hidden": true, "focused": false},
         {"AXLabel": "Search", "AXValue": 3, "type": "TextField", "subrole": "AXSearchField", "placeholder": "Search settings", "traits": ["NotEnabled"], "enabled": true},
         {"AXLabel": "Privacy", "type": "Heading", "traits": ["Header", "StaticText"]}]
        """)
        #expect(tree.count == 4)
        #expect(tree[0].elementType == "Application")
        let s = tree[1]
        #expect(s.elementType == "Switch")
        #expect(s.className == "XCUIElementTypeSwitch")
        #expect(s.accessibilityLabel == "Wi-Fi")
        #expect(s.accessibilityValue == "1")
        #expect(s.accessibilityIdentifier == "wifi")
        #expect(s.accessibilityHint == "Joins networks")
        #expect(s.placeholder == nil)
        #expect(s.frame == Rect(x: 16, y: 120, width: 51, height: 31))
        #expect(s.enabled == true)
        #expect(s.accessibilityElementsHidden == true)
        #expect(s.focused == false)
        #expect(s.actions == ["Forget"])
        #expect(s.accessibilityTraits == [.button, .toggleButton, .selected])
        #expect(s.selected == true)
        #expect(s.location == SourceLocation(line: 2, column: 2))
        #expect(s.isAccessibilityElement == true) // idb lists accessibility elements: a leaf it lists is one
        let search = tree[2]
        #expect(search.elementType == "SearchField")
        #expect(search.accessibilityValue == "3")
        #expect(search.placeholder == "Search settings")
        #expect(search.enabled == false) // the NotEnabled trait wins
        #expect(search.selected == false)
        #expect(search.frame == nil)
        #expect(tree[3].elementType == "StaticText")
        #expect(tree[3].text == "Privacy")
        #expect(tree[3].accessibilityTraits == [.header, .staticText])
    }

    @Test func oneLineOutputKeepsFileColumns() throws {
        // idb prints the whole array on one line.
        let tree = try Self.load(#"[{"AXLabel":"a","type":"Application"},{"AXLabel":"b","type":"Button"},{"AXLabel":"c","type":"Button"}]"#)
        #expect(tree.nodes.map(\.location) == [SourceLocation(line: 1, column: 2), SourceLocation(line: 1, column: 39), SourceLocation(line: 1, column: 71)])
        Self.expectInputError(#"[{"AXLabel":"a"},{"AXLabel":5}]"#, "must be a string", at: SourceLocation(line: 1, column: 29))
        Self.expectInputError("[{\"AXLabel\":\"a\"},\n  {\"AXLabel\":\"b\"}, {\"AXLabel\":\"c\" \"x\"}]", "expected ',' or '}'", at: SourceLocation(line: 2, column: 35))
    }

    @Test func typeMapping() {
        func type(_ json: String) -> String? {
            (try? DumpReader.load(string: "[\(json)]", format: .idb)).flatMap { $0[0].elementType }
        }
        #expect(type(#"{"AXLabel": "a", "type": "CheckBox", "subrole": "AXSwitch"}"#) == "Switch")
        #expect(type(#"{"AXLabel": "a", "type": "CheckBox", "role_description": "switch"}"#) == "Switch")
        #expect(type(#"{"AXLabel": "a", "type": "CheckBox"}"#) == "CheckBox")
        #expect(type(#"{"AXLabel": "a", "type": "RadioButton"}"#) == "RadioButton")
        #expect(type(#"{"AXLabel": "a", "type": "RadioButton", "subrole": "AXTabButton"}"#) == "Tab")
        #expect(type(#"{"AXLabel": "a", "role": "AXButton"}"#) == "Button")
        #expect(type(#"{"AXLabel": "a", "role_description": "radio button"}"#) == "RadioButton")
        #expect(type(#"{"AXLabel": "a", "type": "GenericElement"}"#) == "Other")
        #expect(type(#"{"AXLabel": "a", "type": "Switch"}"#) == "Switch")
        #expect(type(#"{"AXLabel": "a"}"#) == nil)
    }

    // MARK: Structure

    @Test func flatListGetsContainmentFromFrames() throws {
        let tree = try Self.load("[" + [
            Self.element("Application", (0, 0, 390, 844), #", "AXLabel": "App""#),
            Self.element("Group", (0, 100, 390, 200), #", "AXUniqueId": "outer""#),
            Self.element("Group", (0, 100, 390, 100), #", "AXUniqueId": "inner""#),
            Self.element("Button", (10, 110, 50, 40), #", "AXUniqueId": "inInner""#),
            Self.element("Button", (10, 250, 50, 40), #", "AXUniqueId": "inOuter""#),
            Self.element("CheckBox", (0, 100, 390, 100), #", "AXUniqueId": "row", "subrole": "AXSwitch""#),
            Self.element("StaticText", (10, 120, 50, 20), #", "AXUniqueId": "text""#),
            Self.element("Button", (10, 700, 50, 40), #", "AXUniqueId": "outside""#),
            #"{"type": "Button", "AXUniqueId": "noFrame"}"#,
        ].joined(separator: ",\n") + "]")
        let ids = tree.nodes.map { $0.accessibilityIdentifier ?? $0.elementType ?? "?" }
        func parent(_ id: String) -> String? {
            tree.parent(of: ids.firstIndex(of: id)!).map { ids[$0] }
        }
        #expect(parent("outer") == "Application")
        #expect(parent("inner") == "outer")
        #expect(parent("inInner") == "inner")
        #expect(parent("inOuter") == "outer")
        // A switch is a leaf: the text inside its frame is its sibling, not its child.
        #expect(parent("row") == "inner")
        #expect(parent("text") == "inner")
        #expect(parent("outside") == "Application")
        #expect(parent("noFrame") == "Application")
        #expect(tree.roots == [0])
        // Nodes keep their own place in the file.
        #expect(tree.nodes.map(\.location.line).sorted() == Array(1 ... 9))
    }

    @Test func equalFramesNestInDocumentOrder() throws {
        let tree = try Self.load("[" + [
            Self.element("Application", (0, 0, 390, 844)),
            Self.element("Group", (0, 0, 390, 844), #", "AXUniqueId": "a""#),
            Self.element("Group", (0, 0, 390, 844), #", "AXUniqueId": "b""#),
            Self.element("Button", (0, 0, 10, 10), #", "AXUniqueId": "c""#),
        ].joined(separator: ",") + "]")
        #expect(tree.parents == [-1, 0, 1, 2])
    }

    @Test func nestedFormKeepsItsChildren() throws {
        let json = """
        [{"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "Group", "AXUniqueId": "g", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
            {"type": "Button", "AXUniqueId": "b", "AXLabel": "Far away", "frame": {"x": 300, "y": 700, "width": 50, "height": 40}, "children": []}
          ]},
          {"type": "StaticText", "AXLabel": "Hi", "children": []}
        ]}]
        """
        let tree = try Self.load(json)
        // The nesting idb wrote wins over frames.
        #expect(tree.parents == [-1, 0, 1, 0])
        #expect(tree[2].location == SourceLocation(line: 3, column: 5))
    }

    @Test func completeDocumentAndSingleElementForms() throws {
        let document = try Self.load("""
        {"elements": [
          {"label": "App", "type": "Application", "identifier": null, "value": null, "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "role_description": "application"},
          {"label": "Wi-Fi", "type": "CheckBox", "subrole": "AXSwitch", "identifier": "wifi", "value": "0", "frame": {"x": 16, "y": 120, "width": 51, "height": null}, "enabled": false}
        ], "modal": null, "truncated": false, "screen": {"width": 390, "height": 844, "coordinate_space": "screen", "display": null}}
        """)
        #expect(document.count == 2)
        #expect(document.parents == [-1, 0])
        #expect(document[1].accessibilityIdentifier == "wifi")
        #expect(document[1].elementType == "Switch")
        #expect(document[1].frame == nil) // an edge idb could not represent
        #expect(document[1].enabled == false)
        let point = try Self.load(#"{"AXLabel": "Wi-Fi", "AXFrame": "{{16, 120}, {51, 31}}", "type": "CheckBox", "role_description": "switch"}"#)
        #expect(point.count == 1)
        #expect(point[0].frame == Rect(x: 16, y: 120, width: 51, height: 31))
        #expect(point[0].elementType == "Switch")
    }

    // MARK: Detection

    @Test func detection() {
        let loader = IdbLoader()
        #expect(loader.refusal(for: ContentSniff(#"[{"AXLabel": "Wi-Fi", "type": "Button"}]"#)) == nil)
        #expect(loader.refusal(for: ContentSniff(#"{"elements": [{"label": "x", "role_description": "button"}]}"#)) == nil)
        #expect(loader.refusal(for: ContentSniff(#"{"a11ylint": 1, "platform": "ios", "root": {"accessibilityLabel": "AXLabel"}}"#)) != nil)
        #expect(loader.refusal(for: ContentSniff(#"{"platform": "ios", "elementType": "Switch"}"#)) != nil)
        #expect(loader.refusal(for: ContentSniff(#"[{"label": "x"}]"#)) != nil)
        #expect(loader.refusal(for: ContentSniff("<hierarchy/>")) != nil)
        #expect(loader.refusal(for: ContentSniff("Element subtree:\n →Application, pid: 1")) != nil)
        #expect((try? DumpReader.detect(ContentSniff(#"[{"AXUniqueId": "x"}]"#)))?.format == .idb)
        #expect((try? DumpReader.detect(ContentSniff(#"{"platform": "ios", "elementType": "Switch"}"#)))?.format == .nativeJSON)
    }

    // MARK: Bad input: one error with line and column

    @Test func malformedJSON() {
        Self.expectInputError("[{\"AXLabel\": \"a\",\n  \"type\" \"Button\"}]", "expected ':'", at: SourceLocation(line: 2, column: 10))
    }

    @Test func truncatedJSON() {
        Self.expectInputError("[{\"AXLabel\": \"Wi-Fi\", \"type\": \"CheckBox\"},\n {\"AXLabel\": \"Blue", "unterminated string", at: SourceLocation(line: 2, column: 14))
        Self.expectInputError("[{\"AXLabel\": \"Wi-Fi\", \"type\": \"CheckBox\"},\n", "end of file", at: SourceLocation(line: 2, column: 1))
    }

    @Test func wrongValueTypes() {
        Self.expectInputError("[{\"AXLabel\": 5}]", "\"AXLabel\" must be a string", at: SourceLocation(line: 1, column: 14))
        Self.expectInputError("[{\"AXLabel\": \"a\", \"AXFrame\": \"{{1, 2}, {3}}\"}]", "\"AXFrame\" must look like", at: SourceLocation(line: 1, column: 30))
        Self.expectInputError("[{\"enabled\": \"yes\"}]", "\"enabled\" must be true, false or null", at: SourceLocation(line: 1, column: 14))
        Self.expectInputError("[{\"AXLabel\": \"a\"}] x", "unexpected content", at: SourceLocation(line: 1, column: 20))
        Self.expectInputError("[1]", "expected an element object", at: SourceLocation(line: 1, column: 2))
    }

    @Test func deepChildrenAreRefused() {
        let depth = 100_000
        let json = "[" + String(repeating: "{\"AXLabel\": \"x\", \"children\": [", count: depth) + String(repeating: "]}", count: depth) + "]"
        do {
            _ = try DumpReader.load(string: json)
            Issue.record("expected an input error")
        } catch {
            #expect(error.message.contains("nest deeper"))
            #expect(error.location?.line == 1)
        }
    }

    // MARK: Same screen, same findings

    static let twins: [(String, String)] = [
        ("toggle-switch/fail-label-separate-swipe.xml", "toggle-switch/fail-label-separate-swipe.json"),
        ("toggle-switch/pass-switch-rows.xml", "toggle-switch/pass-switch-rows.nested.json"),
        ("toggle-switch/fail-name-says-switch.xml", "toggle-switch/fail-name-says-switch.json"),
        ("radio-button/fail-custom-radio-button-trait-no-value.xml", "radio-button/fail-custom-radio-button-no-value.json"),
        ("radio-button/fail-two-selected-in-one-group.xml", "radio-button/fail-two-selected-in-one-group.json"),
    ]

    /// idb lists only accessibility elements: findings on unnamed inner parts (a switch's knob)
    /// have no counterpart, so both sides are compared on the controls with an identifier.
    @Test(arguments: twins)
    func sameFindingsAsTheXCUITestTwin(xml: String, json: String) throws {
        func failures(_ path: String) throws -> Set<String> {
            Set(try lint(Repo.fixtures.appendingPathComponent(path)).filter { $0.status == .fail && $0.node.id != nil }.map { "\($0.rule)@\($0.node.id!)" })
        }
        let expected = try failures("xcuitest/" + xml)
        #expect(try failures("idb/" + json) == expected)
        if xml.contains("fail-") { #expect(!expected.isEmpty) }
    }
}
