import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// state.exposed / radio.state / switch.state: the stop announces the control's state.
package struct StateExposed: Check {
    public static let id = "stateExposed"
    public static let optionKeys = ["groupSelection", "selectedIsState"]
    /// `groupSelection: true`: an iOS option counts as announcing its state when another in its
    /// group says "selected" (radio buttons).
    let groupSelection: Bool
    /// `selectedIsState: true`: a control that is only `selected` (a tick image) announces its state
    /// when TalkBack says "Selected" (controls of unknown kind).
    let selectedIsState: Bool
    public init(options: [String: CheckOption]) throws {
        groupSelection = options["groupSelection"] == .string("true")
        selectedIsState = options["selectedIsState"] == .string("true")
    }
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let spoken = facts.spoken(control) else { return [.notApplicable(NotApplicable.noStop)] }
        if facts.announcesState(control, groupSelection: groupSelection) { return [.pass] }
        let node = facts.tree[control.node]
        if selectedIsState, spoken.selected || (node.selected == true && spoken.stateList.contains(SpokenWords.talkBack[.selected])) { return [.pass] }
        if facts.platform == .android, node.checkable == nil, node.toggleableState == nil, node.stateDescription == nil {
            return [.review(["reason": "the dump does not record whether the control is checkable"])]
        }
        return [.fail(["announcement": spoken.text])]
    }
}
