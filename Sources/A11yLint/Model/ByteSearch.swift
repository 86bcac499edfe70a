/// A plain search for an ASCII word in UTF-8 bytes. Foundation's `contains` bridges to CFString on
/// every call, and the standard library's `firstRange(of:)` sets up a searcher per call: both cost
/// more than the search on the short texts (class names, rule messages) asked at start-up or per node.
package enum ByteSearch {
    package static func contains(_ text: some StringProtocol, _ word: StaticString) -> Bool {
        Array(text.utf8).withUnsafeBytes { contains($0, word) }
    }

    /// The same search in raw bytes: compared byte by byte from a matching first byte, never with
    /// `memcmp` (the xml-scan fuzz mode searches each input, and libFuzzer intercepts every
    /// `memcmp`: one per byte was a quarter of that mode's time).
    package static func contains(_ bytes: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard !w.isEmpty, bytes.count >= w.count else { return w.isEmpty }
        for i in 0 ... bytes.count - w.count where bytes[i] == w[0] {
            var k = 1
            while k < w.count, bytes[i + k] == w[k] { k += 1 }
            if k == w.count { return true }
        }
        return false
    }
}
