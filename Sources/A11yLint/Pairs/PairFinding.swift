import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// A finding about a pair of dumps: the same criteria ids as single-dump findings, pointing at the
/// node in BEFORE, in AFTER, or both.
public struct PairFinding: Sendable, Equatable, CustomStringConvertible {
    public var rule: String
    public var criteria: [String]
    public var severity: Rule.Severity
    public var status: Finding.Status
    public var message: String
    public var before: NodeReference?
    public var after: NodeReference?
    /// The kind of control judged ("radio-button"), or `Finding.screen` for the whole screen (text size, focus return).
    public var control: String

    public init(rule: String, criteria: [String], severity: Rule.Severity, status: Finding.Status, message: String,
                before: NodeReference?, after: NodeReference?, control: String = Finding.screen) {
        self.rule = rule; self.criteria = criteria; self.severity = severity; self.status = status
        self.message = message; self.before = before; self.after = after; self.control = control
    }

    /// The same result as an ordinary finding, pointing at its node in AFTER, or in BEFORE when
    /// AFTER has none (the control gone): what every lint reporter renders.
    public var finding: Finding {
        Finding(rule: rule, criteria: criteria, severity: severity, status: status, message: message, control: control,
                node: after ?? before ?? NodeReference(index: 0, id: nil, className: nil, location: .unknown, path: "/", bounds: nil, label: nil),
                announcement: "", remedy: [:], test: nil)
    }

    /// `wifi_switch (android.widget.Switch) before 12:5, after 12:5: error: … [mobile.doubletap] (pair-doubletap-toggles)`
    public var description: String { line(before: "before", after: "after", separator: " ") }

    /// The same line with the files' names: `settings.xml:12:5, settings-on.xml:12:5: error: …`.
    /// A node without a known location keeps the word "before" or "after".
    public func line(beforeFile: String, afterFile: String) -> String {
        line(before: beforeFile, after: afterFile, separator: ":")
    }

    private func line(before beforeName: String, after afterName: String, separator: String) -> String {
        func place(_ ref: NodeReference?, _ name: String, _ word: String) -> String? {
            guard let ref else { return nil }
            return ref.location == .unknown ? word : "\(name)\(separator)\(ref.location)"
        }
        let places = [place(before, beforeName, "before"), place(after, afterName, "after")].compactMap { $0 }
        let node = (after ?? before)?.displayName ?? "screen"
        let level = status == .review ? "review" : severity.rawValue
        return "\(node) \(places.joined(separator: ", ")): \(level): \(message) [\(criteria.joined(separator: ", "))] (\(rule))"
    }
}

/// The judgement on one pair: which files, which action, the findings.
public struct PairReport: Sendable {
    public var before: String
    public var after: String
    public var action: PairAction
    public var platform: Platform?
    /// Why the pair could not be judged (a dump unreadable, the id not found, platforms differ).
    public var error: String?
    public var findings: [PairFinding]
    /// The criteria the pair was judged on (for an activation, those of the control's pack).
    public var criteria: [String] = []
    /// Both dumps' drawings, kept when the judge was asked (`PairJudge.recordingScreens`).
    public var beforeScreen: ScreenDrawing?
    public var afterScreen: ScreenDrawing?

    public init(before: String, after: String, action: PairAction, platform: Platform?, error: String?, findings: [PairFinding]) {
        self.before = before; self.after = after; self.action = action; self.platform = platform
        self.error = error; self.findings = findings
    }

    public var errors: [PairFinding] { findings.filter { $0.status == .fail && $0.severity == .error } }
    public var warnings: [PairFinding] { findings.filter { $0.status == .fail && $0.severity == .warning } }
    public var reviews: [PairFinding] { findings.filter { $0.status == .review } }

    /// One finding as a line that names both files.
    public func line(for finding: PairFinding) -> String { finding.line(beforeFile: before, afterFile: after) }

    /// The pair's results as lint file reports, so that SARIF, JUnit, GitHub annotations,
    /// checkstyle and Markdown render them like any finding: one report for AFTER (the findings
    /// on its nodes, and the pair's error), one for BEFORE when a finding points only there.
    public var fileReports: [FileReport] {
        var onAfter: [Finding] = [], onBefore: [Finding] = []
        for f in findings { if f.after != nil || f.before == nil { onAfter.append(f.finding) } else { onBefore.append(f.finding) } }
        var reports = [FileReport(path: after, format: nil, platform: platform, nodeCount: 0, error: error.map { InputError($0) }, findings: onAfter)]
        if !onBefore.isEmpty { reports.insert(FileReport(path: before, format: nil, platform: platform, nodeCount: 0, error: nil, findings: onBefore), at: 0) }
        return reports
    }
}
