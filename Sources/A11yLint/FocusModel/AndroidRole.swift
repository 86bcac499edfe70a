/// TalkBack's roles (google/talkback `Role.java`), derived from a node's class or Compose role.
public enum AndroidRole: String, Sendable {
    case button, imageButton, image, checkBox, radioButton, switchRole = "switch", toggleButton, editText
    case seekControl, progressBar, list, grid, scrollView, horizontalScrollView, pager, dropDownList
    case webView, tabBar, checkedTextView, viewGroup, none

    /// What TalkBack says for the role (empty for roles it does not speak).
    public var spoken: String {
        switch self {
        case .button, .imageButton: return "Button"
        case .checkBox: return "Check box"
        case .radioButton: return "Radio button"
        case .switchRole, .toggleButton: return "Switch"
        case .editText: return "Edit box"
        case .image: return "Image"
        case .seekControl: return "Slider"
        case .progressBar: return "Progress bar"
        case .list: return "List"
        case .grid: return "Grid"
        case .pager: return "Multi-page view"
        case .dropDownList: return "Drop down list"
        case .webView: return "Webview"
        case .tabBar: return "Tab bar"
        default: return ""
        }
    }

    /// `Role.getRole`, in its order. Class names are matched by their last component because
    /// dumps carry subclasses (AppCompatRadioButton, SwitchMaterial) that TalkBack resolves by instanceof.
    public static func of(_ node: Node) -> AndroidRole {
        if let role = node.role, let composeRole = composeRoles[role.lowercased()] { return composeRole }
        let name = node.className.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? ""
        if name.hasSuffix("ImageView") || name.hasSuffix("ImageButton") {
            return node.clickable == true ? .imageButton : .image
        }
        if name.hasSuffix("Switch") || name.hasSuffix("SwitchCompat") || name.hasSuffix("SwitchMaterial") { return .switchRole }
        if name.hasSuffix("ToggleButton") { return .toggleButton }
        if name.hasSuffix("RadioButton") { return .radioButton }
        if name.hasSuffix("CheckBox") || name.hasSuffix("Checkbox") || name == "CompoundButton" { return .checkBox }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("CheckedTextView") { return .checkedTextView }
        if name.hasSuffix("EditText") || name.hasSuffix("TextInputEditText") { return .editText }
        if name.hasSuffix("SeekBar") || name.hasSuffix("Slider") { return .seekControl }
        if name.hasSuffix("ProgressBar") { return .progressBar }
        if name == "WebView" { return .webView }
        if name == "TabWidget" { return .tabBar }
        if name == "HorizontalScrollView" && node.collectionInfo == nil { return .horizontalScrollView }
        if name.hasSuffix("ScrollView") { return .scrollView }
        if name.hasSuffix("ViewPager") || name == "ViewPager2" { return .pager }
        if name == "Spinner" || name.hasSuffix("Spinner") { return .dropDownList }
        if name == "GridView" { return .grid }
        if name == "ListView" || name == "AbsListView" || name == "ExpandableListView" { return .list }
        if let info = node.collectionInfo {
            return (info.rowCount ?? 0) > 1 && (info.columnCount ?? 0) > 1 ? .grid : .list
        }
        if name == "RecyclerView" { return .list }
        if name.hasSuffix("Layout") || name == "ViewGroup" || name.hasSuffix("ViewGroup") || name == "ComposeView" { return .viewGroup }
        return .none
    }

    static let composeRoles: [String: AndroidRole] = [
        "button": .button, "checkbox": .checkBox, "switch": .switchRole, "radiobutton": .radioButton,
        "tab": .button, "image": .image, "dropdownlist": .dropDownList,
    ]

    public var isCollection: Bool { self == .list || self == .grid }
}
