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

/// The screen reader simulation takes the packs' words as a value (FocusModel reads no pack): the
/// same tree is heard differently with and without them, and the built-in packs give the words the
/// public `announcements()` uses.
@Suite struct SpeechVocabularyTests {
    static let tree = #"""
        {"platform":"ios","elementType":"Other","id":"root","frame":[0,0,400,400],"children":[
          {"elementType":"Other","id":"small","accessibilityLabel":"Small, radio button","accessibilityValue":"Unselected","isAccessibilityElement":true,"frame":[0,0,200,44]}]}
        """#

    @Test func thePacksWordsAreWhatMakesAHandWrittenRoleAndValueHeard() throws {
        let tree = try DumpReader.load(string: Self.tree)
        let model = FocusModel(tree: tree)
        let stop = try #require(model.stops.first)
        let bare = StopDescriber(tree: tree, model: model, vocabulary: SpeechVocabulary()).describe(stop: stop)
        #expect(bare.roles.isEmpty && !bare.exposesCheckedState, "\(bare)")
        let packs = ControlVocabulary.builtIn.speech
        #expect(packs.labelRoles.contains("radio button") && packs.stateValues.contains("unselected"))
        let heard = StopDescriber(tree: tree, model: model, vocabulary: packs).describe(stop: stop)
        #expect(heard.roles == ["radio button"] && heard.exposesCheckedState, "\(heard)")
        #expect(tree.announcements().first?.roles == heard.roles)
    }
}
