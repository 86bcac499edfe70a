import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintEngine

/// A glyph is not a name (issue 19, point 2): what counts as a name, and what is left for review.
@Suite struct NameTextTests {
    @Test(arguments: ["\u{E5CD}", " \u{F00D} ", "\u{F0197}", "\u{10FFFD}", "×", "✕", "•••", "\u{E15B}\u{E145}", "→"])
    func glyphsAndSymbolsAreNoName(_ text: String) {
        #expect(NameText.isGlyphOnly(text.trimmed))
        #expect(!NameText.names(text))
    }

    /// Words, digits and emoji are read as words; a glyph beside words does not unname them.
    @Test(arguments: ["Close", "\u{E5CD} Close", "2", "🔔", "☀️", "設定", "Ü", "+1"])
    func wordsDigitsAndEmojiAreNames(_ text: String) {
        #expect(NameText.names(text))
    }

    @Test(arguments: ["ic_back", "btn_close_white", "img_logo2", "close@3x", "logo.png", "Back@2x", "arrow.pdf"])
    func fileNamesAreNoName(_ text: String) {
        #expect(NameText.isFileName(text))
        #expect(!NameText.names(text))
    }

    @Test(arguments: ["Back", "ic", "Ice cream", "icon set", "Version 2.0", "example.com"])
    func wordsThatAreNoFileName(_ text: String) {
        #expect(!NameText.isFileName(text))
    }

    @Test(arguments: ["rights close white", "close_white", "nav_share", "back icon"])
    func assetLikeNamesAreForReview(_ text: String) { #expect(NameText.looksLikeAssetName(text)) }

    @Test(arguments: ["add to cart", "Close", "sign in", "White", "Dark mode", "e-mail"])
    func peoplesNamesAreNotAssetLike(_ text: String) { #expect(!NameText.looksLikeAssetName(text)) }

    /// The fixture's asset-like labels are reviews of name.present, not failures; the person's name passes.
    @Test func assetLikeLabelsAreReviewed() throws {
        let findings = try lint(Repo.fixtures.appendingPathComponent("xcuitest/button/pass-asset-like-labels-for-review.xml"))
        let names = findings.filter { $0.criteria.contains("name.present") }
        #expect(names.filter { $0.status == .review }.count == 2)
        #expect(!names.contains { $0.status == .fail })
    }

    /// The announcement keeps the glyph, as TalkBack hands it to speech; only "has a name" ignores it.
    @Test func announcementStillSpeaksTheGlyph() throws {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent("compose/button/fail-icon-font-glyph-only-text.txt"))
        #expect(tree.announcements().contains { $0.text.hasPrefix("\u{E5CD}") })
    }
}
