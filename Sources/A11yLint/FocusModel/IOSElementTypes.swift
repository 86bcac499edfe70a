import A11yLintModel

/// The iOS element types the screen-reader model tells apart, in one place.
///
/// A dump names an element by XCTest's `XCUIElementType` case (WebDriverAgent writes
/// `<XCUIElementTypeSwitch>`, XCUITest's debugDescription `Switch`; the loaders keep the name
/// without its prefix), by idb's accessibility role without its `AX`, or by its UIKit class
/// (`UISwitch`, in dumps that record `className`). Lists that mix them match either spelling:
/// callers test `elementType ?? className`.
enum IOSElementTypes {
    // MARK: What VoiceOver visits (FocusModel.voiceOver)

    /// Types VoiceOver treats as accessibility elements by default (UIKit's `isAccessibilityElement`
    /// defaults), used when a dump does not say `isAccessibilityElement`.
    static let elementsByDefault: Set<String> = [
        "Button", "Switch", "Toggle", "StaticText", "TextField", "SecureTextField", "TextView", "Link", "Slider",
        "SegmentedControl", "Image", "SearchField", "Stepper", "PickerWheel", "PageIndicator", "RadioButton", "CheckBox", "Cell", "Tab",
        "UIButton", "UISwitch", "UILabel", "UITextField", "UITextView", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
    ]

    /// Controls that are one element when a dump shows them as a leaf, and an accessibility container
    /// when it lists their parts. UISegmentedControl's segments and UIStepper's Increment / Decrement
    /// are Buttons inside them (XCUITest queries `app.segmentedControls.buttons["…"]`; WebDriverAgent's
    /// page source writes the control `accessible="false"` around its `XCUIElementTypeButton`s), and
    /// VoiceOver stops on each button ("8, Selected, Button"; ../shared/magentaa11y-native
    /// controls/stepper.md: "The stepper buttons themselves should be announced as \"Button\"").
    static let containersWithParts: Set<String> = ["SegmentedControl", "Stepper", "UISegmentedControl", "UIStepper"]

    /// Types a user operates: a table cell holding one of these besides its switch is a container
    /// (CellAccessory).
    static let operatedControls: Set<String> = [
        "Button", "TextField", "SecureTextField", "TextView", "SearchField", "Link", "Slider", "Stepper",
        "SegmentedControl", "RadioButton", "CheckBox", "PickerWheel", "Picker", "DatePicker", "MenuButton", "PopUpButton",
        "UIButton", "UITextField", "UITextView", "UISlider", "UIStepper", "UISegmentedControl",
    ]

    /// Scroll containers, whose rows below the fold VoiceOver scrolls in (`accessibilityScroll`;
    /// ScrollReach): by type, and by UIKit class.
    static let scrollContainers: Set<String> = ["Table", "CollectionView", "ScrollView", "WebView", "Grid", "Outline", "Browser"]
    static let scrollContainerClasses: Set<String> = ["UITableView", "UICollectionView", "UIScrollView", "WKWebView"]

    // MARK: What an element is (StopDescriber.traits: the traits UIKit gives the type)

    // Matched in a `switch` (`case IOSElementTypes.switches:`) and compared in turn, as the literal
    // cases they replace were: these run per element, and short lists need no hashing.

    /// A UISwitch, or SwiftUI's Toggle: "Switch button".
    static let switches: IOSTypeNames = ["Switch", "Toggle", "UISwitch"]
    /// Text entry, whose trait is private: listed traits never show it.
    static let textEntry: IOSTypeNames = ["TextField", "SecureTextField", "TextView", "UITextField", "UITextView"]
    static let buttons: IOSTypeNames = ["Button", "UIButton", "MenuButton", "PopUpButton"]
    static let images: IOSTypeNames = ["Image", "UIImageView", "Icon"]
    static let staticTexts: IOSTypeNames = ["StaticText", "UILabel"]
    static let adjustables: IOSTypeNames = ["Slider", "Stepper", "UISlider", "Adjustable"]
    /// A picker wheel (UIPickerView's column) and a page control (UIPageControl): adjustable, with a
    /// value and no label (see `StopDescriber.traits`).
    static let valuePickers: IOSTypeNames = ["PickerWheel", "PageIndicator", "UIPageControl"]
}

/// A short list of element type names, compared in turn.
struct IOSTypeNames: Sendable, ExpressibleByArrayLiteral {
    let names: [String]

    init(arrayLiteral names: String...) { self.names = names }

    func contains(_ type: String) -> Bool { names.contains(type) }

    static func ~= (list: IOSTypeNames, type: String) -> Bool { list.contains(type) }
}
