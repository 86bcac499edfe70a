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

/// A control in a checklist item: its node and kind (a key, not a formatted string per finding).
private struct ListedControl: Hashable {
    let node: Int
    let control: String

    /// Hashed by the node alone (a node is rarely two controls): hashing the kind's text too was
    /// most of the cost of gathering a dense screen's checklist.
    func hash(into hasher: inout Hasher) { hasher.combine(node) }
}

extension FileReport {
    /// This report with its review findings gathered into `review`: one item per criterion, in
    /// the order the criteria first appear, each listing its controls once. Failures are untouched.
    public func gatheringReview() -> FileReport {
        var report = self
        guard findings.contains(where: { $0.status == .review }) else { return report }
        var items: [ReviewItem] = []
        var itemOf: [String: Int] = [:]
        // Per item, the controls already listed (a control cited twice for one criterion, by two rules, is listed once).
        var listed: [Set<ListedControl>] = []
        report.findings = []
        report.findings.reserveCapacity(findings.count)
        // Each finding's fields are read in place, by index: a finding passed on, even borrowed, is
        // copied from the array (its dozen strings retained and released).
        for k in findings.indices {
            guard findings[k].status == .review else { report.findings.append(findings[k]); continue }
            let screenWide = findings[k].control == Finding.screen
            for criterion in findings[k].criteria {
                let i: Int
                if let known = itemOf[criterion] {
                    i = known
                    if !items[i].rules.contains(findings[k].rule) { items[i].rules.append(findings[k].rule) }
                    if items[i].test == nil { items[i].test = findings[k].test }
                } else {
                    i = items.count
                    itemOf[criterion] = i
                    items.append(ReviewItem(criterion: criterion, rules: [findings[k].rule], message: findings[k].message, test: findings[k].test,
                                            controls: [], wholeScreen: false))
                    listed.append([])
                }
                if screenWide { items[i].wholeScreen = true; continue }
                if listed[i].insert(ListedControl(node: findings[k].node.index, control: findings[k].control)).inserted {
                    items[i].controls.append(ReviewedControl(control: findings[k].control, node: findings[k].node))
                }
            }
        }
        report.review = items
        return report
    }
}
