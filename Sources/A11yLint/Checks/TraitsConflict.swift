import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// role.traits-agree: an element's accessibility traits do not contradict each other. After
/// GTXiLib's "Accessibility traits" check (google/GTXiLib, Classes/GTXChecksCollection.m,
/// `checkForAXTraitDontConflict` and `gtx_traitsMutuallyExclusiveRules`): at most one of button,
/// link, search field and keyboard key; never button with adjustable. Keyboard keys, which UIKit
/// gives conflicting traits, are skipped (GTXiLib skips `UIAccessibilityElementKBKey`).
///
/// Only where the dump shows the traits (idb, WebDriverAgent's `traits`, the native formats): an
/// element whose traits are not recorded is not judged. The groups and the skipped element types
/// are the pack's options.
package struct TraitsConflict: Check {
    public static let id = "traitsConflict"
    public static let optionKeys = ["exclusive", "skipTypes"]
    let groups: [[(name: String, trait: AccessibilityTraits)]]
    let skipTypes: Set<String>

    struct BadOption: Error, CustomStringConvertible { let description: String }

    public init(options: [String: CheckOption]) throws {
        // Each entry is one group of mutually exclusive traits, names separated by spaces.
        groups = try (options["exclusive"]?.list ?? []).map { entry in
            try entry.split(separator: " ").map { word in
                guard let t = AccessibilityTraits.named(String(word)) else { throw BadOption(description: "traitsConflict: unknown trait '\(word)'") }
                return (String(word), t)
            }
        }
        skipTypes = Set(options["skipTypes"]?.list ?? [])
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let node = facts.tree[control.node]
        guard let traits = node.accessibilityTraits else { return [.notApplicable("the dump records no traits for it")] }
        if let type = node.elementType, skipTypes.contains(type) { return [.notApplicable("UIKit gives keyboard keys conflicting traits (GTXiLib skips them)")] }
        for group in groups {
            let present = group.filter { traits.contains($0.trait) }
            if present.count > 1 { return [.fail(["traits": present.map(\.name).joined(separator: ", ")])] }
        }
        return [.pass]
    }
}
