/// A platform class name ("android.widget.RadioButton", "androidx.appcompat.widget.SwitchCompat").
package enum ClassName {
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
