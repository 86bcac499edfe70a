/// One element of a captured accessibility tree.
///
/// Properties keep the platform's own names. Every property is optional: `nil` means the dump
/// format did not carry it, which rules report as "needs review" rather than guess.
/// Structure (parent, children) lives in `AccessibilityTree`, not here.
public struct Node: Sendable, Equatable {
    // MARK: Identity and source
    /// Android `class` / UIKit class name / XCUITest `XCUIElementType…` (kept verbatim).
    public var className: String? {
        get { storage.string(.className) }
        set { setString(.className, newValue) }
    }
    /// iOS element type without the `XCUIElementType` prefix (`Switch`, `Button`, `StaticText`).
    public var elementType: String? {
        get { storage.string(.elementType) }
        set { setString(.elementType, newValue) }
    }
    /// Android `resource-id` (viewIdResourceName).
    public var resourceId: String? {
        get { storage.string(.resourceId) }
        set { setString(.resourceId, newValue) }
    }
    /// iOS `accessibilityIdentifier` (WebDriverAgent `name`, debugDescription `identifier`).
    public var accessibilityIdentifier: String? {
        get { storage.string(.accessibilityIdentifier) }
        set { setString(.accessibilityIdentifier, newValue) }
    }
    /// Compose `testTag`.
    public var testTag: String? {
        get { storage.string(.testTag) }
        set { setString(.testTag, newValue) }
    }
    /// Android `package`.
    public var packageName: String? {
        get { storage.string(.packageName) }
        set { setString(.packageName, newValue) }
    }
    // The head's values are read and written whole (`get`/`set`), not yielded: a `_modify` called
    // from another module (a loader) had its coroutine frame malloc'd per call, 464 bytes for the
    // location and 48 for the frame, 200,000 allocations loading a 100,000-node dump (valgrind's dhat).
    /// Where the element starts in the source file.
    public var location: SourceLocation {
        get { storage.head.pointee.location }
        set { writableHead.pointee.location = newValue }
    }
    /// Screen frame (Android `bounds`, iOS `frame`).
    public var frame: Rect? {
        get { storage.head.pointee.frame }
        set { writableHead.pointee.frame = newValue }
    }

    // MARK: Names and descriptions
    /// Visible text: Android `text`, iOS visible text or title.
    public var text: String? {
        get { storage.string(.text) }
        set { setString(.text, newValue) }
    }
    /// Android `contentDescription` (`content-desc`).
    public var contentDescription: String? {
        get { storage.string(.contentDescription) }
        set { setString(.contentDescription, newValue) }
    }
    /// Android `hintText` (`hint`).
    public var hintText: String? {
        get { storage.string(.hintText) }
        set { setString(.hintText, newValue) }
    }
    /// Android `stateDescription`.
    public var stateDescription: String? {
        get { storage.string(.stateDescription) }
        set { setString(.stateDescription, newValue) }
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
        get { storage.string(.accessibilityLabel) }
        set { setString(.accessibilityLabel, newValue) }
    }
    /// iOS `accessibilityValue`.
    public var accessibilityValue: String? {
        get { storage.string(.accessibilityValue) }
        set { setString(.accessibilityValue, newValue) }
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
        get { storage.head.pointee.flag(.checkable) }
        set { writableHead.pointee.setFlag(.checkable, newValue) }
    }
    /// Android `checked`. Compose's indeterminate `ToggleableState` is `toggleableState`.
    public var checked: Bool? {
        get { storage.head.pointee.flag(.checked) }
        set { writableHead.pointee.setFlag(.checked, newValue) }
    }
    /// Android `selected`; iOS `isSelected` / the `selected` trait.
    public var selected: Bool? {
        get { storage.head.pointee.flag(.selected) }
        set { writableHead.pointee.setFlag(.selected, newValue) }
    }
    /// Android `enabled`; iOS `isEnabled` (false also when the `notEnabled` trait is set).
    public var enabled: Bool? {
        get { storage.head.pointee.flag(.enabled) }
        set { writableHead.pointee.setFlag(.enabled, newValue) }
    }
    public var focusable: Bool? {
        get { storage.head.pointee.flag(.focusable) }
        set { writableHead.pointee.setFlag(.focusable, newValue) }
    }
    /// Input focus (Android `focused`, iOS `hasFocus`).
    public var focused: Bool? {
        get { storage.head.pointee.flag(.focused) }
        set { writableHead.pointee.setFlag(.focused, newValue) }
    }
    /// Android `accessibilityFocused` (`a11y-focused`).
    public var accessibilityFocused: Bool? {
        get { extras.box?.value.accessibilityFocused }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.accessibilityFocused = newValue } } }
    }
    public var clickable: Bool? {
        get { storage.head.pointee.flag(.clickable) }
        set { writableHead.pointee.setFlag(.clickable, newValue) }
    }
    public var longClickable: Bool? {
        get { storage.head.pointee.flag(.longClickable) }
        set { writableHead.pointee.setFlag(.longClickable, newValue) }
    }
    public var scrollable: Bool? {
        get { storage.head.pointee.flag(.scrollable) }
        set { writableHead.pointee.setFlag(.scrollable, newValue) }
    }
    public var password: Bool? {
        get { storage.head.pointee.flag(.password) }
        set { writableHead.pointee.setFlag(.password, newValue) }
    }
    /// Android `screenReaderFocusable`.
    public var screenReaderFocusable: Bool? {
        get { storage.head.pointee.flag(.screenReaderFocusable) }
        set { writableHead.pointee.setFlag(.screenReaderFocusable, newValue) }
    }
    /// Android `importantForAccessibility`.
    public var importantForAccessibility: ImportantForAccessibility? {
        get { storage.head.pointee.importantForAccessibility }
        set { writableHead.pointee.importantForAccessibility = newValue }
    }
    /// Android `visibleToUser` (`displayed`); iOS `visible`.
    public var visibleToUser: Bool? {
        get { storage.head.pointee.flag(.visibleToUser) }
        set { writableHead.pointee.setFlag(.visibleToUser, newValue) }
    }
    /// Android `heading`.
    public var heading: Bool? {
        get { storage.head.pointee.flag(.heading) }
        set { writableHead.pointee.setFlag(.heading, newValue) }
    }
    /// uiautomator's `NAF` ("not accessibility friendly": clickable with no text or description).
    public var notAccessibilityFriendly: Bool? {
        get { extras.box?.value.notAccessibilityFriendly }
        set { if newValue != nil || extras.box != nil { extras.modify { $0.notAccessibilityFriendly = newValue } } }
    }
    /// Android `drawingOrder`.
    public var drawingOrder: Int? {
        get { storage.head.pointee.drawingOrder }
        set { writableHead.pointee.drawingOrder = newValue }
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
        get { storage.head.pointee.flag(.mergeDescendants) }
        set { writableHead.pointee.setFlag(.mergeDescendants, newValue) }
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
        get { storage.head.pointee.flag(.isAccessibilityElement) }
        set { writableHead.pointee.setFlag(.isAccessibilityElement, newValue) }
    }
    public var accessibilityElementsHidden: Bool? {
        get { storage.head.pointee.flag(.accessibilityElementsHidden) }
        set { writableHead.pointee.setFlag(.accessibilityElementsHidden, newValue) }
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
        get { storage.head.pointee.accessibilityTraits }
        set { writableHead.pointee.accessibilityTraits = newValue }
    }

    /// The properties few dumps carry, out of line (copy-on-write) so a node stays small.
    var extras: NodeExtrasStorage {
        _read { yield storage.head.pointee.extras }
        _modify { yield &writableHead.pointee.extras }
    }

    /// Every property, in one shared box (copy-on-write): copying a node, which the passes over
    /// a 100,000-node screen do about a million times, is one retain, not one per string. The box
    /// is packed (`NodeStorage`): the strings a node has, side by side, and its flags as bits.
    /// Inlinable, with the box's types usable from inline code: `withString` and the flag shifts
    /// are inlined into other modules' passes (`package` code is not, unless it is inlinable).
    @inlinable var storage: NodeStorage {
        _read { yield sendableStorage.box }
        _modify { yield &sendableStorage.box }
    }
    @usableFromInline var sendableStorage: SendableNodeStorage

    /// The box's fixed part, made unique before a change.
    fileprivate var writableHead: UnsafeMutablePointer<NodeHeader> {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: 0) }
            return storage.head
        }
    }

    /// Sets one string (`PackedStrings.set`): the box is copied only when it is shared or has no
    /// room. The value is taken, not borrowed: a setter's new value moves into the box (borrowed,
    /// it was retained for the box and released by the caller, 500,000 times loading a
    /// 100,000-node dump).
    private mutating func setString(_ field: StringField, _ value: consuming String?) {
        let mask = Int(storage.head.pointee.strings), bit = Int(field.bit)
        guard let room = PackedStrings.room(setting: bit, clearing: value == nil, in: mask) else { return }
        if !isKnownUniquelyReferenced(&storage) || Int(storage.head.pointee.room) < room { storage = storage.copy(capacity: room) }
        storage.head.pointee.strings = UInt16(PackedStrings.set(consume value, bit: bit, in: mask, at: storage.strings))
    }

    /// One string field read where it is stored, nil when the node has none. A getter hands back a
    /// copy, whose retain and release are an atomic operation each: the passes that only look at
    /// a text (is it empty, which class is it) borrow it here instead.
    @inlinable package func withString<R>(_ field: StringField, _ body: (borrowing String) throws -> R) rethrows -> R? {
        let mask = Int(storage.head.pointee.strings), bit = Int(field.bit)
        guard mask & bit != 0 else { return nil }
        return try body(storage.strings[PackedStrings.index(of: bit, in: mask)])
    }

    /// Whether the node has the string field, and it is not empty (read in place: `withString`).
    @inlinable package func hasNonEmpty(_ field: StringField) -> Bool {
        withString(field) { !$0.isEmpty } ?? false
    }

    /// Whether the node has the string field with something other than whitespace (`nonBlank !=
    /// nil`), read in place.
    @inlinable package func hasNonBlank(_ field: StringField) -> Bool {
        withString(field) { !$0.isBlank } ?? false
    }

    /// The stored values, unpacked (for tests that list them with `Mirror`).
    package var fields: NodeFields { storage.fields }

    /// Room for five strings, as many as a uiautomator node has (class, package, resource-id,
    /// text, content-desc) and about as many as an XCUITest element: a loader sets them one by one
    /// without copying the box.
    public init() { sendableStorage = SendableNodeStorage(box: NodeStorage.make(NodeHeader(), capacity: 5)) }

    public static func == (a: Node, b: Node) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
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

/// `ManagedBuffer` is never `Sendable`; a node's box is changed only while uniquely referenced.
@usableFromInline struct SendableNodeStorage: @unchecked Sendable {
    @usableFromInline var box: NodeStorage
}

/// A node's fixed-size values: the box's head, before its strings.
@usableFromInline struct NodeHeader: Sendable {
    /// Which strings the node has (`StringField` bits); they follow the head in that order.
    @usableFromInline var strings: UInt16 = 0
    /// How many strings the box has room for (`ManagedBuffer.capacity` asks malloc each time).
    var room: UInt8 = 0
    var importantForAccessibility: ImportantForAccessibility?
    /// The optional Bools, two bits each (`FlagField`): 0 nil, 2 false, 3 true.
    var flags: UInt32 = 0
    // The optionals below are stored bare, with a bit each in `present`: as `Optional`s, and the
    // location as two `Int`s, the head took 96 bytes; packed, 72 (issue 24: peak memory, and
    // every pass over the nodes reads fewer cache lines).
    private var line: UInt32 = 0, column: UInt32 = 0
    private var traits: UInt32 = 0
    private var present: UInt8 = 0
    private var drawingOrderValue = 0
    private var frameValue = Rect(x: 0, y: 0, width: 0, height: 0)
    var extras = NodeExtrasStorage()

    private static let hasFrame: UInt8 = 1, hasDrawingOrder: UInt8 = 2, hasTraits: UInt8 = 4, wideLocation: UInt8 = 8

    /// A line or column past 32 bits (a one-line file of 4 GB) is kept exactly, in `extras`.
    var location: SourceLocation {
        get {
            present & Self.wideLocation == 0 ? SourceLocation(line: Int(line), column: Int(column)) : extras.value.wideLocation ?? .unknown
        }
        set {
            if let l = UInt32(exactly: newValue.line), let c = UInt32(exactly: newValue.column) {
                (line, column) = (l, c)
                if present & Self.wideLocation != 0 { present &= ~Self.wideLocation; extras.modify { $0.wideLocation = nil } }
            } else {
                (line, column) = (0, 0)
                present |= Self.wideLocation
                extras.modify { $0.wideLocation = newValue }
            }
        }
    }

    var frame: Rect? {
        get { present & Self.hasFrame == 0 ? nil : frameValue }
        set {
            frameValue = newValue ?? Rect(x: 0, y: 0, width: 0, height: 0)
            present = newValue == nil ? present & ~Self.hasFrame : present | Self.hasFrame
        }
    }

    var drawingOrder: Int? {
        get { present & Self.hasDrawingOrder == 0 ? nil : drawingOrderValue }
        set {
            drawingOrderValue = newValue ?? 0
            present = newValue == nil ? present & ~Self.hasDrawingOrder : present | Self.hasDrawingOrder
        }
    }

    var accessibilityTraits: AccessibilityTraits? {
        get { present & Self.hasTraits == 0 ? nil : AccessibilityTraits(rawValue: traits) }
        set {
            traits = newValue?.rawValue ?? 0
            present = newValue == nil ? present & ~Self.hasTraits : present | Self.hasTraits
        }
    }

    @inline(__always) func flag(_ field: FlagField) -> Bool? {
        let bits = flags >> field.shift & 3
        return bits == 0 ? nil : bits == 3
    }

    @inline(__always) mutating func setFlag(_ field: FlagField, _ value: Bool?) {
        flags = flags & ~(3 << field.shift) | FlagField.bits(value) << field.shift
    }
}

/// The strings a node may have, in the order a box keeps those it has.
@usableFromInline package enum StringField: UInt16 {
    case className, elementType, resourceId, accessibilityIdentifier, testTag, packageName, text
    case contentDescription, hintText, stateDescription, accessibilityLabel, accessibilityValue

    @inlinable var bit: UInt16 { 1 << rawValue }
    static var count: Int { 12 }
}

/// The optional Bools a node keeps as two bits each.
@usableFromInline package enum FlagField: UInt32 {
    case checkable, checked, selected, enabled, focusable, focused, clickable, longClickable, scrollable
    case password, screenReaderFocusable, visibleToUser, heading, mergeDescendants, isAccessibilityElement
    case accessibilityElementsHidden

    @inlinable package var shift: UInt32 { rawValue &* 2 }

    /// A value's two bits: 0 nil, 2 false, 3 true.
    @inlinable package static func bits(_ value: Bool?) -> UInt32 { value == true ? 3 : value == false ? 2 : 0 }
}

extension Node {
    /// Writes flags a loader gathered from one element (`FlagField.bits`, at each field's `shift`) where `mask` has them; the others keep theirs. One write of the head: each
    /// setter made the box its own and wrote it, 35 instructions a flag, eleven a uiautomator node.
    package mutating func setFlags(bits: UInt32, mask: UInt32) {
        let head = writableHead
        head.pointee.flags = head.pointee.flags & ~mask | bits & mask
    }
}

/// One node's values in one allocation: the head, then only the strings it has. A uiautomator
/// node has five of twelve: as a struct of twelve optional Strings and sixteen optional Bools
/// behind a pointer, a node took 336 bytes in two allocations; packed, 168 in one (issue 24: peak
/// memory). Read through pointers, which pay no exclusivity check, as a class's `var` would.
@usableFromInline final class NodeStorage: ManagedBuffer<NodeHeader, String> {
    @inlinable var head: UnsafeMutablePointer<NodeHeader> { withUnsafeMutablePointerToHeader { $0 } }
    @inlinable var strings: UnsafeMutablePointer<String> { withUnsafeMutablePointerToElements { $0 } }

    /// A box with `head`'s values and room for `capacity` strings, none yet initialised: the
    /// caller initialises as many as `head.strings` names.
    static func make(_ head: NodeHeader, capacity: Int) -> NodeStorage {
        let box = unsafeDowncast(create(minimumCapacity: capacity) { _ in head }, to: NodeStorage.self)
        box.head.pointee.room = UInt8(min(box.capacity, StringField.count))
        return box
    }

    deinit {
        _ = withUnsafeMutablePointers { head, strings in strings.deinitialize(count: head.pointee.strings.nonzeroBitCount) }
    }

    @inline(__always) func string(_ field: StringField) -> String? {
        PackedStrings.string(Int(field.bit), in: Int(head.pointee.strings), at: strings)
    }

    /// The same values in a box of its own, with room for at least `capacity` strings.
    func copy(capacity: Int) -> NodeStorage {
        let count = head.pointee.strings.nonzeroBitCount
        let new = NodeStorage.make(head.pointee, capacity: max(capacity, count))
        new.strings.initialize(from: strings, count: count)
        return new
    }

    /// The values unpacked.
    var fields: NodeFields {
        let h = head.pointee
        var f = NodeFields()
        f.className = string(.className); f.elementType = string(.elementType); f.resourceId = string(.resourceId)
        f.accessibilityIdentifier = string(.accessibilityIdentifier); f.testTag = string(.testTag)
        f.packageName = string(.packageName); f.text = string(.text); f.contentDescription = string(.contentDescription)
        f.hintText = string(.hintText); f.stateDescription = string(.stateDescription)
        f.accessibilityLabel = string(.accessibilityLabel); f.accessibilityValue = string(.accessibilityValue)
        f.location = h.location; f.frame = h.frame
        f.checkable = h.flag(.checkable); f.checked = h.flag(.checked); f.selected = h.flag(.selected)
        f.enabled = h.flag(.enabled); f.focusable = h.flag(.focusable); f.focused = h.flag(.focused)
        f.clickable = h.flag(.clickable); f.longClickable = h.flag(.longClickable); f.scrollable = h.flag(.scrollable)
        f.password = h.flag(.password); f.screenReaderFocusable = h.flag(.screenReaderFocusable)
        f.importantForAccessibility = h.importantForAccessibility; f.visibleToUser = h.flag(.visibleToUser)
        f.heading = h.flag(.heading); f.drawingOrder = h.drawingOrder; f.mergeDescendants = h.flag(.mergeDescendants)
        f.isAccessibilityElement = h.flag(.isAccessibilityElement)
        f.accessibilityElementsHidden = h.flag(.accessibilityElementsHidden)
        f.accessibilityTraits = h.accessibilityTraits; f.extras = h.extras
        return f
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
    /// `Node.location` when its line or column does not fit the head's 32 bits.
    var wideLocation: SourceLocation?
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
