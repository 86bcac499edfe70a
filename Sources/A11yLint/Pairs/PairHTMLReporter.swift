import A11yLintModel
import A11yLintEngine
import A11yLintReporters

/// `compare --format html`: each pair's BEFORE and AFTER drawn side by side, the pair's findings
/// listed under them and linked to their boxes in both (`HTMLReporter.renderPairs`). The drawings
/// are there when the judge kept them (`PairJudge.recordingScreens`).
public enum PairHTMLReporter {
    public static func render(_ reports: [PairReport], options: ReportOptions = ReportOptions()) -> String {
        HTMLReporter.renderPairs(reports.map { r in
            HTMLReporter.Pair(action: r.action.description, before: r.before, after: r.after, platform: r.platform, error: r.error, criteria: r.criteria,
                              findings: r.findings,
                              beforeScreen: r.beforeScreen, afterScreen: r.afterScreen)
        }, options: options)
    }
}
