/// The platform whose screen reader reads a tree: Android (TalkBack) or iOS (VoiceOver).
public enum Platform: String, Sendable, CaseIterable, Codable {
    case android
    case ios

    /// The name a person would use in a report.
    public var displayName: String {
        switch self {
        case .android: return "Android"
        case .ios: return "iOS"
        }
    }

    /// Hashed by case, not by its raw text (the `RawRepresentable` default): rule plans and
    /// check options are looked up by platform per control.
    public func hash(into hasher: inout Hasher) { hasher.combine(self == .android) }
}
