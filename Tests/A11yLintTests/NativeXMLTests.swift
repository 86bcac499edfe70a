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

/// The native XML loader: the XML twin of the native JSON (docs/format.md, "Native XML").
@Suite struct NativeXMLTests {
    static func load(_ xml: String) throws -> AccessibilityTree { try DumpReader.load(string: xml) }

    /// The one error loading `xml` gives (nil if it loads).
    static func failure(_ xml: String, format: DumpFormat? = nil) -> InputError? {
        do {
            _ = try DumpReader.load(string: xml, format: format)
            return nil
        } catch {
            return error
        }
    }

    static let android = #"<a11ylint version="1" platform="android">"#
    static let ios = #"<a11ylint version="1" platform="ios">"#

    // MARK: Reading

    @Test func fixtureGivesTreePropertiesAndLocations() throws {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent("native-xml/android/pass-view-radiogroup-collectioninfo.xml"))
        #expect(tree.format == .nativeXML)
        #expect(tree.platform == .android)
        #expect(tree.count == 9)
        #expect(tree.roots == [0])
        let group = 4
        #expect(tree[group].className == "android.widget.RadioGroup")
        #expect(tree[group].importantForAccessibility == .auto)
        #expect(tree[group].collectionInfo == CollectionInfo(rowCount: 3, columnCount: 1, hierarchical: false, selectionMode: 1))
        #expect(Array(tree.children(of: group)) == [5, 6, 7])
        let small = tree[5]
        #expect(small.resourceId == "com.example.reader:id/text_size_small")
        #expect(small.text == "Small")
        #expect(small.checkable == true && small.checked == false && small.enabled == true)
        #expect(small.frame == Rect(x: 42, y: 331, width: 996, height: 147))
        #expect(small.collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 0, heading: false, selected: false))
        #expect(small.actions == ["ACTION_CLICK", "ACTION_ACCESSIBILITY_FOCUS"])
        #expect(small.location == SourceLocation(line: 11, column: 9))
        // Not in the file: not captured, so nil rather than false.
        #expect(small.password == nil && small.contentDescription == nil && small.accessibilityLabel == nil)
    }

    @Test func attributeForms() throws {
        let xml = Self.android + "\n" + #"""
          <node class="android.widget.Switch" resource-id="com.example:id/s" content-desc="Fish &amp; chips&#10;&lt;3" bounds="[0,10][100,60]"
                importantForAccessibility="noHideDescendants" toggleableState="on" drawingOrder="3" liveRegion="1" nextFocusDown="com.example:id/t"
                disabled="true" isHidden="false" actions="ACTION_CLICK, ACTION_FOCUS" screenReaderFocusable="true"/>
          <node className="android.view.View" frame="1.5,2 3e2 4" actions=""/>
        </a11ylint>
        """#
        let tree = try Self.load(xml)
        #expect(tree.roots == [0, 1])
        let node = tree[0]
        #expect(node.className == "android.widget.Switch")
        #expect(node.resourceId == "com.example:id/s")
        #expect(node.contentDescription == "Fish & chips\n<3")
        #expect(node.frame == Rect(x: 0, y: 10, width: 100, height: 50))
        #expect(node.importantForAccessibility == .noHideDescendants)
        #expect(node.toggleableState == .on)
        #expect(node.drawingOrder == 3 && node.liveRegion == 1)
        #expect(node.nextFocus == NextFocus(down: "com.example:id/t"))
        #expect(node.enabled == false && node.visibleToUser == true)
        #expect(node.actions == ["ACTION_CLICK", "ACTION_FOCUS"])
        #expect(node.screenReaderFocusable == true)
        #expect(node.location == SourceLocation(line: 2, column: 3))
        #expect(tree[1].frame == Rect(x: 1.5, y: 2, width: 300, height: 4))
        #expect(tree[1].actions == [])
        #expect(tree[1].location == SourceLocation(line: 5, column: 3))
    }

    @Test func idFollowsThePlatformAndExplicitIdsWin() throws {
        let android = try Self.load(Self.android + #"<node id="a"/><node id="b" resourceId="explicit"/></a11ylint>"#)
        #expect(android.nodes.map(\.resourceId) == ["a", "explicit"])
        #expect(android.nodes.allSatisfy { $0.accessibilityIdentifier == nil })
        let ios = try Self.load(Self.ios + #"<node id="a"/><node accessibilityIdentifier="explicit" id="b"/></a11ylint>"#)
        #expect(ios.nodes.map(\.accessibilityIdentifier) == ["a", "explicit"])
        #expect(ios.nodes.allSatisfy { $0.resourceId == nil })
    }

    @Test func platformIsInferredFromPropertiesOrRequired() throws {
        let inferred = try Self.load(#"<a11ylint version="1"><node elementType="XCUIElementTypeSwitch" accessibilityLabel="Wi-Fi"/></a11ylint>"#)
        #expect(inferred.platform == .ios)
        #expect(inferred[0].elementType == "Switch")
        let ambiguous = Self.failure(#"<a11ylint version="1"><node checkable="true" accessibilityLabel="x"/></a11ylint>"#)
        #expect(ambiguous?.message.contains("does not say its platform") == true)
        #expect(ambiguous?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func explicitStateWinsOverTraitsWhateverTheAttributeOrder() throws {
        let tree = try Self.load(Self.ios + #"""
        <node enabled="true" selected="false" accessibilityTraits="button notEnabled selected"/>
        <node accessibilityTraits="Button, notEnabled | selected"/>
        </a11ylint>
        """#)
        #expect(tree[0].enabled == true && tree[0].selected == false)
        #expect(tree[0].accessibilityTraits == [.button, .notEnabled, .selected])
        #expect(tree[1].enabled == false && tree[1].selected == true)
    }

    // MARK: Errors: one, with line and column

    @Test func unknownAttributeSuggestsTheKnownName() throws {
        let xml = Self.android + "\n  <node className=\"android.widget.Switch\"\n        text=\"Wi-Fi\" chekced=\"true\"/>\n</a11ylint>"
        let error = try #require(Self.failure(xml))
        #expect(error.message == #"unknown attribute "chekced" on <node> (did you mean "checked"?)"#)
        #expect(error.location == SourceLocation(line: 3, column: 22))
    }

    @Test func unknownAttributeWithoutSuggestion() throws {
        let error = try #require(Self.failure(Self.android + #"<node className="x" purpose="settings"/></a11ylint>"#))
        #expect(error.message.hasPrefix(#"unknown attribute "purpose" on <node>"#))
        #expect(error.location == SourceLocation(line: 1, column: 62))
        let onRoot = try #require(Self.failure(#"<a11ylint version="1" platfrom="ios"><node/></a11ylint>"#))
        #expect(onRoot.message.contains(#""platfrom" on <a11ylint>"#))
        #expect(onRoot.location == SourceLocation(line: 1, column: 23))
    }

    @Test func badValuesArePointedAt() throws {
        let bool = try #require(Self.failure(Self.android + "\n<node checked=\"yes\"/></a11ylint>"))
        #expect(bool.message == #"checked="yes": expected true or false"#)
        #expect(bool.location == SourceLocation(line: 2, column: 7))
        let frame = try #require(Self.failure(Self.android + #"<node frame="0 0 10"/></a11ylint>"#))
        #expect(frame.message.contains("four numbers"))
        let int = try #require(Self.failure(Self.android + #"<node drawingOrder="99999999999999999999"/></a11ylint>"#))
        #expect(int.message.contains("whole number"))
        let trait = try #require(Self.failure(Self.ios + #"<node accessibilityTraits="button none"/></a11ylint>"#))
        #expect(trait.message.contains(#"unknown trait "none""#))
        let info = try #require(Self.failure(Self.android + "<node>\n <collectionInfo rowCount=\"three\"/></node></a11ylint>"))
        #expect(info.message.contains("whole number"))
        #expect(info.location == SourceLocation(line: 2, column: 18))
    }

    @Test func malformedXMLGivesLineAndColumn() throws {
        let error = try #require(Self.failure(Self.android + "\n  <node text=\"a\">\n  </nod>\n</a11ylint>"))
        #expect(error.message.hasPrefix("malformed XML"))
        #expect(error.location?.line == 3)
        #expect((error.location?.column ?? 0) > 0)
    }

    @Test func truncatedXMLGivesLineAndColumn() throws {
        let error = try #require(Self.failure(Self.android + "\n  <node text=\"a\">\n    <node text=\"Wi-"))
        #expect(error.message.hasPrefix("the XML ends inside a <node> before </a11ylint>"))
        #expect(error.location?.line == 3)
        #expect((error.location?.column ?? 0) > 0)
    }

    @Test func structureErrors() throws {
        func message(_ xml: String, format: DumpFormat? = nil) -> String { Self.failure(xml, format: format)?.message ?? "loaded" }
        #expect(message(#"<a11ylint platform="ios"><node/></a11ylint>"#).contains("version=\"1\""))
        #expect(message(#"<a11ylint version="2" platform="ios"><node/></a11ylint>"#).contains("found version=\"2\""))
        #expect(message(#"<a11ylint version="1" platform="web"><node/></a11ylint>"#).contains("\"android\" or \"ios\""))
        #expect(message(Self.android + "<nodes/></a11ylint>").contains("unexpected element <nodes> in <a11ylint>"))
        #expect(message(Self.android + "<node><text/></node></a11ylint>").contains("unexpected element <text> in <node>"))
        #expect(message(Self.android + "<action name=\"x\"/></a11ylint>").contains("unexpected element <action> in <a11ylint>"))
        #expect(message(Self.android + "<node><action name=\"x\"><node/></action></node></a11ylint>").contains("hold no elements"))
        #expect(message(Self.android + "<node><action/></node></a11ylint>").contains("needs a name"))
        #expect(message(Self.android + "<node collectionInfo=\"3\"/></a11ylint>").contains("child element"))
        #expect(message(Self.android + "</a11ylint>").contains("holds no elements"))
        #expect(message("<hierarchy><node/></hierarchy>", format: .nativeXML).contains("expected <a11ylint> as the root element"))
    }

    @Test func doctypeIsRefused() throws {
        let error = try #require(Self.failure("<?xml version=\"1.0\"?>\n<!DOCTYPE a11ylint [<!ENTITY x \"y\">]>\n" + Self.android + "<node text=\"&x;\"/></a11ylint>"))
        #expect(error.message.contains("DOCTYPE"))
    }

    @Test func deepNestingIsAnErrorAndLegalDepthLoads() throws {
        let deep = Self.android + String(repeating: "<node>", count: 100_000) + String(repeating: "</node>", count: 100_000) + "</a11ylint>"
        #expect(Self.failure(deep)?.message.contains("nest deeper than 2000") == true)
        let legal = Self.android + String(repeating: "<node className=\"android.widget.FrameLayout\">", count: 1_999) + "<node/>" + String(repeating: "</node>", count: 1_999) + "</a11ylint>"
        #expect(try Self.load(legal).count == 2_000)
    }

    // MARK: Detection

    @Test func detectionTakesOnlyTheA11ylintRoot() throws {
        let loader = NativeXMLLoader()
        func sniff(_ text: String) -> ContentSniff { Data(text.utf8).withUnsafeBytes { ContentSniff($0) } }
        let mine = sniff("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- converted -->\n" + Self.android + "<node/></a11ylint>")
        #expect(loader.refusal(for: mine) == nil)
        #expect(try DumpReader.detect(mine).format == .nativeXML)
        let others = [
            "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\"><node class=\"a\"/></hierarchy>",
            "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/></AppiumAUT>",
            "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>",
            #"{"a11ylint": 1, "platform": "android", "root": {}}"#,
            #"[{"AXLabel": "Wi-Fi", "type": "Switch"}]"#,
            "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n",
            "Element subtree:\n →Application, 0x600000c8c000, pid: 1, label: 'App'\n",
        ]
        for text in others {
            #expect(loader.refusal(for: sniff(text)) != nil, "\(text)")
        }
        #expect(loader.refusal(for: sniff("<hierarchy/>")) == "root element is <hierarchy>, not <a11ylint>")
        for other in DumpReader.loaders where other.format != .nativeXML {
            #expect(other.refusal(for: mine) != nil, "\(other.format) takes native XML")
        }
    }

    /// The example in docs/format.md must load and say what the text says.
    @Test func documentedExampleLoads() throws {
        let doc = try String(contentsOf: Repo.root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```xml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        for block in blocks {
            let tree = try Self.load(block)
            #expect(tree.format == .nativeXML)
            #expect(tree.count > 3)
            #expect(tree.nodes.contains { $0.actions?.isEmpty == false })
        }
    }
}
