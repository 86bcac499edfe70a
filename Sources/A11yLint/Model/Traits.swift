/// UIKit's `UIAccessibilityTraits`, by the names Apple gives them.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    public static let header = AccessibilityTraits(rawValue: 1 << 5)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 11)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 12)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 13)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 14)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 15)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// iOS 17's `.toggleButton`, which VoiceOver reads as "switch button".
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 19)

    /// Names as written in dumps and in our native format (`button`, `selected`, `notEnabled`, …).
    public static let byName: [(String, AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("staticText", .staticText), ("header", .header), ("searchField", .searchField),
        ("notEnabled", .notEnabled), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("updatesFrequently", .updatesFrequently),
        ("causesPageTurn", .causesPageTurn), ("keyboardKey", .keyboardKey),
        ("summaryElement", .summaryElement), ("playsSound", .playsSound),
        ("startsMediaSession", .startsMediaSession), ("tabBar", .tabBar),
        ("toggleButton", .toggleButton), ("supportsZoom", .supportsZoom), ("textEntry", .textEntry),
    ]

    /// Parses one trait name, forgiving case, a `UIAccessibilityTrait` prefix and a leading dot.
    public static func named(_ raw: String) -> AccessibilityTraits? {
        var name = trimmingBlanks(raw)
        for prefix in ["UIAccessibilityTraits", "UIAccessibilityTrait", "."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        let lowered = name.lowercased()
        if lowered == "disabled" || lowered == "notenabled" { return .notEnabled }
        if lowered == "togglebutton" || lowered == "switch" { return .toggleButton }
        if lowered == "statictext" || lowered == "text" { return .staticText }
        return byName.first { $0.0.lowercased() == lowered }?.1
    }

    public var names: [String] { Self.byName.filter { contains($0.1) }.map(\.0) }

    /// What Foundation's `trimmingCharacters(in: .whitespaces)` trims (tabs and the Unicode space
    /// separators), without it: building that character set cost 140,000 instructions a call, and
    /// the packs' trait options are read at every start.
    private static func trimmingBlanks(_ raw: String) -> String {
        func blank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || (s.value >= 0x80 && s.properties.generalCategory == .spaceSeparator) }
        let scalars = raw.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, blank(scalars[start]) { start = scalars.index(after: start) }
        while end > start, blank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return start == scalars.startIndex && end == scalars.endIndex ? raw : String(scalars[start ..< end])
    }
}
