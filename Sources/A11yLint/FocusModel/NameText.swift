import A11yLintModel

/// Whether the words a stop speaks as its name tell the user anything (issue 19, point 2). The
/// announcement keeps them as the screen reader reads them; "has a name" asks this.
package enum NameText {
    /// A name that says something: not blank, not glyphs only, not an image file's name.
    package static func names(_ text: String) -> Bool {
        // Judged in place when its ends are visible (most names): trimming a borrowed text copied it.
        func judge(_ t: String) -> Bool { !t.isEmpty && !isGlyphOnly(t) && !isFileName(t) }
        return text.hasVisibleASCIIEnds ? judge(text) : judge(text.trimmedByScalars)
    }

    /// Icon-font glyphs and symbols with no letter, digit or emoji: a private-use code point
    /// (U+E000–U+F8FF, planes 15 and 16) is drawn by the app's own font and has no name a speech
    /// engine knows, so TalkBack hands the text to TTS and nothing useful is heard (google/talkback
    /// SpeechCleanupUtils.cleanUp names only the common symbols it maps, such as "&" → "ampersand");
    /// a symbol it can name ("×" → "multiplication sign") still says no purpose. An emoji is read by
    /// its name ("bell"), so it is a word.
    package static func isGlyphOnly(_ text: String) -> Bool {
        // Most names are ASCII: answered from the bytes, without Unicode property lookups per character.
        if let ascii = text.utf8.withContiguousStorageIfAvailable(asciiGlyphOnly), let answer = ascii { return answer }
        var sawGlyph = false
        for character in text {
            if character.isWhitespace { continue }
            if character.isLetter || character.isNumber { return false }
            if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return false }
            sawGlyph = true
        }
        return sawGlyph
    }

    /// `isGlyphOnly` for ASCII text; nil when the text is not ASCII.
    private static func asciiGlyphOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var sawGlyph = false
        for b in bytes {
            if b >= 0x80 { return nil }
            if b == 0x20 || (0x09 ... 0x0D).contains(b) { continue }
            if isASCIILetterOrDigit(b) { return false }
            sawGlyph = true
        }
        return sawGlyph
    }

    private static func isASCIILetterOrDigit(_ b: UInt8) -> Bool {
        (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b)
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
        // Bytes, not String: this runs for every name of every stop (`hasName`), and the suffixes
        // and prefixes are ASCII, compared case-insensitively.
        var text = text
        return text.withUTF8 { b in
            if b.contains(0x20) { return false }
            func lower(_ c: UInt8) -> UInt8 { (0x41 ... 0x5A).contains(c) ? c | 0x20 : c }
            func ends(with s: [UInt8]) -> Bool {
                b.count >= s.count && zip(b[(b.count - s.count)...], s).allSatisfy { lower($0) == $1 }
            }
            if fileSuffixBytes.contains(where: ends(with:)) { return true }
            guard filePrefixBytes.contains(where: { p in b.count > p.count && zip(b, p).allSatisfy { lower($0) == $1 } }) else { return false }
            return b.allSatisfy { $0 == 0x5F || isASCIILetterOrDigit($0) }
        }
    }
    static let fileSuffixBytes = fileSuffixes.map { Array($0.utf8) }
    static let filePrefixBytes = filePrefixes.map { Array($0.utf8) }

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
        // Lower-case ASCII words first: most names have a capital and stop here.
        guard !t.isEmpty, t.utf8.allSatisfy({ (0x61 ... 0x7A).contains($0) || (0x30 ... 0x39).contains($0) || $0 == 0x5F || $0 == 0x20 || $0 == 0x2D }),
              !isFileName(t) else { return false }
        if !t.utf8.contains(0x20), t.utf8.contains(0x5F) {
            return t.split(separator: "_").count >= 2 && t.split(separator: "_").allSatisfy { !$0.isEmpty }
        }
        let words = t.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        return words.count >= 2 && words.contains(where: assetWords.contains)
    }
}
