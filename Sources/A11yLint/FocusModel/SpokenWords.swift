/// All words a screen reader speaks of its own, one table per screen reader, in one place (English
/// now). Platform words only: what a control is called, its words and its label suffixes come from
/// the rule packs (`ControlVocabulary`). TalkBack's role names are `Role.java`'s
/// (google/talkback, compositor `roleDescription`); VoiceOver's are AccessibilitySnapshot's.
public enum SpokenWords {
    public static let talkBack: [String: String] = [
        "checked": "Checked", "notChecked": "Not checked", "on": "On", "off": "Off", "selected": "Selected",
        "disabled": "Disabled", "partiallyChecked": "Partially checked",
        "hintToggle": "Double tap to toggle", "hintSelect": "Double tap to select", "hintActivate": "Double tap to activate",
        "hintEditText": "Double tap to edit text", "hintLongPress": "Double tap and hold to long press",
        "labeledFor": "%@ for %@",
        // compositor strings.xml: value_expanded / value_collapsed, heading_template, value_unlabelled;
        // Compose ui strings: template_percent ("%d percent"), in_progress.
        "expanded": "Expanded", "collapsed": "Collapsed", "heading": "Heading", "unlabelled": "Unlabelled",
        "percent": "%d percent", "inProgress": "In progress",
        "position": "%d of %d", "inList": "in list, %d items", "inGrid": "in grid, %d rows, %d columns",
        // Role names, by `AndroidRole` case.
        "role.button": "Button", "role.checkBox": "Check box", "role.radioButton": "Radio button", "role.switch": "Switch",
        "role.editText": "Edit box", "role.image": "Image", "role.seekControl": "Slider", "role.progressBar": "Progress bar",
        "role.list": "List", "role.grid": "Grid", "role.pager": "Multi-page view", "role.dropDownList": "Drop down list",
        "role.webView": "Webview", "role.tabBar": "Tab bar",
    ]
    public static let voiceOver: [String: String] = [
        "selected": "Selected", "dimmed": "Dimmed", "button": "Button", "switchButton": "Switch button",
        "on": "On", "off": "Off", "mixed": "Mixed", "link": "Link", "image": "Image", "heading": "Heading",
        "tab": "Tab", "radioButton": "Radio button", "textField": "Text field", "secureTextField": "Secure text field", "searchField": "Search field", "adjustable": "Adjustable",
        // VoiceOver's role word for a UIPickerView column (magentaA11y: "November, picker item, adjustable").
        "pickerItem": "Picker item",
        "hintToggle": "Double tap to toggle setting",
        // UIAccessibility+SnapshotAdditions.swift (cashapp/AccessibilitySnapshot) strings.
        "hintEdit": "Double tap to edit", "hintAdjust": "Swipe up or down with one finger to adjust the value",
        "series": "%d of %d",
    ]
}
