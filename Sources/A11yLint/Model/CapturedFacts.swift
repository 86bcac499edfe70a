/// What a capture records beyond each node's own properties: the steps after loading ask what the
/// dump can tell, never which format it came in (the format is only reported).
public struct CapturedFacts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Every node with a value range has it recorded, so a node without one has none: Compose's
    /// semantics print writes `ProgressBarRangeInfo`; uiautomator and the iOS formats never do.
    public static let rangeInfo = CapturedFacts(rawValue: 1 << 0)
    /// `visibleToUser = false` is the app's own word (Compose's `InvisibleToUser`), not the capture
    /// tool's on-screen test, which scrolling undoes (uiautomator's `visible-to-user`).
    public static let visibilityIsTheAppsWord = CapturedFacts(rawValue: 1 << 1)
}

extension DumpFormat {
    /// What dumps of this format record (`CapturedFacts`).
    public var captures: CapturedFacts {
        switch self {
        case .compose: [.rangeInfo, .visibilityIsTheAppsWord]
        case .uiautomator, .xcuitest, .nativeJSON, .nativeXML, .idb, .debugDescription: []
        }
    }
}

extension AccessibilityTree {
    /// What this tree's dump records (`CapturedFacts`).
    public var captures: CapturedFacts { format.captures }
}
