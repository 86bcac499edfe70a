extension String {
    /// Without leading and trailing whitespace (Unicode White_Space: spaces, tabs, line breaks, NBSP).
    /// Most dump strings have none: return them as they are. Scalars, not Foundation's
    /// `trimmingCharacters`, which bridges to NSString on every call.
    package var trimmed: String {
        // Most texts start and end with a visible ASCII character: said from two bytes, without
        // decoding scalars (this runs for every name part of every spoken node).
        let visibleEnds: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first < 0x80 && last < 0x80 && !Self.isWhitespace(Unicode.Scalar(first)) && !Self.isWhitespace(Unicode.Scalar(last))
        }
        if visibleEnds == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !Self.isWhitespace(first) && !Self.isWhitespace(last) { return self }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, Self.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, Self.isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start ..< end])
    }
    package var nonBlank: String? { let t = trimmed; return t.isEmpty ? nil : t }

    /// ASCII answered without the Unicode property tables, which cost a lookup per call.
    private static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? s.value == 0x20 || (0x09 ... 0x0D).contains(s.value) : isNonASCIIWhitespace(s)
    }

    /// Apart, so that the ASCII path never instantiates the properties' type (a one-off runtime lookup).
    @inline(never) private static func isNonASCIIWhitespace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
}

import Foundation
