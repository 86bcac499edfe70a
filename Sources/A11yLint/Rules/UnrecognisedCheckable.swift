import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// Android nodes that act as a checkable control but whose kind no pack can tell: a checkable,
/// clickable `android.view.View` (a Compose Switch or toggleable Row in a uiautomator dump: Compose
/// gives Role.Switch as a role description, which uiautomator never writes), a checkable
/// ViewGroup row, a clickable ImageView whose `selected` is its state, a CheckBox used as an
/// option of a single-choice list. They are still controls: name, state, grouping and reach are
/// checked, and their role is left for review.
struct UnrecognisedCheckable {
    let tree: AccessibilityTree
    /// Per node: an ancestor is a tab bar or navigation bar / a single-choice list. One pre-order
    /// pass, so a deep tree costs no more than a shallow one; made the first time a node needs it
    /// (a clickable selected image, a checkbox), since most screens have neither.
    private let ancestry: Ancestry

    init(tree: AccessibilityTree) {
        self.tree = tree
        ancestry = Ancestry(tree: tree)
    }

    private final class Ancestry {
        let tree: AccessibilityTree
        init(tree: AccessibilityTree) { self.tree = tree }

        lazy var underNavigation: [Bool] = {
            var navigation = [Bool](repeating: false, count: tree.count)
            for i in 0 ..< tree.count {
                guard let p = tree.parent(of: i) else { continue }
                navigation[i] = navigation[p] || Self.isNavigation(tree[p])
            }
            return navigation
        }()

        lazy var underSingleChoice: [Bool] = ControlRecogniser.singleChoiceOptions(tree)

        /// A tab bar or navigation bar, by class name or TalkBack's role. The class is searched
        /// as UTF-8 bytes: Foundation's `contains` bridges to CFString on every call.
        static func isNavigation(_ node: borrowing Node) -> Bool {
            let cls = node.className.map(ControlRecogniser.lastComponent) ?? ""
            return ByteSearch.contains(cls, "Tab") || ByteSearch.contains(cls, "Navigation")
                || AndroidRole.of(node) == .tabBar
        }
    }

    /// `node` is `tree[i]`, borrowed from the caller's buffer: this runs on every node no pack knows.
    func matches(_ node: borrowing Node, at i: Int) -> Bool {
        guard FocusModel.clickable(node) else { return false }
        let role = AndroidRole.of(node)
        let checkable = node.checkable == true || node.toggleableState != nil
        switch role {
        case .none, .viewGroup:
            return checkable
        case .image, .imageButton:
            // An image whose selection is its state (a tick); a selected tab icon is navigation.
            return checkable || (node.selected == true && !insideNavigation(i))
        case .checkBox, .checkedTextView:
            // A checkbox is its own control, except as an option of a single-choice list.
            return inSingleChoiceList(i)
        default:
            return false
        }
    }

    func inSingleChoiceList(_ i: Int) -> Bool { ancestry.underSingleChoice[i] }

    /// Tab bars and bottom navigation mark the current destination `selected`; that is not a check state.
    func insideNavigation(_ i: Int) -> Bool { ancestry.underNavigation[i] }

    /// Adds the fallback controls that are not part of a recognised control: a checkable row or
    /// wrapper around a real Switch or RadioButton (or inside one) is that control's row, already
    /// checked through it. Both lists are in document order; the result is too.
    static func merge(_ fallback: [Control], into found: [Control], tree: AccessibilityTree) -> [Control] {
        guard !found.isEmpty else { return fallback }
        var recognised = [Bool](repeating: false, count: tree.count)
        for c in found where mayCarryState(tree[c.node]) { recognised[c.node] = true }
        // Per node: a recognised control above it; and (bottom-up) one inside its subtree.
        var above = [Bool](repeating: false, count: tree.count)
        var below = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count { if let p = tree.parent(of: i) { above[i] = above[p] || recognised[p] } }
        for i in stride(from: tree.count - 1, through: 0, by: -1) {
            if let p = tree.parent(of: i), recognised[i] || below[i] { below[p] = true }
        }
        let kept = fallback.filter { !above[$0.node] && !below[$0.node] }
        return (found + kept).sorted { $0.node < $1.node }
    }

    /// Whether a recognised control could be the one a checkable row stands for (a Switch, a
    /// RadioButton, a CheckBox, even one the dump shows neither clickable nor checkable), so the row
    /// is its row. Content is not: a non-actionable image (the tick or icon of a checkable menu row),
    /// progress bar, or text view (a heading) that TalkBack reads as a part of the row's
    /// description (TreeNodesDescription appends every visible child that is not
    /// accessibility-focusable); the row stays a checkable control of its own.
    static func mayCarryState(_ node: borrowing Node) -> Bool {
        if node.checkable == true || node.toggleableState != nil || FocusModel.actionable(node) { return true }
        switch AndroidRole.of(node) {
        case .image, .progressBar, .none, .viewGroup: return false
        default: return true
        }
    }
}
