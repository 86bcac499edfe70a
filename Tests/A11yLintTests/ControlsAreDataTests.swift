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

/// Issue 10, "Controls are data": what a control is called, the words it is recognised and spoken
/// by, and its groups live in the packs. Renaming every built-in pack and changing its words must
/// change what a lint says, and no Swift source may name a control.
@Suite struct ControlsAreDataTests {
    /// Replacements that turn the built-in packs into packs for made-up controls: new kinds, titles,
    /// role words, label suffixes, state values and id words. Criterion and check ids stay.
    static let renames: [(String, String)] = [
        ("radio-button", "option-pill"), ("toggle-switch", "flip-lever"), ("checkable-control", "tickable-thing"),
        ("control: checkbox", "control: tick-mark"), ("title: Checkbox", "title: Tick mark"),
        ("Radio button", "Pill"), ("Radio Button", "Pill"), ("radio button", "pill"), ("Toggle switch", "Lever"),
        ("\", switch\"", "\", lever\""), ("\", switch button\"", "\", lever button\""),
        ("buttonValues: [Selected, Unselected,", "buttonValues: [Picked, Unpicked,"),
        ("roleDescriptions: [radio]", "roleDescriptions: [pillish]"), ("idWords: [radio]", "idWords: [pillish]"),
        ("id: radio-", "id: pill-"), ("id: switch-", "id: lever-"), ("noun: switch", "noun: lever"),
        // The rule ids a rule's `covers:` names (after the kinds above, so "[radio-button" is gone).
        ("[radio-", "[pill-"), (", radio-", ", pill-"), ("[switch-", "[lever-"), (", switch-", ", lever-"),
    ]

    /// The built-in packs, renamed, in a scratch folder.
    static func renamedPacks() throws -> [RulePack] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-renamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The renamed packs and the shared criteria only: packs added later (text input, …) are not renamed.
        let renamed = ["criteria.yml", "radio-button.yml", "toggle-switch.yml", "checkable-control.yml", "checkbox.yml"]
        for url in Repo.files(under: Repo.root.appendingPathComponent("rules"), extensions: ["yml"]) where renamed.contains(url.lastPathComponent) {
            var text = try String(contentsOf: url, encoding: .utf8)
            var name = url.lastPathComponent
            for (old, new) in renames {
                text = text.replacingOccurrences(of: old, with: new)
                name = name.replacingOccurrences(of: old.replacingOccurrences(of: "control: ", with: ""), with: new.replacingOccurrences(of: "control: ", with: ""))
            }
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try BuiltInRules.packs(in: dir)
    }

    @Test func renamedPacksDriveRecognitionWordsAndFindings() throws {
        let packs = try Self.renamedPacks()
        #expect(packs.contains { $0.control == "option-pill" } && packs.contains { $0.control == "flip-lever" })
        #expect(!packs.contains { ["radio-button", "toggle-switch", "checkable-control", "checkbox"].contains($0.control) })
        // Custom pills: a button valued "Picked" (a renamed state value), an element that says its
        // role only by the renamed label suffix, and one such element with no state at all.
        let tree = try DumpReader.load(string: """
            {"platform":"ios","elementType":"Other","id":"root","frame":[0,0,400,400],"children":[
              {"elementType":"Button","id":"small","accessibilityLabel":"Small","accessibilityValue":"Picked","isAccessibilityElement":true,"frame":[0,0,200,44]},
              {"elementType":"Other","id":"tiny","accessibilityLabel":"Tiny, pill","accessibilityValue":"Unpicked","isAccessibilityElement":true,"frame":[0,50,200,44]},
              {"elementType":"Other","id":"medium","accessibilityLabel":"Medium, pill","isAccessibilityElement":true,"frame":[0,100,200,44]}]}
            """)
        let (controls, findings) = Linter(packs: packs).run(tree)
        #expect(controls.map { "\(tree[$0.node].accessibilityIdentifier ?? "?") \($0.kind)" } == ["small option-pill", "tiny option-pill", "medium option-pill"])
        let fails = findings.filter { $0.status == .fail }
        func failed(_ id: String, _ criterion: String) -> Bool { fails.contains { $0.node.id == id && $0.criteria.contains(criterion) } }
        // The renamed values are states and the renamed suffix is a role: only "medium" lacks its state.
        #expect(!failed("small", "state.exposed") && !failed("tiny", "state.exposed"), "\(fails)")
        #expect(failed("medium", "state.exposed"), "\(fails)")
        #expect(!failed("tiny", "role.exposed") && !failed("medium", "role.exposed"), "\(fails)")
        let state = try #require(fails.first { $0.node.id == "medium" && $0.criteria.contains("state.exposed") })
        #expect(state.rule.hasPrefix("pill-") && state.message.hasPrefix("The pill "), "\(state)")
        for finding in findings {
            #expect(!finding.message.lowercased().contains("radio") && !finding.rule.hasPrefix("radio-"), "\(finding)")
        }
        // The text report's "no … found" names the renamed controls (not the fallback pack).
        var reporter = TextReporter(color: false)
        reporter.vocabulary = ControlVocabulary(packs: packs)
        let empty = FileReport(path: "empty.xml", format: .uiautomator, platform: .android, nodeCount: 1, error: nil, findings: [])
        // Every pack's noun is listed (more packs, more nouns): the renamed ones, and none of the old.
        let sentence = ControlVocabulary(packs: packs).noControlsFound
        #expect(sentence.hasPrefix("no ") && sentence.hasSuffix(" found") && ["levers, ", "pills", "tick marks"].allSatisfy(sentence.contains), "\(sentence)")
        #expect(!sentence.contains("radio") && !sentence.contains("switches"), "\(sentence)")
        #expect(reporter.render([empty]).contains("  \(sentence)\n"), "\(reporter.render([empty]))")
        let builtIn = ControlVocabulary(packs: Linter.builtInPacks).noControlsFound
        #expect(builtIn == "no control of the \(Linter.builtInPacks.filter { !$0.recognise.unrecognisedCheckable }.count) packs found (a11ylint rules lists them)", "\(builtIn)")
    }

    /// Where platform words may be spelt out: the packs embedded from rules/, the one spoken-words
    /// table per screen reader, the criteria list (becoming pack data), and the loaders, which turn a
    /// dump's own vocabulary (idb's "radio button" role description) into element types.
    static let allowed = ["Rules/EmbeddedRulePacks.swift", "FocusModel/SpokenWords.swift", "Rules/Criteria.swift", "Loaders/"]

    @Test func noSwiftSourceNamesAControl() throws {
        let packs = Linter.builtInPacks
        // Kinds as the packs spell them (case-sensitive); titles and label suffixes of more than
        // one word, in any case ("switch" alone is also a Swift keyword).
        // A kind that is also a platform word (a trait or TalkBack role: "button", "link") is the
        // platform's vocabulary, which the focus model and loaders must spell; it is not searched.
        let platformWords = Set(AccessibilityTraits.byName.map { $0.0.lowercased() } + AndroidRole.allCases.map { $0.rawValue.lowercased() })
        let kinds = packs.map(\.control).filter { !platformWords.contains($0) }
        let words = Set(packs.flatMap { [$0.title.lowercased()] + $0.recognise.labelSuffixes.map(RecognitionIndex.suffixKey) }
            .filter { $0.contains(" ") } + ["check box"])
        #expect(kinds.contains("radio-button") && words.contains("radio button") && words.contains("switch button"))
        let sources = Repo.root.appendingPathComponent("Sources/A11yLint")
        var hits: [String] = [], scanned = 0
        for url in Repo.files(under: sources, extensions: ["swift"]) {
            let path = String(url.path.dropFirst(sources.path.count + 1))
            if Self.allowed.contains(where: { path.hasPrefix($0) }) { continue }
            scanned += 1
            for (n, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Code only: comments may give examples.
                let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                let lowered = code.lowercased()
                for kind in kinds where code.contains("\"\(kind)\"") || code.contains(kind) { hits.append("\(path):\(n + 1): \(kind)") }
                for word in words where lowered.contains(word) { hits.append("\(path):\(n + 1): \(word)") }
            }
        }
        #expect(scanned > 60, "only \(scanned) sources under \(sources.path)")
        #expect(hits.isEmpty, "control knowledge in Swift:\n\(hits.joined(separator: "\n"))")
    }
}
