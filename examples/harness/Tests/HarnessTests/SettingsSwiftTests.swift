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
            RadioGroup { RadioButton("Small", checked: true); RadioButton("Large", checked: false) }
        })
    }

    @Test func failingOnWarningsToo() throws {
        let screen = try AccessibilityTree(contentsOf: Fixture.url("uiautomator/radio-button/pass-radiogroup-one-checked.xml"))
        expectAccessible(screen, .init(failOn: .warning))
    }

    @Test func announcementsMatchTheStoredSnapshot() {
        expectAnnouncements(IOSScreen {
            Cell(clickable: true) { StaticText("Wi-Fi"); Switch(value: "1") }
        }, named: "wifi-cell")
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
