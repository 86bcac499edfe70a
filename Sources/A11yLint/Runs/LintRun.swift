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

/// One `a11ylint lint` run without the command line: collect the files, lint them on `jobs`
/// cores with the configuration applied, drop what the baseline already holds, and say which
/// exit status the run ends with. The CLI is an adapter over it; a test harness can call it
/// directly and get the same reports and status.
public struct LintRun: Sendable {
    public var paths: [String]
    public var packs: [RulePack]
    public var configuration: Configuration
    /// Findings already recorded; nil reports every finding.
    public var baseline: Baseline?
    /// Apply the configuration's exclude patterns to files named in `paths` too (by default a
    /// file named explicitly is always linted, SwiftLint's convention: the person asked for it).
    public var forceExclude: Bool
    public var jobs: Int
    /// nil: read from the dump; otherwise asserted (a dump of the other platform is an input error).
    public var platform: Platform?
    /// nil: detected from content.
    public var inputFormat: DumpFormat?
    /// false leaves the "needs review" checklist out (so does the configuration's `review: false`):
    /// the rules that only ask for review are not run.
    public var review: Bool
    /// Overrides the configuration's `failOn`; both nil means `.error`.
    public var failOn: Configuration.FailOn?
    /// Recording a baseline accepts today's findings: only input errors fail the run.
    public var recordingBaseline: Bool
    public var showProgress: Bool
    /// Record, per control, the rules that passed or did not apply (`FileReport.outcomes`).
    public var includePasses = false
    /// Lint only this shard's files (`--shard K/N`); nil lints them all.
    public var shard: Shard?
    /// Keep each screen's frames, controls and stops (`FileReport.screen`) for a report that draws them (HTML).
    public var recordingScreen = false
    /// Android display density (pixels per dp) for every dump (`--density`); beats the configuration's `density:`.
    public var density: Double?
    /// The screenshot for a run over one dump (`--screenshot FILE`); nil: each dump's own PNG beside it, if any.
    public var screenshot: String?
    /// The reports are laid out as a checklist (`ReviewLayout.checklist`) and nothing but a report
    /// reads their review findings: each file's checklist is gathered as it is linted
    /// (`Linter.lint(file:…, gatheringReview: true)`), its review findings never made. Only while
    /// neither the configuration nor `baseline` may drop a finding and no baseline is recorded
    /// (they read each review finding); otherwise the findings are kept for `ReportFormat` to gather.
    public var gatheringReview = false
    /// The process ends after this run (the command line): a run over one file leaves its
    /// screen to the exit instead of freeing it (`Linter.leavesScreensToExit`). A run over many
    /// files frees each screen as it goes, so that memory stays one screen's.
    public var endsProcess = false

    public init(paths: [String], packs: [RulePack], configuration: Configuration = Configuration(), baseline: Baseline? = nil,
                forceExclude: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, platform: Platform? = nil,
                inputFormat: DumpFormat? = nil, review: Bool = true, failOn: Configuration.FailOn? = nil,
                recordingBaseline: Bool = false, showProgress: Bool = false) {
        self.paths = paths; self.packs = packs; self.configuration = configuration; self.baseline = baseline
        self.forceExclude = forceExclude; self.jobs = jobs; self.platform = platform; self.inputFormat = inputFormat
        self.review = review; self.failOn = failOn; self.recordingBaseline = recordingBaseline; self.showProgress = showProgress
    }

    /// The files named or found in folders, before exclusion (the CLI checks its outputs against them).
    public func collect() -> [FileCollector.Entry] {
        FileCollector.collect(paths)
    }

    /// Lints `collected` (default: `collect()`) and applies `baseline`; reports are in path order.
    public func run(_ collected: [FileCollector.Entry]? = nil) -> [FileReport] {
        let collected = collected ?? collect()
        let settings = configuration
        let unsharded = collected.filter { !(($0.inFolder || forceExclude) && settings.isExcluded($0.path)) }
        let files = shard.map { shard in unsharded.filter { shard.contains($0.path) } } ?? unsharded
        var configured = Linter(packs: packs)
        configured.density = density ?? settings.density
        configured.leavesScreensToExit = endsProcess && files.count == 1
        let linter = configured
        let (format, platform, includePasses, recordingScreen) = (inputFormat, self.platform, self.includePasses, self.recordingScreen)
        let gathering = gatheringReview && baseline == nil && !recordingBaseline && !settings.changesFindings
        // Hidden review is never built: the rules that only ask for review are not run.
        let reviewing = review && settings.review != false
        let screenshot = self.screenshot.map { URL(fileURLWithPath: $0) }
        var reports = ParallelLinter(jobs: jobs, showProgress: showProgress).run(files) { entry in
            if let problem = entry.problem { return Self.unreadable(entry.path, problem) }
            var report = linter.lint(file: entry.url, format: format, platform: platform, displayPath: entry.path,
                                     recordingOutcomes: includePasses, foldingCovered: false, reviewing: reviewing, screenshot: screenshot,
                                     recordingScreen: recordingScreen, gatheringReview: gathering)
            settings.apply(to: &report)
            // Folded after the configuration (a rule turned off hides only its own failures) and
            // before the baseline, which matches the folded finding by its own rule.
            // Taken out of the report first: folding a list the report still held copied it whole.
            var found: [Finding] = []
            swap(&found, &report.findings)
            report.findings = linter.foldingCovered(consume found)
            return report
        }
        let skipped = FileCollector.notDumps(files, errors: reports.map(\.error))
        reports = FileCollector.replacingSkipped(reports, skipped: skipped, files: files, error: Self.unreadable)
        if shard != nil { reports = Self.droppingPartialFolderErrors(reports, files: files, all: unsharded) }
        if let baseline { _ = baseline.filter(&reports) }
        return reports
    }

    /// 2 if a dump could not be read; 1 if a failure reaches `failOn`; otherwise 0.
    public func exitStatus(of reports: [FileReport]) -> Int32 {
        let summary = Summary(reports)
        if summary.inputErrors > 0 { return 2 }
        if recordingBaseline { return 0 }
        switch failOn ?? configuration.failOn ?? .error {
        case .error: return summary.errors > 0 ? 1 : 0
        case .warning: return summary.errors + summary.warnings > 0 ? 1 : 0
        case .never: return 0
        }
    }

    /// "No dump in this folder" says that a folder held nothing to lint; a shard sees only some
    /// of a folder's files, so it may say so only of a folder it holds whole (the other shards
    /// may have its dumps). Reports of the shard's own files are kept.
    static func droppingPartialFolderErrors(_ reports: [FileReport], files: [FileCollector.Entry], all: [FileCollector.Entry]) -> [FileReport] {
        var total: [String: Int] = [:], here: [String: Int] = [:]
        for f in all { if let folder = f.folder { total[folder, default: 0] += 1 } }
        for f in files { if let folder = f.folder { here[folder, default: 0] += 1 } }
        let partial = Set(total.keys.filter { here[$0, default: 0] < total[$0]! })
        let own = Set(files.map(\.path))
        return reports.filter { !(partial.contains($0.path) && !own.contains($0.path)) }
    }

    static func unreadable(_ path: String, _ problem: String) -> FileReport {
        FileReport(path: path, format: nil, platform: nil, nodeCount: 0, error: InputError(problem), findings: [])
    }
}
