import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// focus.reachable for a container whose content the screen reader must reach (a web view, a
/// sheet): the container itself, or at least one node inside it, is a focus stop.
/// - Content that the dump shows and that no stop is in (nodes with nothing to say, a canvas) fails,
///   as does a container marked not important for accessibility itself (it hides its content).
/// - A container the dump shows with nothing inside at all is a review: a page not loaded yet, or a
///   platform that exposes the content only when a screen reader asks for it (Chromium builds a web
///   view's virtual nodes lazily), looks the same as content never exposed.
/// - One that is not shown (invisible, no size, behind a modal, inside a hidden ancestor), or that
///   a containing stop reads (a clickable frame around it), is not judged here.
package struct ContentReachable: Check {
    public static let id = "contentReachable"
    public init(options: [String: CheckOption]) throws {}

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let node = control.node, model = facts.model
        if model.isStop(node) { return [.pass] }
        let hidden = model.hiddenReason(of: node)
        if let hidden, Self.notShown.contains(hidden) { return [.notApplicable(hidden.rawValue)] }
        if hidden == .notImportant { return [.fail(["reason": "it is marked not important for accessibility, which hides what it holds"])] }
        if let speaker = model.speaker(of: node), speaker != node { return [.notApplicable("a containing focus stop reads it")] }
        let inside = facts.tree.descendants(of: node)
        if inside.isEmpty { return [.review(["reason": "the dump shows nothing inside it (check that its content loads and the screen reader reaches it)"])] }
        for n in inside where model.isStop(n) { return [.pass] }
        return [.fail(["reason": "nothing inside it is a focus stop"])]
    }

    private static let notShown: Set<FocusModel.HiddenReason> = [.invisible, .emptyFrame, .outsideModal, .hiddenAncestor, .elementsHidden]
}
