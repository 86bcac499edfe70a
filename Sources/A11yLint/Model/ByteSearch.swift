/// A plain search for an ASCII word in UTF-8 bytes. Foundation's `contains` bridges to CFString on
/// every call, and the standard library's `firstRange(of:)` sets up a searcher per call: both cost
/// more than the search on the short texts (class names, rule messages) asked at start-up or per node.
package enum ByteSearch {
    package static func contains(_ text: some StringProtocol, _ word: StaticString) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let t = Array(text.utf8)
        guard !w.isEmpty, t.count >= w.count else { return w.isEmpty }
        for i in 0 ... t.count - w.count where t[i] == w[0] {
            if t[i ..< i + w.count].elementsEqual(w) { return true }
        }
        return false
    }
}
