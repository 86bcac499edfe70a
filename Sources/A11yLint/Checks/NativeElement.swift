/// role.native (advisory): a custom look-alike where the platform has a native control.
///
/// `settingValues` (iOS): values such as "On" / "Off" that a button may show because it is a row
/// opening a setting's page ("Night Shift, Off, Button" in Display & Brightness), not because it is
/// a custom switch. VoiceOver says the same words for both, so such a button is a review, not a
/// "could be native" failure.
package struct NativeElement: Check {
    public static let id = "nativeElement"
    public static let optionKeys = ["native", "settingValues"]
    let native: CheckOption?
    let settingValues: CheckOption?
    public init(options: [String: CheckOption]) throws {
        native = options["native"]
        settingValues = options["settingValues"]
    }
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let alternatives = native?.list(for: facts.platform) ?? []
        guard !alternatives.isEmpty else { return [.notApplicable("no alternative to the native element is listed")] }
        if control.isNative { return [.pass] }
        let values: MessageValues = ["native": alternatives.joined(separator: " or ")]
        // A Compose View in a uiautomator dump may be the native Compose control: its role description is not recorded.
        if RoleNotRecorded.applies(to: control.node, in: facts) {
            return [.review(values.merging(["reason": RoleNotRecorded.why]) { a, _ in a })]
        }
        if showsSetting(facts.tree[control.node], platform: facts.platform) {
            return [.review(values.merging(["reason": "a button showing “On” or “Off” may be a row that opens a setting, not a switch"]) { a, _ in a })]
        }
        return [.fail(values)]
    }

    /// An iOS button whose value is one of `settingValues`.
    func showsSetting(_ node: Node, platform: Platform) -> Bool {
        guard platform == .ios, let words = settingValues?.list(for: platform), !words.isEmpty,
              let value = node.accessibilityValue?.trimmingCharacters(in: .whitespaces), !value.isEmpty,
              StopDescriber.traits(of: node).contains(.button) else { return false }
        return words.contains { $0.caseInsensitiveCompare(value) == .orderedSame }
    }
}

import Foundation
import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
