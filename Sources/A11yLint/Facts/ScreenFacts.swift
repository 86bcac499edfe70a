/// One screen, compiled once: everything the checks read about it, computed in ordered passes
/// and immutable from then on (ATF's `AccessibilityHierarchy`, AccessibilitySnapshot's one
/// describer). A check is a pure function of (facts, control, options): it asks, never stores.
///
/// The passes, each reading only those before it (docs/architecture.md):
/// 1. stops — which node speaks each control, reading positions (`FocusModel`);
/// 2. speech — what every stop says, a control's own state word demoted (`StateText`);
/// 3. state — each control on, off or unknown (`ControlState`);
/// 4. groups and rows — group containers, members, visual rows, selected counts (`ScreenGroups`);
/// 5. labels — separate label stops, labels read by another stop (`ScreenLabels`).
/// Their thresholds are named once, in `FactThresholds`.
final class ScreenFacts: Sendable {
    let screen: SpokenScreen
    let groups: ScreenGroups
    let labels: ScreenLabels

    init(tree: AccessibilityTree, controls: [Control], vocabulary: ControlVocabulary) {
        screen = SpokenScreen(tree: tree, controls: controls, vocabulary: vocabulary)
        groups = ScreenGroups(screen)
        labels = ScreenLabels(screen, groups: groups)
    }

    /// Nodes, stops and members visited while compiling: scaling tests check it grows linearly.
    var work: Int { screen.work + groups.work + labels.work }

    // MARK: The screen (passes 1–3)

    var tree: AccessibilityTree { screen.tree }
    var model: FocusModel { screen.model }
    var platform: Platform { screen.tree.platform }
    var controls: [Control] { screen.controls }
    var scrollReach: ScrollReach { screen.scrollReach }
    var underComposeView: [Bool] { screen.underComposeView }
    var firstModal: Int? { screen.firstModal }

    func stop(of control: Control) -> Int? { screen.stop(of: control) }
    func position(ofStop stop: Int) -> Int? { screen.position(ofStop: stop) }
    func control(at node: Int) -> Control? { screen.control(at: node) }
    func control(speakingAt stop: Int) -> Control? { screen.control(speakingAt: stop) }
    func spoken(stop: Int) -> SpokenStop { screen.spoken(stop: stop) }
    func spoken(_ control: Control) -> SpokenStop? { screen.spoken(control) }
    func isTextOnly(stop: Int) -> Bool { screen.isTextOnly(stop: stop) }
    func isCompose(_ node: Int) -> Bool { screen.isCompose(node) }
    func visibleLabel(_ control: Control) -> String? { screen.visibleLabel(control) }
    func isOn(_ control: Control) -> Bool? { screen.isOn(control) }

    // MARK: Groups (pass 4)

    /// The container that groups this control for the screen reader, if the dump shows one.
    func groupContainer(of control: Control) -> Int? {
        guard let c = screen.index(of: control) else {
            return ScreenGroups.groupContainer(of: control.node, in: tree, groupClasses: screen.vocabulary.groupClasses)
        }
        return groups.containers[c] < 0 ? nil : Int(groups.containers[c])
    }

    /// Controls of the same kind that belong together, and the container or ancestor holding them.
    func group(of control: Control) -> (container: Int?, members: [Control]) {
        guard let group = group(containing: control) else { return (nil, [control]) }
        return (group.container, group.members)
    }

    /// The selected members of the control's group, and how many members it has.
    func selectedCount(inGroupOf control: Control) -> (selected: Int, total: Int) {
        guard let group = group(containing: control) else { return (isOn(control) == true ? 1 : 0, 1) }
        return (group.selected, group.members.count)
    }

    private func group(containing control: Control) -> ScreenGroups.Group? {
        screen.index(of: control).map { groups.groups[Int(groups.groupOf[$0])] }
    }

    /// Whether the user hears the control's state. With `groupSelection` (radio packs), VoiceOver's
    /// convention that the seeds accept also counts: in a group whose chosen option says
    /// "selected", the others say only "Label, button" (criteria.md).
    func announcesState(_ control: Control, groupSelection: Bool = false) -> Bool {
        guard let spoken = spoken(control) else { return false }
        if spoken.exposesCheckedState { return true }
        guard groupSelection, platform == .ios else { return false }
        guard let group = group(containing: control) else { return false }
        // Counted once per group: asking every member per member was quadratic in a large group.
        return group.saySelected - (spoken.selected ? 1 : 0) > 0
    }

    // MARK: Labels (pass 5)

    /// The text-only stop beside the control that reads as its label, a separate swipe.
    func separateLabelStop(for control: Control) -> Int? {
        guard let c = screen.index(of: control), labels.separateStops[c] >= 0 else { return nil }
        return Int(labels.separateStops[c])
    }

    /// The label of an unnamed control that another, wider stop reads (when no separate stop does).
    func labelReadByAnotherStop(for control: Control) -> String? {
        screen.index(of: control).flatMap { labels.readByAnotherStop[$0] }
    }
}
