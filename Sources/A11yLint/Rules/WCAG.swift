/// The success criteria of WCAG 2.2 (https://www.w3.org/TR/WCAG22/): number, name, level and the version
/// that introduced each. A criterion's `wcag:` list (rules/*.yml) may name only these; 4.1.1 Parsing,
/// obsolete and removed in 2.2, is not one of them. `explain` prints "4.1.2 Name, Role, Value (A)";
/// SARIF tags follow axe-core's convention (`wcag2a`, `wcag21aa`, `wcag22aa`, `wcag412`).
public struct WCAGCriterion: Sendable, Equatable, Hashable {
    public enum Level: String, Sendable, Hashable { case a = "A", aa = "AA", aaa = "AAA" }

    /// "4.1.2".
    public let number: String
    /// "Name, Role, Value".
    public let name: String
    public let level: Level
    /// The WCAG version that introduced it: "2.0", "2.1" or "2.2".
    public let since: String

    public init(number: String, name: String, level: Level, since: String) {
        self.number = number; self.name = name; self.level = level; self.since = since
    }

    /// "4.1.2 Name, Role, Value (A)".
    public var title: String { "\(number) \(name) (\(level.rawValue))" }

    /// axe-core's level tag: the version that introduced the criterion and its level, "wcag2a",
    /// "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"; every AAA criterion, whatever its version, is
    /// "wcag2aaa" (axe-core has no "wcag21aaa" or "wcag22aaa").
    public var levelTag: String {
        if level == .aaa { return "wcag2aaa" }
        let version = since == "2.0" ? "2" : since.replacingOccurrences(of: ".", with: "")
        return "wcag" + version + level.rawValue.lowercased()
    }

    /// axe-core's number tag: "wcag412", "wcag1411".
    public var numberTag: String { "wcag" + number.replacingOccurrences(of: ".", with: "") }
}

public enum WCAG {
    /// Every success criterion of WCAG 2.2, in document order.
    public static let criteria: [WCAGCriterion] = [
        .init(number: "1.1.1", name: "Non-text Content", level: .a, since: "2.0"),
        .init(number: "1.2.1", name: "Audio-only and Video-only (Prerecorded)", level: .a, since: "2.0"),
        .init(number: "1.2.2", name: "Captions (Prerecorded)", level: .a, since: "2.0"),
        .init(number: "1.2.3", name: "Audio Description or Media Alternative (Prerecorded)", level: .a, since: "2.0"),
        .init(number: "1.2.4", name: "Captions (Live)", level: .aa, since: "2.0"),
        .init(number: "1.2.5", name: "Audio Description (Prerecorded)", level: .aa, since: "2.0"),
        .init(number: "1.2.6", name: "Sign Language (Prerecorded)", level: .aaa, since: "2.0"),
        .init(number: "1.2.7", name: "Extended Audio Description (Prerecorded)", level: .aaa, since: "2.0"),
        .init(number: "1.2.8", name: "Media Alternative (Prerecorded)", level: .aaa, since: "2.0"),
        .init(number: "1.2.9", name: "Audio-only (Live)", level: .aaa, since: "2.0"),
        .init(number: "1.3.1", name: "Info and Relationships", level: .a, since: "2.0"),
        .init(number: "1.3.2", name: "Meaningful Sequence", level: .a, since: "2.0"),
        .init(number: "1.3.3", name: "Sensory Characteristics", level: .a, since: "2.0"),
        .init(number: "1.3.4", name: "Orientation", level: .aa, since: "2.1"),
        .init(number: "1.3.5", name: "Identify Input Purpose", level: .aa, since: "2.1"),
        .init(number: "1.3.6", name: "Identify Purpose", level: .aaa, since: "2.1"),
        .init(number: "1.4.1", name: "Use of Color", level: .a, since: "2.0"),
        .init(number: "1.4.2", name: "Audio Control", level: .a, since: "2.0"),
        .init(number: "1.4.3", name: "Contrast (Minimum)", level: .aa, since: "2.0"),
        .init(number: "1.4.4", name: "Resize Text", level: .aa, since: "2.0"),
        .init(number: "1.4.5", name: "Images of Text", level: .aa, since: "2.0"),
        .init(number: "1.4.6", name: "Contrast (Enhanced)", level: .aaa, since: "2.0"),
        .init(number: "1.4.7", name: "Low or No Background Audio", level: .aaa, since: "2.0"),
        .init(number: "1.4.8", name: "Visual Presentation", level: .aaa, since: "2.0"),
        .init(number: "1.4.9", name: "Images of Text (No Exception)", level: .aaa, since: "2.0"),
        .init(number: "1.4.10", name: "Reflow", level: .aa, since: "2.1"),
        .init(number: "1.4.11", name: "Non-text Contrast", level: .aa, since: "2.1"),
        .init(number: "1.4.12", name: "Text Spacing", level: .aa, since: "2.1"),
        .init(number: "1.4.13", name: "Content on Hover or Focus", level: .aa, since: "2.1"),
        .init(number: "2.1.1", name: "Keyboard", level: .a, since: "2.0"),
        .init(number: "2.1.2", name: "No Keyboard Trap", level: .a, since: "2.0"),
        .init(number: "2.1.3", name: "Keyboard (No Exception)", level: .aaa, since: "2.0"),
        .init(number: "2.1.4", name: "Character Key Shortcuts", level: .a, since: "2.1"),
        .init(number: "2.2.1", name: "Timing Adjustable", level: .a, since: "2.0"),
        .init(number: "2.2.2", name: "Pause, Stop, Hide", level: .a, since: "2.0"),
        .init(number: "2.2.3", name: "No Timing", level: .aaa, since: "2.0"),
        .init(number: "2.2.4", name: "Interruptions", level: .aaa, since: "2.0"),
        .init(number: "2.2.5", name: "Re-authenticating", level: .aaa, since: "2.0"),
        .init(number: "2.2.6", name: "Timeouts", level: .aaa, since: "2.1"),
        .init(number: "2.3.1", name: "Three Flashes or Below Threshold", level: .a, since: "2.0"),
        .init(number: "2.3.2", name: "Three Flashes", level: .aaa, since: "2.0"),
        .init(number: "2.3.3", name: "Animation from Interactions", level: .aaa, since: "2.1"),
        .init(number: "2.4.1", name: "Bypass Blocks", level: .a, since: "2.0"),
        .init(number: "2.4.2", name: "Page Titled", level: .a, since: "2.0"),
        .init(number: "2.4.3", name: "Focus Order", level: .a, since: "2.0"),
        .init(number: "2.4.4", name: "Link Purpose (In Context)", level: .a, since: "2.0"),
        .init(number: "2.4.5", name: "Multiple Ways", level: .aa, since: "2.0"),
        .init(number: "2.4.6", name: "Headings and Labels", level: .aa, since: "2.0"),
        .init(number: "2.4.7", name: "Focus Visible", level: .aa, since: "2.0"),
        .init(number: "2.4.8", name: "Location", level: .aaa, since: "2.0"),
        .init(number: "2.4.9", name: "Link Purpose (Link Only)", level: .aaa, since: "2.0"),
        .init(number: "2.4.10", name: "Section Headings", level: .aaa, since: "2.0"),
        .init(number: "2.4.11", name: "Focus Not Obscured (Minimum)", level: .aa, since: "2.2"),
        .init(number: "2.4.12", name: "Focus Not Obscured (Enhanced)", level: .aaa, since: "2.2"),
        .init(number: "2.4.13", name: "Focus Appearance", level: .aaa, since: "2.2"),
        .init(number: "2.5.1", name: "Pointer Gestures", level: .a, since: "2.1"),
        .init(number: "2.5.2", name: "Pointer Cancellation", level: .a, since: "2.1"),
        .init(number: "2.5.3", name: "Label in Name", level: .a, since: "2.1"),
        .init(number: "2.5.4", name: "Motion Actuation", level: .a, since: "2.1"),
        .init(number: "2.5.5", name: "Target Size (Enhanced)", level: .aaa, since: "2.1"),
        .init(number: "2.5.6", name: "Concurrent Input Mechanisms", level: .aaa, since: "2.1"),
        .init(number: "2.5.7", name: "Dragging Movements", level: .aa, since: "2.2"),
        .init(number: "2.5.8", name: "Target Size (Minimum)", level: .aa, since: "2.2"),
        .init(number: "3.1.1", name: "Language of Page", level: .a, since: "2.0"),
        .init(number: "3.1.2", name: "Language of Parts", level: .aa, since: "2.0"),
        .init(number: "3.1.3", name: "Unusual Words", level: .aaa, since: "2.0"),
        .init(number: "3.1.4", name: "Abbreviations", level: .aaa, since: "2.0"),
        .init(number: "3.1.5", name: "Reading Level", level: .aaa, since: "2.0"),
        .init(number: "3.1.6", name: "Pronunciation", level: .aaa, since: "2.0"),
        .init(number: "3.2.1", name: "On Focus", level: .a, since: "2.0"),
        .init(number: "3.2.2", name: "On Input", level: .a, since: "2.0"),
        .init(number: "3.2.3", name: "Consistent Navigation", level: .aa, since: "2.0"),
        .init(number: "3.2.4", name: "Consistent Identification", level: .aa, since: "2.0"),
        .init(number: "3.2.5", name: "Change on Request", level: .aaa, since: "2.0"),
        .init(number: "3.2.6", name: "Consistent Help", level: .a, since: "2.2"),
        .init(number: "3.3.1", name: "Error Identification", level: .a, since: "2.0"),
        .init(number: "3.3.2", name: "Labels or Instructions", level: .a, since: "2.0"),
        .init(number: "3.3.3", name: "Error Suggestion", level: .aa, since: "2.0"),
        .init(number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", level: .aa, since: "2.0"),
        .init(number: "3.3.5", name: "Help", level: .aaa, since: "2.0"),
        .init(number: "3.3.6", name: "Error Prevention (All)", level: .aaa, since: "2.0"),
        .init(number: "3.3.7", name: "Redundant Entry", level: .a, since: "2.2"),
        .init(number: "3.3.8", name: "Accessible Authentication (Minimum)", level: .aa, since: "2.2"),
        .init(number: "3.3.9", name: "Accessible Authentication (Enhanced)", level: .aaa, since: "2.2"),
        .init(number: "4.1.2", name: "Name, Role, Value", level: .a, since: "2.0"),
        .init(number: "4.1.3", name: "Status Messages", level: .aa, since: "2.1"),
    ]

    private static let byNumber = Dictionary(uniqueKeysWithValues: criteria.map { ($0.number, $0) })

    /// The success criterion numbered `number` ("4.1.2"), or nil when WCAG 2.2 has none.
    public static func criterion(_ number: String) -> WCAGCriterion? { byNumber[number] }

    /// Sorts success-criterion numbers in document order ("1.4.3" before "1.4.11"), unknown ones last.
    public static func sorted<S: Sequence>(_ numbers: S) -> [String] where S.Element == String {
        func key(_ s: String) -> [Int] { s.split(separator: ".").map { Int($0) ?? Int.max } }
        func before(_ a: [Int], _ b: [Int]) -> Bool {
            for (x, y) in zip(a, b) where x != y { return x < y }
            return a.count < b.count
        }
        // Each number once, in the order met, and each key made once, not twice per comparison:
        // a report asks for thousands of these lists (8,500 instructions a list before).
        var seen = Set<String>(), unique: [String] = []
        for number in numbers where seen.insert(number).inserted { unique.append(number) }
        guard unique.count > 1 else { return unique }
        return unique.map { (key: key($0), number: $0) }.sorted { before($0.key, $1.key) }.map(\.number)
    }

    /// axe-style tags for a set of success criteria: the level tags, then the number tags, each once
    /// ("wcag2a", "wcag22aa", "wcag412", "wcag258").
    public static func tags<S: Sequence>(_ numbers: S) -> [String] where S.Element == String {
        let known = sorted(numbers).compactMap(criterion)
        var levels: [String] = []
        for c in known where !levels.contains(c.levelTag) { levels.append(c.levelTag) }
        let order = ["wcag2a", "wcag2aa", "wcag2aaa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
        levels.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        return levels + known.map(\.numberTag)
    }
}
