import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// The judgement on one pair: which files, which action, the findings.
public struct PairReport: Sendable {
    public var before: String
    public var after: String
    public var action: PairAction
    public var platform: Platform?
    /// Why the pair could not be judged (a dump unreadable, the id not found, platforms differ).
    public var error: String?
    /// Ordinary findings, each with its place in both dumps (`Finding.pair`).
    public var findings: [Finding]
    /// The criteria the pair was judged on (for an activation, those of the control's pack).
    public var criteria: [String] = []
    /// Both dumps' drawings, kept when the judge was asked (`PairJudge.recordingScreens`).
    public var beforeScreen: ScreenDrawing?
    public var afterScreen: ScreenDrawing?

    public init(before: String, after: String, action: PairAction, platform: Platform?, error: String?, findings: [Finding]) {
        self.before = before; self.after = after; self.action = action; self.platform = platform
        self.error = error; self.findings = findings
    }

    public var errors: [Finding] { findings.errors }
    public var warnings: [Finding] { findings.warnings }
    public var reviews: [Finding] { findings.reviews }

    /// One finding as a line that names both files.
    public func line(for finding: Finding) -> String { finding.line(beforeFile: before, afterFile: after) }

    /// The pair's results as lint file reports, so that SARIF, JUnit, GitHub annotations,
    /// checkstyle and Markdown render them like any finding: one report for AFTER (the findings
    /// on its nodes, and the pair's error), one for BEFORE when a finding points only there.
    /// AFTER's names BEFORE (`FileReport.pairBefore`), where its findings may point too.
    public var fileReports: [FileReport] {
        var onAfter: [Finding] = [], onBefore: [Finding] = []
        for f in findings { if f.after != nil || f.before == nil { onAfter.append(f) } else { onBefore.append(f) } }
        var onAfterReport = FileReport(path: after, format: nil, platform: platform, nodeCount: 0, error: error.map { InputError($0) }, findings: onAfter)
        onAfterReport.pairBefore = before
        guard !onBefore.isEmpty else { return [onAfterReport] }
        return [FileReport(path: before, format: nil, platform: platform, nodeCount: 0, error: nil, findings: onBefore), onAfterReport]
    }
}
