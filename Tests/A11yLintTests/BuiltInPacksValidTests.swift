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

/// The compiled-in packs are not validated at start-up (`BuiltInRules.loaded`): this is where a
/// build whose packs clash is caught.
@Suite struct BuiltInPacksValidTests {
    @Test func noTwoBuiltInPacksClaimTheSameNodes() throws {
        try ControlRecogniser.validate(BuiltInRules.loaded)
        #expect(BuiltInRules.loaded.count == (try BuiltInRules.packs()).count)
    }

    @Test func withoutFoldersTheBuiltInPacksAreTheLoadedOnes() throws {
        let packs = try BuiltInRules.packs(adding: [])
        #expect(packs.map(\.control) == BuiltInRules.loaded.map(\.control))
        #expect(packs.map(\.control) == (try BuiltInRules.packs()).map(\.control))
    }
}
