import A11yLint
import A11yLintTesting
import Foundation
import Testing

/// Swift Testing, the same checks.
@Suite struct SettingsSwiftTests {
    @Test func capturedIOSRadioGroupIsAccessible() throws {
        let screen = try AccessibilityTree(contentsOf: Fixture.url("xcuitest/radio-button/pass-radio-group-selected-value.xml"))
        #expect(AccessibilityAudit(screen).isAccessible)
        expectAccessible(screen)
    }

    @Test func requireStopsBeforeLaterStepsRun() throws {
        try requireAccessible(AndroidScreen {
            A11y.RadioGroup { A11y.RadioButton("Small", isSelected: true); A11y.RadioButton("Large", isSelected: false) }
        })
    }

    @Test func failingOnWarningsToo() throws {
        let screen = try AccessibilityTree(contentsOf: Fixture.url("uiautomator/radio-button/pass-radiogroup-one-checked.xml"))
        expectAccessible(screen, .init(failOn: .warning))
    }

    @Test func announcementsMatchTheStoredSnapshot() {
        expectAnnouncements(IOSScreen {
            A11y.Cell(clickable: true) { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) }
        }, named: "wifi-cell")
    }

    /// No `named:`: the snapshot is `__Announcements__/SettingsSwiftTests/snapshotNamedAfterTheTest.txt`.
    @Test func snapshotNamedAfterTheTest() {
        expectAnnouncements(AndroidScreen {
            A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: true) }
            A11y.CheckBox("Remember me", isChecked: false)
            A11y.Button("Save").enabled(false)
        })
        let stored = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Announcements__/SettingsSwiftTests/snapshotNamedAfterTheTest.txt")
        #expect(FileManager.default.fileExists(atPath: stored.path))
    }

    @Test(arguments: ["settings-200.xml", "settings-200-clipped.xml"])
    func textAtTwiceTheSizeLosesNothing(after: String) throws {
        let before = try AccessibilityTree(contentsOf: Fixture.url("pairs/xcuitest/settings.xml"))
        let resized = try AccessibilityTree(contentsOf: Fixture.url("pairs/xcuitest/\(after)"))
        if after == "settings-200.xml" {
            expectPair(before, resized, .textSize)
        } else {
            withKnownIssue("the summary runs past its cell at 200%") { expectPair(before, resized, .textSize) }
        }
    }

    @Test func aFailureIsRecordedAsOneIssuePerFinding() throws {
        let screen = try AccessibilityTree(contentsOf: Fixture.url("xcuitest/toggle-switch/fail-label-separate-swipe.xml"))
        let audit = AccessibilityAudit(screen)
        #expect(!audit.isAccessible)
        // The messages name iOS fixes only.
        #expect(audit.failures.allSatisfy { !audit.message(for: $0).contains("Android") && !audit.message(for: $0).contains("Compose") })
        let expected = audit.failures.map { audit.message(for: $0) }
        withKnownIssue {
            expectAccessible(screen)
        } matching: { issue in
            issue.comments.count == 1 && expected.contains(issue.comments[0].rawValue)
        }
    }
}
