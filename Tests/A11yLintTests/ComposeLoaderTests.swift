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

/// Jetpack Compose semantics text: `printToString()` / `printToLog()`.
@Suite struct ComposeLoaderTests {
    static let corpus = Repo.files(under: Repo.corpus.appendingPathComponent("compose-semantics"), extensions: ["txt"])

    static func load(_ text: String) throws -> AccessibilityTree { try DumpReader.load(string: text) }

    /// The index of the node carrying a test tag.
    static func tagged(_ tree: AccessibilityTree, _ tag: String) -> Int? { tree.indices.first { tree[$0].testTag == tag } }

    // MARK: Corpus

    @Test(arguments: corpus)
    func corpusLoadsOneNodePerNodeLine(url: URL) throws {
        let tree = try DumpReader.load(contentsOf: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(tree.format == .compose)
        #expect(tree.platform == .android)
        #expect(tree.count == text.components(separatedBy: "\n").filter { $0.contains("Node #") }.count)
        #expect(tree.nodes.allSatisfy { $0.location.line > 0 && $0.location.column > 0 && $0.frame != nil })
    }

    @Test func corpusCountsAndProperties() throws {
        let feed = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("compose-semantics/nia-feed-bookmark-checkbox.txt"))
        #expect(feed.count == 5)
        // `Log     :  |-Node #4 …`: the tag-only logcat prefix is 10 characters, then ` |-`.
        #expect(feed[1].location == SourceLocation(line: 4, column: 14))
        #expect(feed[1].testTag == "forYou:feed")
        #expect(feed[1].collectionInfo != nil)
        #expect(feed[1].scrollable == true)
        #expect(feed.parent(of: 3) == 2)
        #expect(feed.parent(of: 4) == 2)
        let checkbox = feed[3]
        #expect(checkbox.role == "Checkbox")
        #expect(checkbox.toggleableState == .on)
        #expect(checkbox.checkable == true && checkbox.checked == true)
        #expect(checkbox.contentDescription == "Unbookmark")
        #expect(checkbox.actions == ["OnClick", "RequestFocus"])
        #expect(checkbox.clickable == true && checkbox.focusable == true && checkbox.focused == false)
        #expect(checkbox.mergeDescendants == true)
        #expect(checkbox.frame == Rect(left: 871, top: 926, right: 981, bottom: 1036))

        let forYou = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("compose-semantics/nia-foryou-hasnews-checkboxes.txt"))
        #expect(forYou.count == 16)
        #expect(forYou.roots == [0])
        // A selectable topic row: Compose reports it checkable and checked, and not clickable while selected.
        let headlines = try #require(forYou.indices.first { forYou[$0].text == "Headlines" })
        #expect(forYou[headlines].checkable == true && forYou[headlines].checked == true && forYou[headlines].clickable == false)
        #expect(forYou[forYou.parent(of: headlines)!].collectionInfo != nil)
        #expect(forYou.nodes.filter { $0.role == "Checkbox" }.count == 4)
    }

    // MARK: Printer forms

    static let plain = """
    Printing with useUnmergedTree = 'true'
    Node #1 at (l=0.0, t=63.0, r=1080.0, b=2400.0)px
     |-Node #2 at (l=0.0, t=231.0, r=1080.0, b=399.0)px, Tag: 'wifi_row'
     | Focused = 'true'
     | Role = 'Switch'
     | StateDescription = 'Connected'
     | ToggleableState = 'On'
     | Actions = [OnClick, RequestFocus, OnLongClick]
     | MergeDescendants = 'true'
     |  |-Node #3 at (l=42.0, t=286.0, r=900.0, b=344.0)px
     |    Text = '[Wi-Fi, "Home", [5 GHz]]'
     |    Actions = [GetTextLayoutResult]
     |-Node #4 at (l=0.0, t=399.0, r=540.0, b=567.0)px, Tag: 'tab_it's'
       ContentDescription = '[Recent]'
       Role = 'Tab'
       Selected = 'true'
       [Disabled, Heading]
       Actions = [OnClick]
    """

    @Test func propertiesMapOntoNodes() throws {
        let tree = try Self.load(Self.plain)
        #expect(tree.count == 4)
        #expect(tree.format == .compose)
        #expect(tree.parent(of: 1) == 0 && tree.parent(of: 2) == 1 && tree.parent(of: 3) == 0)
        let row = tree[1]
        #expect(row.location == SourceLocation(line: 3, column: 4))
        #expect(row.frame == Rect(x: 0, y: 231, width: 1080, height: 168))
        #expect(row.testTag == "wifi_row" && row.resourceId == nil && row.className == nil)
        #expect(row.role == "Switch" && row.toggleableState == .on && row.checkable == true && row.checked == true)
        #expect(row.stateDescription == "Connected")
        #expect(row.focusable == true && row.focused == true && row.clickable == true && row.longClickable == true)
        #expect(row.enabled == true && row.mergeDescendants == true && row.selected == nil && row.heading == nil)
        // The list brackets go; commas, quotes and brackets inside the texts stay.
        #expect(tree[2].text == #"Wi-Fi, "Home", [5 GHz]"#)
        #expect(tree[2].focusable == false && tree[2].clickable == false)
        let tab = tree[3]
        #expect(tab.testTag == "tab_it's")
        #expect(tab.contentDescription == "Recent")
        #expect(tab.selected == true && tab.checkable == nil)
        #expect(tab.enabled == false && tab.heading == true)
        #expect(tab.clickable == false) // selected: Compose does not offer to click it again
    }

    @Test func olderPrinterForms() throws {
        let text = """
        Node at (left=0.0, top=0.0, right=100.0, bottom=200.0)px
         |-Node at (left=0.0, top=0.0, right=100.0, bottom=50.0)px
           Disabled = 'kotlin.Unit'
           SelectableGroup = 'kotlin.Unit'
           EditableText = 'typed'
           Text = '[Label]'
        Has 3 children
        """
        let tree = try Self.load(text)
        #expect(tree.count == 2)
        #expect(tree[1].enabled == false && tree[1].selectableGroup == true)
        #expect(tree[1].text == "typed")
        #expect(tree[1].frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func multiLineTextValue() throws {
        let text = "Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n   Text = '[First line\nit's the second, 'quoted'\nthird]'\n   StateDescription = 'Wi-Fi'\n   now off'\n   Actions = [GetTextLayoutResult]\n"
        let tree = try Self.load(text)
        #expect(tree[1].text == "First line\nit's the second, 'quoted'\nthird")
        #expect(tree[1].stateDescription == "Wi-Fi'\n   now off")
        #expect(tree[1].actions == ["GetTextLayoutResult"])
    }

    @Test func printedCollectionIsAForest() throws {
        let text = """
        Printing with useUnmergedTree = 'false'
        1) Node #5 at (l=0.0, t=0.0, r=10.0, b=10.0)px, Tag: 'a'
        Role = 'RadioButton'
        Has 1 child
        2) Node #8 at (l=0.0, t=10.0, r=10.0, b=20.0)px, Tag: 'b'
        Role = 'RadioButton'
        """
        let tree = try Self.load(text)
        // Each item is printed at level 0 (maxDepth 0), its properties unindented.
        #expect(tree.roots == [0, 1])
        #expect(tree[1].testTag == "b" && tree[1].role == "RadioButton" && tree[1].location == SourceLocation(line: 5, column: 4))
    }

    // MARK: Log prefixes

    static func prefixed(_ dump: String, first: String, rest: String) -> String {
        let lines = ("printToLog:\n" + dump).components(separatedBy: "\n")
        return lines.enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }.joined(separator: "\n")
    }

    @Test(arguments: [
        ("01-15 10:42:07.311  8123  8151 D SemanticsTree: ", "01-15 10:42:07.311  8123  8151 D SemanticsTree: "),
        ("D/Tag: ", "D/Tag: "),
        ("D/Tag: ", ""), // Robolectric ShadowLog: the prefix on the first line only
        ("2024-05-14 09:31:12.874  7071-7071  a11y  com.example  D  ", String(repeating: " ", count: 58)), // Android Studio
        ("// 01-17 17:07:16.204 23674 23695 D Tag: ", "// "), // pasted into Kotlin line comments: the marker on every line
        ("    * D/Tag: ", "    * "), // a KDoc block
    ])
    func logPrefixesAreStripped(first: String, rest: String) throws {
        let tree = try Self.load(Self.prefixed(Self.plain, first: first, rest: rest))
        let reference = try Self.load(Self.plain)
        #expect(tree.count == reference.count)
        #expect(tree.nodes.map(\.testTag) == reference.nodes.map(\.testTag))
        #expect(tree[2].text == reference[2].text)
        #expect(tree[1].location == SourceLocation(line: 4, column: rest.count + 4))
    }

    @Test func commentPrefixMustGoOn() throws {
        let text = "// D/Tag: printToLog:\n// Printing with useUnmergedTree = 'false'\n//\n// Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\nNode #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n"
        let e = try #require(Self.error(text))
        #expect(e.message.contains("log prefix"))
        #expect(e.location == SourceLocation(line: 5, column: 1))
    }

    @Test func crlfLineEnds() throws {
        let tree = try Self.load(Self.plain.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(tree.count == 4)
        #expect(tree[1].testTag == "wifi_row")
    }

    // MARK: Detection

    @Test func detection() throws {
        func sniff(_ text: String) -> ContentSniff { Data(text.utf8).withUnsafeBytes { ContentSniff($0) } }
        let loader = ComposeSemanticsLoader()
        #expect(loader.refusal(for: sniff(Self.plain)) == nil)
        #expect(try DumpReader.detect(sniff(Self.prefixed(Self.plain, first: "D/T: ", rest: "D/T: "))).format == .compose)
        #expect(loader.refusal(for: sniff(#"<hierarchy rotation="0"><node text="Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px"/></hierarchy>"#)) != nil)
        #expect(loader.refusal(for: sniff("<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>")) != nil)
        #expect(loader.refusal(for: sniff(#"{"a11ylint": 1, "platform": "android", "root": {"text": "Node #1 at (l=0.0)px"}}"#)) != nil)
        #expect(loader.refusal(for: sniff(#"[{"AXLabel": "Node #1 at (l=0, t=0, r=1, b=1)px"}]"#)) != nil)
        let debug = "Attributes: Application, 0x600000c3c000, pid: 123, label: 'Settings'\nElement subtree:\n →Application, 0x600000c3c000, pid: 123\n    Other, Node #1 at (l=0, t=0, r=1, b=1)px"
        #expect(loader.refusal(for: sniff(debug)) != nil)
        #expect(loader.refusal(for: sniff("name,value\nwifi,on\n")) != nil)
    }

    // MARK: Bad input: one error with line and column

    static func error(_ text: String) -> InputError? {
        do { _ = try DumpReader.load(string: text, format: .compose); return nil } catch { return error }
    }

    @Test func propertyBeforeAnyNode() throws {
        let e = try #require(Self.error("Role = 'Switch'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(e.message.contains("before any 'Node #"))
        #expect(e.location == SourceLocation(line: 1, column: 1))
        let afterHeader = try #require(Self.error("D/T: printToLog:\nD/T: Printing with useUnmergedTree = 'false'\nD/T:    Role = 'Switch'\n"))
        #expect(afterHeader.message.contains("before any 'Node #"))
        #expect(afterHeader.location == SourceLocation(line: 3, column: 9))
    }

    @Test func unparsableNodeHeader() throws {
        let base = "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n"
        let missing = try #require(Self.error(base + " |-Node #2 at (l=0.0, t=0.0)px\n"))
        #expect(missing.message.contains("l=, t=, r= and b="))
        #expect(missing.location == SourceLocation(line: 2, column: 15))
        let noId = try #require(Self.error(base + " |-Node #x at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(noId.location == SourceLocation(line: 2, column: 10))
        let truncated = try #require(Self.error(base + " |-Node #2 at (l=0.0, t=0.0, r=1"))
        #expect(truncated.message.contains(")px"))
        #expect(truncated.location?.line == 2)
        let number = try #require(Self.error(base + " |-Node #2 at (l=zero, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(number.message.contains("l=zero"))
    }

    @Test func indentationThatSkipsALevel() throws {
        let text = "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n       |-Node #3 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
        let e = try #require(Self.error(text))
        #expect(e.message.contains("skips a level"))
        #expect(e.location == SourceLocation(line: 3, column: 10))
        let odd = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n  |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n"))
        #expect(odd.message.contains("indents each level by 3"))
        #expect(odd.location == SourceLocation(line: 2, column: 3))
    }

    /// Android Studio's Logcat (2021) trimmed each message line's leading spaces: ` |-Node #2` reads
    /// `|-Node #2`, and a last child's `    |-Node #3` reads `|-Node #3` too. The level is the
    /// deepest whose parent's frame holds the node; property indents are not checked.
    @Test func leadingSpacesTrimmedByLogcat() throws {
        let text = """
            D/tag: printToLog:
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=1000.0)px
            |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=100.0)px, Tag: 'title'
            | Text = '[Basket]'
            |-Node #3 at (l=0.0, t=200.0, r=500.0, b=300.0)px, Tag: 'pay'
            Role = 'Button'
            Actions = [OnClick]
            MergeDescendants = 'true'
            |-Node #4 at (l=10.0, t=210.0, r=400.0, b=290.0)px, Tag: 'label'
            Text = '[Pay]'
            |-Node #5 at (l=600.0, t=200.0, r=1000.0, b=300.0)px, Tag: 'beside'
            |-Node #6 at (l=0.0, t=0.0, r=0.0, b=0.0)px, Tag: 'fake'
            """
        let tree = try Self.load(text)
        let pay = try #require(Self.tagged(tree, "pay")), label = try #require(Self.tagged(tree, "label"))
        let beside = try #require(Self.tagged(tree, "beside")), fake = try #require(Self.tagged(tree, "fake"))
        #expect(tree.parent(of: try #require(Self.tagged(tree, "title"))) == 0)
        #expect(tree.parent(of: pay) == 0)
        #expect(tree.parent(of: label) == pay)
        #expect(tree[label].text == "Pay")
        #expect(tree.parent(of: beside) == 0) // outside the button's frame: the button's sibling
        #expect(tree.parent(of: fake) == beside) // a zero-size fake node stays with the node before it
        #expect(tree[pay].role == "Button")

        // Trimming shows from the first child line on; a dump that has it on one line only is damaged.
        let late = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n|-Node #3 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(late.message.contains("indents each level by 3"))
        #expect(late.location == SourceLocation(line: 3, column: 1))
        let kept = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n|-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n |-Node #3 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(kept.message.contains("leading spaces"))
        #expect(kept.location == SourceLocation(line: 3, column: 2))
    }

    /// A dump pasted into a block comment whose header line is indented one space less than the
    /// tree: the root line's indent is the prefix the tree's lines carry.
    @Test func headerIndentedUnlikeTheTree() throws {
        let text = """
                       Printing with useUnmergedTree = 'true'
                        Node #1 at (l=0.0, t=0.0, r=300.0, b=300.0)px
                         |-Node #2 at (l=0.0, t=0.0, r=290.0, b=100.0)px, Tag: 'like'
                           Role = 'Button'
                           Actions = [OnClick]
                           MergeDescendants = 'true'
                            |-Node #6 at (l=150.0, t=20.0, r=220.0, b=80.0)px
                              Text = '[Like]'
            """
        let tree = try Self.load(text)
        #expect(tree.count == 3)
        let like = try #require(Self.tagged(tree, "like"))
        #expect(tree[like].location == SourceLocation(line: 3, column: 16))
        #expect(tree[like + 1].text == "Like")
        #expect(tree.parent(of: like + 1) == like)
        // A tree line that loses the root's indent is still an error.
        let e = try #require(Self.error("   Printing with useUnmergedTree = 'true'\n    Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n   |-Node #2 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(e.location?.line == 3)
    }

    /// `Selected` on any role but Tab: checkable and checked, and stated in words ("Selected" /
    /// "Not selected") unless a StateDescription, an indeterminate ToggleableState or a Switch's
    /// On/Off already states it, as Compose's accessibility delegate does.
    @Test func selectedIsStatedInWords() throws {
        let tree = try Self.load("""
            Node #1 at (l=0.0, t=0.0, r=100.0, b=500.0)px
             |-Node #2 at (l=0.0, t=0.0, r=100.0, b=50.0)px, Tag: 'row'
             | Selected = 'true'
             | Text = '[Small]'
             | Actions = [OnClick]
             |-Node #3 at (l=0.0, t=50.0, r=100.0, b=100.0)px, Tag: 'radio'
             | Role = 'RadioButton'
             | Selected = 'false'
             | Text = '[Large]'
             | Actions = [OnClick]
             |-Node #4 at (l=0.0, t=100.0, r=100.0, b=150.0)px, Tag: 'own'
             | Selected = 'true'
             | StateDescription = 'Chosen'
             | Text = '[Medium]'
             |-Node #5 at (l=0.0, t=150.0, r=100.0, b=200.0)px, Tag: 'tab'
               Role = 'Tab'
               Selected = 'true'
               Text = '[Home]'
            """)
        let row = try #require(Self.tagged(tree, "row")), radio = try #require(Self.tagged(tree, "radio"))
        let own = try #require(Self.tagged(tree, "own")), tab = try #require(Self.tagged(tree, "tab"))
        #expect(tree[row].stateDescription == "Selected" && tree[row].checked == true)
        #expect(tree[radio].stateDescription == "Not selected" && tree[radio].checked == false)
        #expect(tree[own].stateDescription == "Chosen")
        #expect(tree[tab].stateDescription == nil && tree[tab].selected == true)
        let spoken = tree.announcements().first { $0.node == row }
        #expect(spoken?.text.hasPrefix("Selected, Small") == true)
    }

    /// Children of a `ClearAndSetSemantics` node print in an unmerged tree but are not in the accessibility tree.
    @Test func clearAndSetSemanticsDropsDescendants() throws {
        let tree = try Self.load("""
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px
             |-Node #2 at (l=0.0, t=0.0, r=50.0, b=50.0)px, Tag: 'cleared'
             | ContentDescription = '[Rated 4 of 5]'
             | ClearAndSetSemantics = 'true'
             |  |-Node #3 at (l=0.0, t=0.0, r=10.0, b=10.0)px, Tag: 'inner'
             |     |-Node #4 at (l=0.0, t=0.0, r=5.0, b=5.0)px, Tag: 'deeper'
             |-Node #5 at (l=50.0, t=0.0, r=100.0, b=50.0)px, Tag: 'after'
               Text = '[Next]'
            """)
        #expect(tree.count == 3)
        #expect(Self.tagged(tree, "inner") == nil && Self.tagged(tree, "deeper") == nil)
        let after = try #require(Self.tagged(tree, "after"))
        #expect(tree.parent(of: after) == 0)
        #expect(tree[after].location == SourceLocation(line: 8, column: 4))
    }

    @Test func propertyAtTheWrongIndent() throws {
        let e = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n Role = 'Switch'\n"))
        #expect(e.message.contains("level 1"))
        #expect(e.location == SourceLocation(line: 3, column: 2))
    }

    @Test func truncatedValueAtTheEnd() throws {
        let e = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\nText = '[Wi-F"))
        #expect(e.message.contains("no closing quote"))
        #expect(e.location == SourceLocation(line: 2, column: 8))
    }

    @Test func dumpStartingWithAChildLine() throws {
        let e = try #require(Self.error(" |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n | Role = 'Switch'\n"))
        #expect(e.message.contains("root"))
        #expect(e.location == SourceLocation(line: 1, column: 4))
    }

    @Test func otherLinesAreErrors() throws {
        let missingPrefix = try #require(Self.error("D/T: printToLog:\nD/T: Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\nI/Other: unrelated\n"))
        #expect(missingPrefix.message.contains("log prefix 'D/T: '"))
        #expect(missingPrefix.location == SourceLocation(line: 3, column: 1))
        let junk = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n   whatever this is\n"))
        #expect(junk.message.contains("cannot read this line"))
        #expect(junk.location == SourceLocation(line: 2, column: 4))
        // Only a free text may go on over lines; a complete [list] or a Role may not.
        for property in ["Role = 'Switch'", "Text = '[Wi-Fi]'"] {
            let after = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n\(property)\nwhatever this is\n"))
            #expect(after.location == SourceLocation(line: 3, column: 1))
        }
        let badValue = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\nSelected = 'yes'\n"))
        #expect(badValue.location == SourceLocation(line: 2, column: 12))
        let second = try #require(Self.error("Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\nPrinting with useUnmergedTree = 'true'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))
        #expect(second.message.contains("second dump"))
        #expect(second.location == SourceLocation(line: 2, column: 1))
        let empty = try #require(Self.error("printToLog:\nPrinting with useUnmergedTree = 'false'\nThere were 0 nodes found!\n"))
        #expect(empty.message.contains("no elements"))
    }

    @Test func deepNestingIsAnError() throws {
        var text = "Node #0 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
        for level in 1 ... 2_001 {
            text += String(repeating: " ", count: 3 * level - 2) + "|-Node #\(level) at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
        }
        let e = try #require(Self.error(text))
        #expect(e.message.contains("nest deeper"))
        #expect(e.location?.line == 2_001)
    }

    // MARK: Same screen, same findings

    /// Compose fixtures written as twins of native JSON ones: the same screen, node for node.
    static let twins: [(json: String, compose: String)] = [
        ("native-json/android/fail-compose-switch-label-separate-text.json", "compose/toggle-switch/fail-compose-switch-label-separate-text.txt"),
        ("native-json/android/fail-compose-switch-contentdescription-says-switch.json", "compose/toggle-switch/fail-contentdescription-says-switch.txt"),
        ("native-json/android/pass-compose-toggleable-switch-rows.json", "compose/toggle-switch/pass-toggleable-switch-rows.txt"),
        ("native-json/android/pass-compose-radio-selectablegroup.json", "compose/radio-button/pass-selectablegroup-one-selected.txt"),
        ("native-json/android/fail-compose-radios-without-selectablegroup.json", "compose/radio-button/fail-radios-without-selectablegroup.txt"),
    ]

    @Test(arguments: twins)
    func nativeJSONTwinGivesTheSameFindings(json: String, compose: String) throws {
        func findings(_ path: String) throws -> Set<String> {
            Set(try lint(Repo.fixtures.appendingPathComponent(path)).map { "\($0.rule)@\($0.node.id ?? "?"):\($0.status.rawValue)" })
        }
        let expected = try findings(json)
        #expect(!expected.isEmpty)
        #expect(try findings(compose) == expected)
    }

    @Test func twinFailsForTheSameReason() throws {
        let findings = try lint(Repo.fixtures.appendingPathComponent("compose/toggle-switch/fail-compose-switch-label-separate-text.txt"))
        #expect(findings.contains { $0.rule == "switch-label-separate-stop" && $0.node.id == "wifi_switch" && $0.status == .fail })
    }
}
