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

/// ownStopNamed: only a control that is its own focus stop must speak a name; hidden content and
/// content read by another stop are not judged by it.
@Suite struct OwnStopNamedCheckTests {
    static let pack = """
        control: picture
        recognise:
          android: { roles: [image] }
          ios: { elementTypes: [Image] }
        rules:
          - { id: r, criteria: [name.present], check: ownStopNamed, message: "says “${announcement}”" }
        """

    func failures(_ json: String) throws -> [String] {
        try lint(json, withPack: Self.pack, source: "own.yml").filter { $0.status == .fail }.compactMap(\.node.id)
    }

    @Test func hiddenAndMergedImagesAreNotJudged() throws {
        let hidden = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.ImageView","id":"deco","importantForAccessibility":"no","focusable":true,"bounds":[0,0,100,100]}]}"#
        #expect(try failures(hidden) == [])
        // Read by an unnamed row: the row's problem, not the image's.
        let merged = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.LinearLayout","id":"row","clickable":true,"focusable":true,"bounds":[0,0,1080,100],"children":[{"className":"android.widget.ImageView","id":"icon","bounds":[0,0,100,100]}]}]}"#
        #expect(try failures(merged) == [])
        let notAStop = #"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"Image","id":"chevron","isAccessibilityElement":false,"frame":[0,0,20,20]}]}"#
        #expect(try failures(notAStop) == [])
    }

    @Test func anOwnStopWithAWhitespaceNameFails() throws {
        let blank = #"{"platform":"android","className":"android.widget.ImageView","id":"photo","contentDescription":"  ","focusable":true,"bounds":[0,0,500,500]}"#
        #expect(try failures(blank) == ["photo"])
        let named = #"{"platform":"ios","elementType":"Image","id":"photo","accessibilityLabel":"Team photo","isAccessibilityElement":true,"frame":[0,0,200,100]}"#
        #expect(try failures(named) == [])
    }
}
