/// The dump formats a11ylint reads, by the name the CLI and the JSON report use.
public enum DumpFormat: String, Sendable, CaseIterable, Codable {
    /// `adb shell uiautomator dump` and Appium UiAutomator2 page source.
    case uiautomator
    /// Appium XCUITest (WebDriverAgent) page source.
    case xcuitest
    /// a11ylint's own JSON export (docs/format.md).
    case nativeJSON = "native-json"

    public var displayName: String {
        switch self {
        case .uiautomator: return "uiautomator / Appium UiAutomator2 XML"
        case .xcuitest: return "Appium XCUITest (WebDriverAgent) XML"
        case .nativeJSON: return "a11ylint native JSON"
        }
    }
}
