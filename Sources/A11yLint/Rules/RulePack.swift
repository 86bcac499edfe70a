import Yams
import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// One control's rules, decoded from `rules/<control>.yml`.
public struct RulePack: Sendable {
    public var control: String
    public var title: String
    public var seed: String
    public var recognise: Recognition
    public var rules: [Rule]
    /// Criteria the pack declares for its own control (`criteria:`), beside the shared ones of `rules/criteria.yml`.
    public var criteria: [Criterion] = []
    /// Where the pack came from (a file path or "built-in").
    public var source: String
    /// What double tap does to the control, judged on two dumps by `compare --action activate:ID`
    /// (`activation:`); nil when the pack declares none.
    public var activation: Activation?

    /// The rule `compare --action dismiss:ID` reports when ID is this control: focus must return to
    /// it (a text field after its keyboard is dismissed: `text-input.focus-after-editing`), rather
    /// than the shared focus.return (`dismissal:`); nil for the shared one.
    public var dismissal: Activation.PairRule?

    /// The pack's pair rules for double tap: what the state must be after it, and what must not change.
    public struct Activation: Sendable, Equatable {
        /// `toggle`: double tap flips the state (a switch, a checkbox); `select`: it selects the
        /// control, whatever it was (a radio button), and the group stays exclusive; `step`: double
        /// tap on one of its buttons changes the value it shows, and focus stays on that button
        /// (a stepper).
        public enum Effect: String, Sendable { case toggle, select, step }
        /// A pair rule: its id and the criteria it decides.
        public struct PairRule: Sendable, Equatable {
            public var id: String
            public var criteria: [String]
            public init(id: String, criteria: [String]) { self.id = id; self.criteria = criteria }
        }
        public var effect: Effect
        /// The state after double tap: flipped, or selected.
        public var state: PairRule
        /// After selecting, at most one member of the control's group is selected.
        public var exclusive: PairRule?
        /// Activating the control does not change the context: the same app and screen, the control still there.
        public var context: PairRule?

        public init(effect: Effect, state: PairRule, exclusive: PairRule? = nil, context: PairRule? = nil) {
            self.effect = effect; self.state = state; self.exclusive = exclusive; self.context = context
        }

        /// Every rule, for listing and coverage.
        public var rules: [PairRule] { [state] + [exclusive, context].compactMap { $0 } }
    }

    /// How the control is recognised on each platform.
    public struct Recognition: Sendable {
        public var androidClasses: [String] = []
        public var composeRoles: [String] = []
        public var roleDescriptions: [String] = []
        /// Android: TalkBack roles the pack claims (`AndroidRole` names: button, imageButton,
        /// editText, seekControl…). TalkBack derives them from the class and its clickability
        /// (`Role.getRole`), so AndroidX and Material subclasses are found by class suffix.
        public var androidRoles: [String] = []
        /// Android: the pack claims nodes marked as headings (`heading`, Compose `heading()`, a
        /// heading collection item), which TalkBack says "Heading" for; a developer's declaration, like a trait.
        public var androidHeadings = false
        /// Android: the pack claims nodes offering ACTION_EXPAND or ACTION_COLLAPSE (Compose
        /// `Expand`/`Collapse`), which TalkBack says "Collapsed"/"Expanded" for.
        public var androidExpandActions = false
        /// Android: the pack claims an actionable node with no class, no role, no role description
        /// and no name of its own (Compose `Modifier.clickable` on an icon, with no `Role` and no
        /// `contentDescription`): TalkBack stops on it with no role (`Role.getRole`: ROLE_NONE) and
        /// says only "Double tap to activate". A dump of views always gives a class, so only
        /// semantics dumps carry such nodes.
        public var androidRolelessClickable = false
        /// Android: `resource-id`s of the container the platform lays out for the control (AlertController's
        /// `parentPanel`). An entry with ":id/" is the whole id; one without is the entry name in any package
        /// (AppCompat inflates its own copy of the layout under the app's package).
        public var androidResourceIds: [String] = []
        /// Android: a `resourceIds` claim stands only when the node holds, below it, a node with one of these
        /// ids (same matching): an app's own layout may reuse a container's id name for something else.
        public var androidResourceIdsHolding: [String] = []
        /// Android: pane titles (`paneTitle`: Compose `PaneTitle`, Appium `pane-title`) that say the node is the
        /// control, compared whole and case-insensitively (Compose Material 3 titles its dialogs "Dialog").
        public var androidPaneTitles: [String] = []
        /// The pack's claims give way to any other pack's claim on the same node, whatever its
        /// specificity: a generic control (a button, an image) is what a node is when nothing more
        /// specific says otherwise (an iOS Button valued "Checked" is a checkbox, not a button).
        public var generic = false
        /// Words a widget writes into its own text for its state (a Switch's textOn/textOff:
        /// "ON", "Włączono"): such a text is the state, never the control's name.
        public var stateTexts: [String] = []
        /// Android: the pack also owns checkable (or selected-image) clickable nodes whose kind no
        /// other pack recognises (`recognise.android.unrecognisedCheckable: true`). Tried last.
        public var unrecognisedCheckable = false
        /// Android: a node inside a single-choice list (collectionInfo selectionMode 1) is an option
        /// of that list, not this control (a CheckBox used as a radio), and goes to the fallback pack.
        public var notInSingleChoiceList = false
        public var iosElementTypes: [String] = []
        public var iosClasses: [String] = []
        public var iosTraits: AccessibilityTraits = []
        /// iOS custom controls: a button whose accessibilityValue is one of these.
        public var iosButtonValues: [String] = []
        /// A role written into the label by hand (", <role>"), compared with the words after the last comma.
        public var labelSuffixes: [String] = []
        /// Custom look-alikes: an actionable node whose id or test tag contains one of these words.
        public var lookalikeIdWords: [String] = []
        /// Android containers that group these controls for the screen reader (a RadioGroup).
        public var groupClasses: [String] = []
        /// The control's name in a sentence ("the switch"); the title, lower-cased, when absent.
        public var noun: String?
        /// The pack recognises no control of its own: its rules run on every control the other packs
        /// recognise (`recognise: { everyControl: true }`), for a criterion about what every target
        /// on a screen must be whatever its kind, like `target.size`. Its checks say which controls
        /// they apply to (an actionable one), from node properties.
        public var everyControl = false
    }
}

public struct Rule: Sendable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case error, warning, info
        var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var id: String
    public var control: String
    public var criteria: [String]
    public var severity: Severity
    public var platforms: Set<Platform>
    public var checkID: String
    package var check: any Check
    /// The check as the YAML gave it (for writing the packs out as Swift).
    var spec: CheckSpec = .single(id: "", options: [:])
    public var message: String
    public var remedy: [String: String]
    /// For review rules: the seed's test step a person must carry out.
    public var test: String?
    /// `screen`: a criterion about the whole screen (initial focus, text resize), reported once per
    /// dump however many controls cite it; `control` (the default): once per control.
    public var scope: Scope = .control
    public var description: String
    public var examples: Examples
    /// Rules of the same pack that fail for the same mistake whenever this one does, less
    /// specifically (`text-input-label-separate-stop` covers `text-input-name-present` and
    /// `text-input-swipe`): when they fail on the same node, the user sees this rule's finding
    /// alone, carrying their criteria and rule ids (`Finding.covers`).
    public var covers: [String] = []

    public enum Scope: String, Sendable { case control, screen }

    /// The rule only asks a person (a manual criterion, a role the dump cannot tell): it never passes or fails.
    public var onlyReviews: Bool { type(of: check).onlyReviews }

    public struct Examples: Sendable {
        public var pass: [String] = []
        public var fail: [String] = []
    }
}

/// Reads rule packs from YAML. Unknown keys, unknown check ids and bad values are errors naming the line.
public enum RulePackLoader {
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int?
        public var message: String
        public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
    }

    public static let frameworks = ["uikit", "swiftui", "android-views", "jetpack-compose"]
    /// The names people know the frameworks by, for `remedy:` keys.
    public static let frameworkNames = ["uikit": "UIKit", "swiftui": "SwiftUI", "android-views": "Android Views", "jetpack-compose": "Jetpack Compose"]

    /// A pack may cite the `shared` criteria and those it declares itself, and name the `checks`
    /// (`BuiltInRules` passes the engine's catalogue: Rules knows no check by name).
    package static func load(yaml: String, source: String, shared: [Criterion] = EmbeddedRulePacks.criteria, checks: CheckResolver) throws -> RulePack {
        var reader = RulePackReader(source: source, checks: checks)
        return try withLines { try reader.pack(compose(yaml, source: source, what: "rule pack"), shared: shared) }
    }

    /// A criteria file (`rules/criteria.yml`): a `criteria:` list and nothing else.
    public static func loadCriteria(yaml: String, source: String) throws -> [Criterion] {
        let reader = RulePackReader(source: source, checks: CheckResolver([]))
        return try withLines {
            let root = try compose(yaml, source: source, what: "criteria file")
            var list: Yams.Node?
            for (_, value) in try reader.mapping(root, "the criteria file", allowed: ["criteria"]) { list = value }
            guard let list else { throw reader.fail(root, "the criteria file needs a 'criteria:' list") }
            return try reader.criteria(list, control: nil, known: [])
        }
    }

    static func compose(_ yaml: String, source: String, what: String) throws -> Yams.Node {
        guard let parsed = try RulePackReader.compose(yaml, source: source) else { throw YAMLError(file: source, line: nil, message: "empty \(what)") }
        return parsed
    }

    /// The shared reader's complaints as this loader's errors (same file, line and words).
    static func withLines<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as YAMLError {
            throw LoadError(file: error.file, line: error.line, message: error.message)
        }
    }
}

/// Reads a rule pack or criteria file with the shared reader (`YAMLReader`): line numbers for every complaint.
struct RulePackReader: YAMLReader {
    let source: String
    /// The checks a rule may name.
    let checks: CheckResolver

    mutating func pack(_ root: Yams.Node, shared: [Criterion]) throws -> RulePack {
        let top = try mapping(root, "the rule pack", allowed: ["control", "title", "seed", "recognise", "criteria", "rules", "activation", "dismissal"])
        var pack = RulePack(control: "", title: "", seed: "", recognise: .init(), rules: [], source: source)
        var rulesNode: Yams.Node?, criteriaNode: Yams.Node?, activationNode: Yams.Node?, dismissalNode: Yams.Node?
        for (key, value) in top {
            switch key {
            case "control": pack.control = try string(value, "control")
            case "title": pack.title = try string(value, "title")
            case "seed": pack.seed = try string(value, "seed")
            case "recognise": pack.recognise = try recognition(value)
            case "criteria": criteriaNode = value
            case "activation": activationNode = value
            case "dismissal": dismissalNode = value
            default: rulesNode = value
            }
        }
        guard !pack.control.isEmpty else { throw fail(root, "the pack needs 'control: <name>'") }
        if let criteriaNode { pack.criteria = try criteria(criteriaNode, control: pack.control, known: shared) }
        let citable = Set(shared.map(\.id) + pack.criteria.map(\.id))
        guard let rulesNode, case let .sequence(list) = rulesNode else { throw fail(root, "the pack needs a 'rules:' list") }
        var seen = Set<String>()
        for item in list {
            let rule = try self.rule(item, control: pack.control, citable: citable)
            guard seen.insert(rule.id).inserted else { throw fail(item, "duplicate rule id '\(rule.id)'") }
            pack.rules.append(rule)
        }
        // Each item of `list` made the rule at the same position.
        if let problem = RuleCoverage.problem(in: pack.rules), let at = pack.rules.firstIndex(where: { $0.id == problem.rule }) {
            throw fail(list[at], problem.message)
        }
        if let activationNode {
            let activation = try self.activation(activationNode, citable: citable)
            for rule in activation.rules where !seen.insert(rule.id).inserted { throw fail(activationNode, "duplicate rule id '\(rule.id)'") }
            pack.activation = activation
        }
        if let dismissalNode {
            let rule = try pairRule(dismissalNode, "dismissal", citable: citable)
            guard seen.insert(rule.id).inserted else { throw fail(dismissalNode, "duplicate rule id '\(rule.id)'") }
            pack.dismissal = rule
        }
        return pack
    }

    /// `{rule: <id>, criteria: [ids]}`: a pair rule of `activation:` or `dismissal:`.
    func pairRule(_ value: Yams.Node, _ what: String, citable: Set<String>) throws -> RulePack.Activation.PairRule {
        var id: String?, criteria: [String] = []
        for (k, v) in try mapping(value, what, allowed: ["rule", "criteria"]) {
            if k == "rule" { id = try string(v, k) } else { criteria = try strings(v, k) }
        }
        guard let id, !id.isEmpty else { throw fail(value, "\(what) needs 'rule: <id>'") }
        guard !criteria.isEmpty else { throw fail(value, "\(what) needs 'criteria: [ids]'") }
        for c in criteria where !citable.contains(c) { throw fail(value, "\(what) cites unknown criterion '\(c)'") }
        return .init(id: id, criteria: criteria)
    }

    /// `activation: {effect: toggle | select, state: {rule, criteria}, exclusive: …, context: …}`.
    func activation(_ node: Yams.Node, citable: Set<String>) throws -> RulePack.Activation {
        var effect: RulePack.Activation.Effect?, state: RulePack.Activation.PairRule?
        var exclusive: RulePack.Activation.PairRule?, context: RulePack.Activation.PairRule?
        func pairRule(_ value: Yams.Node, _ what: String) throws -> RulePack.Activation.PairRule {
            try self.pairRule(value, "activation.\(what)", citable: citable)
        }
        for (key, value) in try mapping(node, "activation", allowed: ["effect", "state", "exclusive", "context"]) {
            switch key {
            case "effect":
                let name = try string(value, key)
                guard let e = RulePack.Activation.Effect(rawValue: name) else { throw fail(value, "activation.effect must be toggle, select or step, not '\(name)'") }
                effect = e
            case "state": state = try pairRule(value, key)
            case "exclusive": exclusive = try pairRule(value, key)
            default: context = try pairRule(value, key)
            }
        }
        guard let effect else { throw fail(node, "activation needs 'effect: toggle' or 'effect: select'") }
        guard let state else { throw fail(node, "activation needs 'state: {rule, criteria}'") }
        if exclusive != nil, effect != .select { throw fail(node, "activation.exclusive applies to 'effect: select' only") }
        return .init(effect: effect, state: state, exclusive: exclusive, context: context)
    }

    func recognition(_ node: Yams.Node) throws -> RulePack.Recognition {
        var r = RulePack.Recognition()
        for (key, value) in try mapping(node, "recognise", allowed: ["android", "ios", "lookalikes", "noun", "generic", "everyControl"]) {
            switch key {
            case "android":
                for (k, v) in try mapping(value, "recognise.android", allowed: ["classes", "composeRoles", "roleDescriptions", "stateTexts", "unrecognisedCheckable", "notInSingleChoiceList", "groupClasses", "roles", "headings", "expandActions", "rolelessClickable", "resourceIds", "resourceIdsHolding", "paneTitles"]) {
                    switch k {
                    case "classes": r.androidClasses = try strings(v, k)
                    case "composeRoles": r.composeRoles = try strings(v, k)
                    case "stateTexts": r.stateTexts = try wordLists(v, k)
                    case "unrecognisedCheckable": r.unrecognisedCheckable = try bool(v, k)
                    case "notInSingleChoiceList": r.notInSingleChoiceList = try bool(v, k)
                    case "groupClasses": r.groupClasses = try strings(v, k)
                    case "headings": r.androidHeadings = try bool(v, k)
                    case "expandActions": r.androidExpandActions = try bool(v, k)
                    case "rolelessClickable": r.androidRolelessClickable = try bool(v, k)
                    case "resourceIds": r.androidResourceIds = try strings(v, k)
                    case "resourceIdsHolding": r.androidResourceIdsHolding = try strings(v, k)
                    case "paneTitles": r.androidPaneTitles = try strings(v, k)
                    case "roles":
                        r.androidRoles = try strings(v, k)
                        for name in r.androidRoles where AndroidRole(rawValue: name) == nil {
                            throw fail(v, "unknown TalkBack role '\(name)' (known: \(AndroidRole.allCases.map(\.rawValue).joined(separator: ", ")))")
                        }
                    default: r.roleDescriptions = try strings(v, k)
                    }
                }
                if !r.androidResourceIdsHolding.isEmpty, r.androidResourceIds.isEmpty {
                    throw fail(value, "recognise.android.resourceIdsHolding needs the container's 'resourceIds'")
                }
            case "ios":
                for (k, v) in try mapping(value, "recognise.ios", allowed: ["elementTypes", "classes", "traits", "buttonValues", "labelSuffixes"]) {
                    switch k {
                    case "elementTypes": r.iosElementTypes = try strings(v, k)
                    case "classes": r.iosClasses = try strings(v, k)
                    case "traits":
                        for name in try strings(v, k) {
                            guard let trait = AccessibilityTraits.named(name) else { throw fail(v, "unknown trait '\(name)'") }
                            r.iosTraits.insert(trait)
                        }
                    case "buttonValues": r.iosButtonValues = try strings(v, k)
                    default: r.labelSuffixes = try strings(v, k)
                    }
                }
            case "noun": r.noun = try string(value, key)
            case "generic": r.generic = try bool(value, key)
            case "everyControl": r.everyControl = try bool(value, key)
            default:
                for (k, v) in try mapping(value, "recognise.lookalikes", allowed: ["idWords"]) where k == "idWords" {
                    r.lookalikeIdWords = try strings(v, k)
                }
            }
        }
        return r
    }

    /// A `criteria:` list: the shared file's (`control` nil) or a pack's own, which apply to that
    /// pack's control unless they say otherwise. An id may be declared once.
    func criteria(_ node: Yams.Node, control: String?, known: [Criterion]) throws -> [Criterion] {
        guard case let .sequence(items) = node else { throw fail(node, "criteria must be a list") }
        var result: [Criterion] = [], seen = Dictionary(known.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
        for item in items {
            var c = Criterion(id: "", how: .dump, summary: "", seed: "", test: "", controls: control.map { [$0] } ?? [], source: source)
            for (key, value) in try mapping(item, "a criterion", allowed: ["id", "how", "wcag", "summary", "condensed", "seed", "test", "controls", "pair"]) {
                switch key {
                case "id": c.id = try string(value, "id")
                case "how":
                    let s = try string(value, "how")
                    guard let how = Criterion.How(rawValue: s) else { throw fail(value, "how must be dump, pair or manual, not '\(s)'") }
                    c.how = how
                case "summary": c.summary = try string(value, "summary")
                case "condensed": c.condensed = try string(value, "condensed")
                case "seed": c.seed = try string(value, "seed")
                case "test": c.test = try string(value, "test")
                case "pair": c.pair = try pairJudgement(value)
                case "wcag":
                    c.wcag = try strings(value, "wcag")
                    for number in c.wcag {
                        guard number.split(separator: ".", omittingEmptySubsequences: false).count == 3,
                              number.split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                            throw fail(value, "wcag entry '\(number)' is not a success criterion number like \"4.1.2\"")
                        }
                        guard WCAG.criterion(number) != nil else {
                            throw fail(value, "wcag entry '\(number)' is not a WCAG 2.2 success criterion")
                        }
                    }
                    if Set(c.wcag).count != c.wcag.count { throw fail(value, "wcag lists a success criterion twice") }
                default: c.controls = try strings(value, "controls")
                }
            }
            guard !c.id.isEmpty else { throw fail(item, "a criterion needs an id") }
            if c.pair != nil, c.how != .pair { throw fail(item, "criterion '\(c.id)' has a 'pair:' judgement but is not 'how: pair'") }
            guard !c.summary.isEmpty else { throw fail(item, "criterion '\(c.id)' has no summary") }
            if let first = seen[c.id] { throw fail(item, "criterion '\(c.id)' is already declared in \(first)") }
            seen[c.id] = source
            result.append(c)
        }
        return result
    }

    /// `pair: { action: <compare action>, rules: { <result>: <rule id>, … } }`.
    func pairJudgement(_ node: Yams.Node) throws -> Criterion.PairJudgement {
        var action = "", rules: [String: String] = [:]
        for (key, value) in try mapping(node, "a criterion's pair", allowed: ["action", "rules"]) {
            if key == "action" {
                action = try string(value, key)
                guard ["text-size", "dismiss"].contains(action) else { throw fail(value, "pair.action must be text-size or dismiss, not '\(action)' (double tap is judged by each pack's activation:)") }
            } else {
                guard case let .mapping(m) = value else { throw fail(value, "pair.rules must map each result to a rule id") }
                for (k, v) in m { rules[try string(k, "a result")] = try string(v, "a rule id") }
            }
        }
        guard !action.isEmpty, !rules.isEmpty else { throw fail(node, "pair needs 'action:' and 'rules:'") }
        return .init(action: action, rules: rules)
    }

    func rule(_ node: Yams.Node, control: String, citable: Set<String>) throws -> Rule {
        let fields = try mapping(node, "a rule", allowed: ["id", "criteria", "severity", "platforms", "check", "message", "remedy", "test", "description", "examples", "scope", "covers"])
        var id = "", criteria: [String] = [], severity = Rule.Severity.error, platforms = Set(Platform.allCases)
        var checkID = "", options: [(String, Yams.Node)] = [], message = "", remedy: [String: String] = [:], test: String?
        var description = "", examples = Rule.Examples(), scope = Rule.Scope.control, covers: [String] = []
        var checkNode: Yams.Node?, composition = (all: [CheckComposition.Part](), any: [CheckComposition.Part](), none: [CheckComposition.Part]())
        for (key, value) in fields {
            switch key {
            case "id": id = try string(value, "id")
            case "criteria":
                criteria = try strings(value, "criteria")
                for c in criteria where !citable.contains(c) {
                    let hint = DidYouMean.closest(to: c, among: Array(citable)).map { " (did you mean '\($0)'?)" } ?? ""
                    throw fail(value, "unknown criterion id '\(c)'\(hint): declare it in the pack's 'criteria:' list or in rules/criteria.yml")
                }
            case "severity":
                let s = try string(value, "severity")
                guard let parsed = Rule.Severity(rawValue: s) else { throw fail(value, "severity must be error, warning or info, not '\(s)'") }
                severity = parsed
            case "platforms":
                platforms = []
                for p in try strings(value, "platforms") {
                    guard let platform = Platform(rawValue: p) else { throw fail(value, "unknown platform '\(p)' (android, ios)") }
                    platforms.insert(platform)
                }
            case "check":
                checkNode = value
                if case .scalar = value {
                    checkID = try string(value, "check")
                } else {
                    var optionsNode: Yams.Node?
                    for (k, v) in try mapping(value, "check", allowed: ["id", "options", "all", "any", "none"]) {
                        switch k {
                        case "id": checkID = try string(v, "check.id")
                        case "options": optionsNode = v
                        case "all": composition.all = try parts(v, "check.all")
                        case "any": composition.any = try parts(v, "check.any")
                        default: composition.none = try parts(v, "check.none")
                        }
                    }
                    options = try optionsNode.map { try mapping($0, "check.options", allowed: Set(checks.optionKeys(for: checkID))) } ?? []
                    let composed = !(composition.all.isEmpty && composition.any.isEmpty && composition.none.isEmpty)
                    if composed, !checkID.isEmpty || !options.isEmpty { throw fail(value, "a check is either an id with options or a composition of all / any / none, not both") }
                }
            case "message": message = try string(value, "message")
            case "remedy":
                for (k, v) in try mapping(value, "remedy", allowed: Set(RulePackLoader.frameworks)) { remedy[k] = try string(v, "remedy.\(k)") }
            case "test": test = try string(value, "test")
            case "description": description = try string(value, "description")
            case "covers": covers = try strings(value, "covers")
            case "scope":
                let s = try string(value, "scope")
                guard let parsed = Rule.Scope(rawValue: s) else { throw fail(value, "scope must be control or screen, not '\(s)'") }
                scope = parsed
            default:
                for (k, v) in try mapping(value, "examples", allowed: ["pass", "fail"]) {
                    if k == "pass" { examples.pass = try strings(v, "examples.pass") } else { examples.fail = try strings(v, "examples.fail") }
                }
            }
        }
        guard !id.isEmpty else { throw fail(node, "a rule needs an id") }
        guard !criteria.isEmpty else { throw fail(node, "rule '\(id)' cites no criterion") }
        guard !message.isEmpty else { throw fail(node, "rule '\(id)' has no message") }
        let spec: CheckSpec
        if !(composition.all.isEmpty && composition.any.isEmpty && composition.none.isEmpty) {
            spec = .composition(all: composition.all, any: composition.any, none: composition.none)
        } else {
            spec = .single(id: checkID, options: try optionValues(options))
        }
        let check = try make(spec, at: checkNode ?? node)
        checkID = spec.id
        var rule = Rule(id: id, control: control, criteria: criteria, severity: severity, platforms: platforms, checkID: checkID,
                        check: check, message: message, remedy: remedy, test: test, description: description, examples: examples)
        rule.scope = scope
        rule.spec = spec
        rule.covers = covers
        return rule
    }

    func optionValues(_ options: [(String, Yams.Node)]) throws -> [String: CheckOption] {
        Dictionary(try options.map { (key, value) in (key, try option(value, key)) }, uniquingKeysWith: { $1 })
    }

    /// Builds a check, or fails on the YAML node that named it, with the nearest known id.
    func make(_ spec: CheckSpec, at node: Yams.Node) throws -> any Check {
        do {
            return try spec.make(checks: checks)
        } catch let error as CheckResolver.UnknownCheck {
            var id = ""
            if case let .single(single, _) = spec { id = single }
            let hint = DidYouMean.closest(to: id, among: checks.ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw fail(node, error.message + hint)
        }
    }

    func part(name: String, id: String, options: [String: CheckOption], at node: Yams.Node) throws -> CheckComposition.Part {
        do {
            return try CheckComposition.Part(name: name, id: id, options: options, checks: checks)
        } catch let error as CheckResolver.UnknownCheck {
            let hint = DidYouMean.closest(to: id, among: checks.ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw fail(node, error.message + hint)
        }
    }

    /// The checks of `all` / `any` / `none`: each an id, or `{id, options, as}` (`as`: its name in `${missing}`).
    func parts(_ node: Yams.Node, _ what: String) throws -> [CheckComposition.Part] {
        guard case let .sequence(items) = node, !items.isEmpty else { throw fail(node, "\(what) must be a list of checks") }
        return try items.map { item in
            if case .scalar = item {
                let id = try string(item, what)
                return try part(name: id, id: id, options: [:], at: item)
            }
            var id = "", name: String?, optionsNode: Yams.Node?
            for (k, v) in try mapping(item, what, allowed: ["id", "options", "as"]) {
                switch k {
                case "id": id = try string(v, "\(what).id")
                case "as": name = try string(v, "\(what).as")
                default: optionsNode = v
                }
            }
            guard !id.isEmpty else { throw fail(item, "\(what): each check needs an id") }
            // Read after the loop: the keys an option may have depend on the id, wherever it is written.
            let options = try optionsNode.map { try mapping($0, "\(what).options", allowed: Set(checks.optionKeys(for: id))) } ?? []
            return try part(name: name ?? id, id: id, options: try optionValues(options), at: item)
        }
    }

    func option(_ node: Yams.Node, _ key: String) throws -> CheckOption {
        switch node {
        case .scalar: return .string(try string(node, key))
        case .sequence: return .list(try strings(node, key))
        case .mapping:
            var map: [String: [String]] = [:]
            for (k, v) in try mapping(node, key, allowed: ["android", "ios"]) { map[k] = try strings(v, "\(key).\(k)") }
            return .perPlatform(map)
        case .alias: throw fail(node, "aliases are not supported in rule packs")
        }
    }
}
