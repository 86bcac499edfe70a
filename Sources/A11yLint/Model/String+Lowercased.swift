extension String {
    /// `lowercased() == lower`, for a `lower` already lower-cased. An ASCII string is compared byte
    /// by byte, folding A–Z, with no lower-cased copy made (checks compare spoken words this way
    /// per control); any other is lower-cased as before.
    package func lowercased(equals lower: String) -> Bool {
        let ascii = utf8.withContiguousStorageIfAvailable { mine in
            lower.utf8.withContiguousStorageIfAvailable { theirs in Self.asciiLowercased(mine, equals: theirs) } ?? nil
        } ?? nil
        return ascii ?? (lowercased() == lower)
    }

    /// Whether the ASCII `mine`, lower-cased, is `theirs`; nil when `mine` is not all ASCII.
    private static func asciiLowercased(_ mine: UnsafeBufferPointer<UInt8>, equals theirs: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard mine.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard mine.count == theirs.count else { return false }
        for i in mine.indices where (mine[i] &- UInt8(ascii: "A") < 26 ? mine[i] | 0x20 : mine[i]) != theirs[i] { return false }
        return true
    }
}
