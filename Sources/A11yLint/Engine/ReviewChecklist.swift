import A11yLintModel
import A11yLintRules

/// One criterion a person must test on a screen, with every control it applies to. A dump cannot
/// decide "Space activates it" for any control, so saying so once per control buries the few real
/// failures under the same sentence; a checklist says it once per screen and lists where to look
/// (ATF and Accessibility Scanner likewise show one result per problem).
public struct ReviewItem: Sendable, Equatable {
    public var criterion: String
    /// The rules that asked for it, in the order they first did.
    public var rules: [String]
    /// What to check, in the first rule's words.
    public var message: String
    /// The step a person follows, from the first rule that gives one.
    public var test: String?
    /// The controls it names, in the order the findings named them.
    public var controls: ReviewedControls
    /// A screen-wide rule asked for it (initial focus, text resize): the whole screen is to be
    /// tested, whether or not controls are named too.
    public var wholeScreen: Bool

    /// What a person does: the test step, or the rule's words when no rule gives one.
    public var step: String { test ?? message }

    package init(criterion: String, rules: [String], message: String, test: String?, controls: ReviewedControls, wholeScreen: Bool) {
        self.criterion = criterion; self.rules = rules; self.message = message; self.test = test; self.controls = controls
        self.wholeScreen = wholeScreen
    }

    package init(criterion: String, rules: [String], message: String, test: String?, controls: [ReviewedControl], wholeScreen: Bool) {
        self.init(criterion: criterion, rules: rules, message: message, test: test, controls: ReviewedControls(controls), wholeScreen: wholeScreen)
    }
}

/// A control a review item applies to: its kind and where it is.
public struct ReviewedControl: Sendable, Equatable {
    public var control: String
    public var node: NodeReference

    public init(control: String, node: NodeReference) { self.control = control; self.node = node }
}

/// The controls a review item lists, in order. A checklist's item keeps them as two numbers
/// apiece, the places of its reference and its kind's name in a store its checklist's items
/// share: a dense screen's checklist lists 46,000 controls 230,000 times, and a `ReviewedControl`
/// apiece (24 bytes) was 5.5 MB of that lint's peak memory; five bytes are 1.2 MB. Controls given
/// as a list, or added to an item, are kept as a list.
public struct ReviewedControls: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case listed([ReviewedControl])
        case placed(ReviewedControlStore, ReviewedControlColumns)
    }

    private var storage: Storage

    public init() { storage = .listed([]) }

    public init(_ controls: some Sequence<ReviewedControl>) { storage = .listed(Array(controls)) }

    public init(arrayLiteral controls: ReviewedControl...) { storage = .listed(controls) }

    /// A checklist's item: its columns of places in the checklist's `store`.
    init(store: ReviewedControlStore, columns: ReviewedControlColumns) { storage = .placed(store, columns) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case let .listed(controls): controls.count
        case let .placed(_, columns): columns.count
        }
    }

    public subscript(position: Int) -> ReviewedControl {
        switch storage {
        case let .listed(controls): controls[position]
        case let .placed(store, columns):
            ReviewedControl(control: store.kinds[columns.kind(at: position)], node: store.references[columns.reference(at: position)])
        }
    }

    /// A checklist item's store and columns (nil for controls kept as a list): what a reporter
    /// reads in place, by number (`JSONReporter`'s written controls).
    package var places: (store: ReviewedControlStore, columns: ReviewedControlColumns)? {
        if case let .placed(store, columns) = storage { (store, columns) } else { nil }
    }

    public mutating func append(_ control: ReviewedControl) {
        // Kept as a list from the first change on (the store is shared by the checklist's items).
        var controls: [ReviewedControl]
        if case let .listed(list) = storage { controls = list } else { controls = Array(self) }
        storage = .listed([]) // the list held once, so appended in place
        controls.append(control)
        storage = .listed(controls)
    }

    public static func == (a: ReviewedControls, b: ReviewedControls) -> Bool { a.count == b.count && a.elementsEqual(b) }
}

/// The references and kinds' names the controls of a checklist's items point into.
package final class ReviewedControlStore: Sendable {
    package let references: [NodeReference]
    package let kinds: [String]

    init(references: [NodeReference], kinds: [String]) { self.references = references; self.kinds = kinds }
}

/// One item's controls as places in a `ReviewedControlStore`: a reference's as four bytes, a
/// kind's as one (the rare kind past the 255th kept apart).
package struct ReviewedControlColumns: Sendable {
    private var references: [UInt32] = []
    private var kinds: [UInt8] = []
    /// The kind of a control whose `kinds` byte is `UInt8.max`, by its position.
    private var otherKinds: [Int: Int] = [:]

    package var count: Int { references.count }

    package func reference(at position: Int) -> Int { Int(references[position]) }

    package func kind(at position: Int) -> Int {
        let k = kinds[position]
        return k == .max ? otherKinds[position]! : Int(k)
    }

    mutating func reserveCapacity(_ n: Int) {
        references.reserveCapacity(n)
        kinds.reserveCapacity(n)
    }

    mutating func append(reference: Int, kind: Int) {
        // Four billion references take more memory than any dump can make (each is tens of bytes).
        precondition(reference <= Int(UInt32.max), "a checklist refers to more than 4,294,967,295 nodes")
        references.append(UInt32(truncatingIfNeeded: reference))
        if kind < Int(UInt8.max) {
            kinds.append(UInt8(kind))
        } else {
            otherKinds[kinds.count] = kind
            kinds.append(.max)
        }
    }
}

/// How the "needs review" items are laid out in a report.
public enum ReviewLayout: String, Sendable, CaseIterable {
    /// One item per criterion per screen, listing its controls (the default).
    case checklist
    /// One item per criterion per control, as findings of status `review` (the layout before
    /// the checklist; for those who track review per control).
    case perControl = "per-control"
}

/// A control in a checklist item: its item, node and kind (its number in the checklist's kinds).
private struct ListedControl: Hashable {
    let item: Int
    let node: Int
    let kind: Int
}

/// The controls each checklist item already lists: per node, a bit for each of the first 64
/// items and the kind the node is listed as; any other pair (a 65th item, a node listed as a
/// second kind, a kind past the 254th) in a set. A set per item, hashing every finding's node, cost
/// 576 instructions a finding, 69M of a 20,000-button group's 210M gathering.
private struct ListedControls {
    private var items: [UInt64]
    /// Per node, the kind it is listed as, plus one (0: not listed yet). A byte, not the kind's
    /// text: a `String?` per node was 1.6 MB of a 100,000-node screen.
    private var kindOf: [UInt8]
    private var others: Set<ListedControl> = []

    init(nodeCount: Int) {
        items = Array(repeating: 0, count: max(nodeCount, 0))
        kindOf = Array(repeating: 0, count: max(nodeCount, 0))
    }

    /// Whether the control of kind number `kind` at `node` was new to `item` (and is now listed).
    mutating func insert(item: Int, node: Int, kind: Int) -> Bool {
        guard item < 64, items.indices.contains(node), kind < Int(UInt8.max) else {
            return others.insert(ListedControl(item: item, node: node, kind: kind)).inserted
        }
        if kindOf[node] == 0 { kindOf[node] = UInt8(kind + 1) }
        guard Int(kindOf[node]) == kind + 1 else { return others.insert(ListedControl(item: item, node: node, kind: kind)).inserted }
        let bit: UInt64 = 1 << UInt64(item)
        if items[node] & bit != 0 { return false }
        items[node] |= bit
        return true
    }
}

/// A file's checklist, gathered one review finding at a time in the findings' order: one item per
/// criterion, in the order the criteria first appear, each listing its controls once. Fed by
/// `FileReport.gatheringReview()` from a report's findings, or by the linter as it lints
/// (`Linter.lint(file:…, gatheringReview: true)`), where a review finding is never made: its
/// message only for a rule's first, its node's reference only for a control not yet listed.
package struct ReviewChecklist {
    /// The items, their controls apart (`columns`): an item holds them only when the checklist is read.
    private var heads: [ReviewItem] = []
    /// Each item's controls, as places in `store`.
    private var columns: [ReviewedControlColumns] = []
    /// The references and kinds' names every item's controls point into (`ReviewedControlStore`).
    private var references: [NodeReference] = []
    private var kinds: [String] = []
    /// The place in `kinds` of the kind last listed.
    private var lastKind = -1
    private var itemOf: [String: Int] = [:]
    // The items a rule's criteria name, found when its first finding is met: the findings of
    // one rule (one `RuleFields`) name the same criteria, already listed with the rule and its
    // test, so the rest only add their control (the criteria's names looked up per finding
    // were a third of gathering a dense screen's checklist).
    private var itemsOfRule: [ObjectIdentifier: [Int]] = [:]
    // The controls already listed (a control cited twice for one criterion, by two rules, is listed once).
    private var listed: ListedControls

    /// The room each new item takes for its controls at once (`expect(controls:)`).
    private var room = 0

    package init(nodeCount: Int) { listed = ListedControls(nodeCount: nodeCount) }

    /// The items, each listing its controls.
    package var items: [ReviewItem] {
        let store = ReviewedControlStore(references: references, kinds: kinds)
        return heads.indices.map { i in
            var item = heads[i]
            item.controls = ReviewedControls(store: store, columns: columns[i])
            return item
        }
    }

    /// The screen has `count` controls: on a large screen each item takes room for all at once,
    /// as an item may list each. Grown by doubling, each copy's pages were touched and the old
    /// ones left to malloc (a dense screen's checklist took 7.9 MB for its 5.5); the room no
    /// control is written to is never touched.
    package mutating func expect(controls count: Int) { room = count >= 1 << 12 ? count : 0 }

    /// Adds a review finding of the rule `fields`, about `control` at node `node` (`Finding.screen`:
    /// the whole screen). `message` is asked only for the first finding of a rule, and only used
    /// for a criterion no earlier rule named; `reference` only for a control the item lacks.
    @inline(__always)
    package mutating func add(_ fields: Finding.RuleFields, control: String, node: Int, message: () -> String,
                              reference: () -> NodeReference) {
        let rule = ObjectIdentifier(fields)
        let named: [Int]
        if let found = itemsOfRule[rule] { named = found } else { named = itemsNamed(by: fields.values, message: message()); itemsOfRule[rule] = named }
        if control == Finding.screen {
            for i in named { heads[i].wholeScreen = true }
            return
        }
        let kind = place(ofKind: control)
        for i in named where listed.insert(item: i, node: node, kind: kind) {
            columns[i].append(reference: place(of: reference()), kind: kind)
        }
    }

    /// The place of `reference`: the last one's when it is the same reference (a control's
    /// checklist entries share one, asked for in a row), else a new one's.
    private mutating func place(of reference: NodeReference) -> Int {
        if let last = references.last, last.identity == reference.identity { return references.count - 1 }
        references.append(reference)
        return references.count - 1
    }

    /// The place of a kind's name: the last one's again (a control's entries come in a row), else
    /// searched in order (a screen names a few; equal kinds share the packs' text, compared by
    /// address first).
    private mutating func place(ofKind kind: String) -> Int {
        if lastKind >= 0, kinds[lastKind] == kind { return lastKind }
        if let k = kinds.firstIndex(of: kind) { lastKind = k } else { kinds.append(kind); lastKind = kinds.count - 1 }
        return lastKind
    }

    private mutating func itemsNamed(by rule: Finding.RuleFields.Values, message: String) -> [Int] {
        rule.criteria.map { criterion in
            if let i = itemOf[criterion] {
                if !heads[i].rules.contains(rule.rule) { heads[i].rules.append(rule.rule) }
                if heads[i].test == nil { heads[i].test = rule.test }
                return i
            }
            itemOf[criterion] = heads.count
            var controls = ReviewedControlColumns()
            controls.reserveCapacity(room)
            columns.append(controls)
            heads.append(ReviewItem(criterion: criterion, rules: [rule.rule], message: message, test: rule.test, controls: ReviewedControls(), wholeScreen: false))
            return heads.count - 1
        }
    }
}

extension FileReport {
    /// This report with its review findings gathered into `review`: one item per criterion, in
    /// the order the criteria first appear, each listing its controls once. Failures are untouched.
    /// A report gathered already (its review findings never made) is returned as it is.
    public func gatheringReview() -> FileReport {
        var report = self
        guard findings.contains(where: { $0.status == .review }) else { return report }
        var checklist = ReviewChecklist(nodeCount: nodeCount)
        report.findings = []
        report.findings.reserveCapacity(findings.count)
        // Each finding's fields are read in place, by index: a finding passed on, even borrowed, is
        // copied from the array (its dozen strings retained and released).
        for k in findings.indices {
            guard findings[k].status == .review else { report.findings.append(findings[k]); continue }
            checklist.add(findings[k].ruleFields, control: findings[k].control, node: findings[k].node.index,
                          message: { findings[k].message }, reference: { findings[k].node })
        }
        report.review = checklist.items
        return report
    }
}
