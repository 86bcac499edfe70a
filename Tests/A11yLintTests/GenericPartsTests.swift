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

/// A generic pack's control (a button) inside another control is that control's part, and does not
/// turn a checkable wrapper into its row (ControlRecogniser.controls).
@Suite struct GenericPartsTests {
    func kinds(_ json: String) throws -> [String] {
        let tree = try DumpReader.load(string: json)
        return Linter().run(tree).controls.map { "\(tree[$0.node].resourceId ?? tree[$0.node].accessibilityIdentifier ?? "?") \($0.kind)" }
    }

    @Test func aButtonInsideACheckableWrapperIsItsPart() throws {
        // The IVI quick-settings case: a checkable, clickable Compose View around an empty Button.
        let found = try kinds(#"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,600],"children":[{"className":"android.view.View","id":"wiper","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,200,100],"children":[{"className":"android.widget.Button","id":"inner","clickable":false,"focusable":false,"bounds":[0,0,200,100]}]}]}"#)
        #expect(found == ["wiper checkable-control"])
    }

    @Test func aButtonBesideAnotherControlStaysAButton() throws {
        let found = try kinds(#"{"platform":"android","className":"android.widget.LinearLayout","id":"row","bounds":[0,0,1080,100],"children":[{"className":"android.widget.CheckBox","id":"terms","text":"I agree","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,600,100]},{"className":"android.widget.Button","id":"next","text":"Next","clickable":true,"focusable":true,"bounds":[600,0,1080,100]}]}"#)
        #expect(found == ["terms checkbox", "next button"])
    }

    @Test func anIOSButtonValuedCheckedStaysACheckableKind() throws {
        let found = try kinds(#"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"Button","id":"morning","accessibilityLabel":"Morning","accessibilityValue":"Unchecked","isAccessibilityElement":true,"frame":[0,0,390,44]},{"elementType":"Button","id":"done","accessibilityLabel":"Done","isAccessibilityElement":true,"frame":[0,50,390,44]}]}"#)
        #expect(found == ["morning radio-button", "done button"])
    }

    @Test func buttonsInsideAnAlertStayButtons() throws {
        // The alert is a container, not an element VoiceOver stops on: its buttons are controls.
        let found = try kinds(#"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"Alert","id":"alert","accessibilityLabel":"Delete?","frame":[40,300,300,200],"children":[{"elementType":"Button","id":"cancel","accessibilityLabel":"Cancel","isAccessibilityElement":true,"frame":[40,450,150,44]},{"elementType":"Button","id":"delete","accessibilityLabel":"Delete","isAccessibilityElement":true,"frame":[190,450,150,44]}]}]}"#)
        #expect(found == ["alert alert-dialog", "cancel button", "delete button"])
    }

    @Test func aCellHoldingASwitchIsTheSwitchsRow() throws {
        let found = try kinds(#"{"platform":"ios","elementType":"Table","id":"t","frame":[0,0,390,800],"children":[{"elementType":"Cell","id":"wifiRow","frame":[0,0,390,44],"children":[{"elementType":"Switch","id":"wifi","accessibilityLabel":"Wi-Fi","accessibilityValue":"1","isAccessibilityElement":true,"frame":[0,0,390,44]}]},{"elementType":"Cell","id":"about","accessibilityLabel":"About","isAccessibilityElement":true,"frame":[0,44,390,44]}]}"#)
        #expect(found == ["wifi toggle-switch", "about table-row-button"])
    }

    @Test func rowsAndImagesInsideAnIOSButtonElementAreItsParts() throws {
        // A real WebDriverAgent shape (a chat app's menu): a full-screen Button, no label, holding a
        // "Cancel" Button, hidden background images and a table of rows each holding a Button. UIKit
        // takes the Button as an element, so VoiceOver stops on it alone: one button, not five rows.
        let found = try kinds(#"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,375,667],"children":[{"elementType":"Button","id":"mask","frame":[0,0,375,622],"children":[{"elementType":"Button","id":"cancel","accessibilityLabel":"Cancel","frame":[0,0,375,622]},{"elementType":"Image","id":"shade","visibleToUser":false,"frame":[69,461,52,150]},{"elementType":"Table","id":"menu","frame":[69,470,122,126],"children":[{"elementType":"Cell","id":"row1","frame":[69,470,122,40],"children":[{"elementType":"Button","id":"item1","accessibilityLabel":"First item","frame":[69,470,122,40]}]},{"elementType":"Cell","id":"gap","frame":[69,510,122,3]}]}]}]}"#)
        #expect(found == ["mask button"])
    }

    @Test func aLabelledIOSButtonHoldingAnImageIsTheButton() throws {
        // SwiftUI lists a Button's content: the image inside is spoken through the button.
        let found = try kinds(#"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"Button","id":"filter","accessibilityLabel":"Filter","frame":[325,55,34,34],"children":[{"elementType":"Image","id":"funnel","accessibilityLabel":"Filter","frame":[325,55,34,34]}]}]}"#)
        #expect(found == ["filter button"])
    }

    @Test func aButtonTheDumpMarksAContainerLeavesItsRowsAlone() throws {
        // WebDriverAgent's accessible="false": the Button is no element, its rows are VoiceOver's stops.
        let found = try kinds(#"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"Button","id":"mask","isAccessibilityElement":false,"frame":[0,0,390,800],"children":[{"elementType":"Cell","id":"row1","accessibilityLabel":"First item","isAccessibilityElement":true,"frame":[0,100,390,44]}]}]}"#)
        #expect(found == ["row1 table-row-button"])
    }
}
