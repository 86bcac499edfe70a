/// Android nodes that act as a checkable control but whose kind no pack can tell: a checkable,
/// clickable `android.view.View` (a Compose Switch or toggleable Row in a uiautomator dump: Compose
/// gives Role.Switch as a role description, which uiautomator never writes), a checkable
/// ViewGroup row, a clickable ImageView whose `selected` is its state, a CheckBox used as an
/// option of a single-choice list. They are still controls: name, state, grouping and reach are
/// checked, and their role is left for review.
struct UnrecognisedCheckable {
    let tree: AccessibilityTree
    /// Per node: an ancestor is a tab bar or navigation bar / a single-choice list. One pre-order
    /// pass, so a deep tree costs no more than a shallow one.
    private let underNavigation: [Bool]
    private let underSingleChoice: [Bool]

    init(tree: AccessibilityTree) {
        self.tree = tree
        var navigation = [Bool](repeating: false, count: tree.count)
        var singleChoice = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count {
            guard let p = tree.parent(of: i) else { continue }
            let cls = tree[p].className.map(ControlRecogniser.lastComponent) ?? ""
            navigation[i] = navigation[p] || cls.contains("Tab") || cls.contains("Navigation") || AndroidRole.of(tree[p]) == .tabBar
            singleChoice[i] = singleChoice[p] || tree[p].collectionInfo?.selectionMode == 1
        }
        underNavigation = navigation
        underSingleChoice = singleChoice
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

    func inSingleChoiceList(_ i: Int) -> Bool { underSingleChoice[i] }

    /// Tab bars and bottom navigation mark the current destination `selected`; that is not a check state.
    func insideNavigation(_ i: Int) -> Bool { underNavigation[i] }

    /// Adds the fallback controls that are not part of a recognised control: a checkable row or
    /// wrapper around a real Switch or RadioButton (or inside one) is that control's row, already
    /// checked through it. Both lists are in document order; the result is too.
    static func merge(_ fallback: [Control], into found: [Control], tree: AccessibilityTree) -> [Control] {
        guard !found.isEmpty else { return fallback }
        var recognised = [Bool](repeating: false, count: tree.count)
        for c in found { recognised[c.node] = true }
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
}
