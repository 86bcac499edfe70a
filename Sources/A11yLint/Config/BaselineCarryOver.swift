import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

extension Baseline {
    /// The baseline to record when some dumps could not be read: this run's findings, plus the
    /// previous baseline's entries for the unreadable files, so re-recording during a broken
    /// capture does not silently drop accepted findings (which would then fail CI as "new").
    /// `kept` lists the files whose old entries were carried over.
    public static func recording(_ reports: [FileReport], previous: Baseline?) -> (baseline: Baseline, kept: [String], lost: [String]) {
        var baseline = Baseline(reports: reports)
        let failed = reports.filter { $0.error != nil }.map { Configuration.normalise($0.path) }
        guard !failed.isEmpty else { return (baseline, [], []) }
        let failedSet = Set(failed)
        let carried = previous?.entries.filter { failedSet.contains($0.file) } ?? []
        let kept = Set(carried.map(\.file))
        baseline.entries = (baseline.entries + carried)
            .sorted { ($0.file, $0.rule, $0.node, $0.fingerprint) < ($1.file, $1.rule, $1.node, $1.fingerprint) }
        return (baseline, failed.filter { kept.contains($0) }, failed.filter { !kept.contains($0) })
    }
}
