import A11yLintModel

/// A debugDescription file whose last line a cut ended inside an attribute's name.
///
/// XCTest writes every attribute as `key: value` or a capitalised flag (`Selected`), so an element
/// line whose last attribute is a bare beginning of a key (`…, pid: 41491, l`, `…, identif`) or of
/// a flag (`…, Sel`), or that ends at its address before any frame (`Other, 0x2819`), was cut
/// there: read as it stands, the element silently loses its label or frame. Those shapes are reliable; a cut at a line's end leaves a whole element line and cannot be told
/// from a subtree pasted on its own (docs/formats.md).
enum DebugDescriptionCut {
    static let keys = ["identifier", "label", "title", "value", "placeholderValue", "pid", "traits"]

    /// Throws, located at the clipped attribute, when `text`'s last non-blank line is such an element line.
    static func check(_ text: String) throws(InputError) {
        // Only the last line is looked at, from the end: the file is not copied.
        let scalars = text.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex, [" ", "\t", "\r", "\n"].contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        var start = end
        while start > scalars.startIndex, scalars[scalars.index(before: start)] != "\n" { start = scalars.index(before: start) }
        let line = Array(scalars[start ..< end])
        guard let comma = lastSeparator(line) else { return }
        let word = String(String.UnicodeScalarView(line[(comma + 2)...]))
        let letters = !word.isEmpty && word.unicodeScalars.allSatisfy { ("a" ... "z").contains($0) || ("A" ... "Z").contains($0) }
        let clippedName = letters && (keys.contains { $0.hasPrefix(word) } || DebugDescriptionLine.flags.contains { $0.hasPrefix(word) && $0 != word })
        // `Other, 0x2819`: XCTest follows an element's address with its frame (the application's with its pid).
        let text = String(String.UnicodeScalarView(line))
        let bareAddress = word.hasPrefix("0x") && !text.contains("{{") && !text.contains("pid: ")
        guard clippedName || bareAddress, case .element = DebugDescriptionLine.parse(line) else { return }
        let lineNumber = scalars[..<start].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        throw InputError("the debugDescription ends inside an element line ('\(word)' is the start of an attribute, not a whole one): the capture is cut off",
                         at: SourceLocation(line: lineNumber, column: comma + 3))
    }

    /// Where the last `, ` of the line starts.
    private static func lastSeparator(_ line: [Unicode.Scalar]) -> Int? {
        var i = line.count - 2
        while i >= 0 {
            if line[i] == ",", line[i + 1] == " " { return i }
            i -= 1
        }
        return nil
    }
}
