import Foundation

/// One screen's messages made from templates, each kept once: the controls of a screen often get
/// the same words ("The target is 33.33×33.33 dp …" for every small target of one size, a
/// reason for every radio of a group), and each finding held its own copy (5 MB of a typical
/// 100,000-node screen, 120 MB of a group of 400,000 radios). A message seen again is the first
/// one's string, the same bytes, so nothing a report shows changes.
///
/// Compared as bytes: hashing a `String` normalises non-ASCII text (the "×" of a size) a
/// character at a time. Bounded: past `limit` distinct messages, new ones are no longer kept (a
/// screen whose every message differs pays for its table only up to there).
struct SharedMessages {
    static let limit = 1 << 16

    private struct Key: Hashable {
        let text: String

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: Key, b: Key) -> Bool {
            var a = a.text, b = b.text
            return a.withUTF8 { x in
                b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
            }
        }
    }

    private var kept = Set<Key>()

    /// The message kept for these bytes, keeping this one when it is new (and there is room).
    mutating func shared(_ message: String) -> String {
        let key = Key(text: message)
        if kept.count < Self.limit { return kept.insert(key).memberAfterInsert.text }
        return kept.firstIndex(of: key).map { kept[$0].text } ?? message
    }
}
