import Foundation
import A11yLintModel

/// Words for comparing names with labels: lower-cased, split on anything not a letter or digit.
package enum Words {
    static let stateWords: Set<String> = ["on", "off", "checked", "unchecked", "not", "selected", "unselected", "enabled", "disabled"]

    /// The text lower-cased, split into runs of characters that are letters or numbers
    /// (`Character.isLetter`, `isNumber`), by `scan`. `ofCharacters` is the definition, kept for the tests.
    package static func of(_ text: String) -> [String] {
        var words: [String] = []
        scan(text) { bytes, range in
            words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            return true
        }
        return words
    }

    /// The first and the last of `of(text)` (the same word when there is one), without the list:
    /// a check asking whether a name starts or ends with a role word ran per control.
    package static func edges(_ text: String) -> (first: String, last: String)? {
        var ranges: (first: Range<Int>, last: Range<Int>)?
        var edges: (first: String, last: String)?
        scan(text) { _, range in
            ranges = (ranges?.first ?? range, range)
            return true
        } finishing: { bytes in
            func word(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            if let ranges { edges = (word(ranges.first), word(ranges.last)) }
        }
        return edges
    }

    /// `of(text).joined(separator: " ")`, written once (no list of words, no second string).
    package static func spaced(_ text: String) -> String {
        var result = ""
        scan(text) { bytes, range in
            if !result.isEmpty { result.append(" ") }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            return true
        }
        return result
    }

    /// Whether `of(text)` has any word, found without making one.
    package static func hasWord(_ text: String) -> Bool {
        var found = false
        scan(text) { _, _ in found = true; return false }
        return found
    }

    /// Calls `word` with each word's byte range in the lower-cased text, in order, until it returns
    /// false; then `finishing` with the same bytes. One linear pass over the UTF-8 of the lower-cased text:
    /// a character made of one ASCII byte (one followed by another ASCII byte or the end, not
    /// CR LF) is judged by its byte; anything else is stepped over as a whole `Character`, so
    /// grapheme clusters (combining marks, emoji, CR LF) split exactly as before.
    private static func scan(_ text: String, word: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool,
                             finishing: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }) {
        var lower = text.lowercased()
        lower.makeContiguousUTF8()
        let utf8 = lower.utf8
        utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var i = 0
            var wordStart = -1
            var cursor = lower.startIndex, cursorOffset = 0
            while i < count {
                let byte = bytes[i]
                let isWord: Bool
                let next: Int
                if byte < 0x80, i + 1 == count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)) {
                    // One ASCII byte is a whole character: no ASCII byte extends the one before it.
                    isWord = (byte &- UInt8(ascii: "a") < 26) || (byte &- UInt8(ascii: "0") < 10) || (byte &- UInt8(ascii: "A") < 26)
                    next = i + 1
                } else {
                    // Continue from the index the last step returned (aligned on a character), so
                    // no boundary is searched backwards (a run of flags would make that quadratic);
                    // a fresh index only follows a one-byte ASCII character, where no lookback is needed.
                    let index = cursorOffset == i ? cursor : utf8.index(utf8.startIndex, offsetBy: i)
                    let after = lower.index(after: index)
                    let character = lower[index]
                    isWord = character.isLetter || character.isNumber
                    next = i + utf8.distance(from: index, to: after)
                    cursor = after
                    cursorOffset = next
                }
                if isWord {
                    if wordStart < 0 { wordStart = i }
                } else if wordStart >= 0 {
                    if !word(bytes, wordStart ..< i) { return finishing(bytes) }
                    wordStart = -1
                }
                i = next
            }
            if wordStart >= 0, !word(bytes, wordStart ..< count) { return finishing(bytes) }
            finishing(bytes)
        }
    }

    /// What `of` computes, one `Character` at a time (slow on long texts: the tests compare the two).
    static func ofCharacters(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The primary part of a label: up to the first comma or line break ("Bluetooth, On" → "Bluetooth").
    /// The first part `split` would give (empty parts omitted), found without splitting the rest:
    /// a 4 MB text was cut into every part, each character compared as a string three times.
    package static func primary(_ text: String) -> String {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let range: Range<Int>? = utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var i = 0, start = -1
            var cursor = text.startIndex, cursorOffset = 0
            while i < count {
                let byte = bytes[i]
                let separator: Bool
                let next: Int
                if byte < 0x80, i + 1 == count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)) {
                    separator = byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n")
                    next = i + 1
                } else {
                    // As in `of`: a whole Character, compared as `split`'s predicate compares it
                    // (so U+0387, canonically "·", separates too).
                    let index = cursorOffset == i ? cursor : utf8.index(utf8.startIndex, offsetBy: i)
                    let after = text.index(after: index)
                    let character = text[index]
                    separator = character == "," || character == "\n" || character == "·"
                    next = i + utf8.distance(from: index, to: after)
                    cursor = after
                    cursorOffset = next
                }
                if separator {
                    if start >= 0 { return start ..< i }
                } else if start < 0 {
                    start = i
                }
                i = next
            }
            return start >= 0 ? start ..< count : nil
        } ?? nil
        guard let range else { return text }
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return String(text[lower ..< upper]).trimmed
    }

    /// What `primary` computes, by `split` (slow on long texts: the tests compare the two).
    static func primaryBySplit(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "·" }).first.map(String.init)?.trimmed ?? text
    }

    /// Whether every meaningful word of `label` appears in `name`.
    package static func contains(name: String, label: String) -> Bool {
        let nameWords = Set(of(name))
        let labelWords = of(primary(label)).filter { !stateWords.contains($0) }
        if labelWords.isEmpty { return true }
        if labelWords.allSatisfy(nameWords.contains) { return true }
        // Scripts without spaces (Chinese, Japanese): compare as text.
        return text(name.lowercased(), contains: primary(label).lowercased())
    }

    /// Foundation's `contains` (NSString's search: canonical equivalence, whole characters) when
    /// the two are short, as every real name and label is. Its search is naive: a 400,000-letter
    /// name and a 20,000-letter label took minutes. Past `naiveLimit` (product of the UTF-8
    /// lengths), a linear Knuth–Morris–Pratt search over `Character`s, whose `==` is canonical
    /// equivalence too (the needle is held as an array: 16 bytes a character).
    static func text(_ haystack: String, contains needle: String, naiveLimit: Int = 1 << 16) -> Bool {
        if haystack.utf8.count * needle.utf8.count <= naiveLimit { return haystack.contains(needle) }
        // More characters than the text holds cannot match (and would be copied for nothing).
        guard needle.count <= haystack.count else { return false }
        let pattern = Array(needle)
        guard !pattern.isEmpty else { return false }
        var failure = [Int](repeating: 0, count: pattern.count)
        var k = 0
        for i in 1 ..< max(pattern.count, 1) {
            while k > 0, pattern[i] != pattern[k] { k = failure[k - 1] }
            if pattern[i] == pattern[k] { k += 1 }
            failure[i] = k
        }
        k = 0
        for character in haystack {
            while k > 0, character != pattern[k] { k = failure[k - 1] }
            if character == pattern[k] {
                k += 1
                if k == pattern.count { return true }
            }
        }
        return false
    }
}
