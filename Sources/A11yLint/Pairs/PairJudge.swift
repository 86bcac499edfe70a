import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// Judges the criteria that need two dumps of the same screen (criteria.md, How = pair): BEFORE
/// and AFTER an action, or at 100% and 200% text size.
public struct PairJudge: Sendable {
    public let packs: [RulePack]
    /// Keep both dumps' frames, controls and stops (`PairReport.beforeScreen`, `afterScreen`) for a
    /// report that draws them (`compare --format html`).
    public var recordingScreens = false
    /// Built once, as `Linter` builds its own: the packs' joint index and words depend on the packs
    /// alone, and a judge judges every pair of a run (each pair asked them up to three times).
    let recogniser: ControlRecogniser
    let vocabulary: ControlVocabulary

    public init(packs: [RulePack]) {
        self.packs = packs
        recogniser = ControlRecogniser(packs: packs)
        vocabulary = ControlVocabulary(packs: packs)
    }
    public init() { self.init(packs: Linter.builtInPacks) }

    /// The findings for one pair, or why it cannot be judged (`PairReport.error`).
    public func judge(before: AccessibilityTree, after: AccessibilityTree, action: PairAction,
                      beforePath: String = "BEFORE", afterPath: String = "AFTER") -> PairReport {
        var report = PairReport(before: beforePath, after: afterPath, action: action, platform: before.platform, error: nil, findings: [])
        if recordingScreens {
            report.beforeScreen = ScreenDrawing(tree: before, controls: recogniser.controls(in: before), vocabulary: vocabulary)
            report.afterScreen = ScreenDrawing(tree: after, controls: recogniser.controls(in: after), vocabulary: vocabulary)
        }
        guard before.platform == after.platform else {
            report.error = "BEFORE is an \(before.platform.displayName) dump and AFTER an \(after.platform.displayName) one: a pair is two dumps of the same screen"
            return report
        }
        let pair = DumpPair(before: before, after: after)
        let outcome: Result<(findings: [Finding], criteria: [String]), PairError>
        switch action {
        case let .activate(id):
            outcome = ActivationJudge(pair: pair, id: id, recogniser: recogniser, vocabulary: vocabulary).judge()
        case .textSize:
            guard let criterion = Self.screenCriterion(for: action) else { report.error = Self.noCriterion(action); return report }
            outcome = .success((TextResizeJudge(pair: pair, criterion: criterion).judge(), [criterion.id]))
        case let .dismiss(id):
            guard let criterion = Self.screenCriterion(for: action) else { report.error = Self.noCriterion(action); return report }
            let rule = dismissal(of: id, in: before) ?? FocusReturnJudge.sharedRule(criterion)
            outcome = FocusReturnJudge(pair: pair, id: id, rule: rule).judge().map { ($0, rule.criteria) }
        }
        switch outcome {
        case let .success((findings, criteria)): report.findings = findings; report.criteria = criteria
        case let .failure(error): report.error = error.message
        }
        return report
    }

    /// The pack's `dismissal:` rule when the element named `id` in BEFORE is (or holds) a control
    /// whose pack declares one.
    func dismissal(of id: String, in tree: AccessibilityTree) -> RulePack.Activation.PairRule? {
        guard let node = DumpPair.find(id, in: tree) else { return nil }
        let controls = recogniser.controls(in: tree)
        guard let control = controls.first(where: { $0.node == node }) ?? controls.first(where: { tree.isAncestor(node, of: $0.node) }) else { return nil }
        return packs.first { $0.control == control.kind }?.dismissal
    }

    /// The shared criterion a screen-wide action judges (`pair: {action: …}` in `rules/criteria.yml`).
    static func screenCriterion(for action: PairAction) -> Criterion? {
        BuiltInRules.sharedCriteria.first { $0.pair?.action == action.name }
    }

    static func noCriterion(_ action: PairAction) -> String {
        "no criterion in rules/criteria.yml is judged by \(action.name) (its 'pair: {action: \(action.name)}')"
    }

    /// Reads both files and judges them; an unreadable file becomes the report's error, never a throw.
    public func judge(before: URL, after: URL, action: PairAction, beforePath: String? = nil, afterPath: String? = nil) -> PairReport {
        let names = (beforePath ?? before.path, afterPath ?? after.path)
        let trees: (AccessibilityTree, AccessibilityTree)
        do {
            let first = try load(before, name: names.0)
            trees = (first, try load(after, name: names.1))
        } catch {
            return PairReport(before: names.0, after: names.1, action: action, platform: nil, error: error.message, findings: [])
        }
        return judge(before: trees.0, after: trees.1, action: action, beforePath: names.0, afterPath: names.1)
    }

    private func load(_ url: URL, name: String) throws(PairError) -> AccessibilityTree {
        do { return try AccessibilityTree(contentsOf: url) } catch { throw PairError(message: "\(name): \(error)") }
    }
}

struct PairError: Error { var message: String }

/// The two trees with their node references and lookups, shared by the judges.
struct DumpPair {
    let before: AccessibilityTree
    let after: AccessibilityTree
    let beforePaths: NodePaths
    let afterPaths: NodePaths

    init(before: AccessibilityTree, after: AccessibilityTree) {
        self.before = before
        self.after = after
        beforePaths = NodePaths(tree: before)
        afterPaths = NodePaths(tree: after)
    }

    func beforeRef(_ i: Int) -> NodeReference { beforePaths.reference(i, label: Self.name(before[i])) }
    func afterRef(_ i: Int) -> NodeReference { afterPaths.reference(i, label: Self.name(after[i])) }

    static func name(_ node: Node) -> String? {
        for candidate in [node.contentDescription, node.accessibilityLabel, node.text] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return nil
    }

    /// The id a test names a node by: Android resource-id (whole or after `:id/`), iOS
    /// accessibilityIdentifier, Compose testTag.
    static func id(of node: Node) -> String? {
        node.resourceId ?? node.accessibilityIdentifier ?? node.testTag
    }

    static func matches(_ node: Node, id: String) -> Bool {
        if node.accessibilityIdentifier == id || node.testTag == id { return true }
        guard let rid = node.resourceId else { return false }
        return rid == id || rid.hasSuffix(":id/" + id)
    }

    /// The first node with this id, in document order.
    static func find(_ id: String, in tree: AccessibilityTree) -> Int? {
        tree.indices.first { matches(tree[$0], id: id) }
    }

    /// The nodes a dump records as having TalkBack's focus (`a11y-focused`).
    static func screenReaderFocus(in tree: AccessibilityTree) -> [Int] { tree.indices.filter { tree[$0].accessibilityFocused == true } }

    /// The nodes a dump records as having input (iOS: the focus system's) focus (`focused`).
    static func inputFocus(in tree: AccessibilityTree) -> [Int] { tree.indices.filter { tree[$0].focused == true } }
}

/// A control's state in a pair's messages; the state itself is `ControlState`'s, as lint reads it.
enum PairState {
    static func isOn(_ node: Node, platform: Platform) -> Bool? { ControlState(of: node, platform: platform).isOn }

    /// "on" / "off", or "selected" / "not selected" for a control double tap selects.
    static func word(_ on: Bool?, selects: Bool) -> String {
        switch on {
        case true?: return selects ? "selected" : "on"
        case false?: return selects ? "not selected" : "off"
        case nil: return "unknown"
        }
    }
}

/// What says which screen a dump shows: the app (Android package, iOS application) and the title
/// (Android pane or toolbar title, iOS navigation bar). Either may be unknown.
struct ScreenIdentity: Equatable {
    var app: String?
    var title: String?

    init(_ tree: AccessibilityTree) {
        switch tree.platform {
        case .android:
            app = tree.indices.lazy.compactMap { tree[$0].packageName }.first
            title = tree.indices.lazy.compactMap { tree[$0].paneTitle }.first ?? Self.toolbarTitle(tree)
        case .ios:
            let application = tree.indices.first { tree[$0].elementType == "Application" }
            app = application.flatMap { tree[$0].accessibilityLabel ?? tree[$0].accessibilityIdentifier }
            let bar = tree.indices.first { tree[$0].elementType == "NavigationBar" }
            title = bar.flatMap { tree[$0].accessibilityIdentifier ?? tree[$0].accessibilityLabel }
        }
    }

    /// The first text inside a toolbar or action bar.
    private static func toolbarTitle(_ tree: AccessibilityTree) -> String? {
        for i in tree.indices {
            let node = tree[i]
            let isBar = (node.resourceId?.lowercased()).map { $0.contains("toolbar") || $0.contains("action_bar") } ?? false
                || (node.className?.hasSuffix("Toolbar") ?? false)
            guard isBar else { continue }
            for d in tree.descendants(of: i) {
                if let text = tree[d].text, !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// What changed, when both dumps know it and it differs.
    func change(to other: ScreenIdentity) -> String? {
        if let a = app, let b = other.app, a != b { return "the app changed from \(a) to \(b)" }
        if let a = title, let b = other.title, a != b { return "the screen title changed from “\(a)” to “\(b)”" }
        return nil
    }
}
