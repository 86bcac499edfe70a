import A11yLintModel

/// The line `uiautomator dump` prints when it has written the dump: `UI hierchary dumped to:
/// /dev/tty` (Android's own spelling; `UI hierarchy dumped to: …` elsewhere). Captured with
/// `adb exec-out uiautomator dump /dev/tty > d.xml`, it lands in the file right after
/// `</hierarchy>`, on the same line, with or without a line break after it. Only this line is
/// accepted after the root element; any other text there stays malformed XML.
enum UIAutomatorDumpTrailer {
    static let prefixes: [StaticString] = ["UI hierchary dumped to: ", "UI hierarchy dumped to: "]

    /// Whether `text` (everything after `</hierarchy>`) is blanks, the trailer line with a
    /// non-empty path, then blanks.
    static func matches(_ text: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < text.count, XMLDocumentEnd.isBlank(text[i]) { i += 1 }
        guard let prefix = prefixes.first(where: { starts(text, at: i, $0) }) else { return false }
        i += prefix.utf8CodeUnitCount
        // The path: the rest of the line, printable, not empty, and no markup.
        let pathStart = i
        while i < text.count, text[i] != 0x0A, text[i] != 0x0D {
            guard text[i] >= 0x20, text[i] != 0x7F, text[i] != UInt8(ascii: "<"), text[i] != UInt8(ascii: ">") else { return false }
            i += 1
        }
        guard text[pathStart ..< i].contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        while i < text.count, XMLDocumentEnd.isBlank(text[i]) { i += 1 }
        return i == text.count
    }

    private static func starts(_ text: UnsafeRawBufferPointer, at i: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= text.count else { return false }
        for k in 0 ..< n where text[i + k] != literal.utf8Start[k] { return false }
        return true
    }
}
