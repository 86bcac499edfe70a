extension String {
    /// Without leading and trailing whitespace (Unicode White_Space: spaces, tabs, line breaks, NBSP).
    /// Most dump strings have none: return them as they are. Scalars, not Foundation's
    /// `trimmingCharacters`, which bridges to NSString on every call.
    ///
    /// Consuming: a text with visible ends is handed back as it came, moved, not copied. Borrowing,
    /// it retained the text it returned and the caller released the one it gave
    /// (`node.text?.nonBlank`: 495,000 retains on the typical screen).
    @inlinable package var trimmed: String {
        consuming get {
            if hasVisibleASCIIEnds { return self }
            return trimmedByScalars
        }
    }

    @inlinable package var nonBlank: String? {
        consuming get {
            if hasVisibleASCIIEnds { return isEmpty ? nil : self }
            let t = trimmedByScalars
            return t.isEmpty ? nil : t
        }
    }

    /// Empty or whitespace only (`nonBlank == nil`), judged in place: no copy of a text with visible ends.
    @inlinable package var isBlank: Bool { hasVisibleASCIIEnds ? isEmpty : trimmedByScalars.isEmpty }

    /// Most texts start and end with a visible ASCII character: said from two bytes, without
    /// decoding scalars (this runs for every name part of every spoken node). Empty: true.
    @inlinable package var hasVisibleASCIIEnds: Bool {
        let visible: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first > 0x20 && first < 0x80 && last > 0x20 && last < 0x80
        }
        return visible == true
    }

    /// `trimmed` of a text that may start or end with whitespace, borrowed (a copy when it has none).
    @usableFromInline package var trimmedByScalars: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !Self.isWhitespace(first) && !Self.isWhitespace(last) { return self }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, Self.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, Self.isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start ..< end])
    }

    /// ASCII answered without the Unicode property tables, which cost a lookup per call.
    private static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? s.value == 0x20 || (0x09 ... 0x0D).contains(s.value) : isNonASCIIWhitespace(s)
    }

    /// Apart, so that the ASCII path never instantiates the properties' type (a one-off runtime lookup).
    @inline(never) private static func isNonASCIIWhitespace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
}

import Foundation

extension String {
    /// The string's own bits: equal bits are the same string (a small string's bytes, or one
    /// storage and count), so a pass that meets the same shared strings again can know them by
    /// these without reading their bytes. Unequal bits may still be equal strings.
    @inlinable package var storageBits: (UInt64, UInt64) { unsafeBitCast(self, to: (UInt64, UInt64).self) }
}
