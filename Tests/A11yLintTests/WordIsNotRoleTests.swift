import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintEngine

/// A word in a label or identifier names a control kind only where nothing stronger says what the
/// element is (issue 19, point 1: Apple Music's "Radio" tab judged a radio button). Every pack's
/// look-alike words are tried, so a new pack's words are covered without a new test.
@Suite struct WordIsNotRoleTests {
    static let packs = try! BuiltInRules.packs()

    /// (pack, word) for every non-generic pack's look-alike id words and the words of its label
    /// suffixes and role descriptions (", radio button" → "radio button"), in every language the pack lists.
    static let words: [(control: String, word: String)] = packs.filter { !$0.recognise.generic }.flatMap { pack in
        let r = pack.recognise
        let suffixWords = r.labelSuffixes.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
        return Set(r.lookalikeIdWords + suffixWords + r.roleDescriptions).sorted().map { (pack.control, $0) }
    }

    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// An XCUITest page source: a tab bar of two buttons, and one button outside it.
    static func iosScreen(tab: (name: String, label: String), plain: (name: String, label: String)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Music" label="Music" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(escaped(plain.name))" label="\(escaped(plain.label))" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="44" index="0" traits="Button"/>
        <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" enabled="true" visible="true" accessible="false" x="0" y="769" width="393" height="83" index="1">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true" visible="true" accessible="true" x="0" y="770" width="196" height="49" index="0" traits="Button"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(escaped(tab.name))" label="\(escaped(tab.label))" enabled="true" visible="true" accessible="true" x="197" y="770" width="196" height="49" index="1" traits="Button"/>
        </XCUIElementTypeTabBar>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    /// The kind each control node was recognised as, by identifier (`name`) or resource-id.
    static func kinds(_ text: String) throws -> [String: String] {
        let tree = try DumpReader.load(string: text)
        return Dictionary(Linter(packs: packs).run(tree).controls.map { (tree[$0.node].accessibilityIdentifier ?? tree[$0.node].resourceId ?? "?", $0.kind) },
                          uniquingKeysWith: { a, _ in a })
    }

    static func capitalised(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    @Test func packsHaveWordsToTry() {
        #expect(Self.words.count > 20)
        #expect(Self.words.contains { $0.control == "radio-button" && $0.word == "radio" })
    }

    /// A tab bar item labelled with a pack's word (WebDriverAgent's `name` falls back to the label)
    /// is a tab, and a button outside the bar labelled with it is a button: the word is the label.
    @Test(arguments: words.map { "\($0.control)|\($0.word)" })
    func labelWordNamesNoControl(_ entry: String) throws {
        let parts = entry.split(separator: "|").map(String.init)
        let (control, word) = (parts[0], Self.capitalised(parts[1]))
        let kinds = try Self.kinds(Self.iosScreen(tab: (word, word), plain: ("plain-" + word, word)))
        // The plain button's identifier is its own ("plain-radio"): it may be named by it, so only the tab is asked here…
        #expect(kinds[word] != control, "tab labelled “\(word)” taken for \(control)")
        // …and a button whose name is only its label is not the word's control either.
        let alone = try Self.kinds(Self.iosScreen(tab: ("Home2", "Library"), plain: (word, word)))
        #expect(alone[word] != control, "button labelled “\(word)” taken for \(control)")
    }

    /// A developer's identifier inside a tab bar names no control either: the bar says what its items are.
    @Test(arguments: words.map { "\($0.control)|\($0.word)" })
    func identifierWordInTabBarNamesNoControl(_ entry: String) throws {
        let parts = entry.split(separator: "|").map(String.init)
        let (control, word) = (parts[0], parts[1])
        let id = "tab_" + word.replacingOccurrences(of: " ", with: "_")
        let kinds = try Self.kinds(Self.iosScreen(tab: (id, "Library"), plain: ("plain", "Plain")))
        #expect(kinds[id] != control, "tab with id “\(id)” taken for \(control)")
        let android = """
            {"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,2400],"children":[
              {"className":"android.widget.TabWidget","id":"com.example:id/tabs","bounds":[0,2200,1080,2400],"children":[
                {"className":"android.widget.LinearLayout","id":"com.example:id/\(id)","text":"","checkable":true,"clickable":true,"focusable":true,"bounds":[0,2200,540,2400],"children":[
                  {"className":"android.widget.TextView","id":"t","text":"Library","bounds":[0,2300,540,2400]}]}]}]}
            """
        #expect(try Self.kinds(android)["com.example:id/\(id)"] != control, "Android tab with id “\(id)” taken for \(control)")
    }

    /// Where nothing stronger says what it is, a developer's identifier still names a look-alike:
    /// the words are guesses, not ignored.
    @Test func identifierWordOutsideATabBarStillNamesALookAlike() throws {
        let kinds = try Self.kinds(Self.iosScreen(tab: ("Home2", "Library"), plain: ("shippingRadio", "Express")))
        #expect(kinds["shippingRadio"] == "radio-button")
    }
}

extension WordIsNotRoleTests {
    /// A value that is no state ("3 stations") says what the element shows: the id word is no evidence.
    @Test func valueThatIsNoStateBeatsAnIdentifierWord() throws {
        let screen = Self.iosScreen(tab: ("Home2", "Library"), plain: ("stationRadio", "Stations")).replacingOccurrences(
            of: #"name="stationRadio" label="Stations""#, with: #"name="stationRadio" label="Stations" value="3 stations""#)
        #expect(try Self.kinds(screen)["stationRadio"] != "radio-button")
    }
}

extension WordIsNotRoleTests {
    /// Every pack's state values ("Selected", "On", "Expanded"…): a tab showing one is still a tab.
    static let values: [(control: String, value: String)] = packs.filter { !$0.recognise.generic }.flatMap { pack in
        pack.recognise.iosButtonValues.map { (pack.control, $0) }
    }

    @Test(arguments: values.map { "\($0.control)|\($0.value)" })
    func stateValueInTabBarNamesNoControl(_ entry: String) throws {
        let parts = entry.split(separator: "|").map(String.init)
        let (control, value) = (parts[0], parts[1])
        let screen = Self.iosScreen(tab: ("libraryTab", "Library"), plain: ("plain", "Plain")).replacingOccurrences(
            of: #"name="libraryTab" label="Library""#, with: #"name="libraryTab" label="Library" value="\#(Self.escaped(value))""#)
        #expect(try Self.kinds(screen)["libraryTab"] != control, "tab valued “\(value)” taken for \(control)")
    }

    /// A Compose node's declared role says what it is: a test tag's word does not make it another
    /// control (only the pack that claims the role itself takes it: Role.Tab is a segment).
    @Test(arguments: words.map { "\($0.control)|\($0.word)" })
    func composeRoleBeatsATestTagWord(_ entry: String) throws {
        let parts = entry.split(separator: "|").map(String.init)
        let (control, word) = (parts[0], parts[1].replacingOccurrences(of: " ", with: "_"))
        let claimsRole = Set(Self.packs.first { $0.control == control }?.recognise.composeRoles ?? [])
        for role in ["Tab", "Image", "ValuePicker", "Carousel"] where !claimsRole.contains(role) {
            let compose = """
                Printing with useUnmergedTree = 'false'
                Node #1 at (l=0.0, t=0.0, r=1080.0, b=2337.0)px
                 |-Node #2 at (l=0.0, t=2200.0, r=540.0, b=2337.0)px, Tag: '\(word)_item'
                   Role = '\(role)'
                   Focused = 'false'
                   Text = '[Library]'
                   Actions = [OnClick, RequestFocus]
                   MergeDescendants = 'true'
                """
            let tree = try DumpReader.load(string: compose)
            let kinds = Linter(packs: Self.packs).run(tree).controls.map(\.kind)
            #expect(!kinds.contains(control), "Compose Role.\(role) tagged “\(word)_item” taken for \(control)")
        }
    }
}
