import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// Lints trees with rule packs. Stateless and `Sendable`: share one across threads.
public struct Linter: Sendable {
    public let packs: [RulePack]

    /// What the packs say about their controls (state words, label roles, group containers).
    let vocabulary: ControlVocabulary
    /// How many screen-scope rules the packs hold (each has a slot in a run's "already said" list).
    let screenSlots: Int
    /// How many rules are planned (each has a number, `PlannedRule.number`).
    let ruleCount: Int
    /// Built once: every node of every tree is looked up in the packs' joint index.
    let recogniser: ControlRecogniser
    /// Per control kind and platform, the rules to run, in pack order.
    let plans: [String: [Platform: [PlannedRule]]]
    /// Folds a node's failures that one rule covers into that rule's finding.
    let covered: CoveredFindings
    /// The most rules any control runs: a large screen's findings get room for that many per control.
    let longestPlan: Int
    /// Findings a screen may make above which their room is taken at once (8 MB of findings).
    static let reservedFindingsFrom = 1 << 16
    /// Android display density (pixels per dp) for trees that carry none (`AccessibilityTree.density`):
    /// `--density`, or the configuration's `density:`. nil: inferred per screen where a check needs it.
    public var density: Double?
    /// The process ends after this lint (the command line on one file): each screen's tree and
    /// facts are left to the exit, not freed (`LeftToExit`). Off by default: a test harness or a
    /// run over many files frees each screen once it is linted.
    public var leavesScreensToExit = false

    public init(packs: [RulePack]) {
        self.packs = packs
        vocabulary = ControlVocabulary(packs: packs)
        recogniser = ControlRecogniser(packs: packs)
        var plans: [String: [Platform: [PlannedRule]]] = [:]
        var screenSlot = 0, ruleCount = 0
        // One box per rule, shared by its platforms; read in place (indices), since a copy of a
        // pack or a rule retains every field, and every start plans every rule.
        for p in packs.indices where plans[packs[p].control] == nil {
            var byPlatform: [Platform: [PlannedRule]] = [:]
            for r in packs[p].rules.indices {
                let planned = PlannedRule(packs[p].rules[r], number: ruleCount, screenSlot: packs[p].rules[r].scope == .screen ? screenSlot : nil)
                ruleCount += 1
                if planned.screenSlot != nil { screenSlot += 1 }
                for platform in planned.rule.platforms { byPlatform[platform, default: []].append(planned) }
            }
            plans[packs[p].control] = byPlatform
        }
        // A pack for every control (`recognise.everyControl`: target size) recognises nothing: its
        // rules run after each recognised control's own, in every plan.
        let everyControl = Set(packs.filter(\.recognise.everyControl).map(\.control))
        if !everyControl.isEmpty {
            let shared = everyControl.sorted().compactMap { plans[$0] }
            for kind in plans.keys where !everyControl.contains(kind) {
                for byPlatform in shared {
                    for (platform, rules) in byPlatform { plans[kind]![platform, default: []].append(contentsOf: rules) }
                }
            }
        }
        self.plans = plans
        longestPlan = plans.values.lazy.flatMap(\.values).map(\.count).max() ?? 0
        screenSlots = screenSlot
        self.ruleCount = ruleCount
        covered = CoveredFindings(packs: packs)
    }

    /// The built-in packs (embedded in the library: no checkout needed).
    public static func defaultPacks() throws -> [RulePack] { try BuiltInRules.packs() }

    /// The built-in packs, decoded once (`BuiltInRules.loaded`).
    package static var builtInPacks: [RulePack] { BuiltInRules.loaded }

    /// A linter with the built-in packs.
    public init() { self.init(packs: Self.builtInPacks) }

    /// Lints one tree with every rule that applies to its platform: one finding per mistake
    /// (`foldingCovered`: a rule's finding stands for the rules it covers on the same node). Without
    /// folding, every failing rule has its own finding; fold them later with `foldingCovered(_:)`,
    /// after dropping or re-rating findings (a configuration), so a dropped rule hides only itself.
    /// `reviewing: false` leaves the "needs review" items out, and the rules that only ask for
    /// review are not run at all.
    public func lint(_ tree: AccessibilityTree, rules selected: Set<String>? = nil, foldingCovered: Bool = true, reviewing: Bool = true) -> [Finding] {
        var none: [RuleOutcome]?, notGathering: ReviewChecklist?
        let findings = run(tree, rules: selected, reviewing: reviewing, recording: &none, gathering: &notGathering).findings
        return foldingCovered ? covered.folding(findings) : findings
    }

    /// `findings` with each node's failures that one rule covers folded into its finding (`Rule.covers`).
    /// Handed over (`consuming`), the findings are folded in place: a run folds each report's own.
    public func foldingCovered(_ findings: consuming [Finding]) -> [Finding] { covered.folding(consume findings) }

    /// Lints one tree and records, beside the findings, every rule that passed or did not apply
    /// on each control, with the reason it did not (`RuleOutcome`).
    public func lintRecordingOutcomes(_ tree: AccessibilityTree, rules selected: Set<String>? = nil) -> (findings: [Finding], outcomes: [RuleOutcome]) {
        var outcomes: [RuleOutcome]? = [], notGathering: ReviewChecklist?
        let findings = run(tree, rules: selected, reviewing: true, recording: &outcomes, gathering: &notGathering).findings
        return (covered.folding(findings), outcomes ?? [])
    }

    /// The controls recognised and the findings about them.
    func run(_ tree: AccessibilityTree, rules selected: Set<String>? = nil) -> (controls: [Control], findings: [Finding]) {
        var none: [RuleOutcome]?, notGathering: ReviewChecklist?
        return run(tree, rules: selected, reviewing: true, recording: &none, gathering: &notGathering)
    }

    /// With `recording` set (not nil), the passes and the rules that did not apply are added to it.
    /// `reviewing: false`: review-only rules are skipped and review outcomes dropped, never built.
    /// With `checklist` set (not nil), review findings are gathered into it as they are found, not made.
    private func run(_ given: AccessibilityTree, rules selected: Set<String>?, reviewing: Bool, recording: inout [RuleOutcome]?,
                     gathering checklist: inout ReviewChecklist?) -> (controls: [Control], findings: [Finding]) {
        // A constant from here: a `var` passed to a call was copied for it (every field retained),
        // once per finding whose message is filled.
        let tree: AccessibilityTree
        if given.density == nil, let density { var dense = given; dense.density = density; tree = dense } else { tree = given }
        // Each node's TalkBack role, asked once for recognition and the facts alike.
        let roles = AndroidRoles(tree)
        let controls = recogniser.controls(in: tree, roles: roles)
        guard !controls.isEmpty else { return ([], []) }
        checklist?.expect(controls: controls.count)
        let facts = ScreenFacts(tree: tree, controls: controls, vocabulary: vocabulary, roles: roles)
        let paths = NodePaths(tree: tree, writingPathsWhenRead: leavesScreensToExit)
        var findings: [Finding] = []
        // Room for as many findings as the plans can make, taken once on a large screen: grown by
        // doubling, the array copied every finding at each step and, at the last, held both copies
        // (half the peak on a screen of 50,000 radios). The pages no finding is written to are never
        // touched; but a small screen gains nothing, and the large allocation is its cost (under
        // AddressSanitizer, which marks all of it, the fuzzer's detect mode ran at half its rate).
        // Gathering the checklist, only failures are made: most screens have few.
        let mostFindings = controls.count * longestPlan
        if checklist == nil, mostFindings > Self.reservedFindingsFrom { findings.reserveCapacity(mostFindings) }
        // Screen-level criteria (initial focus, text resize…) are one checklist for the dump, on its
        // root: every control citing them again would bury the per-control findings.
        var screenCriteria = Set<String>(), screenFindings: [Finding] = []
        let screenNode = tree.firstRoot ?? 0
        // Per screen rule: its criteria already have a screen finding (the set only grows, so once true, always).
        var screenDone = [Bool](repeating: false, count: screenSlots)
        var messages = SharedMessages()
        // Per rule, the last message made from values alone (`PlannedRule.messageReadsOnlyValues`).
        var lastMessages = [LastMessage?](repeating: nil, count: ruleCount)
        var kindPlans = KindPlans(plans, platform: tree.platform)
        for control in controls {
            guard let plan = kindPlans.plan(for: control.kind) else { continue }
            // Bounded: a finding repeats these, and a 100 MB label must not be copied into each.
            // Made only for a control that has a finding: most have none.
            lazy var spoken = facts.spoken(control)
            lazy var announcement = Clip.text(spoken?.text ?? "")
            lazy var label = spoken?.nameList.first.map { Clip.text($0) }
            func message(_ rule: PlannedRule, _ status: Finding.Status, _ given: MessageValues) -> String {
                // Worked out once here (a check may defer them: `MessageValues(deferred:)`).
                let values = given.resolved
                // A new dictionary only when some value is long enough to be cut (rarely).
                let clipped = values.contains { $0.value.utf8.count > Clip.textLimit } ? values.mapValues { Clip.text($0) } : values
                let reason = status == .review && !rule.messageHasReason ? clipped["reason"] : nil
                // The plan knows whether the message has a placeholder: no search per finding.
                if !rule.messageHasPlaceholder && reason == nil { return rule.rule.message }
                if rule.messageReadsOnlyValues, let last = lastMessages[rule.number], last.isMade(for: status, clipped) {
                    // The same values as this rule's last message (every small target of one
                    // size): filled and shared already, not made and hashed again.
                    return last.message
                }
                var made = rule.messageHasPlaceholder
                    ? MessageTemplate.fill(rule.rule.message, values: clipped, control: control, tree: tree, label: label, announcement: announcement)
                    : rule.rule.message
                if let reason { made += " (\(reason))" }
                // A message made here is kept once per screen; a rule's own text is already shared.
                let message = messages.shared(made)
                if rule.messageReadsOnlyValues { lastMessages[rule.number] = LastMessage(status: status, values: clipped, message: message) }
                return message
            }
            // The rules are read through their boxes: copying a Rule retains a dozen fields, per control.
            // Each box is read where the plan holds it (a buffer of them): bound to a name, it was
            // retained and released per rule per control, 680,000 atomic pairs on the typical screen.
            plan.withUnsafeBufferPointer { rules in
                for k in rules.indices {
                    if let selected, !selected.contains(rules[k].rule.id) { continue }
                    if !reviewing, rules[k].onlyReviews { continue }
                    let onScreen = rules[k].screenSlot != nil
                    if let slot = rules[k].screenSlot {
                        if screenDone[slot] { continue }
                        if screenCriteria.isSuperset(of: rules[k].rule.criteria) { screenDone[slot] = true; continue }
                    }
                    for outcome in rules[k].check.evaluate(control, in: facts) {
                        let status: Finding.Status, values: MessageValues, node: Int
                        switch outcome {
                        case .pass:
                            if recording != nil, !onScreen { recording!.append(record(.pass, rules[k].rule, control, paths, reason: nil, label: label)) }
                            continue
                        case let .notApplicable(reason):
                            if recording != nil, !onScreen {
                                recording!.append(record(.notApplicable, rules[k].rule, control, paths, reason: reason ?? "\(rules[k].rule.checkID) found nothing to judge on it", label: label))
                            }
                            continue
                        case let .fail(v, at): status = .fail; values = v; node = onScreen ? screenNode : at ?? control.node
                        case let .review(v):
                            guard reviewing else { continue }
                            status = .review; values = v; node = onScreen ? screenNode : control.node
                        }
                        if status == .review, !onScreen, checklist != nil {
                            // Gathered as it is found: the finding is never made, its message only
                            // for the rule's first, its reference only for a control not yet listed.
                            checklist!.add(rules[k].fields, control: control.kind, node: node,
                                           message: { message(rules[k], status, values) }, reference: { paths.reference(node, label: label) })
                            continue
                        }
                        if onScreen {
                            screenCriteria.formUnion(rules[k].rule.criteria)
                            screenFindings.append(Finding(
                                ruleFields: rules[k].fields, severity: status == .review ? .info : rules[k].rule.severity,
                                status: status, message: rules[k].rule.message, control: Finding.screen,
                                node: paths.reference(node, label: nil), announcement: ""))
                            continue
                        }
                        findings.append(Finding(
                            ruleFields: rules[k].fields, severity: status == .review ? .info : rules[k].rule.severity,
                            status: status, message: message(rules[k], status, values), control: control.kind,
                            node: paths.reference(node, label: label), announcement: announcement))
                    }
                }
            }
        }
        // Appended in place: `findings + screenFindings` copied every finding into a new array.
        if checklist != nil {
            // After every control's, as they would follow them in the findings.
            for k in screenFindings.indices {
                guard screenFindings[k].status == .review else { findings.append(screenFindings[k]); continue }
                checklist!.add(screenFindings[k].ruleFields, control: Finding.screen, node: screenFindings[k].node.index,
                               message: { screenFindings[k].message }, reference: { screenFindings[k].node })
            }
        } else {
            findings.append(contentsOf: screenFindings)
        }
        // The nodes only: the facts are freed, and what the reports are written with reuses
        // their memory (kept too, the peak grew by the output's allocations).
        if leavesScreensToExit { LeftToExit.keep(tree) }
        return (controls, findings)
    }

    private func record(_ kind: RuleOutcome.Kind, _ rule: Rule, _ control: Control, _ paths: NodePaths, reason: String?, label: String?) -> RuleOutcome {
        RuleOutcome(kind: kind, rule: rule.id, criteria: rule.criteria, control: control.kind, node: paths.reference(control.node, label: label), reason: reason)
    }

    /// Loads and lints a file; an unreadable file becomes a report with its error, never a throw.
    /// With `recordingOutcomes`, the report's `outcomes` hold the passes and the rules that did not apply.
    /// `foldingCovered`: as for `lint(_:)`. With `recordingScreen`, the report's `screen` holds what a drawing of it needs.
    /// `screenshot`: the PNG taken with the dump; nil looks for one beside it with the same base
    /// name (`screen.xml` + `screen.png`). A PNG that cannot be decoded is an input error; one of
    /// another screen (aspect ratio) is a note, and the dump is linted without it. With
    /// `gatheringReview`, the report's `review` holds the checklist, gathered as the rules ask for
    /// review, and its findings only the failures: the report `gatheringReview()` makes from one
    /// without, made with neither the review findings (a dense screen's half million) nor their
    /// messages. For a report laid out as a checklist, whose review findings nothing else reads
    /// (neither a configuration nor a baseline).
    public func lint(file url: URL, format: DumpFormat? = nil, platform: Platform? = nil, displayPath: String? = nil,
                     recordingOutcomes: Bool = false, foldingCovered: Bool = true, reviewing: Bool = true, screenshot: URL? = nil,
                     recordingScreen: Bool = false, gatheringReview: Bool = false) -> FileReport {
        let path = displayPath ?? url.path
        do {
            var tree = try DumpReader.load(contentsOf: url, format: format)
            try tree.confirm(platform: platform)
            var notes: [String] = []
            // Read once: decoded for the checks, and the same bytes drawn (html) when it is used.
            var shotBytes: Data?
            if let shot = screenshot ?? ScreenshotAttachment.beside(url) {
                let limits = PNGDecoder.Limits()
                let bytes = try FileBytes.read(path: shot.path, limit: limits.fileBytes, what: "the screenshot \(shot.path)")
                let decoded = try PNGDecoder.decode(bytes, name: shot.path, limits: limits)
                if let problem = ScreenshotAttachment.attach(decoded, to: &tree, name: shot.lastPathComponent) { notes.append(problem) } else { shotBytes = bytes }
            }
            var outcomes: [RuleOutcome]? = recordingOutcomes ? [] : nil
            var checklist = gatheringReview && reviewing ? ReviewChecklist(nodeCount: tree.count) : nil
            let (controls, found) = run(tree, rules: nil, reviewing: reviewing, recording: &outcomes, gathering: &checklist)
            // Handed over, not copied: folded in place (a long form's findings are hundreds of MB).
            let findings = foldingCovered ? covered.folding(consume found) : found
            var report = FileReport(path: path, format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: findings)
            report.review = checklist?.items ?? []
            report.controls = controls.map(\.kind)
            report.outcomes = outcomes ?? []
            report.notes = notes
            if recordingScreen {
                var drawing = ScreenDrawing(tree: tree, controls: controls, vocabulary: vocabulary)
                // The file as it was given, not re-encoded: the drawing shows what the tester saw.
                if let bytes = shotBytes, bytes.count <= ScreenDrawing.pictureByteLimit, let shot = tree.screenshot, shot.scale > 0 {
                    drawing.picture = .init(png: [UInt8](bytes), bounds: Rect(x: 0, y: 0, width: Double(shot.width) / shot.scale, height: Double(shot.height) / shot.scale))
                }
                report.screen = drawing
            }
            return report
        } catch {
            return FileReport(path: path, format: format, platform: platform, nodeCount: 0, error: error, findings: [])
        }
    }
}

/// A rule in a linter's plan, boxed: the loop over controls reads it in place.
final class PlannedRule: Sendable {
    let rule: Rule
    /// Its place among the linter's planned rules (a run keeps per-rule state in a list by it).
    let number: Int
    /// Its place in a run's list of screen rules already reported; nil for a per-control rule.
    let screenSlot: Int?
    /// The message places `${reason}` itself (else a review's reason is appended).
    let messageHasReason: Bool
    /// Its check only ever asks for review (`ManualReview`): skipped when review is hidden.
    let onlyReviews: Bool
    /// The message has a `$` (`MessageTemplate.fill` makes a new string); else it is the rule's own.
    let messageHasPlaceholder: Bool
    /// The message names no placeholder but the check's values (`${class}`, `${label}`,
    /// `${name}`, `${control}` and `${announcement}` come from the control): equal values make
    /// an equal message.
    let messageReadsOnlyValues: Bool
    /// What its findings repeat from it, made once and shared by all of them.
    let fields: Finding.RuleFields
    /// The rule's check, opened once (`OpenedCheck`).
    let check: OpenedCheck
    init(_ rule: Rule, number: Int, screenSlot: Int?) {
        self.rule = rule
        check = OpenedCheck.opening(rule.check)
        self.number = number
        fields = Finding.RuleFields(rule: rule.id, criteria: rule.criteria, remedy: rule.remedy, test: rule.test)
        self.screenSlot = screenSlot
        // Every start plans every rule of every pack: `$` found by memchr, and only a message that
        // has one searched for `${reason}` (`ByteSearch`, bytes, not a string search).
        messageHasPlaceholder = MessageTemplate.hasPlaceholder(rule.message)
        messageHasReason = messageHasPlaceholder && ByteSearch.contains(rule.message, "${reason}")
        onlyReviews = rule.onlyReviews
        messageReadsOnlyValues = !messageHasPlaceholder || !MessageTemplate.placeholders(rule.message).contains { MessageTemplate.ControlPlaceholder(rawValue: $0) != nil }
    }
}

/// A check with its type known, called through its class: evaluated through the `any Check` it
/// is held as, the check was copied out of its existential box and destroyed again on every
/// call, 400,000 times on the typical 100,000-node screen (80 instructions each).
class OpenedCheck: @unchecked Sendable {
    static func opening(_ check: some Check) -> OpenedCheck { TypedCheck(check) }

    func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] { fatalError("OpenedCheck is abstract") }
}

/// Immutable: the check is a `let` of a `Sendable` type.
private final class TypedCheck<C: Check>: OpenedCheck, @unchecked Sendable {
    let check: C
    init(_ check: C) { self.check = check }
    override func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] { check.evaluate(control, in: facts) }
}

/// A rule's last message made from values alone, with the status and values it was made for.
struct LastMessage {
    let status: Finding.Status
    let values: MessageValues
    let message: String

    /// Whether `values` are the ones this message was made for (one check's values are set in the
    /// same order: `MessageValues.==` compares them pair by pair).
    func isMade(for status: Finding.Status, _ values: MessageValues) -> Bool {
        status == self.status && values == self.values
    }
}

/// Each kind's plan on one platform, found once per kind a screen has: the plans' dictionaries
/// hashed the kind and the platform for every control (84,000 lookups on the typical screen).
/// A screen has a few kinds; past `remembered` of them, the rest are looked up each time.
struct KindPlans {
    private let plans: [String: [Platform: [PlannedRule]]]
    private let platform: Platform
    private var met: [(kind: String, plan: [PlannedRule]?)] = []
    private static let remembered = 16

    init(_ plans: [String: [Platform: [PlannedRule]]], platform: Platform) {
        self.plans = plans
        self.platform = platform
    }

    mutating func plan(for kind: String) -> [PlannedRule]? {
        if let k = met.firstIndex(where: { $0.kind == kind }) { return met[k].plan }
        let plan = plans[kind]?[platform]
        if met.count < Self.remembered { met.append((kind, plan)) }
        return plan
    }
}

/// `${name}`-style templates in rule messages.
enum MessageTemplate {
    static func fill(_ template: String, values: MessageValues, control: Control, tree: AccessibilityTree, label: String?, announcement: String = "") -> String {
        guard hasPlaceholder(template) else { return template }
        // The standard names are looked up only when the template asks for them: a dictionary of
        // them built per finding hashed five keys each time.
        func value(of name: ControlPlaceholder) -> String {
            switch name {
            case .className: Clip.text(tree[control.node].className ?? "")
            case .label, .name: label ?? ""
            case .control: control.kind
            // What the stop says, for a rule whose failing check did not pass it (a composition's role part).
            case .announcement: announcement
            }
        }
        return substitute(template, bytes: { key in
            // The key's bytes against each value's name and the standard names: no String made for
            // the key and none hashed (a message has a few values). No match by bytes: as a String.
            for (name, value) in values where Self.same(name, key) { return value }
            for name in ControlPlaceholder.allCases where Self.same(name.rawValue, key) { return value(of: name) }
            return nil
        }, string: { key in
            // Equal as Strings but not as bytes (a name in another Unicode normal form): as before.
            values[key] ?? ControlPlaceholder(rawValue: key).map(value(of:))
        })
    }

    /// The placeholders `fill` answers from the control, not from the check's values.
    enum ControlPlaceholder: String, CaseIterable {
        case className = "class", label, name, control, announcement
    }

    /// The names of a template's `${name}` placeholders, in order.
    static func placeholders(_ template: String) -> [String] {
        var names: [String] = []
        _ = substitute(template, bytes: { _ in nil }, string: { names.append($0); return nil })
        return names
    }

    /// The String's UTF-8 is exactly `bytes`.
    static func same(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.utf8.count == bytes.count && name.utf8.elementsEqual(bytes)
    }

    /// The template has a `$`: memchr over the bytes (the generic `utf8.contains` walked the view a
    /// byte at a time).
    static func hasPlaceholder(_ template: String) -> Bool {
        template.utf8.withContiguousStorageIfAvailable { bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "$")), bytes.count) != nil } ?? false }
            ?? template.utf8.contains(UInt8(ascii: "$"))
    }

    static func substitute(_ template: String, _ values: MessageValues) -> String {
        substitute(template, bytes: { key in values.first { same($0.key, key) }?.value }, string: { values[$0] })
    }

    /// One pass over the template's bytes: substituted values are copied, never scanned again, so
    /// a label holding `${label}` neither loops nor changes the message, and the work is linear.
    /// Written as bytes and decoded once: appending String slices cost ~9,000 instructions a message.
    /// `bytes` looks a key up by its bytes; `string`, asked only when `bytes` finds nothing, by the
    /// key made a String (a name equal to it in another Unicode normal form).
    static func substitute(_ template: String, bytes: (UnsafeBufferPointer<UInt8>) -> String?, string lookup: (String) -> String?) -> String {
        var template = template
        return template.withUTF8 { t in
            var out: [UInt8] = []
            out.reserveCapacity(t.count + 64)
            var copied = 0, i = 0
            while i < t.count {
                guard t[i] == UInt8(ascii: "$") else { i += 1; continue }
                let open = i + 1
                guard open < t.count, t[open] == UInt8(ascii: "{") else { i = open; continue }
                let keyStart = open + 1
                guard let close = t[keyStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
                // `$`, `{` and `}` are ASCII: every cut here is on a character boundary.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: t[copied ..< i]))
                let key = UnsafeBufferPointer(rebasing: t[keyStart ..< close])
                if var value = bytes(key) ?? lookup(String(decoding: key, as: UTF8.self)) {
                    value.withUTF8 { out.append(contentsOf: $0) }
                }
                i = close + 1
                copied = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: t[copied...]))
            return String(decoding: out, as: UTF8.self)
        }
    }
}
