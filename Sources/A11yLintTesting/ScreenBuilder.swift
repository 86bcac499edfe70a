import A11yLint

/// One element of a screen built in code (made by the ``A11y`` functions). The same element reads
/// as the platform's own widget: `A11y.Switch(isOn: true)` is an `android.widget.Switch` in an `AndroidScreen` and an
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
// Named as the screen reads (`Text`, `Button`, `Switch`), inside the `A11y` namespace so a test
// file that also imports SwiftUI sees one `Text` of each: `A11y.Text("Wi-Fi")`.

/// The elements of a screen built in code: `A11y.Row`, `A11y.Text`, `A11y.Switch`, … Each reads as
/// the platform's own widget: `A11y.Switch("Wi-Fi", isOn: true)` is an `android.widget.Switch`
/// with `checked="true"` in an ``AndroidScreen`` and an `XCUIElementTypeSwitch` with value `1` in an
/// ``IOSScreen``.
///
///     let screen = AndroidScreen {
///         A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: true) }
///     }
///
/// State is typed (`isOn`, `isChecked`, `isSelected`, `.enabled(_:)`, `.selected(_:)`); each
/// platform writes it its own way, so one screen description serves both.
public enum A11y {
    /// A plain container (Android `FrameLayout`, iOS `Other`).
    public static func Group(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
        ScreenElement(.group, children: content())
    }

    /// A list row laid out left to right (Android `LinearLayout`, iOS `Cell`).
    ///
    /// `clickable: true` makes the whole row one focus stop that takes the tap, as a settings row
    /// should be: on Android the row is clickable and focusable and the controls inside are not (as
    /// a Preference row is); on iOS the cell is the accessibility element, labelled with its texts,
    /// and its children are not. Without it every control inside is its own stop.
    public static func Row(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
        var row = ScreenElement(.row, children: content())
        row.groupsChildren = clickable
        return row
    }

    /// iOS name for ``Row(clickable:_:)``.
    public static func Cell(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
        Row(clickable: clickable, content)
    }

    /// Visible text (Android `TextView`, iOS `StaticText`).
    public static func Text(_ text: String) -> ScreenElement {
        var element = ScreenElement(.text)
        element.label = text
        return element
    }

    /// iOS name for ``Text(_:)``.
    public static func StaticText(_ text: String) -> ScreenElement { Text(text) }

    /// A button (Android `Button`, iOS `Button`).
    public static func Button(_ title: String? = nil) -> ScreenElement {
        var element = ScreenElement(.button)
        element.label = title
        return element
    }

    /// A toggle switch, on or off: Android `checked`, iOS value `1` / `0`.
    public static func Switch(_ label: String? = nil, isOn: Bool) -> ScreenElement {
        var element = ScreenElement(.toggle)
        element.label = label
        element.isOn = isOn
        return element
    }

    /// A radio button: Android `checked`; on iOS a button with the selected trait when selected.
    public static func RadioButton(_ label: String? = nil, isSelected: Bool) -> ScreenElement {
        var element = ScreenElement(.radio)
        element.label = label
        element.isOn = isSelected
        return element
    }

    /// A group of radio buttons (Android `RadioGroup`; on iOS a plain container).
    public static func RadioGroup(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement {
        ScreenElement(.radioGroup, children: content())
    }

    /// A checkbox: Android `checked`, iOS value `1` / `0`.
    public static func CheckBox(_ label: String? = nil, isChecked: Bool) -> ScreenElement {
        var element = ScreenElement(.checkbox)
        element.label = label
        element.isOn = isChecked
        return element
    }

    /// An image; `description` is its content description / accessibility label.
    public static func Image(description: String? = nil) -> ScreenElement {
        var element = ScreenElement(.image)
        element.label = description
        return element
    }

    /// A text field; `placeholder` is the hint shown while empty.
    public static func TextField(_ text: String? = nil, placeholder: String? = nil) -> ScreenElement {
        var element = ScreenElement(.textField)
        element.label = text
        if let placeholder { element.node.hintText = placeholder; element.node.placeholder = placeholder }
        return element
    }

    /// Any class of the screen's platform, with children.
    public static func Element(_ className: String, @ScreenBuilder _ content: () -> [ScreenElement] = { [] }) -> ScreenElement {
        ScreenElement(.custom(className), children: content())
    }
}

// The names before the namespace, kept so existing tests compile. A global `Text` or `Button`
// clashes with SwiftUI's in a file that imports both: use the `A11y.` names.

@available(*, deprecated, renamed: "A11y.Group")
public func Group(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement { A11y.Group(content) }

@available(*, deprecated, renamed: "A11y.Row")
public func Row(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement { A11y.Row(clickable: clickable, content) }

@available(*, deprecated, renamed: "A11y.Cell")
public func Cell(clickable: Bool = false, @ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement { A11y.Cell(clickable: clickable, content) }

@available(*, deprecated, renamed: "A11y.Text")
public func Text(_ text: String) -> ScreenElement { A11y.Text(text) }

@available(*, deprecated, renamed: "A11y.StaticText")
public func StaticText(_ text: String) -> ScreenElement { A11y.StaticText(text) }

@available(*, deprecated, renamed: "A11y.Button")
public func Button(_ title: String? = nil) -> ScreenElement { A11y.Button(title) }

@available(*, deprecated, renamed: "A11y.Switch(_:isOn:)")
public func Switch(_ label: String? = nil, checked: Bool) -> ScreenElement { A11y.Switch(label, isOn: checked) }

@available(*, deprecated, message: "use A11y.Switch(_:isOn:); .accessibilityValue(_:) sets any other iOS value")
public func Switch(_ label: String? = nil, value: String) -> ScreenElement {
    var element = ScreenElement(.toggle)
    element.label = label
    element.iosValue = value
    element.isOn = value == "1" ? true : value == "0" ? false : nil
    return element
}

@available(*, deprecated, renamed: "A11y.RadioButton(_:isSelected:)")
public func RadioButton(_ label: String? = nil, checked: Bool) -> ScreenElement { A11y.RadioButton(label, isSelected: checked) }

@available(*, deprecated, renamed: "A11y.RadioGroup")
public func RadioGroup(@ScreenBuilder _ content: () -> [ScreenElement]) -> ScreenElement { A11y.RadioGroup(content) }

@available(*, deprecated, renamed: "A11y.CheckBox(_:isChecked:)")
public func CheckBox(_ label: String? = nil, checked: Bool) -> ScreenElement { A11y.CheckBox(label, isChecked: checked) }

@available(*, deprecated, renamed: "A11y.Image")
public func Image(description: String? = nil) -> ScreenElement { A11y.Image(description: description) }

@available(*, deprecated, renamed: "A11y.TextField")
public func TextField(_ text: String? = nil, placeholder: String? = nil) -> ScreenElement { A11y.TextField(text, placeholder: placeholder) }

@available(*, deprecated, renamed: "A11y.Element")
public func Element(_ className: String, @ScreenBuilder _ content: () -> [ScreenElement] = { [] }) -> ScreenElement { A11y.Element(className, content) }

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
    /// Selected (a tab, a segment): Android `selected`, iOS the `selected` attribute.
    public func selected(_ selected: Bool = true) -> ScreenElement { with { $0.node.selected = selected } }
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
