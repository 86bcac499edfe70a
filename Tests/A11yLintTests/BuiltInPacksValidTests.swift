import Testing
@testable import A11yLint

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
