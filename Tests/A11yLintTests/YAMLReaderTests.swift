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

/// Packs and `.a11ylint.yml` are read by one reader (`YAMLReader`): the same mistake gets the same
/// words and a line in both, each loader keeping its own error type.
@Suite struct YAMLReaderTests {
    static func packError(_ yaml: String) -> RulePackLoader.LoadError? {
        do { _ = try RulePackLoader.load(yaml: yaml, source: "x.yml"); return nil } catch { return error as? RulePackLoader.LoadError }
    }

    static func configError(_ yaml: String) -> ConfigurationLoader.LoadError? {
        do { _ = try ConfigurationLoader.load(yaml: yaml, source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Linter.builtInPacks); return nil }
        catch { return error as? ConfigurationLoader.LoadError }
    }

    @Test func anUnknownKeyNamesTheNearestKnownOneInPacksAndConfiguration() throws {
        let pack = try #require(Self.packError("control: x\nrules:\n  - id: a\n    criteria: [name.present]\n    check: namePresent\n    messge: m\n"))
        #expect(pack.line == 6)
        #expect(pack.message.hasPrefix("unknown key 'messge' in a rule (did you mean 'message'?); known: "), "\(pack.message)")
        let config = try #require(Self.configError("rules:\n  radio-exclusive: warning\nreveiw: false\n"))
        #expect(config.line == 3)
        #expect(config.message.hasPrefix("unknown key 'reveiw' in the configuration (did you mean 'review'?); known: "), "\(config.message)")
    }

    @Test func booleansAreOnlyTrueOrFalseInBoth() throws {
        let config = try #require(Self.configError("review: yes\n"))
        #expect(config.line == 1 && config.message == "review must be true or false, not 'yes'")
        let pack = try #require(Self.packError("control: x\nrecognise:\n  android: { unrecognisedCheckable: on }\nrules: []\n"))
        #expect(pack.line == 3 && pack.message == "unrecognisedCheckable must be true or false, not 'on'", "\(pack)")
    }

    @Test func invalidYAMLAndOneValueListsKeepEachLoadersRules() throws {
        #expect(Self.packError("control: [x\n")?.message.hasPrefix("invalid YAML: ") == true)
        #expect(Self.configError("rules: [x\n")?.message.hasPrefix("invalid YAML: ") == true)
        // A configuration's list may be one value; a pack's may not.
        let config = try ConfigurationLoader.load(yaml: "exclude: build/**\n", source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Linter.builtInPacks)
        #expect(config.exclude.count == 1)
        #expect(Self.packError("control: x\nrecognise:\n  android: { classes: Foo }\nrules: []\n")?.message == "classes must be a list")
        // An empty configuration is an empty configuration; an empty pack is an error.
        #expect(Self.configError("") == nil)
        #expect(Self.packError("")?.message == "empty rule pack")
    }
}
