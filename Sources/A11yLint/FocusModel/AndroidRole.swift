import Foundation
import Synchronization
import A11yLintModel

/// TalkBack's roles (google/talkback `Role.java`), derived from a node's class or Compose role.
public enum AndroidRole: String, Sendable, CaseIterable {
    case button, imageButton, image, checkBox, radioButton, switchRole = "switch", toggleButton, editText
    case seekControl, progressBar, list, grid, scrollView, horizontalScrollView, pager, dropDownList
    case webView, tabBar, checkedTextView, viewGroup, none

    /// What TalkBack says for the role (empty for roles it does not speak), from `SpokenWords.talkBack`.
    public var spoken: String {
        let words = SpokenWords.talkBack
        // By typed key, per case: building "role." + the raw value and looking it up hashed a
        // string per spoken node.
        switch self {
        case .button, .imageButton: return words[.roleButton]
        case .switchRole, .toggleButton: return words[.roleSwitch]
        case .checkBox: return words[.roleCheckBox]
        case .radioButton: return words[.roleRadioButton]
        case .editText: return words[.roleEditText]
        case .image: return words[.roleImage]
        case .seekControl: return words[.roleSeekControl]
        case .progressBar: return words[.roleProgressBar]
        case .list: return words[.roleList]
        case .grid: return words[.roleGrid]
        case .pager: return words[.rolePager]
        case .dropDownList: return words[.roleDropDownList]
        case .webView: return words[.roleWebView]
        case .tabBar: return words[.roleTabBar]
        default: return ""
        }
    }

    /// `Role.getRole`, in its order. Class names are matched by their last component because
    /// dumps carry subclasses (AppCompatRadioButton, SwitchMaterial) that TalkBack resolves by instanceof.
    public static func of(_ node: borrowing Node) -> AndroidRole {
        if let role = node.role, let composeRole = composeRoles.first(where: { $0.0.caseInsensitiveCompare(role) == .orderedSame })?.1 {
            // Role.Image is given the class ImageView, which TalkBack calls an image button when clickable.
            return composeRole == .image && FocusModel.clickable(node) ? .imageButton : composeRole
        }
        // The class is read where the node keeps it: copied out, it was a retain and a release a node.
        if let byClass = node.withString(.className, { of(node, className: $0) }) { return byClass }
        // Compose gives a node with `ProgressBarRangeInfo` the class ProgressBar, and SeekBar when
        // it also has the `SetProgress` action (AndroidComposeViewAccessibilityDelegateCompat).
        if node.rangeInfo != nil { return node.actions?.contains("SetProgress") == true ? .seekControl : .progressBar }
        return node.collectionInfo.map(collectionRole) ?? .none
    }

    /// The role of a node with a class name: by the name, then what the node says of itself.
    private static func of(_ node: borrowing Node, className: borrowing String) -> AndroidRole {
        let byName = role(className: className)
        switch byName {
        case .image where node.clickable == true: return .imageButton
        case .imageButton where node.clickable != true: return .image
        case .horizontalScrollView where node.collectionInfo != nil: return .scrollView
        case .list where node.collectionInfo != nil && ClassName.lastComponent(className) == "RecyclerView":
            return collectionRole(node.collectionInfo!)
        case .progressBar where ClassName.lastComponent(className) == "RatingBar":
            // RatingBar extends AbsSeekBar, not SeekBar: TalkBack's Role.getRole (google/talkback
            // utils/.../Role.java) makes it a seek control by its range info and ACTION_SET_PROGRESS,
            // which RatingBar adds when canUserSetProgress() (enabled, not an indicator). An indicator
            // is setFocusable(FOCUSABLE_AUTO), a rating the user sets setFocusable(FOCUSABLE)
            // (RatingBar.setIsIndicator): without the actions, focusable and enabled say which.
            let settable = node.actions.map { $0.contains("SetProgress") || $0.contains("ACTION_SET_PROGRESS") }
                ?? (node.focusable == true && node.enabled != false)
            return settable ? .seekControl : .progressBar
        case .scrollView, .pager, .dropDownList, .grid, .list, .webView, .tabBar, .button, .switchRole, .toggleButton,
             .radioButton, .checkBox, .checkedTextView, .editText, .seekControl, .progressBar, .imageButton, .image,
             .horizontalScrollView:
            return byName
        default:
            // Collection info outranks the remaining class-name rules (RecyclerView, layouts).
            if let info = node.collectionInfo { return collectionRole(info) }
            return byName
        }
    }

    private static func collectionRole(_ info: CollectionInfo) -> AndroidRole {
        (info.rowCount ?? 0) > 1 && (info.columnCount ?? 0) > 1 ? .grid : .list
    }

    /// The class-name part of `Role.getRole`. An ASCII name (every real one) is matched on its
    /// bytes, with no lock and no hashing: this runs for every node of every dump. Other names
    /// take the `Character` rules, cached per name.
    static func role(className: String) -> AndroidRole {
        if let role = className.utf8.withContiguousStorageIfAvailable({ asciiRole(of: $0) }) ?? nil { return role }
        return nameCache.withLock { cache in
            if let known = cache[className] { return known }
            let role = of(className: ClassName.lastComponent(className))
            if cache.count < 4096 { cache[className] = role }
            return role
        }
    }

    /// Names that are not ASCII, by name.
    private static let nameCache = Mutex<[String: AndroidRole]>([:])

    /// `of(className:)` on the bytes of an ASCII name; nil when the last component (after the
    /// last dot) is not ASCII. For ASCII, a byte suffix is a `Character` suffix: no ASCII byte
    /// joins the one before it into one character. The rules are grouped by the last byte they
    /// need, each group in `of(className:)`'s order, so a name is compared with a few at most.
    static func asciiRole(of full: UnsafeBufferPointer<UInt8>) -> AndroidRole? {
        guard let start = ClassName.asciiLastComponentStart(full) else { return nil }
        let name = UnsafeBufferPointer(rebasing: full[start...])
        guard let last = name.last else { return AndroidRole.none }
        @inline(__always) func ends(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            guard name.count >= n else { return false }
            return memcmp(name.baseAddress! + (name.count - n), suffix.utf8Start, n) == 0
        }
        @inline(__always) func equals(_ literal: StaticString) -> Bool { name.count == literal.utf8CodeUnitCount && ends(literal) }
        switch last {
        case UInt8(ascii: "w"):
            if ends("ImageView") { return .image }
            if ends("CheckedTextView") { return .checkedTextView }
            if ends("AutoCompleteTextView") { return .editText }
            if equals("WebView") { return .webView }
            if equals("HorizontalScrollView") { return .horizontalScrollView }
            if ends("ScrollView") { return .scrollView }
            if equals("GridView") { return .grid }
            if equals("ListView") || equals("AbsListView") || equals("ExpandableListView") || equals("RecyclerView") { return .list }
            if equals("ComposeView") { return .viewGroup }
        case UInt8(ascii: "n"):
            if ends("ImageButton") { return .imageButton }
            if ends("ToggleButton") { return .toggleButton }
            if ends("RadioButton") { return .radioButton }
            if equals("CompoundButton") { return .checkBox }
            if ends("Button") { return .button }
        case UInt8(ascii: "h"):
            if ends("Switch") { return .switchRole }
        case UInt8(ascii: "t"):
            if ends("SwitchCompat") { return .switchRole }
            if ends("EditText") { return .editText }
            if equals("TabWidget") { return .tabBar }
            if ends("Layout") { return .viewGroup }
        case UInt8(ascii: "l"):
            if ends("SwitchMaterial") { return .switchRole }
        case UInt8(ascii: "x"):
            if ends("CheckBox") || ends("Checkbox") { return .checkBox }
        case UInt8(ascii: "e"):
            if ends("SearchAutoComplete") { return .editText }
        case UInt8(ascii: "r"):
            if ends("SeekBar") || ends("Slider") { return .seekControl }
            if ends("ProgressBar") || ends("RatingBar") { return .progressBar }
            if ends("ViewPager") { return .pager }
            if ends("Spinner") { return .dropDownList }
        case UInt8(ascii: "2"):
            if equals("ViewPager2") { return .pager }
        case UInt8(ascii: "p"):
            if ends("ViewGroup") { return .viewGroup }
        default: break
        }
        return AndroidRole.none
    }

    /// The class-name rules on `Character`s: the definition `asciiRole` follows (a test compares them).
    static func of(className name: Substring) -> AndroidRole {
        if name.hasSuffix("ImageView") || name.hasSuffix("ImageButton") { return name.hasSuffix("ImageButton") ? .imageButton : .image }
        if name.hasSuffix("Switch") || name.hasSuffix("SwitchCompat") || name.hasSuffix("SwitchMaterial") { return .switchRole }
        if name.hasSuffix("ToggleButton") { return .toggleButton }
        if name.hasSuffix("RadioButton") { return .radioButton }
        if name.hasSuffix("CheckBox") || name.hasSuffix("Checkbox") || name == "CompoundButton" { return .checkBox }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("CheckedTextView") { return .checkedTextView }
        // AutoCompleteTextView (and SearchView's SearchAutoComplete) extend EditText, which Role.java tests by instanceof.
        if name.hasSuffix("EditText") || name.hasSuffix("AutoCompleteTextView") || name.hasSuffix("SearchAutoComplete") { return .editText }
        if name.hasSuffix("SeekBar") || name.hasSuffix("Slider") { return .seekControl }
        // RatingBar is a ProgressBar (through AbsSeekBar); `of` decides whether the user sets it.
        if name.hasSuffix("ProgressBar") || name.hasSuffix("RatingBar") { return .progressBar }
        if name == "WebView" { return .webView }
        if name == "TabWidget" { return .tabBar }
        if name == "HorizontalScrollView" { return .horizontalScrollView }
        if name.hasSuffix("ScrollView") { return .scrollView }
        if name.hasSuffix("ViewPager") || name == "ViewPager2" { return .pager }
        if name == "Spinner" || name.hasSuffix("Spinner") { return .dropDownList }
        if name == "GridView" { return .grid }
        if name == "ListView" || name == "AbsListView" || name == "ExpandableListView" { return .list }
        if name == "RecyclerView" { return .list } // collection info, when present, decides list or grid
        if name.hasSuffix("Layout") || name == "ViewGroup" || name.hasSuffix("ViewGroup") || name == "ComposeView" { return .viewGroup }
        return .none
    }

    /// Compose `Role`s as Compose spells them, with the class each is given for TalkBack
    /// (`AndroidComposeViewAccessibilityDelegateCompat.toLegacyClassName`); compared ignoring case.
    /// Role.Tab gets no class (android.view.View: ROLE_NONE) but the role description "Tab"
    /// (populateAccessibilityNodeInfoProperties), which TalkBack speaks in place of a role.
    static let composeRoles: [(String, AndroidRole)] = [
        ("Button", .button), ("Checkbox", .checkBox), ("Switch", .switchRole), ("RadioButton", .radioButton),
        ("Tab", .none), ("Image", .image), ("DropdownList", .dropDownList),
    ]

    public var isCollection: Bool { self == .list || self == .grid }

    /// Hashes the case, not its raw string (`RawRepresentable`'s default, which hashed "switch"
    /// or "imageButton" for every lookup of recognition's tables keyed by role, once per node).
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    private var ordinal: UInt8 {
        switch self {
        case .button: 0
        case .imageButton: 1
        case .image: 2
        case .checkBox: 3
        case .radioButton: 4
        case .switchRole: 5
        case .toggleButton: 6
        case .editText: 7
        case .seekControl: 8
        case .progressBar: 9
        case .list: 10
        case .grid: 11
        case .scrollView: 12
        case .horizontalScrollView: 13
        case .pager: 14
        case .dropDownList: 15
        case .webView: 16
        case .tabBar: 17
        case .checkedTextView: 18
        case .viewGroup: 19
        case .none: 20
        }
    }
}
