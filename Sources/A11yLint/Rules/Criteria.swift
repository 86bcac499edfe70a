import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

extension PackCoverage {
    /// The pages of the native-app acceptance criteria (`../shared/magentaa11y-native/<section>/<page>.md`),
    /// by section: every one must be named by exactly one pack (`PackCoverageTests` compares this list
    /// with the folder). Criteria data, like the packs: the one Swift file beside the embedded packs
    /// where the pages' names may be spelt.
    public static let criteriaPages: [String] = [
        "controls/button", "controls/calendar-date-picker", "controls/captcha", "controls/carousel",
        "controls/checkbox", "controls/chip", "controls/date-time-picker", "controls/dropdown", "controls/expandable",
        "controls/link", "controls/menu", "controls/pagination-control", "controls/progress-indicator",
        "controls/radio-button", "controls/reorder-data-row", "controls/search", "controls/segmented-control",
        "controls/sheet", "controls/sidebar-menu", "controls/slider", "controls/step-indicator", "controls/stepper",
        "controls/table-row-button", "controls/text-input", "controls/time-picker", "controls/timer",
        "controls/toggle-switch", "notifications/alert-dialog", "notifications/modal", "notifications/snackbar-toast",
        "patterns/animation", "patterns/field-errors", "patterns/focus", "patterns/graphics-visual-elements",
        "patterns/headings", "patterns/image-decorative", "patterns/loading-icon", "patterns/loading-spinner",
        "patterns/strike-through", "patterns/table", "patterns/tidbit", "patterns/webview"
    ]
}
