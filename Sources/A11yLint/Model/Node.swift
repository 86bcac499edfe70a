/// One element of a captured accessibility tree.
///
/// Properties keep the platform's own names. Every property is optional: `nil` means the dump
/// format did not carry it, which rules report as "needs review" rather than guess.
/// Structure (parent, children) lives in `AccessibilityTree`, not here.
public struct Node: Sendable, Equatable {
    // MARK: Identity and source
    /// Android `class` / UIKit class name / XCUITest `XCUIElementType…` (kept verbatim).
    public var className: String? {
        _read { yield storage.fields.pointee.className }
        _modify { yield &writable.pointee.className }
    }
    /// iOS element type without the `XCUIElementType` prefix (`Switch`, `Button`, `StaticText`).
    public var elementType: String? {
        _read { yield storage.fields.pointee.elementType }
        _modify { yield &writable.pointee.elementType }
    }
    /// Android `resource-id` (viewIdResourceName).
    public var resourceId: String? {
        _read { yield storage.fields.pointee.resourceId }
        _modify { yield &writable.pointee.resourceId }
    }
    /// iOS `accessibilityIdentifier` (WebDriverAgent `name`, debugDescription `identifier`).
    public var accessibilityIdentifier: String? {
        _read { yield storage.fields.pointee.accessibilityIdentifier }
        _modify { yield &writable.pointee.accessibilityIdentifier }
    }
    /// Compose `testTag`.
    public var testTag: String? {
        _read { yield storage.fields.pointee.testTag }
        _modify { yield &writable.pointee.testTag }
    }
    /// Android `package`.
    public var packageName: String? {
        _read { yield storage.fields.pointee.packageName }
        _modify { yield &writable.pointee.packageName }
    }
    /// Where the element starts in the source file.
    public var location: SourceLocation {
        _read { yield storage.fields.pointee.location }
        _modify { yield &writable.pointee.location }
    }
    /// Screen frame (Android `bounds`, iOS `frame`).
    public var frame: Rect? {
        _read { yield storage.fields.pointee.frame }
        _modify { yield &writable.pointee.frame }
    }

    // MARK: Names and descriptions
    /// Visible text: Android `text`, iOS visible text or title.
    public var text: String? {
        _read { yield storage.fields.pointee.text }
        _modify { yield &writable.pointee.text }
    }
    /// Android `contentDescription` (`content-desc`).
    public var contentDescription: String? {
        _read { yield storage.fields.pointee.contentDescription }
        _modify { yield &writable.pointee.contentDescription }
    }
    /// Android `hintText` (`hint`).
    public var hintText: String? {
        _read { yield storage.fields.pointee.hintText }
        _modify { yield &writable.pointee.hintText }
    }
    /// Android `stateDescription`.
    public var stateDescription: String? {
        _read { yield storage.fields.pointee.stateDescription }
        _modify { yield &writable.pointee.stateDescription }
    }
    /// Android `tooltipText`.
    public var tooltipText: String? {
        get { extras.box?.value.tooltipText }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.tooltipText = newValue } } }
    }
    /// Android `paneTitle`.
    public var paneTitle: String? {
        get { extras.box?.value.paneTitle }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.paneTitle = newValue } } }
    }
    /// Android `contentInvalid` (`AccessibilityNodeInfo.isContentInvalid`: the field's input is in
    /// error). Appium UiAutomator2 writes `content-invalid`; Compose's delegate sets it for `Error`.
    public var contentInvalid: Bool? {
        get { extras.box?.value.contentInvalid }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.contentInvalid = newValue } } }
    }
    /// Android `error` (`AccessibilityNodeInfo.getError()`: the field's error message). Appium
    /// UiAutomator2 writes `error`; Compose semantics dumps print `Error = '…'`.
    public var errorText: String? {
        get { extras.box?.value.errorText }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.errorText = newValue } } }
    }
    /// Android `roleDescription` (set through `AccessibilityNodeInfoCompat` extras).
    public var roleDescription: String? {
        get { extras.box?.value.roleDescription }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.roleDescription = newValue } } }
    }
    /// iOS `accessibilityLabel`.
    public var accessibilityLabel: String? {
        _read { yield storage.fields.pointee.accessibilityLabel }
        _modify { yield &writable.pointee.accessibilityLabel }
    }
    /// iOS `accessibilityValue`.
    public var accessibilityValue: String? {
        _read { yield storage.fields.pointee.accessibilityValue }
        _modify { yield &writable.pointee.accessibilityValue }
    }
    /// iOS `accessibilityHint`.
    public var accessibilityHint: String? {
        get { extras.box?.value.accessibilityHint }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.accessibilityHint = newValue } } }
    }
    /// iOS placeholder (`placeholderValue`).
    public var placeholder: String? {
        get { extras.box?.value.placeholder }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.placeholder = newValue } } }
    }

    // MARK: Android state and focus
    public var checkable: Bool? {
        _read { yield storage.fields.pointee.checkable }
        _modify { yield &writable.pointee.checkable }
    }
    /// Android `checked`. Compose's indeterminate `ToggleableState` is `toggleableState`.
    public var checked: Bool? {
        _read { yield storage.fields.pointee.checked }
        _modify { yield &writable.pointee.checked }
    }
    /// Android `selected`; iOS `isSelected` / the `selected` trait.
    public var selected: Bool? {
        _read { yield storage.fields.pointee.selected }
        _modify { yield &writable.pointee.selected }
    }
    /// Android `enabled`; iOS `isEnabled` (false also when the `notEnabled` trait is set).
    public var enabled: Bool? {
        _read { yield storage.fields.pointee.enabled }
        _modify { yield &writable.pointee.enabled }
    }
    public var focusable: Bool? {
        _read { yield storage.fields.pointee.focusable }
        _modify { yield &writable.pointee.focusable }
    }
    /// Input focus (Android `focused`, iOS `hasFocus`).
    public var focused: Bool? {
        _read { yield storage.fields.pointee.focused }
        _modify { yield &writable.pointee.focused }
    }
    /// Android `accessibilityFocused` (`a11y-focused`).
    public var accessibilityFocused: Bool? {
        get { extras.box?.value.accessibilityFocused }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.accessibilityFocused = newValue } } }
    }
    public var clickable: Bool? {
        _read { yield storage.fields.pointee.clickable }
        _modify { yield &writable.pointee.clickable }
    }
    public var longClickable: Bool? {
        _read { yield storage.fields.pointee.longClickable }
        _modify { yield &writable.pointee.longClickable }
    }
    public var scrollable: Bool? {
        _read { yield storage.fields.pointee.scrollable }
        _modify { yield &writable.pointee.scrollable }
    }
    public var password: Bool? {
        _read { yield storage.fields.pointee.password }
        _modify { yield &writable.pointee.password }
    }
    /// Android `screenReaderFocusable`.
    public var screenReaderFocusable: Bool? {
        _read { yield storage.fields.pointee.screenReaderFocusable }
        _modify { yield &writable.pointee.screenReaderFocusable }
    }
    /// Android `importantForAccessibility`.
    public var importantForAccessibility: ImportantForAccessibility? {
        _read { yield storage.fields.pointee.importantForAccessibility }
        _modify { yield &writable.pointee.importantForAccessibility }
    }
    /// Android `visibleToUser` (`displayed`); iOS `visible`.
    public var visibleToUser: Bool? {
        _read { yield storage.fields.pointee.visibleToUser }
        _modify { yield &writable.pointee.visibleToUser }
    }
    /// Android `heading`.
    public var heading: Bool? {
        _read { yield storage.fields.pointee.heading }
        _modify { yield &writable.pointee.heading }
    }
    /// uiautomator's `NAF` ("not accessibility friendly": clickable with no text or description).
    public var notAccessibilityFriendly: Bool? {
        get { extras.box?.value.notAccessibilityFriendly }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.notAccessibilityFriendly = newValue } } }
    }
    /// Android `drawingOrder`.
    public var drawingOrder: Int? {
        _read { yield storage.fields.pointee.drawingOrder }
        _modify { yield &writable.pointee.drawingOrder }
    }
    /// Android `liveRegion` (0 none, 1 polite, 2 assertive).
    public var liveRegion: Int? {
        get { extras.box?.value.liveRegion }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.liveRegion = newValue } } }
    }
    /// Android `labelFor`: the resource-id of the view this node labels.
    public var labelFor: String? {
        get { extras.box?.value.labelFor }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.labelFor = newValue } } }
    }
    /// Android `labeledBy`: the resource-id of the view that labels this node.
    public var labeledBy: String? {
        get { extras.box?.value.labeledBy }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.labeledBy = newValue } } }
    }
    /// Android `accessibilityTraversalBefore` / `After` (resource-ids).
    public var traversalBefore: String? {
        get { extras.box?.value.traversalBefore }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.traversalBefore = newValue } } }
    }
    public var traversalAfter: String? {
        get { extras.box?.value.traversalAfter }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.traversalAfter = newValue } } }
    }
    /// Android `nextFocusDown/Up/Left/Right/Forward` (resource-ids).
    public var nextFocus: NextFocus? {
        get { extras.box?.value.nextFocus }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.nextFocus = newValue } } }
    }
    /// Android `CollectionInfo` (RecyclerView, ListView, Compose `selectableGroup`).
    public var collectionInfo: CollectionInfo? {
        get { extras.box?.value.collectionInfo }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.collectionInfo = newValue } } }
    }
    /// Android `CollectionItemInfo`.
    public var collectionItemInfo: CollectionItemInfo? {
        get { extras.box?.value.collectionItemInfo }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.collectionItemInfo = newValue } } }
    }
    /// Android `RangeInfo` (SeekBar, ProgressBar; Compose `ProgressBarRangeInfo`). Only formats that
    /// print it fill it: Compose semantics text and native JSON/XML (uiautomator and Appium XML do not).
    public var rangeInfo: RangeInfo? {
        get { extras.box?.value.rangeInfo }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.rangeInfo = newValue } } }
    }
    /// Accessibility actions (`ACTION_CLICK`, Compose `OnClick`, iOS custom actions).
    public var actions: [String]? {
        get { extras.box?.value.actions }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.actions = newValue } } }
    }

    // MARK: Compose semantics
    /// Compose `Role` (`Button`, `Checkbox`, `Switch`, `RadioButton`, `Tab`, `Image`, `DropdownList`).
    public var role: String? {
        get { extras.box?.value.role }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.role = newValue } } }
    }
    /// Compose `ToggleableState`.
    public var toggleableState: ToggleableState? {
        get { extras.box?.value.toggleableState }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.toggleableState = newValue } } }
    }
    /// Compose `mergeDescendants = true`.
    public var mergeDescendants: Bool? {
        _read { yield storage.fields.pointee.mergeDescendants }
        _modify { yield &writable.pointee.mergeDescendants }
    }
    /// Compose `Modifier.selectableGroup()`.
    public var selectableGroup: Bool? {
        get { extras.box?.value.selectableGroup }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.selectableGroup = newValue } } }
    }
    /// Compose `clearAndSetSemantics`.
    public var clearAndSetSemantics: Bool? {
        get { extras.box?.value.clearAndSetSemantics }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.clearAndSetSemantics = newValue } } }
    }

    // MARK: iOS (UIAccessibility)
    public var isAccessibilityElement: Bool? {
        _read { yield storage.fields.pointee.isAccessibilityElement }
        _modify { yield &writable.pointee.isAccessibilityElement }
    }
    public var accessibilityElementsHidden: Bool? {
        _read { yield storage.fields.pointee.accessibilityElementsHidden }
        _modify { yield &writable.pointee.accessibilityElementsHidden }
    }
    public var accessibilityViewIsModal: Bool? {
        get { extras.box?.value.accessibilityViewIsModal }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.accessibilityViewIsModal = newValue } } }
    }
    public var shouldGroupAccessibilityChildren: Bool? {
        get { extras.box?.value.shouldGroupAccessibilityChildren }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.shouldGroupAccessibilityChildren = newValue } } }
    }
    public var accessibilityTraits: AccessibilityTraits? {
        _read { yield storage.fields.pointee.accessibilityTraits }
        _modify { yield &writable.pointee.accessibilityTraits }
    }

    /// The properties few dumps carry, out of line (copy-on-write) so a node stays small.
    var extras: NodeExtrasStorage {
        _read { yield storage.fields.pointee.extras }
        _modify { yield &writable.pointee.extras }
    }

    /// Every property, in one shared box (copy-on-write): copying a node, which the passes over
    /// a 100,000-node screen do about a million times, is one retain, not one per string.
    private var storage: NodeStorage

    /// The box, made unique before a change.
    private var writable: UnsafeMutablePointer<NodeFields> {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = NodeStorage(storage.fields.pointee) }
            return storage.fields
        }
    }

    /// The stored values, for tests that list them (`Mirror`).
    package var fields: NodeFields { storage.fields.pointee }

    public init() { storage = NodeStorage(NodeFields()) }

    public static func == (a: Node, b: Node) -> Bool {
        a.storage === b.storage || a.storage.fields.pointee == b.storage.fields.pointee
    }
}

/// A node's stored values (`Node` holds them boxed).
package struct NodeFields: Sendable, Equatable {
    var className: String?
    var elementType: String?
    var resourceId: String?
    var accessibilityIdentifier: String?
    var testTag: String?
    var packageName: String?
    var location: SourceLocation = .unknown
    var frame: Rect?
    var text: String?
    var contentDescription: String?
    var hintText: String?
    var stateDescription: String?
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var checkable: Bool?
    var checked: Bool?
    var selected: Bool?
    var enabled: Bool?
    var focusable: Bool?
    var focused: Bool?
    var clickable: Bool?
    var longClickable: Bool?
    var scrollable: Bool?
    var password: Bool?
    var screenReaderFocusable: Bool?
    var importantForAccessibility: ImportantForAccessibility?
    var visibleToUser: Bool?
    var heading: Bool?
    var drawingOrder: Int?
    var mergeDescendants: Bool?
    var isAccessibilityElement: Bool?
    var accessibilityElementsHidden: Bool?
    var accessibilityTraits: AccessibilityTraits?
    var extras = NodeExtrasStorage()
}

/// One node's values behind a constant pointer: a class's `let` is read without the run-time
/// exclusivity check every access to a class's `var` pays.
final class NodeStorage: @unchecked Sendable { // changed only while uniquely referenced
    let fields: UnsafeMutablePointer<NodeFields>

    init(_ value: NodeFields) {
        fields = .allocate(capacity: 1)
        fields.initialize(to: value)
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }
}


struct NodeExtras: Sendable, Equatable {
    var tooltipText: String?
    var paneTitle: String?
    var roleDescription: String?
    var contentInvalid: Bool?
    var errorText: String?
    var accessibilityHint: String?
    var placeholder: String?
    var accessibilityFocused: Bool?
    var notAccessibilityFriendly: Bool?
    var liveRegion: Int?
    var labelFor: String?
    var labeledBy: String?
    var traversalBefore: String?
    var traversalAfter: String?
    var nextFocus: NextFocus?
    var collectionInfo: CollectionInfo?
    var collectionItemInfo: CollectionItemInfo?
    var rangeInfo: RangeInfo?
    var actions: [String]?
    var role: String?
    var toggleableState: ToggleableState?
    var selectableGroup: Bool?
    var clearAndSetSemantics: Bool?
    var accessibilityViewIsModal: Bool?
    var shouldGroupAccessibilityChildren: Bool?
}

/// Copy-on-write storage for `NodeExtras`; equal when the values are (no box = all nil).
struct NodeExtrasStorage: Sendable, Equatable {
    final class Box: @unchecked Sendable { // mutated only when uniquely referenced
        var value: NodeExtras
        init(_ value: NodeExtras) { self.value = value }
    }

    private(set) var box: Box?

    mutating func modify(_ change: (inout NodeExtras) -> Void) {
        if box == nil { box = Box(NodeExtras()) } else if !isKnownUniquelyReferenced(&box!) { box = Box(box!.value) }
        change(&box!.value)
    }

    var value: NodeExtras { box?.value ?? NodeExtras() }

    static func == (a: NodeExtrasStorage, b: NodeExtrasStorage) -> Bool { a.box === b.box || a.value == b.value }
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

/// Android `RangeInfo` / Compose `ProgressBarRangeInfo`: the current value within `min...max`.
/// Compose prints an indeterminate progress as `current=0.0, range=0.0..0.0`.
public struct RangeInfo: Sendable, Equatable {
    public var current: Double
    public var min: Double
    public var max: Double
    public init(current: Double, min: Double = 0, max: Double = 1) {
        self.current = current; self.min = min; self.max = max
    }
    /// An empty range: Compose's `ProgressBarRangeInfo.Indeterminate`.
    public var isIndeterminate: Bool { !(max > min) }
    /// The value as a whole percentage, as Compose's accessibility delegate rounds it
    /// (`AndroidComposeViewAccessibilityDelegateCompat`: 0 and 100 only at the ends, else 1...99).
    public var percent: Int? {
        guard !isIndeterminate, current.isFinite, min.isFinite, max.isFinite else { return nil }
        let fraction = Swift.min(Swift.max((current - min) / (max - min), 0), 1)
        if fraction == 0 { return 0 }
        if fraction == 1 { return 100 }
        return Swift.min(Swift.max(Int((fraction * 100).rounded()), 1), 99)
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
