import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintEngine

/// A label belongs to its own control (issue 19, point 4): what one stop says is not taken from,
/// or given to, another's.
@Suite struct LabelOwnershipTests {
    static func said(_ file: String, node id: String) throws -> String? {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent(file))
        return tree.announcements().first { a in
            let node = tree[a.node]
            return (node.resourceId ?? node.accessibilityIdentifier ?? node.testTag) == id
        }?.text
    }

    static func findings(_ file: String) throws -> [Finding] { try lint(Repo.fixtures.appendingPathComponent(file)) }

    /// A non-focusable ImageView with no description is not important for accessibility: the row
    /// around it says its text only, not "Image, …".
    @Test func undescribedImageAddsNothingToItsRow() throws {
        let said = try Self.said("uiautomator/button/pass-react-native-named-pressable-layouts.xml", node: "com.example.chat:id/attachment_row")
        #expect(said == "Attach a photo, Double tap to activate")
    }

    /// A described image in a row is still read: only the silent one is dropped.
    @Test func describedImageIsStillRead() throws {
        let tree = try DumpReader.load(string: """
            {"platform":"android","className":"android.widget.LinearLayout","id":"row","clickable":true,"focusable":true,"bounds":[0,0,1080,120],"children":[
              {"className":"android.widget.ImageView","id":"i","contentDescription":"Camera","bounds":[0,0,100,120]},
              {"className":"android.widget.TextView","id":"t","text":"Attach a photo","bounds":[120,0,900,120]}]}
            """)
        #expect(tree.announcements().first?.text == "Camera, Image, Attach a photo, Double tap to activate")
    }

    /// A search field's clear button is a stop of its own, "Clear text, Button", in both iOS formats;
    /// the field says only itself.
    @Test(arguments: ["debugdescription/search/pass-search-field-with-clear-text-button.txt", "xcuitest/search/pass-search-field-with-clear-text-button.xml"])
    func clearButtonIsItsOwnStop(_ file: String) throws {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent(file))
        let texts = tree.announcements().map(\.text)
        #expect(texts.contains("Clear text, Button"))
        #expect(texts.contains("Search, running shoes, Search field"))
        // No control of the page is judged by another's announcement.
        #expect(try Self.findings(file).allSatisfy { $0.announcement != "Search, running shoes, Search field" || $0.control == "search-field" || $0.control == "screen" })
    }

    /// A table's header checkbox is not labelled by the first column's title, nor a row's checkbox
    /// by its first cell: no separate-label or duplicate-label finding names "Name" or a cell.
    @Test func columnCellsLabelNoCheckbox() throws {
        let failing = try Self.findings("uiautomator/checkbox/fail-table-select-checkboxes-unnamed-beside-column-cells.xml")
        #expect(failing.contains { $0.criteria.contains("name.present") && $0.status == .fail })
        #expect(!failing.contains { $0.criteria.contains("group.single-swipe") })
        let passing = try Self.findings("uiautomator/checkbox/pass-table-select-checkboxes-named.xml")
        #expect(!passing.contains { $0.criteria.contains("name.no-duplicate") })
    }

    /// A label after its control that ends the row still labels it ("I agree" after its checkbox).
    @Test func labelEndingTheRowStillLabels() throws {
        let tree = try DumpReader.load(string: """
            {"platform":"android","className":"android.widget.LinearLayout","id":"row","bounds":[0,0,1080,120],"children":[
              {"className":"android.widget.CheckBox","id":"agree","text":"","checkable":true,"clickable":true,"focusable":true,"bounds":[0,0,120,120]},
              {"className":"android.widget.TextView","id":"t","text":"I agree to the terms","bounds":[140,20,900,100]}]}
            """)
        let findings = Linter(packs: try BuiltInRules.packs()).run(tree).findings
        #expect(findings.contains { $0.criteria.contains("group.single-swipe") })
    }
}
