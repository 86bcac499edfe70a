import A11yLint

/// One element of a screen built in code. The same element reads as the platform's own widget:
/// `Switch(checked: true)` is an `android.widget.Switch` in an `AndroidScreen` and an
/// `XCUIElementTypeSwitch` with value "1" in an `IOSScreen`.
public struct ScreenElement: Sendable {
    /// What the element is; the screen picks each platform's class for it.
    public enum Kind: Sendable, Equatable {
        case group, row, text, button, toggle, radio, radioGroup, checkbox, image, textField
        /// A class of the screen's platform, verbatim (`android.widget.SeekBar`, `XCUIElementTypeSlider`).
        case custom(String)
    }

    public var kind: Kind
    /// Properties set by the element's initialiser and modifiers; the screen adds class, frame and defaults.
    public var node = Node()
    public var children: [ScreenElement] = []
    /// Android `checked` / iOS value for toggles and radios, kept apart so each platform writes it its way.
    var isOn: Bool?
    var iosValue: String?
    var label: String?
    /// A row that is one focus stop for everything inside it.
    var groupsChildren = false

    public init(_ kind: Kind, children: [ScreenElement] = []) {
        self.kind = kind
        self.children = children
    }
}

@resultBuilder
public enum ScreenBuilder {
    public static func buildExpression(_ element: ScreenElement) -> [ScreenElement] { [element] }
    public static func buildExpression(_ elements: [ScreenElement]) -> [ScreenElement] { elements }
    public static func buildBlock(_ parts: [ScreenElement]...) -> [ScreenElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScreenElement]?) -> [ScreenElement] { part ?? [] }
    public static func buildEither(first part: [ScreenElement]) -> [ScreenElement] { part }
    public static func buildEither(second part: [ScreenElement]) -> [ScreenElement] { part }
    public static func buildArray(_ parts: [[ScreenElement]]) -> [ScreenElement] { parts.flatMap { $0 } }
}

// MARK: Elements
//
// Named as the screen reads (`Text`, `Button`, `Switch`). A test file that also imports SwiftUI
// sees two `Text`s: write `A11yLintTesting.Text` there.

/// A plain container (Android `FrameLayout`, iOS `Other`).
public func Group(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
    ScreenElement(.group, children: content())
}

/// A list row laid out left to right (Android `LinearLayout`, iOS `Cell`).
///
/// `clickable: true` makes the whole row one focus stop that takes the tap, as a settings row
/// should be: on Android the row is clickable and focusable and the controls inside are not (as
/// a Preference row is); on iOS the cell is the accessibility element, labelled with its texts,
/// and its children are not. Without it every control inside is its own stop.
public func Row(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
    var row = ScreenElement(.row, children: content())
    row.groupsChildren = clickable
    return row
}

/// iOS name for `Row`.
public func Cell(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
    Row(clickable: clickable, content)
}

/// Visible text (Android `TextView`, iOS `StaticText`).
public func Text(_ text: String) -> ScreenElement {
    var element = ScreenElement(.text)
    element.label = text
    return element
}

/// iOS name for `Text`.
public func StaticText(_ text: String) -> ScreenElement { Text(text) }

public func Button(_ title: String? = nil) -> ScreenElement {
    var element = ScreenElement(.button)
    element.label = title
    return element
}

/// A toggle switch: Android `checked`, or iOS `value` ("1"/"0").
public func Switch(_ label: String? = nil, checked: Bool) -> ScreenElement {
    var element = ScreenElement(.toggle)
    element.label = label
    element.isOn = checked
    return element
}

public func Switch(_ label: String? = nil, value: String) -> ScreenElement {
    var element = ScreenElement(.toggle)
    element.label = label
    element.iosValue = value
    element.isOn = value == "1" ? true : value == "0" ? false : nil
    return element
}

/// A radio button; on iOS a button with the selected trait when selected.
public func RadioButton(_ label: String? = nil, checked: Bool) -> ScreenElement {
    var element = ScreenElement(.radio)
    element.label = label
    element.isOn = checked
    return element
}

/// A group of radio buttons (Android `RadioGroup`; on iOS a plain container).
public func RadioGroup(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
    ScreenElement(.radioGroup, children: content())
}

public func CheckBox(_ label: String? = nil, checked: Bool) -> ScreenElement {
    var element = ScreenElement(.checkbox)
    element.label = label
    element.isOn = checked
    return element
}

/// An image; `description` is its content description / accessibility label.
public func Image(description: String? = nil) -> ScreenElement {
    var element = ScreenElement(.image)
    element.label = description
    return element
}

/// A text field; `placeholder` is the hint shown while empty.
public func TextField(_ text: String? = nil, placeholder: String? = nil) -> ScreenElement {
    var element = ScreenElement(.textField)
    element.label = text
    if let placeholder { element.node.hintText = placeholder; element.node.placeholder = placeholder }
    return element
}

/// Any class of the screen's platform, with children.
public func Element(_ className: String, @ScreenBuilder _ content: () -> [ScreenElement] = { [] }) -> ScreenElement {
    ScreenElement(.custom(className), children: content())
}

// MARK: Modifiers

extension ScreenElement {
    /// The id a test queries: Android `resource-id`, iOS `accessibilityIdentifier`.
    public func id(_ id: String) -> ScreenElement { with { $0.node.resourceId = id; $0.node.accessibilityIdentifier = id } }
    /// Android `contentDescription`.
    public func contentDescription(_ text: String?) -> ScreenElement { with { $0.node.contentDescription = text } }
    /// iOS `accessibilityLabel` (replaces what the element's title would give).
    public func accessibilityLabel(_ text: String?) -> ScreenElement { with { $0.node.accessibilityLabel = text } }
    public func accessibilityValue(_ text: String?) -> ScreenElement { with { $0.iosValue = text } }
    public func enabled(_ enabled: Bool) -> ScreenElement { with { $0.node.enabled = enabled } }
    /// Hidden from the screen reader: Android `importantForAccessibility=no`, iOS not an accessibility element.
    public func accessibilityHidden(_ hidden: Bool = true) -> ScreenElement {
        with {
            $0.node.importantForAccessibility = hidden ? .no : .yes
            $0.node.isAccessibilityElement = !hidden
        }
    }
    /// The frame; without one the screen stacks elements top to bottom (rows left to right).
    public func frame(x: Double, y: Double, width: Double, height: Double) -> ScreenElement {
        with { $0.node.frame = Rect(x: x, y: y, width: width, height: height) }
    }
    /// Any other property, set on the node as given; the screen fills in only what is left unset.
    public func node(_ change: (inout Node) -> Void) -> ScreenElement {
        with { change(&$0.node) }
    }

    private func with(_ change: (inout ScreenElement) -> Void) -> ScreenElement {
        var copy = self
        change(&copy)
        return copy
    }
}
