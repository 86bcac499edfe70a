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

/// The announcement examples the control pages give (../shared/magentaa11y-native/controls/*.md,
/// "Announcement examples"), as golden tests of the screen-reader simulation: each quote must be on
/// its page, and a11ylint must say it for a tree built the way the page's developer notes say.
/// The pages warn that "announcement order can vary" by framework and version, so the parts are
/// compared as a set; case and spacing inside a word are ignored ("checkbox" / TalkBack's "Check box").
/// Examples that contradict the screen readers' sources are left out, with why.
@Suite struct PageAnnouncementTests {
    struct Example: Sendable, CustomStringConvertible {
        var page: String
        var quote: String
        var tree: String
        var description: String { "\(page): \(quote)" }
    }

    static let android = #"{"platform":"android","className":"android.widget.LinearLayout","id":"root","bounds":[0,0,400,400],"children":[%@]}"#
    static let ios = #"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[%@]}"#

    static let examples: [Example] = [
        // Radio button: Android RadioButton, iOS custom radio (UIButton, value or selected trait).
        Example(page: "radio-button", quote: "Checked, label, radio button, double tap to toggle",
                tree: String(format: android, #"{"className":"android.widget.RadioButton","id":"x","text":"Label","checkable":true,"checked":true,"clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
        Example(page: "radio-button", quote: "Not checked, label, radio button, double tap to toggle",
                tree: String(format: android, #"{"className":"android.widget.RadioButton","id":"x","text":"Label","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
        Example(page: "radio-button", quote: "Label, button, selected",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label","accessibilityTraits":["button","selected"],"isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        Example(page: "radio-button", quote: "Label, dimmed, button",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label","accessibilityTraits":["button","notEnabled"],"isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        // Checkbox: Android CheckBox; UIKit custom checkbox, a button valued Checked / Not checked.
        Example(page: "checkbox", quote: "Checked, label, checkbox, double tap to toggle",
                tree: String(format: android, #"{"className":"android.widget.CheckBox","id":"x","text":"Label","checkable":true,"checked":true,"clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
        Example(page: "checkbox", quote: "Not checked, label, checkbox, double tap to toggle",
                tree: String(format: android, #"{"className":"android.widget.CheckBox","id":"x","text":"Label","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
        Example(page: "checkbox", quote: "Label, checked, button",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label","accessibilityValue":"Checked","isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        Example(page: "checkbox", quote: "Label checkbox, not checked, button",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label checkbox","accessibilityValue":"Not checked","isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        // Button: UIButton, Android Button. ("Label, disabled" for a disabled Android button is left
        // out: TalkBack speaks the role of a disabled button too, google/talkback Role.java and the
        // compositor's disabled state after it.)
        Example(page: "button", quote: "Label, button",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label","isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        Example(page: "button", quote: "Label, dimmed, button",
                tree: String(format: ios, #"{"elementType":"Button","id":"x","accessibilityLabel":"Label","accessibilityTraits":["button","notEnabled"],"isAccessibilityElement":true,"frame":[0,0,300,44]}"#)),
        Example(page: "button", quote: "Label, button, double tap to activate",
                tree: String(format: android, #"{"className":"android.widget.Button","id":"x","text":"Label","clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
        Example(page: "button", quote: "Label, button, selected, double tap to activate",
                tree: String(format: android, #"{"className":"android.widget.Button","id":"x","text":"Label","selected":true,"clickable":true,"focusable":true,"bounds":[0,0,400,50]}"#)),
    ]

    static func parts(_ text: String) -> Set<String> {
        Set(text.split(separator: ",").map { $0.lowercased().filter { !$0.isWhitespace } }.filter { !$0.isEmpty })
    }

    @Test(arguments: examples)
    func pageExample(_ example: Example) throws {
        let page = try String(contentsOf: Repo.shared.appendingPathComponent("magentaa11y-native/controls/\(example.page).md"), encoding: .utf8)
        #expect(page.contains("\"\(example.quote)\""), "the quote is not on \(example.page).md")
        let (tree, _) = try loadExample(example.tree)
        let said = tree.announcements().first { tree[$0.node].resourceId == "x" || tree[$0.node].accessibilityIdentifier == "x" }
        #expect(said != nil, "no stop on the control")
        #expect(Self.parts(said?.text ?? "") == Self.parts(example.quote), "says “\(said?.text ?? "")”, the page says “\(example.quote)”")
    }
}
