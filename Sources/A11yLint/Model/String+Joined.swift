extension UnsafeBufferPointer where Element == String {
    /// `joined(separator:)`, the bytes copied into one allocation: the generic join cost about
    /// 2,700 instructions for a focus stop's four or five words, and a stop's text is made for
    /// every control with a finding.
    @inlinable package func joinedBytes(separator: String) -> String {
        joinedBytes(separator: separator) { _ in true }
    }

    /// The words at the positions `include` keeps, joined by `separator` into one allocation (one
    /// word: itself). Each word's bytes are read where the word keeps them, not from a copy.
    @inlinable package func joinedBytes(separator: String, keeping include: (Int) -> Bool) -> String {
        var kept = 0, only = 0, total = 0
        for i in indices where include(i) { kept += 1; only = i; total += self[i].utf8.count }
        if kept <= 1 { return kept == 0 ? "" : self[only] }
        var separator = separator
        total += separator.utf8.count * (kept - 1)
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard var next = buffer.baseAddress else { return 0 }
            func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let from = bytes.baseAddress else { return }
                next.initialize(from: from, count: bytes.count)
                next += bytes.count
            }
            var first = true
            for i in indices where include(i) {
                if !first { separator.withUTF8(put) }
                first = false
                if self[i].utf8.withContiguousStorageIfAvailable(put) == nil {
                    var word = self[i]
                    word.withUTF8(put)
                }
            }
            return total
        }
    }
}

extension Array where Element == String {
    /// `joined(separator:)`, the bytes copied into one allocation (`UnsafeBufferPointer.joinedBytes`).
    package func joinedBytes(separator: String) -> String {
        guard count > 1 else { return first ?? "" }
        return withUnsafeBufferPointer { $0.joinedBytes(separator: separator) }
    }
}
