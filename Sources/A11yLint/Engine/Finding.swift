import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// One result a person acts on: a failed check, or an item that needs review, on one dump (`lint`)
/// or on a pair of dumps of one screen (`compare`, `PairPlaces`).
public struct Finding: Sendable, Equatable {
    public enum Status: String, Sendable, Codable { case fail, review }

    /// What a finding repeats from its rule (id, criteria, remedies, test): one shared object, the
    /// same for every finding of the rule on a screen (`Linter`'s plans make it once per rule), so a
    /// finding holds one pointer for four fields and a copy retains one object instead of four
    /// (issue 24: a radio group of 400,000 held 2.4 million findings, 128 bytes each; now 88).
    package final class RuleFields: Sendable {
        struct Values: Sendable, Equatable {
            var rule: String
            var criteria: [String]
            var remedy: [String: String]
            var test: String?
        }
        let values: Values
        init(_ values: Values) { self.values = values }
        package convenience init(rule: String, criteria: [String], remedy: [String: String], test: String?) {
            self.init(Values(rule: rule, criteria: criteria, remedy: remedy, test: test))
        }
    }

    private(set) var ruleFields: RuleFields

    public var rule: String {
        get { ruleFields.values.rule }
        set { changeRuleFields { $0.rule = newValue } }
    }
    public var criteria: [String] {
        get { ruleFields.values.criteria }
        set { changeRuleFields { $0.criteria = newValue } }
    }
    public var severity: Rule.Severity
    public var status: Status
    public var message: String
    public var control: String
    public var node: NodeReference
    /// What the control's focus stop announces (empty when no stop reaches it).
    public var announcement: String
    public var remedy: [String: String] {
        get { ruleFields.values.remedy }
        set { changeRuleFields { $0.remedy = newValue } }
    }
    public var test: String? {
        get { ruleFields.values.test }
        set { changeRuleFields { $0.test = newValue } }
    }
    /// The rules this finding stands for besides its own: they failed on the same node for the same
    /// mistake, less specifically (their pack's `covers:`), and their criteria are in `criteria`.
    public var covers: [String] = []
    /// Where a finding about a pair of dumps (`compare`) points in each (`before`, `after`); nil
    /// for a finding about one dump. One reference, so that a finding stays short to copy.
    public var pair: PairPlaces?

    package init(rule: String, criteria: [String], severity: Rule.Severity, status: Status, message: String, control: String,
                 node: NodeReference, announcement: String, remedy: [String: String], test: String?, covers: [String] = []) {
        self.init(ruleFields: RuleFields(rule: rule, criteria: criteria, remedy: remedy, test: test), severity: severity, status: status,
                  message: message, control: control, node: node, announcement: announcement, covers: covers)
    }

    /// A finding whose rule's fields are shared (`RuleFields`), as the linter makes them.
    package init(ruleFields: RuleFields, severity: Rule.Severity, status: Status, message: String, control: String,
                 node: NodeReference, announcement: String, covers: [String] = []) {
        self.ruleFields = ruleFields; self.severity = severity; self.status = status; self.message = message
        self.control = control; self.node = node; self.announcement = announcement; self.covers = covers
    }

    /// A change makes fields of its own: the findings sharing the old ones keep theirs.
    private mutating func changeRuleFields(_ edit: (inout RuleFields.Values) -> Void) {
        var values = ruleFields.values
        edit(&values)
        ruleFields = RuleFields(values)
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        (a.ruleFields === b.ruleFields || a.ruleFields.values == b.ruleFields.values)
            && a.severity == b.severity && a.status == b.status && a.message == b.message && a.control == b.control
            && a.node == b.node && a.announcement == b.announcement && a.covers == b.covers && a.pair == b.pair
    }

    /// Every rule the finding stands for: its own, then those it covers.
    public var rules: [String] { [rule] + covers }

    /// The `control` of a finding about the whole screen rather than one control.
    public static let screen = "screen"
}

/// A rule that passed on a control, or did not apply to it and why: the outcomes a person does not
/// act on, recorded for audit trails when asked (`--include-passes`), as axe-core reports passes
/// and inapplicable rules and ATF its NOT_RUN results.
public struct RuleOutcome: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable { case pass, notApplicable }

    public var kind: Kind
    public var rule: String
    public var criteria: [String]
    public var control: String
    public var node: NodeReference
    /// Why the rule did not apply; nil for a pass.
    public var reason: String?
}

/// Where a finding points: the node's stable identity and its place in the file.
public struct NodeReference: Sendable, Equatable {
    struct Values: Sendable, Equatable {
        var index: Int
        var id: String?
        var className: String?
        var location: SourceLocation
        /// The path as given; nil: written from `paths` when read.
        var givenPath: String?
        /// The screen's paths, for a reference the linter made (its path is written only when read).
        var paths: NodePathTable?
        var bounds: Rect?
        var label: String?

        var path: String { givenPath ?? paths?.path(index) ?? "/" }

        static func == (a: Values, b: Values) -> Bool {
            a.index == b.index && a.id == b.id && a.className == b.className && a.location == b.location
                && a.bounds == b.bounds && a.label == b.label && (a.paths === b.paths && a.givenPath == b.givenPath || a.path == b.path)
        }
    }

    /// The values in one shared object: a control's findings (five review items each, on a dense
    /// screen) share its reference, so a finding holds one pointer instead of 130 bytes and a copy
    /// retains one object instead of four strings (issue 24: 400,000 radios held 2.4 million
    /// findings). Of two kinds: the values as given (`GivenBox`), or read from the node when asked
    /// (`TreeBox`), for a reference whose table keeps the tree as long as the report.
    private class Box: @unchecked Sendable { // immutable; not final, so not checked
        // Stored here, not behind the kinds' overrides (a `GivenBox` holds them in its values
        // too): the linter compares each reference it hands out by them (`NodePaths.reference`),
        // and a call each cost the dense lint 25 M instructions.
        let index: Int
        let label: String?
        init(index: Int, label: String?) { self.index = index; self.label = label }
        /// Every value, as a change edits them and `==` compares them.
        var values: Values { preconditionFailure("a node reference's box is a GivenBox or a TreeBox") }
        var id: String? { values.id }
        var className: String? { values.className }
        var location: SourceLocation { values.location }
        var bounds: Rect? { values.bounds }
        var path: String { values.path }
    }

    private final class GivenBox: Box, @unchecked Sendable {
        let given: Values
        init(_ values: Values) { given = values; super.init(index: values.index, label: values.label) }
        override var values: Values { given }
        override var id: String? { given.id }
        override var className: String? { given.className }
        override var location: SourceLocation { given.location }
        override var bounds: Rect? { given.bounds }
        override var path: String { given.path }
    }

    /// A node's values read from the tree its table keeps: 48 bytes where the values as given
    /// take 160 (a dense screen's checklist refers to 46,000 controls: 5 MB).
    private final class TreeBox: Box, @unchecked Sendable {
        let paths: NodePathTable
        init(index: Int, label: String?, paths: NodePathTable) { self.paths = paths; super.init(index: index, label: label) }
        override var values: Values {
            Values(index: index, id: id, className: className, location: location, givenPath: nil, paths: paths, bounds: bounds, label: label)
        }
        override var id: String? { paths.id(of: index) }
        override var className: String? { paths.className(of: index) }
        override var location: SourceLocation { paths.location(of: index) }
        override var bounds: Rect? { paths.frame(of: index) }
        override var path: String { paths.path(index) }
    }

    private var box: Box

    /// The same for references that share their values (a control's findings and checklist
    /// entries share one): a key for what is written once per shared reference.
    package var identity: ObjectIdentifier { ObjectIdentifier(box) }

    public var index: Int {
        get { box.index }
        // The path stays the one of the node it was made for (written out first).
        set { change { if $0.givenPath == nil { $0.givenPath = $0.path; $0.paths = nil }; $0.index = newValue } }
    }
    public var id: String? {
        get { box.id }
        set { change { $0.id = newValue } }
    }
    public var className: String? {
        get { box.className }
        set { change { $0.className = newValue } }
    }
    public var location: SourceLocation {
        get { box.location }
        set { change { $0.location = newValue } }
    }
    /// The node's XPath-like path. A reference the linter made writes it when read (most are
    /// never read: `NodePathTable`).
    public var path: String {
        get { box.path }
        set { change { $0.givenPath = newValue; $0.paths = nil } }
    }
    public var bounds: Rect? {
        get { box.bounds }
        set { change { $0.bounds = newValue } }
    }
    /// A short human name: the control's label, if any.
    public var label: String? {
        get { box.label }
        set { change { $0.label = newValue } }
    }

    package init(index: Int, id: String?, className: String?, location: SourceLocation, path: String, bounds: Rect?, label: String?) {
        box = GivenBox(Values(index: index, id: id, className: className, location: location, givenPath: path, paths: nil, bounds: bounds, label: label))
    }

    /// A reference to node `index` of the tree `paths` keeps: its values are read from the node,
    /// and its path written, when they are read.
    package init(index: Int, paths: NodePathTable, label: String?) {
        box = TreeBox(index: index, label: label, paths: paths)
    }

    /// A change makes a box of its own: others sharing the old one keep their values.
    private mutating func change(_ edit: (inout Values) -> Void) {
        var values = box.values
        edit(&values)
        box = GivenBox(values)
    }

    public static func == (a: NodeReference, b: NodeReference) -> Bool { a.box === b.box || a.box.values == b.box.values }
}

/// The outcome of linting one file.
public struct FileReport: Sendable {
    public var path: String
    public var format: DumpFormat?
    public var platform: Platform?
    public var nodeCount: Int
    public var error: InputError?
    public var findings: [Finding]
    /// The kind of each control recognised, in document order ("toggle-switch").
    public var controls: [String] = []
    /// The rules that passed or did not apply, per control: filled only when asked
    /// (`Linter.lint(file:…, recordingOutcomes: true)`, `--include-passes`).
    public var outcomes: [RuleOutcome] = []
    /// The screen's frames, controls and focus stops, for a report that draws it (HTML): filled
    /// only when asked (`Linter.lint(file:…, recordingScreen: true)`, `LintRun.recordingScreen`).
    public var screen: ScreenDrawing?
    /// The "needs review" checklist, one item per criterion (`gatheringReview()`); empty while the
    /// review findings are still in `findings`, one per control.
    public var review: [ReviewItem] = []
    /// What the reader should know that is neither a finding nor an error: a screenshot that was
    /// given but not used (another screen's aspect ratio).
    public var notes: [String] = []
    /// In the report on a pair's AFTER (`PairReport.fileReports`): the BEFORE dump, where its
    /// findings' `pair.before` nodes are (SARIF names them as related locations); nil in a lint.
    public var pairBefore: String?

    public init(path: String, format: DumpFormat?, platform: Platform?, nodeCount: Int, error: InputError?, findings: [Finding]) {
        self.path = path; self.format = format; self.platform = platform
        self.nodeCount = nodeCount; self.error = error; self.findings = findings
    }

    public var errors: Int { counts.errors }
    public var warnings: Int { counts.warnings }
    /// Info-severity findings (advisories and review findings) and checklist items.
    public var infos: Int { counts.infos }
    /// Review findings and checklist items: what a person is asked to test.
    public var reviews: Int { counts.reviews }

    /// The four counts in one pass, each finding read by address: `findings[i]` through the
    /// array's getter copied each finding (a dozen strings retained), 5% of a dense lint.
    public var counts: (errors: Int, warnings: Int, infos: Int, reviews: Int) {
        var errors = 0, warnings = 0, infos = 0, reviews = 0
        findings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0 ..< buffer.count {
                let status = base[i].status, severity = base[i].severity
                if status == .fail { if severity == .error { errors += 1 } else if severity == .warning { warnings += 1 } }
                if severity == .info { infos += 1 }
                if status == .review { reviews += 1 }
            }
        }
        return (errors, warnings, infos + review.count, reviews + review.count)
    }
}
