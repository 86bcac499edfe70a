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

/// What VoiceOver adds from an element's surroundings and traits (AccessibilitySnapshot's
/// `UIAccessibility+SnapshotAdditions.swift`), checked on small debugDescription trees.
@Suite struct VoiceOverContextTests {
    func said(_ lines: [String]) throws -> [String] {
        let text = (["Attributes: Application, 0x1, pid: 1, label: 'App'", "Element subtree:",
                     " →Application, 0x1, pid: 1, label: 'App'",
                     "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}"] + lines.map { "      " + $0 }).joined(separator: "\n")
        return try DumpReader.load(string: text).announcements().map(\.text)
    }

    /// AccessibilitySnapshot's AccessibilityElement+Description.swift: a secure field's role is
    /// "Secure text field" (not "Text field"), a search field adds "Search field".
    @Test func secureAndSearchFieldsSayTheirKind() throws {
        let result = try said([
            "SecureTextField, 0x3, {{20.0, 100.0}, {353.0, 44.0}}, label: 'Password'",
            "SearchField, 0x4, {{20.0, 160.0}, {353.0, 44.0}}, label: 'Search'",
            "TextField, 0x5, {{20.0, 220.0}, {353.0, 44.0}}, label: 'Email'",
        ])
        #expect(result.contains { $0.hasPrefix("Password, Secure text field") && !$0.contains(", Text field") }, "\(result)")
        #expect(result.contains { $0.hasPrefix("Search, Search field") }, "\(result)")
        #expect(result.contains { $0.hasPrefix("Email, Text field") }, "\(result)")
    }

    @Test func tabBarItemsSayTabAndTheirPlace() throws {
        let result = try said([
            "TabBar, 0x3, {{0.0, 769.0}, {393.0, 83.0}}, label: 'Tab Bar'",
            "  Button, 0x4, {{2.0, 770.0}, {190.0, 48.0}}, label: 'Home'",
            "  Button, 0x5, {{200.0, 770.0}, {190.0, 48.0}}, label: 'Me', Selected",
        ])
        #expect(result == ["Home, Tab, 1 of 2", "Me, Tab, Selected, 2 of 2"])
    }

    @Test func aSelectedTabIsNoRadioButton() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'App'
                Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                  TabBar, 0x3, {{0.0, 769.0}, {393.0, 83.0}}
                    Button, 0x4, {{2.0, 770.0}, {190.0, 48.0}}, label: 'Home'
                    Button, 0x5, {{200.0, 770.0}, {190.0, 48.0}}, label: 'Me', Selected
            """
        let findings = try Linter().lint(DumpReader.load(string: text))
        #expect(!findings.contains { $0.control == "radio-button" || $0.control == "toggle-switch" })
    }

    @Test func buttonsOutsideATabBarStayButtons() throws {
        #expect(try said(["Button, 0x4, {{2.0, 100.0}, {190.0, 48.0}}, label: 'Home'"]) == ["Home, Button"])
    }

    @Test func anOtherLabelledWithItsChildrensTextsIsOneElement() throws {
        let result = try said([
            "Other, 0x3, {{203.5, 71.8}, {169.5, 14.3}}, label: 'App presented by sponsor'",
            "  StaticText, 0x4, {{203.5, 71.8}, {93.0, 14.3}}, label: 'App presented by'",
            "  Image, 0x5, {{300.3, 72.0}, {72.7, 14.0}}, label: 'Sponsor'",
        ])
        #expect(result == ["App presented by sponsor"])
    }

    @Test func anOtherWithAnUnrelatedLabelStaysAContainer() throws {
        let result = try said([
            "Other, 0x3, {{0.0, 100.0}, {393.0, 100.0}}, label: 'Promotions'",
            "  StaticText, 0x4, {{16.0, 100.0}, {200.0, 20.0}}, label: 'Free delivery'",
            "  Button, 0x5, {{16.0, 140.0}, {200.0, 44.0}}, label: 'Order now'",
        ])
        #expect(result == ["Free delivery", "Order now, Button"])
    }

    @Test func textFieldsAndAdjustablesGetTheirTraitHints() throws {
        let result = try said([
            "TextField, 0x3, {{16.0, 100.0}, {300.0, 40.0}}, label: 'City'",
            "Slider, 0x4, {{16.0, 200.0}, {300.0, 40.0}}, label: 'Volume', value: 50%",
            "TextField, 0x5, {{16.0, 300.0}, {300.0, 40.0}}, label: 'Code', Disabled",
        ])
        #expect(result == [
            "City, Text field, Double tap to edit",
            "Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value",
            "Code, Dimmed, Text field",
        ])
    }

    @Test func aSelectedValueWithoutTheTraitIsSpoken() throws {
        let result = try said(["Button, 0x3, {{16.0, 100.0}, {44.0, 44.0}}, identifier: 'colour.red', label: 'Red', value: Selected"])
        #expect(result == ["Red, Selected, Button"])
    }
}
