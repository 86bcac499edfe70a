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
    public var controls: [ReviewedControl]
    /// A screen-wide rule asked for it (initial focus, text resize): the whole screen is to be
    /// tested, whether or not controls are named too.
    public var wholeScreen: Bool

    /// What a person does: the test step, or the rule's words when no rule gives one.
    public var step: String { test ?? message }

    package init(criterion: String, rules: [String], message: String, test: String?, controls: [ReviewedControl], wholeScreen: Bool) {
        self.criterion = criterion; self.rules = rules; self.message = message; self.test = test; self.controls = controls
        self.wholeScreen = wholeScreen
    }
}

/// A control a review item applies to: its kind and where it is.
public struct ReviewedControl: Sendable, Equatable {
    public var control: String
    public var node: NodeReference
}

/// How the "needs review" items are laid out in a report.
public enum ReviewLayout: String, Sendable, CaseIterable {
    /// One item per criterion per screen, listing its controls (the default).
    case checklist
    /// One item per criterion per control, as findings of status `review` (the layout before
    /// the checklist; for those who track review per control).
    case perControl = "per-control"
}

/// A control in a checklist item: its item, node and kind (a key, not a formatted string per finding).
private struct ListedControl: Hashable {
    let item: Int
    let node: Int
    let control: String

    /// Hashed by the item and node alone (a node is rarely two controls): hashing the kind's text
    /// too was most of the cost of gathering a dense screen's checklist.
    func hash(into hasher: inout Hasher) { hasher.combine(item); hasher.combine(node) }
}

/// The controls each checklist item already lists: per node, a bit for each of the first 64
/// items and the kind the node is listed as; any other pair (a 65th item, a node listed as a
/// second kind) in a set. A set per item, hashing every finding's node, cost 576 instructions a
/// finding, 69M of a 20,000-button group's 210M gathering.
private struct ListedControls {
    private var items: [UInt64]
    private var kinds: [String?]
    private var others: Set<ListedControl> = []

    init(nodeCount: Int) {
        items = Array(repeating: 0, count: max(nodeCount, 0))
        kinds = Array(repeating: nil, count: max(nodeCount, 0))
    }

    /// Whether `control` at `node` was new to `item` (and is now listed).
    mutating func insert(item: Int, node: Int, control: String) -> Bool {
        guard item < 64, items.indices.contains(node) else { return others.insert(ListedControl(item: item, node: node, control: control)).inserted }
        if kinds[node] == nil { kinds[node] = control }
        guard kinds[node] == control else { return others.insert(ListedControl(item: item, node: node, control: control)).inserted }
        let bit: UInt64 = 1 << UInt64(item)
        if items[node] & bit != 0 { return false }
        items[node] |= bit
        return true
    }
}

extension FileReport {
    /// This report with its review findings gathered into `review`: one item per criterion, in
    /// the order the criteria first appear, each listing its controls once. Failures are untouched.
    public func gatheringReview() -> FileReport {
        var report = self
        guard findings.contains(where: { $0.status == .review }) else { return report }
        var items: [ReviewItem] = []
        var itemOf: [String: Int] = [:]
        // The items a rule's criteria name, found when its first finding is met: the findings of
        // one rule (one `RuleFields`) name the same criteria, already listed with the rule and its
        // test, so the rest only add their control (the criteria's names looked up per finding
        // were a third of gathering a dense screen's checklist).
        var itemsOfRule: [ObjectIdentifier: [Int]] = [:]
        func itemsNamed(byFindingAt k: Int) -> [Int] {
            findings[k].criteria.map { criterion in
                if let i = itemOf[criterion] {
                    if !items[i].rules.contains(findings[k].rule) { items[i].rules.append(findings[k].rule) }
                    if items[i].test == nil { items[i].test = findings[k].test }
                    return i
                }
                itemOf[criterion] = items.count
                items.append(ReviewItem(criterion: criterion, rules: [findings[k].rule], message: findings[k].message, test: findings[k].test,
                                        controls: [], wholeScreen: false))
                return items.count - 1
            }
        }
        // The controls already listed (a control cited twice for one criterion, by two rules, is listed once).
        var listed = ListedControls(nodeCount: nodeCount)
        report.findings = []
        report.findings.reserveCapacity(findings.count)
        // Each finding's fields are read in place, by index: a finding passed on, even borrowed, is
        // copied from the array (its dozen strings retained and released).
        for k in findings.indices {
            guard findings[k].status == .review else { report.findings.append(findings[k]); continue }
            let screenWide = findings[k].control == Finding.screen
            let rule = ObjectIdentifier(findings[k].ruleFields)
            let named: [Int]
            if let found = itemsOfRule[rule] { named = found } else { named = itemsNamed(byFindingAt: k); itemsOfRule[rule] = named }
            for i in named {
                if screenWide { items[i].wholeScreen = true; continue }
                if listed.insert(item: i, node: findings[k].node.index, control: findings[k].control) {
                    items[i].controls.append(ReviewedControl(control: findings[k].control, node: findings[k].node))
                }
            }
        }
        report.review = items
        return report
    }
}
