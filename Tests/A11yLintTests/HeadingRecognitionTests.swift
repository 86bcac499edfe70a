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

/// `recognise.android.headings`: a pack claims Android nodes marked as headings, ranked as a
/// developer's declaration (below native classes and roles), never a checkable node.
@Suite struct HeadingRecognitionTests {
    static let packs = """
        control: marked
        recognise:
          android: { headings: true }
        rules:
          - { id: m, criteria: [name.present], check: namePresent, message: "m" }
        ---
        control: pressable
        recognise:
          android: { roles: [button] }
        rules:
          - { id: p, criteria: [name.present], check: namePresent, message: "p" }
        """

    func kinds(_ json: String) throws -> [String: String] {
        let packs = try Self.packs.components(separatedBy: "---\n").enumerated().map { try RulePackLoader.load(yaml: $0.element, source: "p\($0.offset).yml") }
        let tree = try DumpReader.load(string: json)
        let (controls, _) = Linter(packs: packs).run(tree)
        return Dictionary(uniqueKeysWithValues: controls.map { (tree[$0.node].resourceId ?? "?", $0.kind) })
    }

    @Test func headingsGoToThePackUnlessSomethingMoreSpecificClaimsThem() throws {
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":["#
            + #"{"className":"android.widget.TextView","id":"title","text":"Settings","heading":true,"bounds":[0,0,1080,100]},"#
            + #"{"className":"android.widget.Button","id":"more","text":"More","heading":true,"clickable":true,"bounds":[0,100,1080,200]},"#
            + #"{"className":"android.view.View","id":"tick","text":"Pick","heading":true,"checkable":true,"checked":false,"clickable":true,"bounds":[0,200,1080,300]},"#
            + #"{"className":"android.widget.TextView","id":"item","text":"Section","collectionItemInfo":{"rowIndex":0,"heading":true},"bounds":[0,300,1080,400]},"#
            + #"{"className":"android.widget.TextView","id":"plain","text":"Body","bounds":[0,400,1080,500]}]}"#
        let kinds = try kinds(json)
        #expect(kinds["title"] == "marked")
        #expect(kinds["more"] == "pressable")
        #expect(kinds["tick"] == nil)
        #expect(kinds["item"] == "marked")
        #expect(kinds["plain"] == nil)
    }
}
