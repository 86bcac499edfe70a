import A11yLint
import A11yLintTesting
import XCTest

final class SettingsUITests: XCTestCase {
    func testSettingsScreenIsAccessible() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Settings"].tap()

        XCTAssertAccessible(app.debugDescription)
        // error: wifiSwitch (XCUIElementTypeSwitch) 14:15: error: The switch has no name: the screen
        //   reader says only “Off, Switch button, Double tap to toggle setting”. [name.present, mobile.swipe] (switch-name-present)
        //     fix (UIKit): Give the switch a visible label grouped with it, or set `accessibilityLabel` to its purpose (“Wi-Fi”).
        //     fix (SwiftUI): Use `Toggle("Wi-Fi", isOn:)`, or `accessibilityLabel(_:)` when there is no visible label.
    }
}
