import Foundation

/// A platform class name ("android.widget.RadioButton", "androidx.appcompat.widget.SwitchCompat").
package enum ClassName {
    /// Where the last component starts in a class name's bytes (after the last dot), or nil when
    /// that component is not ASCII: for ASCII, a byte suffix is a `Character` suffix, so callers
    /// may compare bytes; otherwise they compare Strings.
    @inline(__always)
    package static func asciiLastComponentStart(_ full: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = full.count
        while start > 0 {
            let byte = full[start - 1]
            if byte == UInt8(ascii: ".") { break }
            if byte >= 0x80 { return nil }
            start -= 1
        }
        return start
    }

    /// `cls` is the class `name` or names it as its last components ("android.widget.TextView"
    /// for "TextView"): `cls == name || cls.hasSuffix("." + name)`. Compared as bytes when both
    /// ends are ASCII, where a byte suffix is a `Character` suffix: the concatenation and the
    /// `Character` comparison cost 2,000 instructions per ancestor a check looked at.
    package static func isClass(_ cls: String, named name: String) -> Bool {
        if cls == name { return true }
        let answer: Bool?? = cls.utf8.withContiguousStorageIfAvailable { c in
            name.utf8.withContiguousStorageIfAvailable { n -> Bool? in
                guard let nameBytes = n.baseAddress, let clsBytes = c.baseAddress, c.count > n.count else { return nil }
                let start = c.count - n.count - 1
                for k in start ..< c.count where c[k] >= 0x80 { return nil }
                for byte in n where byte >= 0x80 { return nil }
                return c[start] == UInt8(ascii: ".") && memcmp(clsBytes + start + 1, nameBytes, n.count) == 0
            } ?? nil
        }
        if case let .some(.some(known)) = answer { return known }
        return cls.hasSuffix("." + name)
    }

    /// The part after the last dot: dumps carry subclasses and packages, and every step (the
    /// focus model's roles, recognition, groups) compares classes by their last component.
    /// Searched backwards in the contiguous UTF-8 (the generic `lastIndex(of:)` on the UTF-8 view
    /// cost ~400 instructions a call, and this runs several times per node).
    package static func lastComponent(_ name: String) -> Substring {
        let found: Int?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            var i = bytes.count
            while i > 0 {
                i -= 1
                if bytes[i] == UInt8(ascii: ".") { return i }
            }
            return nil
        }
        switch found {
        case let .some(.some(dot)):
            return name[name.utf8.index(name.utf8.startIndex, offsetBy: dot + 1) ..< name.endIndex]
        case .some(.none):
            return Substring(name)
        case .none:
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
            return name[name.utf8.index(after: dot)...]
        }
    }
}

/// Values (a pack's index) keyed by a class's last component ("RadioButton"), found from a full class name by its
/// bytes: no substring is made and nothing is hashed (a dictionary lookup hashed the name, about
/// 550 instructions, for every node of a dump). Names are compared byte for byte where both are
/// ASCII, the case of every class name a dump carries; otherwise the dictionary decides, with
/// `String`'s equality.
package struct ClassNameTable: Sendable {
    package typealias Value = Int
    private let byName: [Substring: Value]
    /// ASCII keys by their last byte.
    private var buckets: [[(name: [UInt8], value: Value)]]
    private let allASCII: Bool

    package init(_ entries: [Substring: Value]) {
        byName = entries
        buckets = Array(repeating: [], count: 128)
        allASCII = entries.keys.allSatisfy { key in key.utf8.allSatisfy { $0 < 0x80 } }
        guard allASCII else { return }
        for (key, value) in entries {
            guard let last = key.utf8.last else { continue }
            buckets[Int(last)].append((Array(key.utf8), value))
        }
    }

    package subscript(className: String) -> Value? {
        if allASCII, let decided = className.utf8.withContiguousStorageIfAvailable({ lookup($0) }), let found = decided { return found }
        return byName[ClassName.lastComponent(className)]
    }

    /// nil: not decided here (a name not ASCII, or empty), so the dictionary is asked.
    private func lookup(_ full: UnsafeBufferPointer<UInt8>) -> Value?? {
        guard let start = ClassName.asciiLastComponentStart(full) else { return nil }
        let count = full.count - start
        guard count > 0, let base = full.baseAddress else { return nil }
        for entry in buckets[Int(full[full.count - 1])] where entry.name.count == count {
            if entry.name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + start, count) }) == 0 { return .some(entry.value) }
        }
        return .some(nil)
    }
}
