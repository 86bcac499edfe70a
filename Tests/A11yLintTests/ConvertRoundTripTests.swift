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

/// The writers behind `a11ylint convert`: every fixture and corpus dump survives
/// load → write → load in native JSON and native XML with the same nodes and the same findings.
@Suite struct ConvertRoundTripTests {
    enum Target: String, CaseIterable, Sendable { case json, xml }

    static let inputs: [URL] = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"])
        + Repo.corpusFiles

    static func render(_ tree: AccessibilityTree, _ target: Target) -> String {
        target == .json ? NativeJSONWriter.render(tree) : NativeXMLWriter.render(tree)
    }

    /// Reads written text back, by detection: the output must be recognised as what it is.
    static func reload(_ text: String, _ target: Target) throws -> AccessibilityTree {
        let tree = try DumpReader.load(string: text)
        #expect(tree.format == (target == .json ? .nativeJSON : .nativeXML))
        return tree
    }

    /// The dump at `url`: every fixture and corpus dump must load (a failure fails the test).
    static func original(_ url: URL) throws -> AccessibilityTree {
        try DumpReader.load(contentsOf: url)
    }

    static func withoutLocation(_ node: Node) -> Node {
        var node = node
        node.location = .unknown
        return node
    }

    /// What a person reads in a finding; the location is left out (it is a place in the file).
    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule) \($0.status) \($0.criteria) #\($0.node.index) \($0.node.id ?? "-"): \($0.message)" }
    }

    @Test(arguments: inputs, Target.allCases)
    func roundTripKeepsNodesAndFindings(url: URL, target: Target) throws {
        let tree = try Self.original(url)
        let copy = try Self.reload(Self.render(tree, target), target)
        #expect(copy.count == tree.count)
        #expect(copy.platform == tree.platform)
        #expect(copy.parents == tree.parents)
        let nodes = tree.nodes.map(Self.withoutLocation), copied = copy.nodes.map(Self.withoutLocation)
        if copy.count == tree.count, let i = tree.indices.first(where: { nodes[$0] != copied[$0] }) {
            Issue.record("node \(i) changed:\n\(nodes[i])\n\(copied[i])")
        }
        let linter = Linter()
        let before = linter.lint(tree), after = linter.lint(copy)
        #expect(Self.summary(after) == Self.summary(before))
    }

    @Test(arguments: inputs, Target.allCases)
    func writingAgainIsByteIdentical(url: URL, target: Target) throws {
        let tree = try Self.original(url)
        let first = Self.render(tree, target)
        #expect(Self.render(tree, target) == first)
        #expect(Self.render(try Self.reload(first, target), target) == first)
    }

    // MARK: Writers on hand-built trees

    static func tree(_ nodes: [(Node, depth: Int)], platform: Platform) -> AccessibilityTree {
        var builder = TreeBuilder()
        for (node, depth) in nodes {
            while builder.depth > depth { builder.close() }
            builder.open(node)
        }
        return builder.finish(platform: platform, format: .nativeJSON)
    }

    /// A node with every property captured, several with values a loader could get wrong.
    static func everything() -> Node {
        var n = Node()
        n.className = "com.example.RadioRow"; n.elementType = "Button"; n.resourceId = "com.example:id/row"
        n.accessibilityIdentifier = "row"; n.testTag = "row_tag"; n.packageName = "com.example"
        n.frame = Rect(x: 0.5, y: -63, width: 1080, height: 1e-3)
        n.text = "Text"; n.contentDescription = "Desc"; n.hintText = "Hint"; n.stateDescription = "Not checked"
        n.tooltipText = "Tip"; n.paneTitle = "Pane"; n.roleDescription = "radio"; n.accessibilityLabel = "Label"
        n.contentInvalid = true; n.errorText = "Enter a date"
        n.accessibilityValue = ""; n.accessibilityHint = "Double tap"; n.placeholder = "Placeholder"
        n.checkable = true; n.checked = false; n.selected = false; n.enabled = true; n.focusable = true; n.focused = false
        n.accessibilityFocused = true; n.clickable = true; n.longClickable = false; n.scrollable = false; n.password = false
        n.screenReaderFocusable = true; n.importantForAccessibility = .noHideDescendants; n.visibleToUser = true; n.heading = false
        n.notAccessibilityFriendly = false; n.drawingOrder = 7; n.liveRegion = 2; n.labelFor = "a"; n.labeledBy = "b"
        n.traversalBefore = "c"; n.traversalAfter = "d"; n.nextFocus = NextFocus(down: "e", up: "f", left: "g", right: "h", forward: "i")
        n.collectionInfo = CollectionInfo(rowCount: 3, columnCount: 1, hierarchical: false, selectionMode: 2)
        n.collectionItemInfo = CollectionItemInfo(rowIndex: 1, columnIndex: 0, heading: false, selected: true)
        n.rangeInfo = RangeInfo(current: 0.25, min: -1.5, max: 40)
        n.actions = ["OnClick", " Delete, then undo "]
        n.role = "RadioButton"; n.toggleableState = .indeterminate; n.mergeDescendants = true; n.selectableGroup = false
        n.clearAndSetSemantics = false; n.isAccessibilityElement = true; n.accessibilityElementsHidden = false
        n.accessibilityViewIsModal = false; n.shouldGroupAccessibilityChildren = true
        // The traits say selected and not enabled; the explicit values say otherwise and must win.
        n.accessibilityTraits = [.button, .selected, .notEnabled, .toggleButton]
        return n
    }

    @Test(arguments: Target.allCases)
    func everyPropertySurvives(target: Target) throws {
        let full = Self.everything()
        // Node keeps rarely carried properties out of line (`extras`): check those too. Not
        // `wideLocation`: it is where `location` goes past 32 bits, not a property of its own.
        let unset = (Array(Mirror(reflecting: full.fields).children) + Array(Mirror(reflecting: full.extras.value).children)).filter { child in
            let m = Mirror(reflecting: child.value)
            return m.displayStyle == .optional && m.children.isEmpty && child.label != "wideLocation"
        }
        #expect(unset.isEmpty, "everything() leaves \(unset.compactMap(\.label)) unset: a new Node property needs the writers")
        for platform in Platform.allCases {
            let tree = Self.tree([(full, 0), (Node(), 1), (Node(), 0)], platform: platform)
            let copy = try Self.reload(Self.render(tree, target), target)
            #expect(copy.platform == platform)
            #expect(copy.parents == tree.parents)
            #expect(copy.nodes.map(Self.withoutLocation) == tree.nodes.map(Self.withoutLocation))
        }
    }

    static let awkward = "quote \" backslash \\ slash / amp & lt < gt > apos ' ]]> &amp; &#10; NL\nTAB\tCR\r  two  spaces é 👩🏽‍💻 \u{2028} \u{85} \u{7F}"
    static let unwritableInXML = "NUL\u{0} BEL\u{7} ESC\u{1B} VT\u{0B} nonchar\u{FFFE}"

    @Test func jsonWritesEveryStringExactly() throws {
        var node = Node()
        node.text = Self.awkward + Self.unwritableInXML
        node.actions = [Self.awkward]
        let copy = try Self.reload(NativeJSONWriter.render(Self.tree([(node, 0)], platform: .android)), .json)
        #expect(copy[0].text == node.text)
        #expect(copy[0].actions == node.actions)
    }

    @Test func xmlWritesEveryStringXMLCanHold() throws {
        var node = Node()
        node.text = Self.awkward
        node.accessibilityLabel = Self.unwritableInXML
        node.actions = [Self.awkward, ""]
        let xml = NativeXMLWriter.render(Self.tree([(node, 0)], platform: .ios))
        #expect(!xml.contains("\n  two") && xml.contains("NL&#10;TAB&#9;CR&#13;"))
        let copy = try Self.reload(xml, .xml)
        #expect(copy[0].text == node.text)
        #expect(copy[0].actions == node.actions)
        #expect(copy[0].accessibilityLabel == "NUL\u{FFFD} BEL\u{FFFD} ESC\u{FFFD} VT\u{FFFD} nonchar\u{FFFD}")
    }

    @Test func outputShape() {
        var root = Node(), wifi = Node(), label = Node()
        root.className = "android.widget.FrameLayout"; root.frame = Rect(x: 0, y: 0, width: 1080, height: 2400)
        wifi.className = "android.widget.Switch"; wifi.resourceId = "com.example:id/wifi"; wifi.text = "Wi-Fi"
        wifi.checkable = true; wifi.checked = true; wifi.actions = ["ACTION_CLICK"]
        label.className = "android.widget.TextView"; label.text = "Say \"hi\""; label.collectionItemInfo = CollectionItemInfo(rowIndex: 1)
        let tree = Self.tree([(root, 0), (wifi, 1), (label, 1)], platform: .android)
        #expect(NativeJSONWriter.render(tree) == """
        {
          "a11ylint": 1,
          "platform": "android",
          "root": {"className": "android.widget.FrameLayout", "frame": [0, 0, 1080, 2400], "children": [
            {"className": "android.widget.Switch", "resourceId": "com.example:id/wifi", "text": "Wi-Fi", "checkable": true, "checked": true, "actions": ["ACTION_CLICK"]},
            {"className": "android.widget.TextView", "text": "Say \\"hi\\"", "collectionItemInfo": {"rowIndex": 1}}
          ]}
        }

        """)
        #expect(NativeXMLWriter.render(tree) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <a11ylint version="1" platform="android">
          <node className="android.widget.FrameLayout" frame="0 0 1080 2400">
            <node className="android.widget.Switch" resourceId="com.example:id/wifi" text="Wi-Fi" checkable="true" checked="true">
              <action name="ACTION_CLICK"/>
            </node>
            <node className="android.widget.TextView" text="Say &quot;hi&quot;">
              <collectionItemInfo rowIndex="1"/>
            </node>
          </node>
        </a11ylint>

        """)
    }

    @Test(arguments: Target.allCases)
    func forestsAndDeepTreesRoundTrip(target: Target) throws {
        var leaf = Node()
        leaf.className = "android.widget.Switch"
        for depth in [TreeBuilder.defaultMaxDepth - 1, TreeBuilder.defaultMaxDepth] {
            let deep = Self.tree((0 ..< depth).map { (leaf, depth: $0) }, platform: .android)
            let text = Self.render(deep, target)
            let copy = try Self.reload(text, target)
            #expect(copy.count == depth)
            #expect(copy.parents == deep.parents)
        }
        let forest = Self.tree([(leaf, 0), (leaf, 1), (leaf, 0), (leaf, 0)], platform: .ios)
        let trees = try Self.reload(Self.render(forest, target), target)
        #expect(trees.roots == [0, 2, 3])
        #expect(trees.parents == forest.parents)
    }
}
