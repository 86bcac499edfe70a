/// The dump formats a11ylint reads, by the name the CLI and the JSON report use.
public enum DumpFormat: String, Sendable, CaseIterable, Codable {
    /// `adb shell uiautomator dump` and Appium UiAutomator2 page source.
    case uiautomator
    /// Appium XCUITest (WebDriverAgent) page source.
    case xcuitest
    /// a11ylint's own JSON export (docs/format.md).
    case nativeJSON = "native-json"
    /// `XCUIApplication().debugDescription` text, plain or as lldb `po` prints it.
    case debugDescription = "debugdescription"
    /// `idb ui describe-all` JSON, flat or nested.
    case idb
    /// Jetpack Compose `printToString()` / `printToLog()` semantics text.
    case compose
    /// a11ylint's own XML export, the twin of the native JSON.
    case nativeXML = "native-xml"

    public var displayName: String {
        switch self {
        case .uiautomator: return "uiautomator / Appium UiAutomator2 XML"
        case .xcuitest: return "Appium XCUITest (WebDriverAgent) XML"
        case .nativeJSON: return "a11ylint native JSON"
        case .debugDescription: return "XCUITest debugDescription text"
        case .idb: return "idb ui describe-all JSON"
        case .compose: return "Jetpack Compose semantics text"
        case .nativeXML: return "a11ylint native XML"
        }
    }
}
