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

/// `partsNamed`: the edge cases the stepper pack's examples do not show.
@Suite struct PartsNamedCheckTests {
    func findings(_ json: String, context: Bool = true) throws -> [Finding] {
        let yaml = """
        control: widget
        recognise:
          ios: { elementTypes: [Stepper] }
          android: { roleDescriptions: [stepper] }
        rules:
          - id: r
            criteria: [name.present]
            check: { id: partsNamed, options: { words: [increase, decrease], context: "\(context)" } }
            message: "“${part}”: ${reason}"
            examples:
              pass: ['{"platform":"ios","elementType":"Stepper","id":"s","isAccessibilityElement":false,"frame":[0,0,100,30],"children":[{"elementType":"Button","id":"b","accessibilityLabel":"Increase volume","isAccessibilityElement":true,"frame":[0,0,50,30]}]}']
              fail: ['{"platform":"ios","elementType":"Stepper","id":"s","isAccessibilityElement":false,"frame":[0,0,100,30],"children":[{"elementType":"Button","id":"!b","accessibilityLabel":"Up","isAccessibilityElement":true,"frame":[0,0,50,30]}]}']
        """
        return try lint(json, withPack: yaml, source: "parts.yml").filter { $0.rule == "r" && $0.status == .fail }
    }

    static func stepper(label: String?, buttons: [String]) -> String {
        let parts = buttons.enumerated().map { i, name in
            #"{"elementType":"Button","id":"b\#(i)","accessibilityLabel":"\#(name)","isAccessibilityElement":true,"frame":[\#(i * 50),0,50,30]}"#
        }
        let own = label.map { #""accessibilityLabel":"\#($0)","# } ?? ""
        return #"{"platform":"ios","elementType":"Stepper","id":"s","isAccessibilityElement":false,\#(own)"frame":[0,0,100,30],"children":[\#(parts.joined(separator: ","))]}"#
    }

    @Test func eachFailingPartIsReportedOnItsOwnNode() throws {
        let hits = try findings(Self.stepper(label: nil, buttons: ["Increase", "+"]))
        #expect(Set(hits.compactMap(\.node.id)) == ["b0", "b1"], "\(hits)")
        #expect(hits.contains { $0.message == "“+”: it does not say which way it changes the value" })
        #expect(hits.contains { $0.message == "“Increase”: it does not say what it changes" })
    }

    @Test func theControlsOwnLabelSaysWhatTheyChange() throws {
        #expect(try findings(Self.stepper(label: "Volume", buttons: ["Increase", "Decrease"])).isEmpty)
    }

    @Test func withoutContextTheDirectionWordIsEnough() throws {
        #expect(try findings(Self.stepper(label: nil, buttons: ["Increase", "Decrease"]), context: false).isEmpty)
    }

    @Test func wordsAreWholeWordsCaseInsensitive() throws {
        // "Increased" is not "increase"; "INCREASE volume" is.
        let hits = try findings(Self.stepper(label: nil, buttons: ["Increased", "INCREASE volume"]))
        #expect(hits.compactMap(\.node.id) == ["b0"], "\(hits)")
    }

    @Test func aControlWithoutActingPartsIsNotJudged() throws {
        // A SwiftUI Stepper exposed as one adjustable element has no buttons to judge.
        let json = #"{"platform":"ios","elementType":"Stepper","id":"s","accessibilityLabel":"Volume","accessibilityValue":"3","isAccessibilityElement":true,"frame":[0,0,100,30]}"#
        #expect(try findings(json).isEmpty)
    }

    @Test func optionWordsAreRequired() {
        #expect(throws: (any Error).self) { try PartsNamed(options: [:]) }
    }
}
