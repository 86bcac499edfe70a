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

/// contentReachable: a container passes when it or anything inside it is a focus stop; one not
/// shown (invisible, no size, inside a hidden ancestor) is not judged; one marked not important
/// itself fails, saying so.
@Suite struct ContentReachableCheckTests {
    static let pack = """
        control: holder
        recognise:
          android: { classes: [com.example.Holder] }
          ios: { elementTypes: [WebView] }
        rules:
          - { id: r, criteria: [focus.reachable], check: contentReachable, message: "${reason}" }
        """

    func failures(_ json: String) throws -> [String] {
        try lint(json, withPack: Self.pack, source: "holder.yml").filter { $0.status == .fail }.map { "\($0.node.id ?? "?"): \($0.message)" }
    }

    func reviews(_ json: String) throws -> [String] {
        try lint(json, withPack: Self.pack, source: "holder.yml").filter { $0.status != .fail }.compactMap(\.node.id)
    }

    @Test func aStopDeepInsidePasses() throws {
        let deep = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"com.example.Holder","id":"h","bounds":[0,0,1080,2000],"children":[{"className":"android.widget.FrameLayout","id":"f","bounds":[0,0,1080,1000],"children":[{"className":"android.widget.TextView","id":"t","text":"Hello","bounds":[0,0,500,100]}]}]}]}"#
        #expect(try failures(deep) == [])
    }

    @Test func hiddenHoldersAreNotJudgedButANotImportantOneFails() throws {
        let underHidden = #"{"platform":"android","className":"android.widget.FrameLayout","importantForAccessibility":"noHideDescendants","bounds":[0,0,1080,2400],"children":[{"className":"com.example.Holder","id":"h","bounds":[0,0,1080,2000]}]}"#
        #expect(try failures(underHidden) == [])
        let noSize = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"com.example.Holder","id":"h","bounds":[0,0,0,0]}]}"#
        #expect(try failures(noSize) == [])
        let notImportant = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"com.example.Holder","id":"h","importantForAccessibility":"no","bounds":[0,0,1080,2000]}]}"#
        #expect(try failures(notImportant) == ["h: it is marked not important for accessibility, which hides what it holds"])
        // Inside a clickable frame, with nothing in it: no failure (a review at most).
        let framed = #"{"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.FrameLayout","id":"frame","clickable":true,"focusable":true,"bounds":[0,0,1080,2000],"children":[{"className":"com.example.Holder","id":"h","bounds":[0,0,1080,2000]}]}]}"#
        #expect(try failures(framed) == [])
    }

    @Test func emptyInTheDumpIsAReviewShownButSilentContentFails() throws {
        let empty = #"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"WebView","id":"w","frame":[0,100,390,700]}]}"#
        #expect(try failures(empty) == [] && reviews(empty) == ["w"])
        let silent = #"{"platform":"ios","elementType":"Other","id":"root","frame":[0,0,390,800],"children":[{"elementType":"WebView","id":"w","frame":[0,100,390,700],"children":[{"elementType":"Other","id":"canvas","frame":[0,100,390,700]}]}]}"#
        #expect(try failures(silent) == ["w: nothing inside it is a focus stop"])
    }
}
