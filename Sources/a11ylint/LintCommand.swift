import A11yLint
import ArgumentParser
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint dump files and folders.",
        discussion: """
        Folders are walked for .xml, .json, .txt and .log files; the format is detected from content. \
        Files in folders that are not dumps at all are skipped with a note; a folder with no dump \
        in it (none of those files, or all of them something else), or a broken dump, is an input error. \
        Files are linted in parallel; results are printed in a stable (path) order.

        Output: --format may be repeated; each --output file takes the --format written just before \
        it, and one format without a file goes to standard output (two formats to one file, or an \
        --output with no --format before it, is a usage error). Formats: \(ReportFormat.described). \
        SARIF and github carry failures only; --include-review adds the "needs review" checklist \
        to them; --include-passes adds what passed and what did not apply (and why) to JSON and \
        SARIF. html is one self-contained page (no network): an index of the screens, then each \
        screen drawn from its bounds with every control boxed by outcome and the swipe order \
        numbered, beside its findings; write it with --output.

        Review: what a dump cannot decide (Space activates it, initial focus, text resize…) is one \
        "Review by hand" checklist per file, in every format: each criterion once, with its test \
        step and the controls to test it on (JSON "review", one skipped JUnit case per criterion; \
        html marks each control's review items on its box). --review per-control lists it per \
        control instead; --no-review, --quiet or "review: false" in the configuration hide it, and \
        its rules are not run.

        Configuration: the nearest .a11ylint.yml in the current folder or above (or --config) can \
        turn rules and criteria off or change their severity, per platform, add rule packs, \
        exclude files and ignore nodes with a reason (README "Configuration"). A file named on the \
        command line is linted even if exclude matches it, unless --force-exclude is given.

        Baselines: --write-baseline FILE records today's findings (and exits 0 unless a dump could \
        not be read); --baseline FILE then reports only new ones (docs/baseline.md). Paths in a \
        baseline are relative to its folder, so dumps/ and $PWD/dumps/ match alike; the summary \
        says how many findings it hid, and a baseline that hid none is warned about on stderr.

        Sharding: --shard K/N lints only the K-th of N parts of the files, split by a stable hash \
        (FNV-1a) of each file's path relative to the current folder: N CI jobs run from the same \
        folder with 1/N … N/N lint every file exactly once. Give each job its own --output and \
        the same --baseline.

        Exit codes: 0 nothing at or above --fail-on; 1 a failure at or above --fail-on (default \
        error); 2 usage, configuration or input error (an unreadable dump: the others are still \
        linted and reported).

        Examples:
          a11ylint lint screen.xml
          a11ylint lint dumps/ --format json > report.json
          a11ylint lint dumps/ --format sarif -o a11y.sarif --format junit -o a11y.xml
          a11ylint lint dumps/ --format html -o report.html
          a11ylint lint dumps/ --write-baseline .a11ylint-baseline.json
          a11ylint lint dumps/ --baseline .a11ylint-baseline.json --fail-on warning
          a11ylint lint dumps/ --shard 2/4 --format sarif -o a11y-2.sarif
        """
    )

    @Argument(help: ArgumentHelp("Dump files or folders; - reads a dump from standard input (reported as <stdin>).", valueName: "file"))
    var paths: [String]

    @Option(name: .customLong("format"), help: ArgumentHelp("Output format (repeatable): \(ReportFormat.names).", valueName: "format"))
    var formats: [ReportFormat] = []

    @Option(name: [.customLong("output"), .customShort("o")], help: ArgumentHelp("File for the matching --format (repeatable, in the same order).", valueName: "file"))
    var outputs: [String] = []

    @Option(help: "Platform of the dumps: auto reads it from the format; android or ios asserts it (a dump of the other platform is an input error).")
    var platform: CLIPlatform = .auto

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Flag(help: "Hide the \"needs review\" checklist; the rules that only ask for review are not run.")
    var noReview = false

    @Option(help: ArgumentHelp("How the \"needs review\" items are laid out: checklist (one per criterion per file, with the controls it applies to; the default) or per-control (one per control and criterion, as before JSON version 2).", valueName: "layout"))
    var review: ReviewLayout = .checklist

    @Flag(name: [.customLong("quiet"), .customShort("q")], help: "Print failures only: the text report leaves out files without failures, the \"needs review\" checklist (its rules are not run) and the summary. The exit code is the same.")
    var quiet = false

    @Flag(help: "Also put the \"needs review\" checklist in SARIF and GitHub annotations (by default they carry failures only: a checklist is not a code-scanning alert).")
    var includeReview = false

    @Option(help: ArgumentHelp("At most this many GitHub annotations (--format github; 0: no limit). GitHub shows only the first 10 of each kind per step; past the limit errors are kept before warnings, and a last notice says how many more there are: the text, JSON and SARIF reports hold every finding.", valueName: "n"))
    var maxAnnotations: Int = GitHubReporter.defaultLimit

    @Flag(help: "Also record every rule that passed on a control, and every rule that did not apply and why, in JSON (\"outcomes\") and SARIF (kind \"pass\" / \"notApplicable\"): an audit trail of what was checked.")
    var includePasses = false

    @Flag(help: "Apply the configuration's exclude patterns to files named on the command line too (by default a file named explicitly is always linted).")
    var forceExclude = false

    @Option(help: "Which failures make the exit code 1: error (default), warning, or never.")
    var failOn: Configuration.FailOn?

    @Option(help: ArgumentHelp("Configuration file (default: the nearest .a11ylint.yml).", valueName: "file"))
    var config: String?

    @Flag(help: "Ignore any .a11ylint.yml.")
    var noConfig = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Lint only shard K of N: the files are split by a stable hash of their path relative to the current folder, so N jobs given 1/N … N/N each lint different files and together all of them.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("The PNG screenshot taken with the dump, for a run over one dump. Without it, a PNG beside each dump with the same base name is used (screen.xml + screen.png). A screenshot of another aspect ratio is noted and not used; one that is not a readable PNG is an input error.", valueName: "FILE"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Android display density the dumps were captured at, in pixels per dp (adb shell wm density ÷ 160: 2.75 for 440 dpi). No dump records it; without it, target.size judges every plausible density for the screen size. Beats the configuration's density:.", valueName: "PX-PER-DP"))
    var density: Double?

    @Option(help: "Files linted at once (default: one per core).")
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Progress on standard error (default: only when it is a terminal and not in CI).")
    var progress: Bool?

    @Option(help: "Colour in text output.")
    var color: CLIColor = .auto

    @OptionGroup var rules: RuleOptions

    func validate() throws {
        _ = try pairedOutputs()
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        _ = try parsedShard()
        if maxAnnotations < 0 { throw ValidationError("--max-annotations must be 0 (no limit) or more, not \(maxAnnotations)") }
    }

    func parsedShard() throws -> Shard? {
        guard let shard else { return nil }
        do { return try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
    }

    func pairedOutputs() throws -> [OutputPairing.Destination] {
        try OutputPairing.destinations(formats: formats, outputs: outputs, order: OutputPairing.tokens(OutputPairing.lintArguments))
    }

    func run() throws {
        var packs = try rules.packs()
        let settings = try loadConfiguration(packs: &packs)
        var lintRun = LintRun(
            paths: paths, packs: packs, configuration: settings, forceExclude: forceExclude,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, platform: platform.platform,
            inputFormat: inputFormat.dumpFormat, review: !noReview && !quiet, failOn: failOn, recordingBaseline: writeBaseline != nil,
            showProgress: progress ?? (isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["CI"] == nil))
        lintRun.includePasses = includePasses
        lintRun.endsProcess = true
        lintRun.recordingScreen = formats.contains { $0.drawsScreens }
        // Every output lays the review out as a checklist, and no baseline reads review findings
        // (`--baseline` is applied here, after the run; the run knows of `--write-baseline`).
        lintRun.gatheringReview = try pairedOutputs().allSatisfy { $0.format.showsChecklist(in: review) } && baseline == nil
        lintRun.shard = try parsedShard()
        if let screenshot {
            var isFolder: ObjCBool = false
            guard paths.count == 1, !(FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder) && isFolder.boolValue) else {
                throw ValidationError("--screenshot names the screenshot of one dump; give one dump file (a folder's dumps use the PNGs beside them)")
            }
            lintRun.screenshot = screenshot
        }
        if let density {
            guard density >= 0.5, density <= 8 else { throw ValidationError("--density is pixels per dp, between 0.5 and 8 (2.75 for 440 dpi), not \(density)") }
            lintRun.density = density
        }
        let collected = lintRun.collect()
        try destinations.check(inputs: collected.map(\.path) + [settings.source?.path, baseline].compactMap { $0 })
        var reports = lintRun.run(collected)
        var hiddenByBaseline: Int?
        if let shard = lintRun.shard, reports.isEmpty, !collected.isEmpty {
            // Not an error (more shards than files leaves some empty), but never silent.
            BaselineRecording.note("shard \(shard) holds none of the \(collected.count) file\(collected.count == 1 ? "" : "s") found; the other shards lint them")
        }
        // Recorded before the baseline filters anything: a new baseline holds every finding.
        if let writeBaseline { try BaselineRecording.write(reports, to: writeBaseline) }
        if let baseline, !FileManager.default.fileExists(atPath: baseline) {
            // A job set up before its baseline was recorded: report everything, and say so.
            FileHandle.standardError.write(Data("a11ylint: baseline \(baseline) not found; reporting every finding (record one with --write-baseline)\n".utf8))
        } else if let baseline {
            let loaded: Baseline
            do { loaded = try Baseline.load(contentsOf: URL(fileURLWithPath: baseline)) } catch {
                throw ValidationError(error.description)
            }
            let applied = BaselineApplication.apply(loaded, named: baseline, to: &reports, shard: lintRun.shard)
            hiddenByBaseline = applied.hidden
            if let warning = applied.warning { BaselineRecording.note("warning: \(warning)") }
        }
        try writeOutputs(reports, packs: packs, hiddenByBaseline: hiddenByBaseline)
        let status = lintRun.exitStatus(of: reports)
        LeftToExit.keep(reports) // the process ends here: its pages go back at once, unwalked
        if status != 0 { throw ExitCode(status) }
    }
}
