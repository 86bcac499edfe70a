import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks
import A11yLintEngine
import A11yLintConfig
import A11yLintReporters
import A11yLintPairs

/// A baseline applied to a run's reports: how many findings it hid (the summary says so), and a
/// warning when a baseline with entries hid none. That is almost always a baseline recorded
/// with other paths, which would otherwise pass silently as "everything is new".
public struct BaselineApplication: Sendable {
    public var hidden: Int
    /// For standard error; nil when nothing looks wrong.
    public var warning: String?

    /// Removes what `baseline` (read from `name`) holds from `reports`. In a sharded run, a
    /// baseline whose files are all other shards' hides nothing and is not warned about.
    public static func apply(_ baseline: Baseline, named name: String, to reports: inout [FileReport], shard: Shard? = nil) -> BaselineApplication {
        let hidden = baseline.filter(&reports)
        var result = BaselineApplication(hidden: hidden, warning: nil)
        guard hidden == 0, !baseline.entries.isEmpty else { return result }
        if let shard, !baseline.entryPaths.contains(where: { shard.contains($0) }) { return result }
        // A dump that could not be read hides nothing and is already an input error: no warning about it.
        let readable = reports.filter { $0.error == nil }.map(\.path)
        let unreadable = reports.filter { $0.error != nil }.map(\.path)
        if readable.isEmpty || !baseline.namesAny(of: readable) && baseline.namesAny(of: unreadable) { return result }
        let held = "baseline \(name) holds \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") but hid none"
        if baseline.namesAny(of: readable) {
            result.warning = "\(held): its files are this run's, its findings are not (fixed, or the nodes' ids or labels changed); re-record it with --write-baseline"
        } else {
            let linted = readable.first.map { path in
                let key = baseline.directory.map { BaselinePath.key(path, relativeTo: $0) } ?? path
                return "; this run linted '\(path)', which it would name '\(key)'"
            } ?? ""
            result.warning = "\(held): none of its files is one of this run's (it names '\(baseline.entries[0].file)'\(linted)). "
                + "Paths in a baseline are relative to its folder; see docs/baseline.md"
        }
        return result
    }
}
