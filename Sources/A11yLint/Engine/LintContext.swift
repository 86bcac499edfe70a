/// Everything checks need about one tree, computed once and shared by all rules.
final class LintContext: CheckContext {
    public let tree: AccessibilityTree
    public let model: FocusModel
    public let describer: StopDescriber
    public let controls: [Control]
    private var spokenCache: [Int: SpokenStop] = [:]
    private lazy var controlsByNode: [Int: Control] = Dictionary(controls.map { ($0.node, $0) }, uniquingKeysWith: { a, _ in a })
    private lazy var stopOrder: [Int: Int] = Dictionary(uniqueKeysWithValues: model.stops.enumerated().map { ($1, $0) })

    /// Per control kind, lower-cased texts that are the control's own state word (a pack's `stateTexts`).
    let stateTexts: [String: Set<String>]

    /// The packs' words and group containers.
    let vocabulary: ControlVocabulary

    init(tree: AccessibilityTree, controls: [Control], vocabulary: ControlVocabulary = .builtIn) {
        self.tree = tree
        self.model = FocusModel(tree: tree)
        self.describer = StopDescriber(tree: tree, model: model, vocabulary: vocabulary.speech)
        self.controls = controls
        self.vocabulary = vocabulary
        self.stateTexts = vocabulary.stateTexts
    }

    public var platform: Platform { tree.platform }

    /// Which nodes sit in a scroll container (rows below the fold are reached by scrolling).
    lazy var scrollReach = ScrollReach(tree: tree)
    /// Node and control visits by the per-control questions below (isOn, isTextOnly, the modal
    /// scan): scaling tests check it grows linearly with the tree.
    var work = 0

    /// The stop that speaks the control, if the screen reader reaches it.
    public func stop(of control: Control) -> Int? { model.speaker(of: control.node) }

    public func spoken(stop: Int) -> SpokenStop {
        if let cached = spokenCache[stop] { return cached }
        var spoken = describer.describe(stop: stop)
        if !stateTexts.isEmpty { StateText.demote(in: &spoken, stop: stop, context: self) }
        spokenCache[stop] = spoken
        return spoken
    }

    /// The controls whose focus stop is `stop`, in document order.
    func controls(speakingAt stop: Int) -> [Control] { allControlsByStop[stop] ?? [] }
    private lazy var allControlsByStop: [Int: [Control]] = {
        var map: [Int: [Control]] = [:]
        for c in controls { if let s = self.stop(of: c) { map[s, default: []].append(c) } }
        return map
    }()

    public func spoken(_ control: Control) -> SpokenStop? { stop(of: control).map { spoken(stop: $0) } }

    public func control(at node: Int) -> Control? { controlsByNode[node] }

    /// The first control (in document order) whose focus stop is `stop`.
    public func control(speakingAt stop: Int) -> Control? { controlsByStop[stop] }
    private lazy var controlsByStop: [Int: Control] = {
        var map: [Int: Control] = [:]
        for c in controls { if let s = self.stop(of: c), map[s] == nil { map[s] = c } }
        return map
    }()

    public func position(ofStop stop: Int) -> Int? { stopOrder[stop] }

    // MARK: Memoised answers (the extensions in LintContext+*.swift compute them)

    // Groups (LintContext+Groups.swift).
    /// Each control's group, by node (`group(of:)`).
    var groupCache: [Int: (container: Int?, members: [Control])] = [:]
    /// Per group (keyed by its first member): reading positions of its first two stops (GroupTitle).
    var groupPositions: [Int: (Int, Int)?] = [:]
    /// Controls of each kind in document order, and those of them outside any group container.
    lazy var peersByKind: [String: [Control]] = Dictionary(grouping: controls, by: \.kind).mapValues { $0.sorted { $0.node < $1.node } }
    lazy var ungroupedByKind: [String: [Control]] = peersByKind.mapValues { $0.filter { groupContainer(of: $0) == nil } }
    /// One member array per container and kind, shared by every member's group (`shared`).
    struct MembersKey: Hashable { var kind: String; var ancestor: Int; var grouped: Bool }
    var membersCache: [MembersKey: [Control]] = [:]
    /// One array per visual row, shared by its members (`visualRow`).
    struct RowKey: Hashable { var first: Int; var row: Int }
    var rowMembersCache: [RowKey: [Control]] = [:]
    /// Row number per member, per member list (keyed by its first member).
    var rowCache: [Int: [Int: Int]] = [:]
    /// Selected members per group (`selectedCount`).
    struct GroupKey: Hashable { var first, last, count: Int }
    var selectedCounts: [GroupKey: Int] = [:]

    // Labels (LintContext+Labels.swift).
    /// Stops in node order, and before each position the number of non-text-only stops.
    lazy var actionableIndex: (nodes: [Int], counts: [Int]) = {
        let nodes = model.stops.sorted()
        var counts = [0]
        counts.reserveCapacity(nodes.count + 1)
        for n in nodes { counts.append(counts[counts.count - 1] + (isTextOnly(stop: n) ? 0 : 1)) }
        return (nodes, counts)
    }()

    /// The first shown alert, sheet or dialog of the tree (focus.modal), found once.
    public private(set) lazy var firstModal: Int? = tree.indices.first { i in
        work += 1
        return ModalContainment.modalTypes.contains(tree[i].elementType ?? "") && tree[i].visibleToUser != false && tree[i].accessibilityViewIsModal != true
    }

    /// Per node: a `ComposeView` / `AndroidComposeView` is among its ancestors (one pre-order pass).
    lazy var underComposeView: [Bool] = {
        var under = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count {
            guard let p = tree.parent(of: i) else { continue }
            let cls = tree[p].className ?? ""
            under[i] = under[p] || cls.hasSuffix("ComposeView") || cls.hasSuffix("AndroidComposeView")
        }
        return under
    }()

    /// Whether the tree was drawn by Jetpack Compose (its groups do not show in uiautomator dumps).
    public func isCompose(_ node: Int) -> Bool {
        tree.ancestors(of: node).contains { a in
            let cls = tree[a].className ?? ""
            return cls.hasSuffix("ComposeView") || cls.hasSuffix("AndroidComposeView")
        } || tree[node].role != nil
    }
}

import Foundation
