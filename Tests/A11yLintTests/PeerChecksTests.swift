import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintEngine

/// rules/peer-checks.yml (`DuplicateClickableBounds`, `EditableDescription`) and ATF's traversal
/// cycles in `FocusOrderOverrides`: the cases the packs' examples and fixtures do not show.
@Suite struct PeerChecksTests {
    static func android(_ children: String) throws -> AccessibilityTree {
        try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,2400],"children":[\#(children)]}"#)
    }

    static func findings(_ tree: AccessibilityTree, _ rule: String) -> [Finding] { Linter().lint(tree, rules: [rule]) }

    // MARK: duplicate-clickable-bounds (ATF DuplicateClickableBoundsCheck)

    @Test func twoClickableButtonsInOnePlaceFailOnceOnTheFirst() throws {
        let tree = try Self.android(#"{"className":"android.widget.Button","id":"a","text":"Buy","clickable":true,"focusable":true,"bounds":[40,300,1040,460]},{"className":"android.widget.Button","id":"b","text":"Buy now","clickable":true,"focusable":true,"bounds":[40,300,1040,460]}"#)
        let found = Self.findings(tree, "duplicate-clickable-bounds")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.status == .fail && found.first?.node.id == "a" && found.first?.criteria == ["target.distinct"] && found.first?.severity == .error)
        #expect(found.first?.message == "Button a and 1 other clickable element(s) have the same bounds [40,300][1040,460]: Button b.", "\(found)")
    }

    @Test func sameBoundsWithoutASharedActionPass() throws {
        // ATF ViewLocationActionHolder.equals: a clickable and a long-clickable view share no action.
        let tree = try Self.android(#"{"className":"android.widget.Button","id":"a","text":"Buy","clickable":true,"focusable":true,"bounds":[40,300,1040,460]},{"className":"android.widget.Button","id":"b","text":"Hold to buy","longClickable":true,"focusable":true,"bounds":[40,300,1040,460]}"#)
        #expect(Self.findings(tree, "duplicate-clickable-bounds").isEmpty)
    }

    @Test func anInvisibleOrUnimportantTwinIsNotADuplicate() throws {
        // ATF: only views visible to the user and important for accessibility.
        for twin in [#""visibleToUser":false"#, #""importantForAccessibility":"no""#] {
            let tree = try Self.android(#"{"className":"android.widget.Button","id":"a","text":"Buy","clickable":true,"focusable":true,"bounds":[40,300,1040,460]},{"className":"android.widget.Button","id":"b","text":"Buy now","clickable":true,"focusable":true,\#(twin),"bounds":[40,300,1040,460]}"#)
            #expect(Self.findings(tree, "duplicate-clickable-bounds").isEmpty, "\(twin)")
        }
    }

    @Test func wrappersTalkBackStopsOnOnceAreReviewed() throws {
        // Two clickable layouts of one size around a button: TalkBack stops on neither wrapper (its
        // only child acts), so the pair is reviewed, reported once by the first control inside.
        let tree = try Self.android(#"{"className":"android.widget.LinearLayout","id":"outer","clickable":true,"bounds":[0,300,1080,900],"children":[{"className":"android.widget.LinearLayout","id":"inner","clickable":true,"bounds":[0,300,1080,900],"children":[{"className":"android.widget.Button","id":"ok","text":"OK","clickable":true,"focusable":true,"bounds":[40,700,500,860]},{"className":"android.widget.Button","id":"no","text":"Cancel","clickable":true,"focusable":true,"bounds":[540,700,1040,860]}]}]}"#)
        let found = Self.findings(tree, "duplicate-clickable-bounds")
        #expect(found.count == 1 && found.first?.status == .review && found.first?.node.id == "ok", "\(found)")
        #expect(found.first?.message.contains("LinearLayout outer and 1 other clickable element(s) have the same bounds [0,300][1080,900]: LinearLayout inner") == true, "\(found)")
    }

    @Test func wrappersLaidOverEachOtherAreReportedOnce() throws {
        // Two sibling clickable layouts of one size, each around a button: one finding for the pair,
        // from the first control inside either.
        let tree = try Self.android(#"{"className":"android.widget.FrameLayout","id":"a","clickable":true,"bounds":[0,300,1080,900],"children":[{"className":"android.widget.Button","id":"one","text":"One","clickable":true,"focusable":true,"bounds":[40,700,500,860]}]},{"className":"android.widget.FrameLayout","id":"b","clickable":true,"bounds":[0,300,1080,900],"children":[{"className":"android.widget.Button","id":"two","text":"Two","clickable":true,"focusable":true,"bounds":[540,700,1040,860]}]}"#)
        let found = Self.findings(tree, "duplicate-clickable-bounds")
        #expect(found.count == 1 && found.first?.node.id == "one" && found.first?.message.contains("FrameLayout a and 1 other") == true, "\(found)")
    }

    @Test func iOSIsNotJudged() throws {
        let tree = try DumpReader.load(string: #"{"platform":"ios","elementType":"Application","id":"app","frame":[0,0,390,844],"children":[{"elementType":"Button","id":"a","accessibilityLabel":"Buy","isAccessibilityElement":true,"frame":[20,100,200,44]},{"elementType":"Button","id":"b","accessibilityLabel":"Buy now","isAccessibilityElement":true,"frame":[20,100,200,44]}]}"#)
        #expect(Self.findings(tree, "duplicate-clickable-bounds").isEmpty)
    }

    // MARK: editable-content-description (ATF EditableContentDescCheck)

    @Test func aDescriptionOverAFieldFailsWhenItHidesItsText() throws {
        let field = { (text: String, extra: String) in try Self.android(#"{"className":"com.google.android.material.textfield.TextInputEditText","id":"f","text":"\#(text)","contentDescription":"Email","clickable":true,"focusable":true,"bounds":[40,300,1040,440]\#(extra)}"#) }
        let hides = Self.findings(try field("ada@example.com", ""), "editable-content-description")
        #expect(hides.count == 1 && hides[0].status == .fail && hides[0].criteria == ["input.no-content-description"], "\(hides)")
        #expect(hides[0].message == "The text field has the content description 'Email', which TalkBack reads instead of its text 'ada@example.com'.")
        // A description repeating the text hides nothing of it.
        #expect(Self.findings(try field("email", ""), "editable-content-description").isEmpty)
        // The hint shown as text is an empty field: reviewed.
        let empty = Self.findings(try field("Your email", #","hintText":"Your email""#), "editable-content-description")
        #expect(empty.count == 1 && empty[0].status == .review, "\(empty)")
        // Not important for accessibility: ATF does not run.
        #expect(Self.findings(try field("ada@example.com", #","importantForAccessibility":"no""#), "editable-content-description").isEmpty)
    }

    @Test func aFieldFromComposeSemanticsIsAnEditText() throws {
        let text = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=40.0, t=300.0, r=1040.0, b=440.0)px, Tag: 'note'
           EditableText = 'No olives'
           ContentDescription = '[Note for the kitchen]'
           Focused = 'false'
           Actions = [OnClick, SetText, SetSelection]
        """
        let tree = try DumpReader.load(string: text)
        let found = Self.findings(tree, "editable-content-description")
        #expect(found.count == 1 && found.first?.status == .fail, "\(found)")
    }

    // MARK: focus order (ATF TraversalOrderCheck)

    @Test func traversalChainsThatLoopOrContradictFail() throws {
        func tree(_ a: String, _ b: String, _ c: String) throws -> AccessibilityTree {
            try Self.android(#"{"className":"android.widget.Button","id":"a","text":"One","clickable":true,"focusable":true,"bounds":[0,300,1080,460]\#(a)},{"className":"android.widget.Button","id":"b","text":"Two","clickable":true,"focusable":true,"bounds":[0,500,1080,660]\#(b)},{"className":"android.widget.Button","id":"c","text":"Three","clickable":true,"focusable":true,"bounds":[0,700,1080,860]\#(c)}"#)
        }
        // a before b, b before c, c before a: a loop of three, which the old two-node test missed.
        let loop = Self.findings(try tree(#","traversalBefore":"b""#, #","traversalBefore":"c""#, #","traversalBefore":"a""#), "button-focus-order")
        #expect(loop.count == 3 && loop.allSatisfy { $0.status == .fail && $0.message.contains("accessibilityTraversalBefore goes round in a loop") }, "\(loop)")
        #expect(loop.first?.message.contains("a → b → c → a") == true, "\(loop)")
        let afterLoop = Self.findings(try tree(#","traversalAfter":"c""#, #","traversalAfter":"a""#, #","traversalAfter":"b""#), "button-focus-order")
        #expect(afterLoop.count == 3 && afterLoop.allSatisfy { $0.message.contains("accessibilityTraversalAfter goes round in a loop") }, "\(afterLoop)")
        // a before b, and a after c, with c after b: b must come both after and before a.
        let contradiction = Self.findings(try tree(#","traversalBefore":"b","traversalAfter":"c""#, "", #","traversalAfter":"b""#), "button-focus-order")
        #expect(contradiction.contains { $0.node.id == "a" && $0.message.contains("must come both after and before it") }, "\(contradiction)")
        // A chain that ends: a before b before c.
        #expect(Self.findings(try tree(#","traversalBefore":"b""#, #","traversalBefore":"c""#, ""), "button-focus-order").isEmpty)
    }

    // MARK: traits-conflict (GTXiLib checkForAXTraitDontConflict)

    @Test func traitsThatContradictFailOnlyWhereTheDumpRecordsThem() throws {
        func element(_ type: String, _ traits: String?) throws -> [Finding] {
            let t = traits.map { #","accessibilityTraits":\#($0)"# } ?? ""
            let tree = try DumpReader.load(string: #"{"platform":"ios","elementType":"Application","id":"app","frame":[0,0,390,844],"children":[{"elementType":"\#(type)","id":"e","accessibilityLabel":"Search","isAccessibilityElement":true\#(t),"frame":[20,100,200,44]}]}"#)
            return Self.findings(tree, "traits-conflict")
        }
        let both = try element("Button", #"["button","searchField"]"#)
        #expect(both.count == 1 && both[0].status == .fail && both[0].message == "The element has traits that cannot go together: button, searchField.", "\(both)")
        #expect(try element("Button", #"["button","selected"]"#).isEmpty)
        // No traits recorded (an old debugDescription): not judged.
        #expect(try element("Button", nil).isEmpty)
        // Keyboard keys: UIKit's own conflicting traits (GTXiLib skips them).
        #expect(try element("Key", #"["button","keyboardKey"]"#).isEmpty)
    }
}
