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
    public static func recording(_ reports: [FileReport], previous: Baseline?, relativeTo directory: URL? = nil) -> (baseline: Baseline, kept: [String], lost: [String]) {
        var baseline = Baseline(reports: reports, relativeTo: directory)
        let failed = reports.filter { $0.error != nil }
        guard !failed.isEmpty else { return (baseline, [], []) }
        var carried: [Entry] = []
        var kept: [String] = [], lost: [String] = []
        for report in failed {
            // The previous file may name it another way (as given, before 0.2): rename its entries.
            let names = Set(previous?.keys(for: report.path) ?? [])
            let entries = previous?.entries.filter { names.contains($0.file) } ?? []
            let file = baseline.keys(for: report.path)[0]
            carried += entries.map { var e = $0; e.file = file; return e }
            if entries.isEmpty { lost.append(Configuration.normalise(report.path)) } else { kept.append(Configuration.normalise(report.path)) }
        }
        baseline.entries = (baseline.entries + carried)
            .sorted { ($0.file, $0.rule, $0.node, $0.fingerprint) < ($1.file, $1.rule, $1.node, $1.fingerprint) }
        return (baseline, kept, lost)
    }
}
