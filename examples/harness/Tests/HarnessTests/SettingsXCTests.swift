import A11yLint
import A11yLintTesting
import XCTest

/// XCTest, as a UI test target would use it after capturing `app.debugDescription` or a page source.
final class SettingsXCTests: XCTestCase {
    func testCapturedAndroidSettingsScreenIsAccessible() {
        XCTAssertAccessible(try AccessibilityTree(contentsOf: Fixture.url("uiautomator/toggle-switch/pass-switch-rows-with-own-text.xml")))
    }

    func testCapturedIOSScreenFromAString() throws {
        let pageSource = try String(contentsOf: Fixture.url("xcuitest/toggle-switch/pass-switch-rows.xml"), encoding: .utf8)
        XCTAssertAccessible(pageSource)
    }

    func testScreenBuiltInCode() {
        XCTAssertAccessible(IOSScreen {
            A11y.Cell(clickable: true) { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) }
            A11y.Cell(clickable: true) { A11y.StaticText("Bluetooth"); A11y.Switch(isOn: false) }
        })
    }

    func testAnnouncementsMatchTheStoredSnapshot() {
        XCTAssertAnnouncements(AndroidScreen {
            A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: true) }
            A11y.RadioGroup { A11y.RadioButton("Small", isSelected: true); A11y.RadioButton("Large", isSelected: false) }
        }, named: "wifi-and-text-size")
    }

    /// No `named:`: the snapshot is `__Announcements__/SettingsXCTests/testSnapshotNamedAfterTheTest.txt`.
    func testSnapshotNamedAfterTheTest() {
        XCTAssertAnnouncements(IOSScreen {
            A11y.Cell(clickable: true) { A11y.StaticText("Bluetooth"); A11y.Switch(isOn: false) }
            A11y.CheckBox("Remember me", isChecked: true)
        })
        let stored = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Announcements__/SettingsXCTests/testSnapshotNamedAfterTheTest.txt")
        XCTAssertTrue(FileManager.default.fileExists(atPath: stored.path))
    }

    func testAConfigurationTurnsARuleOff() throws {
        let dump = Fixture.url("uiautomator/toggle-switch/fail-label-separate-swipe.xml")
        let configuration = Fixture.root.deletingLastPathComponent()
            .appendingPathComponent("examples/harness/Tests/HarnessTests/known-issues.a11ylint.yml")
        XCTAssertAccessible(try AccessibilityTree(contentsOf: dump), try .configuration(contentsOf: configuration))
    }

    func testDoubleTapTogglesTheCapturedSwitch() {
        XCTAssertPair(try AccessibilityTree(contentsOf: Fixture.url("pairs/uiautomator/settings.xml")),
                      try AccessibilityTree(contentsOf: Fixture.url("pairs/uiautomator/settings-wifi-on.xml")),
                      .activate(id: "wifi_switch"))
    }

    // MARK: The failure a developer reads

    /// Failures recorded while `capturing` is set, instead of failing this test.
    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    func testAFailureNamesTheControlTheCriterionAndTheAndroidFixesOnly() {
        capturing = true
        XCTAssertAccessible(try AccessibilityTree(contentsOf: Fixture.url("uiautomator/toggle-switch/fail-label-separate-swipe.xml"))); let line = #line
        capturing = false

        // One failure for one mistake: the separate label stands for the missing name and the
        // swipe that says none (the pack's `covers:`), with every criterion and each fix once.
        XCTAssertEqual(captured.map(\.message), [
            """
            com.example.settings:id/wifi_switch (android.widget.Switch) fail-label-separate-swipe.xml:13:13: error: The label “Wi-Fi” is a \
            separate swipe; the switch \
            itself says “Off, Switch, Double tap to toggle”. [group.single-swipe, switch.row-focus, name.present, mobile.swipe] \
            (switch-label-separate-stop, switch-name-present, switch-swipe)
                fix (Android Views): Set the row's `android:screenReaderFocusable="true"` and each inner view's `android:focusable="false"`, \
            or use `labelFor`. Set `android:text`, or `contentDescription` when there is no visible label, or associate the label with \
            `labelFor`. Use `Switch` with `android:text`, or group the row.
                fix (Jetpack Compose): Put `Modifier.toggleable(value, role = Role.Switch, onValueChange)` on the Row and pass \
            `onCheckedChange = null` to the Switch. Put the Switch and its Text in one \
            `Row(Modifier.toggleable(value, role = Role.Switch, onValueChange))`, or set `contentDescription` in `Modifier.semantics`. \
            Use `Modifier.toggleable(role = Role.Switch)` on the row.
            """,
        ])
        XCTAssertEqual(captured.map(\.line), [line], "failures are recorded at the assertion's line")
    }

    func testAnUnreadableDumpFailsWithTheReason() {
        capturing = true
        XCTAssertAccessible("<hierarchy><node class=")
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.message.hasPrefix("could not read the screen: ") == true, "\(captured)")
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        captured.append((Self.withoutPrefix(issue.compactDescription), issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        captured.append((Self.withoutPrefix(description), lineNumber))
    }
    #endif

    /// XCTFail's own "failed - " before the message.
    private static func withoutPrefix(_ description: String) -> String {
        description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
    }
}
