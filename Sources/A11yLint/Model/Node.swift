/// One element of a captured accessibility tree.
///
/// Properties keep the platform's own names. Every property is optional: `nil` means the dump
/// format did not carry it, which rules report as "needs review" rather than guess.
/// Structure (parent, children) lives in `AccessibilityTree`, not here.
public struct Node: Sendable, Equatable {
    // MARK: Identity and source
    /// Android `class` / UIKit class name / XCUITest `XCUIElementType…` (kept verbatim).
    public var className: String?
    /// iOS element type without the `XCUIElementType` prefix (`Switch`, `Button`, `StaticText`).
    public var elementType: String?
    /// Android `resource-id` (viewIdResourceName).
    public var resourceId: String?
    /// iOS `accessibilityIdentifier` (WebDriverAgent `name`, debugDescription `identifier`).
    public var accessibilityIdentifier: String?
    /// Compose `testTag`.
    public var testTag: String?
    /// Android `package`.
    public var packageName: String?
    /// Where the element starts in the source file.
    public var location: SourceLocation = .unknown
    /// Screen frame (Android `bounds`, iOS `frame`).
    public var frame: Rect?

    // MARK: Names and descriptions
    /// Visible text: Android `text`, iOS visible text or title.
    public var text: String?
    /// Android `contentDescription` (`content-desc`).
    public var contentDescription: String?
    /// Android `hintText` (`hint`).
    public var hintText: String?
    /// Android `stateDescription`.
    public var stateDescription: String?
    /// Android `tooltipText`.
    public var tooltipText: String?
    /// Android `paneTitle`.
    public var paneTitle: String?
    /// Android `roleDescription` (set through `AccessibilityNodeInfoCompat` extras).
    public var roleDescription: String?
    /// iOS `accessibilityLabel`.
    public var accessibilityLabel: String?
    /// iOS `accessibilityValue`.
    public var accessibilityValue: String?
    /// iOS `accessibilityHint`.
    public var accessibilityHint: String?
    /// iOS placeholder (`placeholderValue`).
    public var placeholder: String?

    // MARK: Android state and focus
    public var checkable: Bool?
    /// Android `checked`. Compose's indeterminate `ToggleableState` is `toggleableState`.
    public var checked: Bool?
    /// Android `selected`; iOS `isSelected` / the `selected` trait.
    public var selected: Bool?
    /// Android `enabled`; iOS `isEnabled` (false also when the `notEnabled` trait is set).
    public var enabled: Bool?
    public var focusable: Bool?
    /// Input focus (Android `focused`, iOS `hasFocus`).
    public var focused: Bool?
    /// Android `accessibilityFocused` (`a11y-focused`).
    public var accessibilityFocused: Bool?
    public var clickable: Bool?
    public var longClickable: Bool?
    public var scrollable: Bool?
    public var password: Bool?
    /// Android `screenReaderFocusable`.
    public var screenReaderFocusable: Bool?
    /// Android `importantForAccessibility`.
    public var importantForAccessibility: ImportantForAccessibility?
    /// Android `visibleToUser` (`displayed`); iOS `visible`.
    public var visibleToUser: Bool?
    /// Android `heading`.
    public var heading: Bool?
    /// uiautomator's `NAF` ("not accessibility friendly": clickable with no text or description).
    public var notAccessibilityFriendly: Bool?
    /// Android `drawingOrder`.
    public var drawingOrder: Int?
    /// Android `liveRegion` (0 none, 1 polite, 2 assertive).
    public var liveRegion: Int?
    /// Android `labelFor`: the resource-id of the view this node labels.
    public var labelFor: String?
    /// Android `labeledBy`: the resource-id of the view that labels this node.
    public var labeledBy: String?
    /// Android `accessibilityTraversalBefore` / `After` (resource-ids).
    public var traversalBefore: String?
    public var traversalAfter: String?
    /// Android `nextFocusDown/Up/Left/Right/Forward` (resource-ids).
    public var nextFocus: NextFocus?
    /// Android `CollectionInfo` (RecyclerView, ListView, Compose `selectableGroup`).
    public var collectionInfo: CollectionInfo?
    /// Android `CollectionItemInfo`.
    public var collectionItemInfo: CollectionItemInfo?
    /// Accessibility actions (`ACTION_CLICK`, Compose `OnClick`, iOS custom actions).
    public var actions: [String]?

    // MARK: Compose semantics
    /// Compose `Role` (`Button`, `Checkbox`, `Switch`, `RadioButton`, `Tab`, `Image`, `DropdownList`).
    public var role: String?
    /// Compose `ToggleableState`.
    public var toggleableState: ToggleableState?
    /// Compose `mergeDescendants = true`.
    public var mergeDescendants: Bool?
    /// Compose `Modifier.selectableGroup()`.
    public var selectableGroup: Bool?
    /// Compose `clearAndSetSemantics`.
    public var clearAndSetSemantics: Bool?

    // MARK: iOS (UIAccessibility)
    public var isAccessibilityElement: Bool?
    public var accessibilityElementsHidden: Bool?
    public var accessibilityViewIsModal: Bool?
    public var shouldGroupAccessibilityChildren: Bool?
    public var accessibilityTraits: AccessibilityTraits?

    public init() {}
}

public enum ImportantForAccessibility: String, Sendable, Equatable {
    case auto, yes, no, noHideDescendants

    /// Accepts Android's constant names and numbers (0 auto, 1 yes, 2 no, 4 noHideDescendants).
    public init?(parsing raw: String) {
        switch raw.lowercased().replacingOccurrences(of: "_", with: "") {
        case "auto", "0": self = .auto
        case "yes", "1", "true": self = .yes
        case "no", "2", "false": self = .no
        case "nohidedescendants", "4": self = .noHideDescendants
        default: return nil
        }
    }
}

public enum ToggleableState: String, Sendable, Equatable {
    case on = "On", off = "Off", indeterminate = "Indeterminate"

    public init?(parsing raw: String) {
        switch raw.lowercased() {
        case "on", "true", "checked": self = .on
        case "off", "false", "unchecked": self = .off
        case "indeterminate", "mixed": self = .indeterminate
        default: return nil
        }
    }
}

public struct NextFocus: Sendable, Equatable {
    public var down: String?
    public var up: String?
    public var left: String?
    public var right: String?
    public var forward: String?
    public init(down: String? = nil, up: String? = nil, left: String? = nil, right: String? = nil, forward: String? = nil) {
        self.down = down; self.up = up; self.left = left; self.right = right; self.forward = forward
    }
    public var all: [(String, String)] {
        [("nextFocusDown", down), ("nextFocusUp", up), ("nextFocusLeft", left), ("nextFocusRight", right), ("nextFocusForward", forward)]
            .compactMap { name, value in value.map { (name, $0) } }
    }
}

public struct CollectionInfo: Sendable, Equatable {
    public var rowCount: Int?
    public var columnCount: Int?
    public var hierarchical: Bool?
    /// 0 none, 1 single, 2 multiple.
    public var selectionMode: Int?
    public init(rowCount: Int? = nil, columnCount: Int? = nil, hierarchical: Bool? = nil, selectionMode: Int? = nil) {
        self.rowCount = rowCount; self.columnCount = columnCount; self.hierarchical = hierarchical; self.selectionMode = selectionMode
    }
}

public struct CollectionItemInfo: Sendable, Equatable {
    public var rowIndex: Int?
    public var columnIndex: Int?
    public var heading: Bool?
    public var selected: Bool?
    public init(rowIndex: Int? = nil, columnIndex: Int? = nil, heading: Bool? = nil, selected: Bool? = nil) {
        self.rowIndex = rowIndex; self.columnIndex = columnIndex; self.heading = heading; self.selected = selected
    }
}

import Foundation
