import A11yLint
import A11yLintTesting
import XCTest

final class SettingsUITests: XCTestCase {
    func testSettingsScreenIsAccessible() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Settings"].tap()

        XCTAssertAccessible(app.debugDescription)
    }
}
