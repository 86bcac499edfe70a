import A11yLintModel

/// All words a screen reader speaks of its own, one table per screen reader, in one place (English
/// now). Platform words only: what a control is called, its words and its label suffixes come from
/// the rule packs (`ControlVocabulary`). TalkBack's role names are `Role.java`'s
/// (google/talkback, compositor `roleDescription`); VoiceOver's are AccessibilitySnapshot's.
///
/// A word is looked up by a typed key (`SpokenWords.talkBack[.selected]`): a table is a switch over
/// its keys, so a lookup cannot miss and costs no hashing on the per-node paths.
public enum SpokenWords {
    public static var talkBack: TalkBackWords { TalkBackWords() }
    public static var voiceOver: VoiceOverWords { VoiceOverWords() }
}

/// The words TalkBack says of its own.
public struct TalkBackWords: Sendable {
    /// Raw values are the keys the table had as a dictionary (role names by `AndroidRole` case,
    /// "role." + its raw value), which the string lookup below still answers.
    public enum Key: String, CaseIterable, Sendable {
        case checked, notChecked, on, off, selected, disabled, partiallyChecked
        case hintToggle, hintSelect, hintActivate, hintEditText, hintLongPress
        case labeledFor
        case expanded, collapsed, heading, unlabelled, percent, inProgress, error
        case position, inList, inGrid
        case roleButton = "role.button", roleCheckBox = "role.checkBox", roleRadioButton = "role.radioButton"
        case roleSwitch = "role.switch", roleEditText = "role.editText", roleImage = "role.image"
        case roleSeekControl = "role.seekControl", roleProgressBar = "role.progressBar", roleList = "role.list"
        case roleGrid = "role.grid", rolePager = "role.pager", roleDropDownList = "role.dropDownList"
        case roleWebView = "role.webView", roleTabBar = "role.tabBar"
    }

    public subscript(_ key: Key) -> String {
        switch key {
        case .checked: "Checked"
        case .notChecked: "Not checked"
        case .on: "On"
        case .off: "Off"
        case .selected: "Selected"
        case .disabled: "Disabled"
        case .partiallyChecked: "Partially checked"
        case .hintToggle: "Double tap to toggle"
        case .hintSelect: "Double tap to select"
        case .hintActivate: "Double tap to activate"
        case .hintEditText: "Double tap to edit text"
        case .hintLongPress: "Double tap and hold to long press"
        case .labeledFor: "%@ for %@"
        // compositor strings.xml: value_expanded / value_collapsed, heading_template, value_unlabelled;
        // Compose ui strings: template_percent ("%d percent"), in_progress.
        case .expanded: "Expanded"
        case .collapsed: "Collapsed"
        case .heading: "Heading"
        case .unlabelled: "Unlabelled"
        case .percent: "%d percent"
        case .inProgress: "In progress"
        // strings_compositor.xml template_node_error_with_error_message.
        case .error: "Error: %@"
        case .position: "%d of %d"
        case .inList: "in list, %d items"
        case .inGrid: "in grid, %d rows, %d columns"
        // Role names, by `AndroidRole` case.
        case .roleButton: "Button"
        case .roleCheckBox: "Check box"
        case .roleRadioButton: "Radio button"
        case .roleSwitch: "Switch"
        case .roleEditText: "Edit box"
        case .roleImage: "Image"
        case .roleSeekControl: "Slider"
        case .roleProgressBar: "Progress bar"
        case .roleList: "List"
        case .roleGrid: "Grid"
        case .rolePager: "Multi-page view"
        case .roleDropDownList: "Drop down list"
        case .roleWebView: "Webview"
        case .roleTabBar: "Tab bar"
        }
    }

    /// The word under a key's raw value ("role." + an `AndroidRole` raw value), nil for none: for
    /// callers that build the key from a string. A dictionary, as the whole table was before: this
    /// runs per spoken node.
    public subscript(_ key: String) -> String? { Self.byRawKey[key] }

    private static let byRawKey: [String: String] = Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, TalkBackWords()[$0]) })
}

/// The words VoiceOver says of its own.
public struct VoiceOverWords: Sendable {
    public enum Key: String, CaseIterable, Sendable {
        case selected, dimmed, button, switchButton, on, off, mixed, link, image, heading
        case tab, radioButton, textField, secureTextField, searchField, adjustable
        case pickerItem
        case hintToggle, hintEdit, hintAdjust
        case series
    }

    public subscript(_ key: Key) -> String {
        switch key {
        case .selected: "Selected"
        case .dimmed: "Dimmed"
        case .button: "Button"
        case .switchButton: "Switch button"
        case .on: "On"
        case .off: "Off"
        case .mixed: "Mixed"
        case .link: "Link"
        case .image: "Image"
        case .heading: "Heading"
        case .tab: "Tab"
        case .radioButton: "Radio button"
        case .textField: "Text field"
        case .secureTextField: "Secure text field"
        case .searchField: "Search field"
        case .adjustable: "Adjustable"
        // VoiceOver's role word for a UIPickerView column (magentaA11y: "November, picker item, adjustable").
        case .pickerItem: "Picker item"
        case .hintToggle: "Double tap to toggle setting"
        // UIAccessibility+SnapshotAdditions.swift (cashapp/AccessibilitySnapshot) strings.
        case .hintEdit: "Double tap to edit"
        case .hintAdjust: "Swipe up or down with one finger to adjust the value"
        case .series: "%d of %d"
        }
    }
}
