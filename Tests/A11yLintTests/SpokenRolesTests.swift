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

/// What TalkBack and VoiceOver say for sliders, progress bars, headings, expandable and unlabelled
/// image controls (google/talkback `SeekBarDescription`, `NonTextViewsDescription`,
/// `EventTypeViewAccessibilityFocusedFeedbackRule`, compositor `description_for_tree_status`;
/// cashapp/AccessibilitySnapshot trait words).
@Suite struct SpokenRolesTests {
    static func said(_ text: String, id: String) throws -> String? {
        let tree = try DumpReader.load(string: text)
        return tree.announcements().first { a in
            let n = tree[a.node]
            return (n.resourceId ?? n.accessibilityIdentifier ?? n.testTag) == id
        }?.text
    }

    static func compose(_ lines: [String]) -> String {
        (["printToLog:", "Printing with useUnmergedTree = 'false'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px"] + lines).joined(separator: "\n") + "\n"
    }

    @Test func composeSliderSaysItsPercentNameAndSlider() throws {
        let text = Self.compose([
            " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'volume'",
            "   ContentDescription = '[Volume]'",
            "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=30.0, range=0.0..60.0, steps=0)'",
            "   Actions = [SetProgress]",
            "   MergeDescendants = 'true'",
        ])
        #expect(try Self.said(text, id: "volume") == "50 percent, Volume, Slider")
    }

    @Test func composeProgressWithoutSetProgressIsAProgressBar() throws {
        let text = Self.compose([
            " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'loading'",
            "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.0, range=0.0..0.0, steps=0)'",
            " |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=300.0)px, Tag: 'upload'",
            "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.996, range=0.0..1.0, steps=0)'",
        ])
        #expect(try Self.said(text, id: "loading") == "In progress, Progress bar")
        // Between the ends Compose rounds into 1…99: 99.6 % is "99 percent", not 100.
        #expect(try Self.said(text, id: "upload") == "99 percent, Progress bar")
    }

    @Test func stateDescriptionOutranksTheRange() throws {
        let text = Self.compose([
            " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'speed'",
            "   StateDescription = 'Fast'",
            "   ContentDescription = '[Speed]'",
            "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)'",
            "   Actions = [SetProgress]",
        ])
        #expect(try Self.said(text, id: "speed") == "Fast, Speed, Slider")
    }

    @Test func rangePercentEdges() {
        #expect(RangeInfo(current: 0, min: 0, max: 10).percent == 0)
        #expect(RangeInfo(current: 0.01, min: 0, max: 10).percent == 1)
        #expect(RangeInfo(current: 10, min: 0, max: 10).percent == 100)
        #expect(RangeInfo(current: 12, min: 0, max: 10).percent == 100)
        #expect(RangeInfo(current: 5, min: 5, max: 5).percent == nil)
        #expect(RangeInfo(current: .nan, min: 0, max: 1).percent == nil)
    }

    @Test func headingIsSaidAfterTheDescription() throws {
        let android = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.TextView","id":"title","text":"Settings","heading":true,"bounds":[0,0,1080,100]},{"className":"android.widget.TextView","id":"plain","text":"Body","bounds":[0,100,1080,200]}]}"#
        #expect(try Self.said(android, id: "title") == "Settings, Heading")
        #expect(try Self.said(android, id: "plain") == "Body")
        let ios = #"{"platform":"ios","elementType":"Application","frame":[0,0,390,844],"children":[{"elementType":"StaticText","id":"title","accessibilityLabel":"Settings","accessibilityTraits":["header"],"frame":[0,50,390,40]}]}"#
        let tree = try DumpReader.load(string: ios)
        let stop = try #require(tree.announcements().first { tree[$0.node].accessibilityIdentifier == "title" })
        #expect(stop.text == "Settings, Heading")
    }

    @Test func expandAndCollapseActionsSayTheState() throws {
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.Button","id":"more","text":"Details","clickable":true,"focusable":true,"actions":["ACTION_CLICK","ACTION_EXPAND"],"bounds":[0,0,1080,100]},{"className":"android.widget.Button","id":"less","text":"Filters","clickable":true,"focusable":true,"actions":["ACTION_CLICK","ACTION_COLLAPSE"],"bounds":[0,100,1080,200]}]}"#
        #expect(try Self.said(json, id: "more") == "Collapsed, Details, Button, Double tap to activate")
        #expect(try Self.said(json, id: "less") == "Expanded, Filters, Button, Double tap to activate")
    }

    @Test func unlabelledImageStopsSayUnlabelled() throws {
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.ImageButton","id":"bare","clickable":true,"focusable":true,"bounds":[0,0,100,100]},{"className":"android.widget.ImageButton","id":"named","contentDescription":"Back","clickable":true,"focusable":true,"bounds":[100,0,200,100]},{"className":"android.widget.ImageView","id":"photo","focusable":true,"bounds":[0,100,500,500]}]}"#
        #expect(try Self.said(json, id: "bare") == "Unlabelled, Button, Double tap to activate")
        #expect(try Self.said(json, id: "named") == "Back, Button, Double tap to activate")
        #expect(try Self.said(json, id: "photo") == "Unlabelled, Image")
    }

    /// A WebDriverAgent page source of a date picker's wheels and two page controls: each has a value
    /// and no label (appium/WebDriverAgent FBElementAttributeTests.m: PickerWheel "Today", PageIndicator
    /// "page 1 of 3"). VoiceOver: "November, picker item, adjustable" (magentaA11y date-time-picker) and
    /// "page 2 of 5, adjustable" (magentaA11y pagination-control), then the adjustable hint.
    static let wheelsAndDots = """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Clock" label="Clock" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeDatePicker type="XCUIElementTypeDatePicker" enabled="true" visible="true" x="0" y="500" width="390" height="300">
        <XCUIElementTypePicker type="XCUIElementTypePicker" enabled="true" visible="true" x="0" y="500" width="390" height="300">
        <XCUIElementTypePickerWheel type="XCUIElementTypePickerWheel" value="November" name="month" enabled="true" visible="true" x="20" y="520" width="120" height="260"/>
        <XCUIElementTypePickerWheel type="XCUIElementTypePickerWheel" value="15" name="day" enabled="true" visible="true" x="150" y="520" width="80" height="260"/>
        </XCUIElementTypePicker></XCUIElementTypeDatePicker>
        <XCUIElementTypePageIndicator type="XCUIElementTypePageIndicator" value="page 2 of 5" name="dots" enabled="true" visible="true" x="120" y="800" width="150" height="26"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """

    @Test func pickerWheelSaysPickerItemAdjustable() throws {
        let adjust = SpokenWords.voiceOver[.hintAdjust]
        #expect(try Self.said(Self.wheelsAndDots, id: "month") == "November, Picker item, Adjustable, \(adjust)")
        #expect(try Self.said(Self.wheelsAndDots, id: "day") == "15, Picker item, Adjustable, \(adjust)")
    }

    @Test func pageIndicatorIsAStopThatSaysItsPageAndAdjustable() throws {
        #expect(try Self.said(Self.wheelsAndDots, id: "dots") == "page 2 of 5, Adjustable, \(SpokenWords.voiceOver[.hintAdjust])")
        // A UIPageControl captured by class (no element type) is an element and adjustable too.
        let json = #"{"platform":"ios","className":"UIView","frame":[0,0,390,844],"children":[{"className":"UIPageControl","id":"pager","accessibilityValue":"page 1 of 3","frame":[120,800,150,26]}]}"#
        #expect(try Self.said(json, id: "pager") == "page 1 of 3, Adjustable, \(SpokenWords.voiceOver[.hintAdjust])")
    }
}

/// Each node's TalkBack role is asked once per screen (`AndroidRoles`) and handed to recognition,
/// the focus model and the stops' words: what they decide is what they decided asking each node.
@Suite struct AndroidRolesTests {
    static let dumps = [
        "examples/wifi-settings.xml", "Fixtures/uiautomator/radio-button/pass-radiogroup-one-checked.xml",
        "Fixtures/xcuitest/toggle-switch/fail-name-says-switch.xml",
    ]

    @Test(arguments: dumps)
    func handedRolesDecideAsAskedRolesDo(dump: String) throws {
        let tree = try DumpReader.load(contentsOf: Repo.root.appendingPathComponent(dump))
        let roles = AndroidRoles(tree)
        #expect(roles.roles.count == (tree.platform == .android ? tree.count : 0))
        for i in tree.indices { #expect(roles.of(i, tree[i]) == AndroidRole.of(tree[i])) }
        // A table of no roles asks each node: the same answers.
        for i in tree.indices { #expect(AndroidRoles.none.of(i, tree[i]) == AndroidRole.of(tree[i])) }
        let recogniser = ControlRecogniser(packs: try BuiltInRules.packs())
        let asked = recogniser.controls(in: tree), handed = recogniser.controls(in: tree, roles: roles)
        #expect(!asked.isEmpty && asked.map(\.kind) == handed.map(\.kind) && asked.map(\.node) == handed.map(\.node))
        let a = FocusModel(tree: tree), b = FocusModel(tree: tree, roles: roles)
        #expect(a.stops == b.stops && a.speakers == b.speakers)
        let vocabulary = ControlVocabulary.builtIn.speech
        #expect(tree.announcements(using: a, vocabulary: vocabulary).map(\.text) == tree.announcements(using: b, vocabulary: vocabulary).map(\.text))
    }
}
