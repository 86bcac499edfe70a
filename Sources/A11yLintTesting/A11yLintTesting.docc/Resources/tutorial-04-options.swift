import A11yLint
import A11yLintTesting
import XCTest

final class SettingsUITests: XCTestCase {
    func testSettingsScreenIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Settings"].tap()

        let configuration = try Configuration(contentsOf: URL(fileURLWithPath: ".a11ylint.yml"))
        XCTAssertAccessible(app.debugDescription, .init(configuration: configuration, failOn: .warning))
    }
}
