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

/// The Android known issues of the hand-written screen audit (HandWrittenScreenAuditTests), fixed:
/// a Compose dropdown anchor, a role-less unnamed clickable (and React Native layout ones), a RatingBar, and look-alike id words.
@Suite struct AndroidAuditFixTests {
    func findings(_ dump: String) throws -> [Finding] {
        try Linter().lint(DumpReader.load(string: dump))
    }

    /// Compose `Modifier.clickable` without a role or a description (an icon in a Box): TalkBack
    /// stops on it and says only "Double tap to activate"; the button pack claims it and its name fails.
    @Test func composeRolelessClickableWithoutNameIsUnnamed() throws {
        let dump = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #13 at (l=415.0, t=252.0, r=665.0, b=502.0)px, Tag: 'photo'
           Focused = 'false'
           Actions = [OnClick, RequestFocus]
           MergeDescendants = 'true'
        """
        let all = try findings(dump)
        #expect(all.contains { $0.criteria.contains("name.present") && $0.node.id == "photo" && $0.status == .fail && $0.control == "button" })
    }

    /// React Native `Pressable`s through uiautomator (android.view.ViewGroup, TalkBack's
    /// ROLE_VIEW_GROUP, no role word): a leaf with no name is an unnamed button; one holding only an
    /// empty icon-font TextView is no stop (shouldFocusNode: nothing to speak), a button whose
    /// reachability is reviewed; the named twins are not claimed.
    @Test func reactNativeUnnamedPressableLayoutsAreButtons() throws {
        let fail = try lint(Repo.fixtures.appendingPathComponent("uiautomator/button/fail-react-native-unnamed-pressable-layouts.xml"))
        #expect(fail.contains { $0.node.id == "com.example.chat:id/back" && $0.control == "button" && $0.status == .fail && $0.criteria.contains("name.present") })
        #expect(fail.contains { $0.node.id == "com.example.chat:id/call" && $0.control == "button" && $0.status == .review && $0.criteria.contains("focus.reachable") })
        #expect(!fail.contains { $0.node.id == "com.example.chat:id/call" && $0.status == .fail })
        let pass = try lint(Repo.fixtures.appendingPathComponent("uiautomator/button/pass-react-native-named-pressable-layouts.xml"))
        #expect(!pass.contains { $0.control == "button" && $0.criteria.contains("focus.reachable") })
        for id in ["com.example.chat:id/dismiss_overlay", "com.example.chat:id/preview_frame", "com.example.chat:id/attachment_row"] {
            #expect(!pass.contains { $0.node.id == id && $0.control == "button" }, "\(id) taken for a button")
        }
    }

    /// A role-less clickable Compose row that shows its text is named: no pack takes it for a button.
    @Test func composeRolelessClickableRowWithTextIsNotAButton() throws {
        let dump = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #13 at (l=0.0, t=252.0, r=1080.0, b=402.0)px, Tag: 'order_1'
           Focused = 'false'
           Text = '[Order #1042, Arriving Tuesday]'
           Actions = [OnClick, RequestFocus]
           MergeDescendants = 'true'
        """
        let all = try findings(dump)
        #expect(!all.contains { $0.node.id == "order_1" && $0.control == "button" }, "\(all.map(\.rule))")
        #expect(!all.contains { $0.status == .fail }, "\(all.filter { $0.status == .fail }.map(\.rule))")
    }

    /// A user-set RatingBar is a seek control for TalkBack (Role.getRole: range info with
    /// ACTION_SET_PROGRESS, which RatingBar adds unless it is an indicator): unnamed, it fails name.present.
    @Test func unnamedFocusableRatingBarIsAnUnnamedSlider() throws {
        let dump = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.FrameLayout","bounds":[0,0,1080,800],"children":[
          {"className":"android.widget.TextView","text":"Your rating","bounds":[42,600,600,660]},
          {"className":"android.widget.RatingBar","id":"com.acme:id/your_rating","focusable":true,"bounds":[42,670,600,760]}]}}
        """#
        let tree = try DumpReader.load(string: dump)
        #expect(AndroidRole.of(tree.nodes[2]) == .seekControl)
        let all = try Linter().lint(tree)
        #expect(all.contains { $0.criteria.contains("name.present") && $0.node.id == "com.acme:id/your_rating" && $0.status == .fail })
    }

    /// An indicator RatingBar (not focusable: FOCUSABLE_AUTO) has no SetProgress: TalkBack's progress bar.
    @Test func indicatorRatingBarIsAProgressBar() throws {
        var node = Node()
        node.className = "android.widget.RatingBar"
        node.focusable = false
        #expect(AndroidRole.of(node) == .progressBar)
        node.focusable = true
        node.actions = ["ACTION_FOCUS"]
        #expect(AndroidRole.of(node) == .progressBar, "actions known without SetProgress")
    }

    /// Material 3 ExposedDropdownMenuBox: the read-only anchor TextField carries Role.DropdownList
    /// and EditableText. Compose's delegate sets the role's legacy class (Spinner) after the text
    /// field's (b/343392125), so TalkBack says "Drop down list": a dropdown, not a text input.
    @Test func composeDropdownAnchorIsADropdownNotATextInput() throws {
        let dump = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #12 at (l=42.0, t=378.0, r=1038.0, b=546.0)px, Tag: 'sort'
           Role = 'DropdownList'
           Focused = 'false'
           EditableText = 'Newest first'
           TextSelectionRange = 'TextRange(12, 12)'
           Text = '[Sort by]'
           Actions = [GetTextLayoutResult, SetText, OnClick, RequestFocus]
           MergeDescendants = 'true'
        """
        let all = try findings(dump)
        let failures = all.filter { $0.status == .fail }
        #expect(failures.isEmpty && all.contains { $0.control == "dropdown" }, "\(failures.map(\.rule))")
        #expect(!all.contains { $0.control == "text-input" })
    }

    /// A text field without a role keeps its class: EditableText alone is still android.widget.EditText.
    @Test func composeTextFieldWithoutRoleIsStillAnEditText() throws {
        let dump = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #12 at (l=42.0, t=378.0, r=1038.0, b=546.0)px, Tag: 'email'
           Focused = 'false'
           EditableText = ''
           Text = '[Email]'
           Actions = [GetTextLayoutResult, SetText, OnClick, RequestFocus]
           MergeDescendants = 'true'
        """
        let tree = try DumpReader.load(string: dump)
        #expect(tree.nodes[1].className == "android.widget.EditText")
    }

    /// A plain clickable row whose id ends in a container word is a row, not the control its first
    /// word names: no false radio / dropdown errors on a list of stations or a menu's items.
    @Test func idEndingInAContainerWordIsARowNotTheControl() throws {
        let dump = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.FrameLayout","bounds":[0,0,1080,800],"children":[
          {"className":"android.widget.LinearLayout","id":"com.acme:id/radio_station_row","clickable":true,"focusable":true,"bounds":[0,0,1080,140],"children":[
            {"className":"android.widget.TextView","text":"Jazz FM","bounds":[42,40,600,100]}]},
          {"className":"android.widget.LinearLayout","id":"com.acme:id/dropdown_item","clickable":true,"focusable":true,"bounds":[0,140,1080,280],"children":[
            {"className":"android.widget.TextView","text":"Newest first","bounds":[42,180,600,240]}]},
          {"className":"android.widget.FrameLayout","id":"com.acme:id/closeButtonContainer","clickable":true,"focusable":true,"bounds":[0,280,1080,420],"children":[
            {"className":"android.widget.TextView","text":"Close","bounds":[42,320,600,380]}]}]}}
        """#
        let all = try findings(dump)
        #expect(!all.contains { ["radio-button", "dropdown", "button"].contains($0.control) }, "\(all.map { "\($0.rule)@\($0.node.id ?? "?")" })")
        #expect(!all.contains { $0.status == .fail }, "\(all.filter { $0.status == .fail }.map(\.rule))")
    }

    /// The same row showing a state (checkable) is named by its id wherever the word stands; and an
    /// id word that itself ends in a container word ("drawer_item") still names the view.
    @Test func idWordStillNamesAStatefulRowOrItsOwnContainerWord() throws {
        let dump = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.FrameLayout","bounds":[0,0,1080,800],"children":[
          {"className":"android.widget.LinearLayout","id":"com.acme:id/radio_station_row","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,1080,140],"children":[
            {"className":"android.widget.TextView","text":"Jazz FM","bounds":[42,40,600,100]}]},
          {"className":"android.widget.LinearLayout","id":"com.acme:id/nav_drawer_item","clickable":true,"focusable":true,"bounds":[0,140,1080,280],"children":[
            {"className":"android.widget.TextView","text":"Inbox","bounds":[42,180,600,240]}]}]}}
        """#
        let tree = try DumpReader.load(string: dump)
        let kinds = Dictionary(uniqueKeysWithValues: ControlRecogniser(packs: try BuiltInRules.packs()).controls(in: tree).map { (tree.nodes[$0.node].resourceId ?? "", $0.kind) })
        #expect(kinds["com.acme:id/radio_station_row"] == "radio-button", "\(kinds)")
        #expect(kinds["com.acme:id/nav_drawer_item"] == "sidebar-menu", "\(kinds)")
    }

    /// Compose's delegate gives Role.Tab no class but the role description "Tab" (compose/ui
    /// strings.xml `tab`): TalkBack says "Tab" where the focus model said "Button"; the tab stays a
    /// segmented control's.
    @Test func composeTabSaysTab() throws {
        let dump = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #5 at (l=0.0, t=200.0, r=540.0, b=344.0)px, Tag: 'tab_artists'
           Role = 'Tab'
           Focused = 'false'
           Selected = 'false'
           Text = '[Artists]'
           Actions = [OnClick, RequestFocus]
           MergeDescendants = 'true'
        """
        let tree = try DumpReader.load(string: dump)
        #expect(tree.nodes[1].roleDescription == "Tab")
        #expect(AndroidRole.of(tree.nodes[1]) == AndroidRole.none)
        #expect(tree.announcements().map(\.text) == ["Artists, Tab, Double tap to activate"])
        let all = try Linter().lint(tree)
        #expect(all.contains { $0.control == "segmented-control" } && !all.contains { $0.status == .fail }, "\(all.map(\.rule))")
    }

    /// A currency sign beside an amount field is a unit, not the field's label: an unnamed field
    /// fails name.present alone, with no finding that calls "$" its separate or duplicate label;
    /// beside a field named "Amount" the sign repeats nothing.
    @Test func currencySignBesideAmountFieldIsNoLabel() throws {
        let dir = Repo.fixtures.appendingPathComponent("uiautomator/text-input")
        let unnamed = try lint(dir.appendingPathComponent("fail-unnamed-amount-field-beside-currency-sign.xml"))
            .filter { $0.status == .fail && $0.node.id == "com.example.budget:id/amount" }
        #expect(unnamed.contains { $0.criteria.contains("name.present") })
        #expect(!unnamed.contains { $0.criteria.contains("group.single-swipe") || $0.criteria.contains("name.no-duplicate") }, "\(unnamed.map(\.rule))")
        let named = try lint(dir.appendingPathComponent("pass-currency-prefix-beside-amount-field.xml"))
        #expect(!named.contains { $0.status == .fail }, "\(named.filter { $0.status == .fail }.map(\.rule))")
    }
}
