/// A platform class name ("android.widget.RadioButton", "androidx.appcompat.widget.SwitchCompat").
enum ClassName {
    /// The part after the last dot: dumps carry subclasses and packages, and every step (the
    /// focus model's roles, recognition, groups) compares classes by their last component.
    static func lastComponent(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
        return name[name.utf8.index(after: dot)...]
    }
}
