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
