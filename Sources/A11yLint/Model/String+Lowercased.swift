extension String {
    /// `lowercased() == lower`, for a `lower` already lower-cased. An ASCII string is compared byte
    /// by byte, folding A–Z, with no lower-cased copy made (checks compare spoken words this way
    /// per control); any other is lower-cased as before.
    package func lowercased(equals lower: String) -> Bool {
        let mineASCII: Bool? = utf8.withContiguousStorageIfAvailable { mine in
            // 0: not ASCII (decided below), 1: equal, 2: different.
            let verdict: Int? = lower.utf8.withContiguousStorageIfAvailable { theirs in
                var same = mine.count == theirs.count
                for i in 0 ..< mine.count {
                    let byte = mine[i]
                    if byte >= 0x80 { return 0 }
                    if same, (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) != theirs[i] { same = false }
                }
                return same ? 1 : 2
            }
            return verdict.map { $0 == 0 ? nil : $0 == 1 } ?? nil
        } ?? nil
        if let mineASCII { return mineASCII }
        return lowercased() == lower
    }
}
