import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// Terminal output: failures grouped by control, each with criteria, node, message and remedy;
/// then the file's "Review by hand" checklist, one criterion per item (`FileReport.review`), or,
/// with review laid out per control, one checklist line per control.
public struct TextReporter: Sendable {
    public var color: Bool
    public var showReview: Bool
    /// The packs' words: the "no … found" line names the controls the packs recognise.
    public var vocabulary = ControlVocabulary.builtIn
    /// How many rule packs the run had (by default the built-in ones, as `vocabulary`; nil: not
    /// known). Past a handful of controls the "no … found" line counts packs rather than naming
    /// controls, and then counts what `a11ylint rules` counts: every pack, the fallback for
    /// unrecognised checkables included (the vocabulary's titles leave it out).
    public var packCount: Int? = Linter.builtInPacks.count
    /// Findings a baseline hid (nil: no baseline), said after the totals.
    public var hiddenByBaseline: Int?
    /// Failures only (`--quiet`): files with a failure or an input error, their failing controls,
    /// no checklist, no "no failures" lines and no summary.
    public var failuresOnly = false

    public init(color: Bool, showReview: Bool = true) {
        self.color = color
        self.showReview = showReview
    }

    /// `path:line:column: input error: message`, the form editors and terminals link to.
    static func inputErrorLine(path: String, _ error: InputError, paint: (String, String) -> String) -> String {
        let at = error.location.map { $0.line > 0 ? ":\($0.line):\($0.column)" : "" } ?? ""
        return "\(paint("\(TerminalText.escape(path))\(at): input error:", "1;31")) \(TerminalText.escape(error.message))\n"
    }

    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            if let error = report.error {
                out += Self.inputErrorLine(path: report.path, error, paint: paint)
                continue
            }
            if failuresOnly, !report.findings.contains(where: { $0.status == .fail }) { continue }
            let header = "\(TerminalText.escape(report.path)) (\(report.format?.rawValue ?? "?"), \(report.platform?.displayName ?? "?"), \(report.nodeCount) nodes)"
            out += paint(header, "1") + "\n"
            for note in report.notes { out += "  note: \(TerminalText.escape(note))\n" }
            var order: [Int] = []
            var byNode: [Int: [Finding]] = [:]
            for f in report.findings {
                if byNode[f.node.index] == nil { order.append(f.node.index) }
                byNode[f.node.index, default: []].append(f)
            }
            if failuresOnly { order.removeAll { index in !byNode[index]!.contains { $0.status == .fail } } }
            // What to fix first: controls with an error, then with a warning, then advisories, then
            // the review-only ones; the dump's order within each.
            order = order.enumerated().sorted { a, b in
                let (ra, rb) = (Self.rank(byNode[a.element]!), Self.rank(byNode[b.element]!))
                return ra != rb ? ra < rb : a.offset < b.offset
            }.map(\.element)
            if failuresOnly {
                // Nothing else to say about the file: its failures follow.
            } else if report.controls.isEmpty && order.isEmpty {
                out += "  \(noControlsFound)\n"
            } else if order.isEmpty {
                var counts: [String: Int] = [:]
                for kind in report.controls { counts[kind, default: 0] += 1 }
                let kinds = counts.keys.sorted().map { "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
                out += "  \(paint("✓", "32")) \(report.controls.count) control\(report.controls.count == 1 ? "" : "s") (\(kinds)): no failures\n"
            }
            for index in order {
                let findings = byNode[index]!
                let first = findings[0]
                let fails = findings.filter { $0.status == .fail }
                let reviews = findings.filter { $0.status == .review }
                let mark = fails.contains { $0.severity == .error } ? paint("✗", "31") : fails.isEmpty ? paint("✓", "32") : paint("!", "33")
                // Dump text is escaped: an ESC sequence in a label must not reach the terminal.
                let label = first.node.label.map { " “\(TerminalText.escape($0))”" } ?? ""
                let id = first.node.id.map { " \(TerminalText.escape($0))" } ?? ""
                let what = first.control == Finding.screen ? "the whole screen" : first.control
                out += "  \(mark) \(what)\(label)\(id) \(TerminalText.escape(first.node.className ?? "")) \(first.node.location)\n"
                if !first.announcement.isEmpty { out += paint("      says: “\(TerminalText.escape(first.announcement))”", "2") + "\n" }
                for f in fails.sorted(by: { $0.severity > $1.severity }) {
                    let severity: String
                    switch f.severity {
                    case .error: severity = paint("error  ", "31")
                    case .warning: severity = paint("warning", "33")
                    case .info: severity = paint("info   ", "36")
                    }
                    out += "      \(severity) \(TerminalText.escape(f.message)) [\(f.criteria.joined(separator: ", "))] (\(f.rules.joined(separator: ", ")))\n"
                    let frameworks = report.platform == .ios ? ["uikit", "swiftui"] : ["android-views", "jetpack-compose"]
                    for framework in frameworks {
                        // A folded finding's remedies are joined by line breaks: each line keeps the indent.
                        if let remedy = f.remedy[framework] {
                            let lines = remedy.split(separator: "\n", omittingEmptySubsequences: true).map { TerminalText.escape(String($0)) }
                            out += paint("              fix (\(frameworkName(framework))): " + lines.joined(separator: "\n" + String(repeating: " ", count: 22)), "2") + "\n"
                        }
                    }
                }
                if showReview, !failuresOnly, !reviews.isEmpty {
                    let ids = reviews.flatMap(\.criteria).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    out += paint("      review \(ids.count) by hand: \(ids.joined(separator: ", ")) (a11ylint explain <id>)", "36") + "\n"
                }
            }
            if showReview, !failuresOnly, !report.review.isEmpty { out += checklist(report.review) }
        }
        if failuresOnly { return out }
        let s = Summary(reports)
        out += "\n\(s.files) file\(s.files == 1 ? "" : "s"): \(s.sentence)\(Self.baselineClause(hiddenByBaseline))\n"
        if let worst = Self.worstRule(reports) { out += worst + "\n" }
        return out
    }

    /// The file's "Review by hand" block: per criterion its test step and where to test it
    /// ("— 3 controls: radio-button 66:23, 70:23; toggle-switch 80:5"), then one line naming the
    /// criteria to test on the whole screen.
    func checklist(_ items: [ReviewItem]) -> String {
        var out = paint("  Review by hand (\(items.count) criteri\(items.count == 1 ? "on" : "a"); a11ylint explain <criterion> says how):", "36") + "\n"
        // Criteria with the same step at the same places share a line (one manual rule often cites
        // several: "focus.keyboard, keyboard.space: …").
        // The screen-wide criteria (initial focus, text resize…) come with every screen of a run, so
        // they share one line of ids; their steps are in JSON, JUnit and `explain`.
        var lines: [(ids: [String], step: String, whereTo: String)] = []
        var lineOf: [String: Int] = [:]
        var wholeScreen: [String] = []
        for item in items {
            if item.wholeScreen, item.controls.isEmpty { wholeScreen.append(item.criterion); continue }
            let whereTo = ReviewPlaces.describe(item)
            let step = item.step
            let key = step + "\u{0}" + whereTo
            if let i = lineOf[key] { lines[i].ids.append(item.criterion) } else {
                lineOf[key] = lines.count
                lines.append(([item.criterion], step, whereTo))
            }
        }
        for line in lines {
            out += "    \(paint("•", "36")) \(line.ids.joined(separator: ", ")): \(TerminalText.escape(line.step)) \(paint("— \(line.whereTo)", "2"))\n"
        }
        if !wholeScreen.isEmpty {
            out += "    \(paint("•", "36")) the whole screen: \(wholeScreen.joined(separator: ", "))\n"
        }
        return out
    }

    /// 0 for a control with an error, 1 a warning, 2 an advisory, 3 review items only.
    static func rank(_ findings: [Finding]) -> Int {
        let fails = findings.filter { $0.status == .fail }
        if fails.contains(where: { $0.severity == .error }) { return 0 }
        if fails.contains(where: { $0.severity == .warning }) { return 1 }
        return fails.isEmpty ? 3 : 2
    }

    /// "4 controls fail; the rule failing most: switch-label-separate-stop (3)": where to start.
    /// nil when nothing fails.
    static func worstRule(_ reports: [FileReport]) -> String? {
        var controls = Set<String>(), perRule: [String: Int] = [:]
        for (r, report) in reports.enumerated() {
            for f in report.findings where f.status == .fail {
                controls.insert("\(r)|\(f.node.index)|\(f.control)")
                perRule[f.rule, default: 0] += 1
            }
        }
        guard let top = perRule.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { return nil }
        return "\(controls.count) control\(controls.count == 1 ? "" : "s") fail\(controls.count == 1 ? "s" : ""); the rule failing most: \(top.key) (\(top.value))"
    }

    /// "; 3 findings hidden by the baseline", or nothing without a baseline.
    package static func baselineClause(_ hidden: Int?) -> String {
        hidden.map { "; \($0) finding\($0 == 1 ? "" : "s") hidden by the baseline" } ?? ""
    }

    /// A list of five controls reads well; a list of thirty says less than their number.
    static let listedControls = 5

    var noControlsFound: String {
        guard let packCount, vocabulary.titles.count > Self.listedControls else { return vocabulary.noControlsFound }
        return "no control found by the \(packCount) rule packs (a11ylint rules lists them)"
    }

    func frameworkName(_ key: String) -> String {
        ["uikit": "UIKit", "swiftui": "SwiftUI", "android-views": "Android Views", "jetpack-compose": "Jetpack Compose"][key] ?? key
    }
}
