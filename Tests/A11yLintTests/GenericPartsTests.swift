import Foundation
import Testing
@testable import A11yLint

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
}
