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

/// expansionExposed: the state words are looked for as whole words in what the stop says; without
/// recorded actions on Android the absence is a review.
@Suite struct ExpansionExposedCheckTests {
    static let pack = """
        control: fold
        recognise:
          android: { expandActions: true }
          lookalikes: { idWords: [fold] }
        rules:
          - { id: r, criteria: [state.exposed], check: { id: expansionExposed, options: { words: { android: [Expanded, Collapsed], ios: [Expanded, Collapsed] } } }, message: "m" }
        """

    func statuses(_ json: String) throws -> [Finding.Status] {
        try lint(json, withPack: Self.pack, source: "fold.yml").map(\.status)
    }

    @Test func collapseActionSaysExpanded() throws {
        #expect(try statuses(#"{"platform":"android","className":"android.view.View","id":"f","text":"Filters","clickable":true,"actions":["ACTION_CLICK","ACTION_COLLAPSE"],"bounds":[0,0,500,80]}"#) == [])
    }

    @Test func aStateDescriptionWithTheWordPasses() throws {
        #expect(try statuses(#"{"platform":"android","className":"android.view.View","id":"fold_row","text":"Filters","stateDescription":"Expanded","clickable":true,"actions":["ACTION_CLICK"],"bounds":[0,0,500,80]}"#) == [])
    }

    @Test func aWordInsideAnotherWordDoesNotCount() throws {
        // "Uncollapsed" is not "collapsed"; the actions are recorded, so this fails.
        #expect(try statuses(#"{"platform":"android","className":"android.view.View","id":"fold_row","text":"Uncollapsed list","clickable":true,"actions":["ACTION_CLICK"],"bounds":[0,0,500,80]}"#) == [.fail])
    }

    @Test func withoutRecordedActionsItIsAReview() throws {
        #expect(try statuses(#"{"platform":"android","className":"android.view.View","id":"fold_row","text":"Filters","clickable":true,"bounds":[0,0,500,80]}"#) == [.review])
    }
}
