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

/// The iOS known issues of the hand-written screen audit (HandWrittenScreenAuditTests), fixed in the
/// focus model and the idb loader, with their boundaries: what must still fail, and what must not change.
@Suite struct IOSAuditFixTests {
    func findings(_ dump: String) throws -> [Finding] {
        try Linter().lint(DumpReader.load(string: dump))
    }

    func announcements(_ dump: String) throws -> [Announcement] {
        try DumpReader.load(string: dump).announcements()
    }

    // MARK: The element type's own role survives a listed trait set

    /// Newer WebDriverAgent writes `traits` with public trait names only (appium/WebDriverAgent
    /// FBAccessibilityTraits.m); a text field's text-entry trait is private, so its list is empty.
    static let wdaLogin = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Acme" label="Acme" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="name@example.com" name="login.email" label="Email" placeholderValue="name@example.com" enabled="true" visible="true" accessible="true" x="20" y="265" width="350" height="44" index="0" traits=""/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Password" name="login.password" label="Password" placeholderValue="Password" enabled="true" visible="true" accessible="true" x="20" y="325" width="350" height="44" index="1" traits=""/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="login.help" label="Help" enabled="true" visible="true" accessible="true" x="20" y="385" width="350" height="44" index="2" traits=""/>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """#

    @Test func wdaTraitsWithoutTextEntryStillSayTextField() throws {
        let failures = try findings(Self.wdaLogin).filter { $0.status == .fail && $0.node.id != "login.help" }
        #expect(failures.isEmpty, "\(failures.map { "\($0.rule)@\($0.node.id ?? "?")" })")
        let tree = try DumpReader.load(string: Self.wdaLogin)
        for i in tree.indices where tree[i].elementType == "TextField" || tree[i].elementType == "SecureTextField" {
            #expect(StopDescriber.traits(of: tree[i]).contains(.textEntry), "\(tree[i].elementType ?? "")")
        }
        let spoken = try announcements(Self.wdaLogin).map(\.text)
        #expect(spoken.contains("Email, name@example.com, Text field, Double tap to edit"), "\(spoken)")
        #expect(spoken.contains { $0.hasPrefix("Password, ") && $0.contains("Secure text field") && !$0.contains(", Text field") }, "\(spoken)")
    }

    /// A listed trait set is the element's own for roles made of public traits: a Button written with
    /// `traits=""` has had its button trait taken away, VoiceOver says no "Button", and the button's
    /// role rule still says so.
    /// WebDriverAgent writes an empty field's placeholder as its value (wdValue:
    /// FBFirstNonEmptyValue(value, placeholderValue)): a placeholder repeating the label is read once.
    static let wdaSecureFields = #"""
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Vault" label="Vault" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Passcode" name="vault.passcode" label="Passcode" placeholderValue="Passcode" enabled="true" visible="true" x="20" y="200" width="350" height="44"/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="PIN" name="vault.pin" label="PIN" enabled="true" visible="true" x="20" y="260" width="350" height="44"/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="••••" name="vault.code" label="Code" placeholderValue="Code" enabled="true" visible="true" x="20" y="320" width="350" height="44"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Vault name" name="vault.name" label="Vault name" placeholderValue="Vault name" enabled="true" visible="true" x="20" y="380" width="350" height="44"/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Secret" name="vault.secret" placeholderValue="Secret" enabled="true" visible="true" x="20" y="440" width="350" height="44"/>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """#

    @Test func aPlaceholderWrittenAsTheValueIsNotReadTwice() throws {
        let spoken = try announcements(Self.wdaSecureFields).map(\.text)
        #expect(spoken.contains("Passcode, Secure text field, Double tap to edit"), "\(spoken)")
        // Older WebDriverAgent writes no placeholderValue; a secure field's text is only ever bullets.
        #expect(spoken.contains("PIN, Secure text field, Double tap to edit"), "\(spoken)")
        #expect(spoken.contains("Code, ••••, Secure text field, Double tap to edit"), "\(spoken)")
        #expect(spoken.contains("Vault name, Text field, Double tap to edit"), "\(spoken)")
        // With no label, the placeholder is still the only words, and still not a name.
        #expect(spoken.contains("Secret, Secure text field, Double tap to edit"), "\(spoken)")
        let failures = try findings(Self.wdaSecureFields).filter { $0.status == .fail }
        #expect(failures.contains { $0.node.id == "vault.secret" && $0.criteria.contains("name.not-placeholder") }, "\(failures.map { "\($0.rule)@\($0.node.id ?? "?")" })")
        #expect(!failures.contains { $0.node.id != "vault.secret" }, "\(failures.map { "\($0.rule)@\($0.node.id ?? "?")" })")
    }

    /// WebDriverAgent writes a Button's selection as value="1" (wdValue: FBFirstNonEmptyValue(value,
    /// isSelected ? @YES : nil)); an older page source has no traits or selected attribute to say it.
    static let wdaSelectedTabs = #"""
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Weather" label="Weather" enabled="true" visible="true" accessible="false" x="0" y="0" width="1920" height="1080">
        <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Menu" label="Menu" enabled="true" visible="true" accessible="false" x="0" y="0" width="1920" height="140">
          <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Today" label="Today" enabled="true" visible="true" accessible="true" x="600" y="1" width="120" height="139"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Radar" label="Radar" enabled="true" visible="true" accessible="true" x="800" y="1" width="120" height="139"/>
        </XCUIElementTypeTabBar>
        <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Basket" label="Basket" enabled="true" visible="true" accessible="true" x="20" y="300" width="200" height="44" traits="Button"/>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """#

    @Test func aButtonValuedOneByWebDriverAgentIsSelected() throws {
        let spoken = try announcements(Self.wdaSelectedTabs).map(\.text)
        #expect(spoken.contains("Today, Tab, Selected, 1 of 2"), "\(spoken)")
        #expect(spoken.contains("Radar, Tab, 2 of 2"), "\(spoken)")
        // Traits that leave out Selected: the "1" is the button's own value (a count), still spoken.
        #expect(spoken.contains("Basket, 1, Button"), "\(spoken)")
    }

    @Test func aListedTraitSetStillDecidesPublicRoles() throws {
        let tree = try DumpReader.load(string: Self.wdaLogin)
        let help = try #require(tree.indices.first { tree[$0].accessibilityIdentifier == "login.help" })
        #expect(!StopDescriber.traits(of: tree[help]).contains(.button))
        #expect(try announcements(Self.wdaLogin).first { $0.node == help }?.text == "Help")
        #expect(try findings(Self.wdaLogin).contains { $0.node.id == "login.help" && $0.criteria.contains("button.role") && $0.status == .fail })
    }

    /// Without a `traits` key the type gives every role, as before.
    @Test func olderWDAWithoutTraitsKeepsTheTypeDefaults() throws {
        let dump = Self.wdaLogin.replacingOccurrences(of: #" traits="""#, with: "")
        let spoken = try announcements(dump).map(\.text)
        #expect(spoken.contains("Email, name@example.com, Text field, Double tap to edit"), "\(spoken)")
        #expect(spoken.contains("Help, Button"), "\(spoken)")
    }

    /// The same in idb's `traits` list: a TextField listed with ["None"] is still a text field.
    @Test func idbTraitsNoneStillSaysTextField() throws {
        let dump = #"""
        [{"AXLabel": "Login", "AXFrame": "{{0, 0}, {375, 667}}", "AXValue": null, "AXUniqueId": null, "type": "Application", "title": null, "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "help": null, "enabled": true, "custom_actions": [], "role": "AXApplication", "role_description": "application", "subrole": null, "content_required": false, "pid": 4242, "traits": ["None"]},
         {"AXLabel": "Email", "AXFrame": "{{20, 120}, {335, 44}}", "AXValue": "", "AXUniqueId": "email", "type": "TextField", "title": null, "frame": {"x": 20, "y": 120, "width": 335, "height": 44}, "help": null, "enabled": true, "custom_actions": [], "role": "AXTextField", "role_description": "text field", "subrole": null, "content_required": false, "pid": 4242, "traits": ["None"]}]
        """#
        #expect(try announcements(dump).map(\.text) == ["Email, Text field, Double tap to edit"])
    }

    // MARK: Segmented controls and steppers that list their parts are containers

    static let sizeAndQuantity = """
    Attributes: Application, 0x600002b1c000, pid: 5120, label: 'Acme Shop'
    Element subtree:
     →Application, 0x600002b1c000, pid: 5120, label: 'Acme Shop'
        Window (Main), 0x600002b1c0e0, {{0.0, 0.0}, {393.0, 852.0}}
          StaticText, 0x600002b1ca80, {{16.0, 470.0}, {361.0, 28.0}}, label: 'Size'
          SegmentedControl, 0x600002b1cb60, {{16.0, 505.0}, {361.0, 32.0}}, identifier: 'sizePicker'
            Button, 0x600002b1cc40, {{16.0, 505.0}, {180.0, 32.0}}, label: '8', Selected
            Button, 0x600002b1cd20, {{196.0, 505.0}, {181.0, 32.0}}, label: '9'
          Stepper, 0x600002b1d0a0, {{283.0, 550.0}, {94.0, 32.0}}, identifier: 'quantity', label: 'Quantity: 1'
            Button, 0x600002b1d180, {{283.0, 550.0}, {47.0, 32.0}}, label: 'Decrement', Disabled
            Button, 0x600002b1d260, {{330.0, 550.0}, {47.0, 32.0}}, label: 'Increment'
    """

    @Test func debugDescriptionSegmentedControlAndStepperAreContainers() throws {
        let failures = try findings(Self.sizeAndQuantity).filter { $0.status == .fail }
        #expect(failures.isEmpty, "\(failures.map { "\($0.rule)@\($0.node.location.line)" })")
        let spoken = try announcements(Self.sizeAndQuantity).map(\.text)
        #expect(spoken == ["Size", "8, Button, Selected", "9, Button", "Decrement, Dimmed, Button", "Increment, Button"], "\(spoken)")
    }

    /// Each segment is a stop of its own, so an unlabelled one is a button with no name, and only it.
    @Test func anUnlabelledSegmentStillFails() throws {
        let dump = Self.sizeAndQuantity.replacingOccurrences(of: "label: '9'", with: "identifier: 'size9'")
        let failures = try findings(dump).filter { $0.status == .fail }
        #expect(failures.contains { $0.criteria.contains("name.present") && $0.node.id == "size9" }, "\(failures.map(\.rule))")
        #expect(failures.allSatisfy { $0.node.id == "size9" }, "\(failures.map { "\($0.rule)@\($0.node.id ?? "?")" })")
    }

    /// A segmented control or stepper shown as a leaf (no parts listed) is still one element, and a
    /// dump's own `accessible` still wins.
    @Test func leafSegmentedControlAndExplicitFlagsAreUnchanged() throws {
        let leaf = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Acme'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              SegmentedControl, 0x3, {{16.0, 505.0}, {361.0, 32.0}}, identifier: 'sizePicker', label: 'Size', value: '8'
              Stepper, 0x4, {{16.0, 550.0}, {94.0, 32.0}}, identifier: 'quantity', label: 'Quantity', value: '1'
        """
        let tree = try DumpReader.load(string: leaf)
        let model = FocusModel(tree: tree)
        #expect(model.stops.map { tree[$0].accessibilityIdentifier } == ["sizePicker", "quantity"])

        let explicit = #"""
        {"a11ylint":1,"platform":"ios","root":{"elementType":"Application","frame":[0,0,393,852],"children":[
          {"elementType":"SegmentedControl","id":"sizePicker","accessibilityLabel":"Size","isAccessibilityElement":true,"frame":[16,505,361,32],"children":[
            {"elementType":"Button","accessibilityLabel":"8","frame":[16,505,180,32]}]}]}}
        """#
        let explicitTree = try DumpReader.load(string: explicit)
        #expect(FocusModel(tree: explicitTree).stops.map { explicitTree[$0].accessibilityIdentifier } == ["sizePicker"])
    }

    // MARK: idb: listed elements are elements; headings by role

    static func idb(_ elements: String...) -> String {
        let application = #"{"AXFrame":"{{0, 0}, {393, 852}}","AXUniqueId":null,"frame":{"y":0,"x":0,"width":393,"height":852},"role_description":"application","AXLabel":"Settings","content_required":false,"type":"Application","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXApplication","subrole":null}"#
        return "[" + ([application] + elements).joined(separator: ",\n") + "]"
    }

    static let unlabelledImage = #"{"AXFrame":"{{150, 236}, {93, 120}}","AXUniqueId":"wallpaperPreview","frame":{"y":236,"x":150,"width":93,"height":120},"role_description":"image","AXLabel":null,"content_required":false,"type":"Image","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXImage","subrole":null}"#

    @Test func idbUnlabelledImageIsAStop() throws {
        let dump = Self.idb(Self.unlabelledImage)
        let all = try findings(dump)
        #expect(all.contains { $0.criteria.contains("image.name") && $0.node.id == "wallpaperPreview" && $0.status == .fail })
        #expect(try announcements(dump).map(\.text) == ["Image"])
        let labelled = Self.idb(Self.unlabelledImage.replacingOccurrences(of: #""AXLabel":null"#, with: #""AXLabel":"Wallpaper preview""#))
        #expect(!(try findings(labelled)).contains { $0.status == .fail })
    }

    /// Containers idb lists (a Group holding a row) are left to the focus model: the Application and a
    /// Group are no stops, the row's own elements are.
    @Test func idbContainersAreNotElements() throws {
        let group = #"{"AXFrame":"{{0, 100}, {393, 44}}","AXUniqueId":"row","frame":{"y":100,"x":0,"width":393,"height":44},"role_description":"group","AXLabel":null,"content_required":false,"type":"Group","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXGroup","subrole":null}"#
        let text = #"{"AXFrame":"{{16, 110}, {200, 22}}","AXUniqueId":"rowTitle","frame":{"y":110,"x":16,"width":200,"height":22},"role_description":"text","AXLabel":"Wallpaper","content_required":false,"type":"StaticText","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXStaticText","subrole":null}"#
        let tree = try DumpReader.load(string: Self.idb(group, text))
        #expect(tree.nodes.map(\.isAccessibilityElement) == [nil, nil, true])
        #expect(FocusModel(tree: tree).stops.map { tree[$0].accessibilityIdentifier } == ["rowTitle"])
    }

    static let heading = #"{"AXFrame":"{{96, 70}, {200, 22}}","AXUniqueId":"pageTitle","frame":{"y":70,"x":96,"width":200,"height":22},"role_description":"heading","AXLabel":"Display & Brightness","content_required":false,"type":"Heading","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXHeading","subrole":null}"#

    @Test func idbHeadingWithoutTraitsIsAHeading() throws {
        let dump = Self.idb(Self.heading)
        let tree = try DumpReader.load(string: dump)
        let title = try #require(tree.indices.first { tree[$0].accessibilityIdentifier == "pageTitle" })
        #expect(StopDescriber.traits(of: tree[title]).isSuperset(of: [.header, .staticText]))
        #expect(try announcements(dump).map(\.text) == ["Display & Brightness, Heading"])
        #expect(!(try findings(dump)).contains { $0.status == .fail })
        // The heading pack judges it: an empty heading fails its name.
        let empty = Self.idb(Self.heading.replacingOccurrences(of: #""AXLabel":"Display & Brightness""#, with: #""AXLabel":"""#))
        let onEmpty = try findings(empty).filter { $0.node.id == "pageTitle" && $0.status == .fail }
        #expect(onEmpty.contains { $0.control == "text-heading" && $0.criteria.contains("heading.name") }, "\(onEmpty.map(\.rule))")
    }

    /// A subrole or role description alone says heading too; a `traits` list without Header is the
    /// element's own word and makes no heading.
    @Test func idbHeadingBySubroleAndListedTraitsWin() throws {
        let bySubrole = Self.heading
            .replacingOccurrences(of: #""type":"Heading""#, with: #""type":"StaticText""#)
            .replacingOccurrences(of: #""role":"AXHeading","subrole":null"#, with: #""role":"AXStaticText","subrole":"AXHeading""#)
            .replacingOccurrences(of: #""role_description":"heading""#, with: #""role_description":"text""#)
        #expect(try announcements(Self.idb(bySubrole)).map(\.text) == ["Display & Brightness, Heading"])
        let listed = Self.heading.replacingOccurrences(of: #""subrole":null"#, with: #""subrole":null,"traits":["StaticText"]"#)
        #expect(try announcements(Self.idb(listed)).map(\.text) == ["Display & Brightness"])
    }
}

import Foundation
