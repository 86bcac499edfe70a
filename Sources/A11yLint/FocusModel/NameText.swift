import A11yLintModel

/// Whether the words a stop speaks as its name tell the user anything (issue 19, point 2). The
/// announcement keeps them as the screen reader reads them; "has a name" asks this.
package enum NameText {
    /// A name that says something: not blank, not glyphs only, not an image file's name.
    package static func names(_ text: String) -> Bool {
        let t = text.trimmed
        return !t.isEmpty && !isGlyphOnly(t) && !isFileName(t)
    }

    /// Icon-font glyphs and symbols with no letter, digit or emoji: a private-use code point
    /// (U+E000–U+F8FF, planes 15 and 16) is drawn by the app's own font and has no name a speech
    /// engine knows, so TalkBack hands the text to TTS and nothing useful is heard (google/talkback
    /// SpeechCleanupUtils.cleanUp names only the common symbols it maps, such as "&" → "ampersand");
    /// a symbol it can name ("×" → "multiplication sign") still says no purpose. An emoji is read by
    /// its name ("bell"), so it is a word.
    package static func isGlyphOnly(_ text: String) -> Bool {
        var sawGlyph = false
        for character in text {
            if character.isWhitespace { continue }
            if character.isLetter || character.isNumber { return false }
            if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return false }
            sawGlyph = true
        }
        return sawGlyph
    }

    /// A private-use code point: an icon font's glyph.
    package static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000 ... 0xF8FF).contains(scalar.value) || (0xF0000 ... 0xFFFFD).contains(scalar.value) || (0x100000 ... 0x10FFFD).contains(scalar.value)
    }

    /// Image suffixes and prefixes that make a label an image file's name: UIKit gives a button
    /// drawn only with an image that image's asset name as its label when the developer sets none
    /// (VoiceOver then reads "ic back, Button"), and an Android contentDescription copied from the
    /// drawable's name says the same.
    static let fileSuffixes = ["@2x", "@3x", ".png", ".jpg", ".jpeg", ".pdf", ".svg", ".webp", ".gif"]
    static let filePrefixes = ["ic_", "btn_", "img_", "icon_", "image_"]

    /// Whether the name is clearly a file name: it ends in a scale or image suffix ("close@3x",
    /// "logo.png"), or it is one snake_case token that starts with an image prefix ("ic_back",
    /// "btn_close_white").
    package static func isFileName(_ text: String) -> Bool {
        let lower = text.lowercased()
        if fileSuffixes.contains(where: { lower.hasSuffix($0) }) && !lower.contains(" ") { return true }
        guard !lower.contains(" "), filePrefixes.contains(where: { lower.hasPrefix($0) && lower.count > $0.count }) else { return false }
        return lower.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// Words that asset catalogues use and people do not say in a control's name: colours, image
    /// kinds and the states a designer exports ("rights close white", "nav back normal").
    static let assetWords: Set<String> = ["white", "black", "gray", "grey", "red", "blue", "green", "dark", "light",
                                          "icon", "ic", "btn", "img", "normal", "highlighted", "pressed", "filled", "outline", "outlined"]

    /// Whether a name reads like an image asset's name without being clearly one (`isFileName`):
    /// one snake_case token ("close_white", "nav_back"), or lower-case words only, at least two,
    /// one of them an `assetWords` word ("rights close white": UIKit reads an image-only button's
    /// asset name as its label when none is set). The dump cannot tell it from a short name a
    /// person chose: review.
    package static func looksLikeAssetName(_ text: String) -> Bool {
        let t = text.trimmed
        guard !t.isEmpty, !isFileName(t), t.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == " " || $0 == "-") }) else { return false }
        if !t.contains(" "), t.contains("_") {
            return t.split(separator: "_").count >= 2 && t.split(separator: "_").allSatisfy { !$0.isEmpty }
        }
        let words = t.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        return words.count >= 2 && words.contains(where: assetWords.contains)
    }
}
