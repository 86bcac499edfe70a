import Testing
@testable import A11yLintModel

/// `ClassNameTable` answers as a dictionary keyed by `ClassName.lastComponent` would.
struct ClassNameTableTests {
    static let entries: [Substring: Int] = ["RadioButton": 1, "Switch": 2, "SwitchCompat": 3, "Chip": 4]

    @Test(arguments: [
        "android.widget.RadioButton", "androidx.appcompat.widget.SwitchCompat", "android.widget.Switch", "Switch",
        "com.google.android.material.chip.Chip", "android.widget.TextView", "", ".", "android.widget.", "Chip.",
        "android.widget.RadioButtonX", "XRadioButton", "android.widget.radiobutton", "café.Switch", "android.widget.Swïtch",
    ])
    func answersAsTheDictionary(className: String) {
        let table = ClassNameTable(Self.entries)
        #expect(table[className] == Self.entries[ClassName.lastComponent(className)], "\(className)")
    }

    @Test func aKeyThatIsNotASCIIIsComparedAsAString() {
        // "e" + combining acute equals "é" as a String; bytes alone would miss it.
        let table = ClassNameTable(["Caf\u{E9}": 7, "Switch": 2])
        #expect(table["com.example.Cafe\u{301}"] == 7)
        #expect(table["android.widget.Switch"] == 2)
        #expect(table["android.widget.Swatch"] == nil)
    }
}

/// `ClassName.isClass` answers as `cls == name || cls.hasSuffix("." + name)`, whose `Character`
/// comparison it replaces with bytes where both ends are ASCII.
struct ClassNameIsClassTests {
    @Test(arguments: [
        ("android.widget.TextView", "TextView"), ("TextView", "TextView"), ("android.widget.TextView", "widget.TextView"),
        ("android.widget.EditTextView", "TextView"), ("android.widget.TextViewX", "TextView"), ("TextView", "android.widget.TextView"),
        (".TextView", "TextView"), ("", "TextView"), ("TextView", ""), ("android.widget.", ""), ("a.b", "b"), ("ab", "b"),
        // Not ASCII: the String comparison decides (canonical equivalence, graphemes).
        ("com.example.Cafe\u{301}", "Caf\u{E9}"), ("com.example.Caf\u{E9}", "Caf\u{E9}"), ("com.example.\u{212A}elvin", "Kelvin"),
        ("com.e\u{301}.TextView", "TextView"), ("com.example.TextVi\u{EA}w", "TextView"), ("x.\u{301}TextView", "TextView"),
    ])
    func answersAsTheSuffixTest(cls: String, name: String) {
        #expect(ClassName.isClass(cls, named: name) == (cls == name || cls.hasSuffix("." + name)), "\(cls) / \(name)")
    }
}

/// `joinedBytes(separator:)` is `joined(separator:)`.
struct JoinedBytesTests {
    @Test(arguments: [[], [""], ["One"], ["", ""], ["Wi-Fi", "switch", "on"], ["Caf\u{E9}", "e\u{301}", "😀", ""],
                      [String(repeating: "long text ", count: 40), "x"]])
    func joinsAsJoined(words: [String]) {
        #expect(words.joinedBytes(separator: ", ") == words.joined(separator: ", "))
        #expect(words.joinedBytes(separator: "") == words.joined(separator: ""))
        #expect(words.joinedBytes(separator: " · ") == words.joined(separator: " · "))
    }
}
