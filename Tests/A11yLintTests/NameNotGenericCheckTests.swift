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

/// nameNotGeneric: the edge cases the link pack's examples do not show.
@Suite struct NameNotGenericCheckTests {
    /// A made-up pack ("tile", recognised by a made-up role description) so the check is tested apart from any built-in pack.
    func fails(_ node: String, phrases: String = "[click here, learn more, here, mehr erfahren]") throws -> [Finding] {
        let yaml = """
        control: tile
        recognise:
          android: { roleDescriptions: [tileish] }
        rules:
          - id: r
            criteria: [name.present]
            check: { id: nameNotGeneric, options: { phrases: \(phrases) } }
            message: "generic “${name}”"
        """
        let dump = #"{"platform":"android","className":"android.widget.TextView","roleDescription":"Tileish","clickable":true,"focusable":true,"bounds":[0,0,400,60],"#
            + node + "}"
        return try lint(dump, withPack: yaml, source: "generic.yml").filter { $0.status == .fail }
    }

    @Test func caseAndPunctuationAreIgnored() throws {
        #expect(try fails(#""id":"a","text":"Learn more…""#).map(\.message) == ["generic “Learn more…”"])
        #expect(try fails(#""id":"a","text":"  CLICK   here! ""#).count == 1)
    }

    @Test func aNameThatAddsContextPasses() throws {
        #expect(try fails(#""id":"a","text":"Learn more about fees""#).isEmpty)
        // A phrase inside a longer name is not the whole name.
        #expect(try fails(#""id":"a","text":"Here is our store""#).isEmpty)
    }

    @Test func phrasesOfOtherLanguagesInTheSameListCount() throws {
        #expect(try fails(#""id":"a","text":"Mehr erfahren""#).count == 1)
    }

    @Test func anUnnamedControlIsLeftToNamePresent() throws {
        #expect(try fails(#""id":"a""#).isEmpty)
        #expect(try fails(#""id":"a","text":"…""#).isEmpty)
    }

    @Test func anEmptyPhraseListIsALoadError() throws {
        #expect(throws: (any Error).self) { try fails(#""id":"a","text":"here""#, phrases: "[]") }
        #expect(throws: (any Error).self) { try fails(#""id":"a","text":"here""#, phrases: "[\"  \"]") }
    }

    @Test func aGlyphPhraseMatchesOnlyTheWholeName() throws {
        #expect(try fails(#""id":"a","text":"×""#, phrases: "[×, x]").count == 1)
        #expect(try fails(#""id":"a","text":" × ""#, phrases: "[×, x]").count == 1)
        #expect(try fails(#""id":"a","text":"× Close""#, phrases: "[×, x]").isEmpty)
        #expect(try fails(#""id":"a","text":"X""#, phrases: "[×, x]").count == 1)
    }
}
