/// What a check may read about one tree: the tree, its focus stops and what they say, and the
/// answers several checks share (state, groups, labels). Declared beside `Check` so the rules
/// depend on this protocol only; the engine's `LintContext` implements it, computing each answer
/// once per tree. A class protocol: the answers are memoised in the one shared context.
protocol CheckContext: AnyObject {
    var tree: AccessibilityTree { get }
    var model: FocusModel { get }
    var platform: Platform { get }
    /// Which nodes sit in a scroll container (rows below the fold are reached by scrolling).
    var scrollReach: ScrollReach { get }
    /// Per node: a Compose view is among its ancestors.
    var underComposeView: [Bool] { get }
    /// The first shown alert, sheet or dialog of the tree.
    var firstModal: Int? { get }

    // Stops and what they say.
    func stop(of control: Control) -> Int?
    func spoken(stop: Int) -> SpokenStop
    func spoken(_ control: Control) -> SpokenStop?
    func control(at node: Int) -> Control?
    func control(speakingAt stop: Int) -> Control?
    func position(ofStop stop: Int) -> Int?
    func isCompose(_ node: Int) -> Bool

    // State.
    func isOn(_ control: Control) -> Bool?
    func announcesState(_ control: Control, groupSelection: Bool) -> Bool

    // Groups.
    func groupContainer(of control: Control) -> Int?
    func group(of control: Control) -> (container: Int?, members: [Control])
    func selectedCount(inGroupOf control: Control) -> (selected: Int, total: Int)

    // Labels.
    func visibleLabel(_ control: Control) -> String?
    func separateLabelStop(for control: Control) -> Int?
    func labelReadByAnotherStop(for control: Control) -> String?
    func isTextOnly(stop: Int) -> Bool
}
