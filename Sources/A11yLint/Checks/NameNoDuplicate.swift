import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// name.no-duplicate: a visible label that repeats the control's name is its own stop, so the name is heard twice.
///
/// Option `match`: `contains` (the default) fails when the label's words are all in the name, the
/// checkable controls' case ("Wi-Fi" beside a switch named "Wi-Fi"); `whole` only when the label's
/// words are the whole name. An icon button named "Delete English" in a row titled "English" gives
/// the row's words context, as list actions should, and repeats nothing on its own.
package struct NameNoDuplicate: Check {
    public static let id = "nameNoDuplicate"
    public static let optionKeys = ["match"]
    let whole: Bool
    public init(options: [String: CheckOption]) throws {
        switch options["match"]?.list.first ?? "contains" {
        case "contains": whole = false
        case "whole": whole = true
        case let other: throw CheckResolver.UnknownCheck(message: "nameNoDuplicate: match must be contains or whole, not '\(other)'")
        }
    }
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control), !spoken.name.isEmpty,
              let label = facts.separateLabelStop(for: control) else { return [.notApplicable("it has no name, or no visible label is a separate stop")] }
        let labelText = facts.spoken(stop: label).name
        guard Words.contains(name: spoken.name, label: labelText) else { return [.pass] }
        if whole, Words.of(spoken.name) != Words.of(Words.primary(labelText)) { return [.pass] }
        // labelFor is the seeds' recommended association on Android; TalkBack then reads "X for label".
        if let target = facts.tree[label].labelFor, let id = facts.tree[control.node].resourceId, id.hasSuffix(target) { return [.pass] }
        // AOSP Settings' two-target rows (TwoTargetPreference, PrimarySwitchPreference;
        // preference_two_target.xml puts a `two_target_divider` between the two) open a sub-page
        // from the row and toggle from the switch, whose content description is the row's title on
        // purpose, so that the second stop says what it switches. A row whose click toggles the
        // same switch (the main switch bar) has no divider and is still reported.
        if facts.tree.platform == .android, FocusModel.clickable(facts.tree[label]), FocusModel.clickable(facts.tree[control.node]),
           facts.tree.descendants(of: label).contains(where: { facts.tree.nodes[$0].resourceId?.hasSuffix("/two_target_divider") == true }) {
            return [.notApplicable("a two-target row: the switch repeats the row's title on purpose")]
        }
        if Self.staleOffScreenRow(control.node, label: label, in: facts) {
            return [.review(["name": spoken.name, "label": labelText,
                             "reason": "the row is scrolled below the fold and the dump gives its contents stale frames, so how the cell groups them cannot be told"])]
        }
        return [.fail(["name": spoken.name, "label": labelText], node: control.node)]
    }

    /// iOS: the control and its label sit in a cell scrolled out of view whose subviews carry stale
    /// frames outside the cell (WebDriverAgent lists an off-screen Settings row's title and switch
    /// at x=0, y=91). Such a snapshot also leaves out what the on-screen row shows (the cell's
    /// mirrored value), so whether the cell reads as one element cannot be told.
    static func staleOffScreenRow(_ node: Int, label: Int, in facts: ScreenFacts) -> Bool {
        guard facts.platform == .ios else { return false }
        let tree = facts.tree
        guard let cell = tree.ancestors(of: node).first(where: { CellAccessory.isCell(tree[$0]) }),
              tree.ancestors(of: label).contains(cell),
              tree[cell].visibleToUser == false, facts.scrollReach.isScrolledAway(cell),
              let cellFrame = tree[cell].frame, let frame = tree[node].frame else { return false }
        return !ScrollReach.contains(cellFrame, frame)
    }
}
