import A11yLint
import ArgumentParser
import Foundation

@main
struct A11yLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ylint",
        abstract: "Lint captured mobile accessibility trees against radio-button and toggle-switch acceptance criteria.",
        discussion: """
        Reads uiautomator and Appium page sources (Android, iOS), XCUITest debugDescription, idb \
        describe-all, Jetpack Compose semantics text and a11ylint's native JSON/XML; simulates \
        TalkBack / VoiceOver focus; and reports each control's name, role, grouping, state and focus \
        problems, citing criterion ids from criteria.md. Every command's --help has examples.

        Exit codes: 0 nothing at or above --fail-on (default: error); 1 at least one failure at or \
        above it; 2 usage, configuration or input error.
        """,
        version: "0.1.0",
        subcommands: [Lint.self, Announce.self, Convert.self, Rules.self, Explain.self, Compare.self],
        defaultSubcommand: Lint.self
    )

    /// ArgumentParser exits 64 on a usage error; a11ylint promises 2 for usage and input errors.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum CLIFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
enum CLIPlatform: String, ExpressibleByArgument, CaseIterable { case auto, ios, android }
enum CLIInputFormat: String, ExpressibleByArgument, CaseIterable {
    case auto, uiautomator, xcuitest, debugdescription, idb, compose
    case nativeJSON = "native-json", nativeXML = "native-xml"
}
enum CLIColor: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("A folder of rule packs (*.yml) to add; a pack for a control that is built in replaces it. Repeatable.", valueName: "dir"))
    var ruleDirectories: [String] = []

    func packs() throws -> [RulePack] {
        do {
            return try BuiltInRules.packs(adding: ruleDirectories.map { URL(fileURLWithPath: $0) })
        } catch {
            throw ValidationError("cannot load rule packs: \(error)")
        }
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint dump files and folders.",
        discussion: """
        Folders are walked for .xml, .json, .txt and .log files; the format is detected from content. \
        Files in folders that are not dumps at all are skipped with a note; a folder with no dump \
        in it (none of those files, or all of them something else), or a broken dump, is an input error. \
        Files are linted in parallel; results are printed in a stable (path) order.

        Output: --format may be repeated; each --output file takes the --format written just before \
        it, and one format without a file goes to standard output (two formats to one file, or an \
        --output with no --format before it, is a usage error). Formats: text, json, sarif (GitHub \
        code scanning), junit (test reports), github (workflow annotations), checkstyle, markdown \
        (pull-request comments). SARIF and github carry failures only; --include-review adds the \
        "needs review" checklist to them. Screen-wide checks (initial focus, text resize, focus \
        return) are one checklist per dump, not one per control.

        Configuration: the nearest .a11ylint.yml in the current folder or above (or --config) can \
        turn rules and criteria off or change their severity, per platform, add rule packs, \
        exclude files and ignore nodes with a reason (README "Configuration"). A file named on the \
        command line is linted even if exclude matches it, unless --force-exclude is given.

        Baselines: --write-baseline FILE records today's findings (and exits 0 unless a dump could \
        not be read); --baseline FILE then reports only new ones (docs/baseline.md).

        Exit codes: 0 nothing at or above --fail-on; 1 a failure at or above --fail-on (default \
        error); 2 usage, configuration or input error (an unreadable dump: the others are still \
        linted and reported).

        Examples:
          a11ylint lint screen.xml
          a11ylint lint dumps/ --format json > report.json
          a11ylint lint dumps/ --format sarif -o a11y.sarif --format junit -o a11y.xml
          a11ylint lint dumps/ --write-baseline .a11ylint-baseline.json
          a11ylint lint dumps/ --baseline .a11ylint-baseline.json --fail-on warning
        """
    )

    @Argument(help: ArgumentHelp("Dump files or folders.", valueName: "file"))
    var paths: [String]

    @Option(name: .customLong("format"), help: ArgumentHelp("Output format (repeatable): text, json, sarif, junit, github, checkstyle, markdown.", valueName: "format"))
    var formats: [OutputFormat] = []

    @Option(name: [.customLong("output"), .customShort("o")], help: ArgumentHelp("File for the matching --format (repeatable, in the same order).", valueName: "file"))
    var outputs: [String] = []

    @Option(help: "Platform of the dumps: auto reads it from the format; android or ios asserts it (a dump of the other platform is an input error).")
    var platform: CLIPlatform = .auto

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Flag(help: "Hide the \"needs review\" checklist items.")
    var noReview = false

    @Flag(help: "Also put the \"needs review\" checklist in SARIF and GitHub annotations (by default they carry failures only: a checklist is not a code-scanning alert).")
    var includeReview = false

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
    }

    func pairedOutputs() throws -> [OutputPairing.Destination] {
        try OutputPairing.destinations(formats: formats, outputs: outputs, order: OutputPairing.tokens(Array(CommandLine.arguments.dropFirst())))
    }

    func run() throws {
        var packs = try rules.packs()
        let settings = try loadConfiguration(packs: &packs)
        let linter = Linter(packs: packs)
        // A file named on the command line is linted even when `exclude` matches it (SwiftLint's
        // convention): the person asked for it. --force-exclude applies the patterns to it too.
        let collected = FileCollector.collect(paths)
        let files = collected.filter { !(($0.inFolder || forceExclude) && settings.isExcluded($0.path)) }
        try destinations.check(inputs: collected.map(\.path) + [settings.source?.path, baseline].compactMap { $0 })
        let forced: DumpFormat? = inputFormat == .auto ? nil : DumpFormat(rawValue: inputFormat.rawValue)
        let platformOverride: Platform? = platform == .auto ? nil : Platform(rawValue: platform.rawValue)
        let showProgress = progress ?? (isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["CI"] == nil)

        var reports = ParallelLinter(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, showProgress: showProgress).run(files) { entry in
            if let problem = entry.problem {
                return FileReport(path: entry.path, format: nil, platform: nil, nodeCount: 0, error: InputError(problem), findings: [])
            }
            var report = linter.lint(file: URL(fileURLWithPath: entry.path), format: forced, platform: platformOverride, displayPath: entry.path)
            settings.apply(to: &report)
            return report
        }
        let skipped = FileCollector.notDumps(files, errors: reports.map(\.error))
        reports = FileCollector.replacingSkipped(reports, skipped: skipped, files: files) { FileReport(path: $0, format: nil, platform: nil, nodeCount: 0, error: InputError($1), findings: []) }
        if noReview || settings.review == false { for i in reports.indices { reports[i].findings.removeAll { $0.status == .review } } }
        if let writeBaseline { try BaselineRecording.write(reports, to: writeBaseline) }
        if let baseline, !FileManager.default.fileExists(atPath: baseline) {
            // A job set up before its baseline was recorded: report everything, and say so.
            FileHandle.standardError.write(Data("a11ylint: baseline \(baseline) not found; reporting every finding (record one with --write-baseline)\n".utf8))
        } else if let baseline {
            do { try Baseline.load(contentsOf: URL(fileURLWithPath: baseline)).filter(&reports) } catch {
                throw ValidationError(error.description)
            }
        }
        try writeOutputs(reports, packs: packs)
        let summary = Summary(reports)
        if summary.inputErrors > 0 { throw ExitCode(2) }
        if writeBaseline != nil { return } // recording a baseline accepts today's findings
        switch failOn ?? settings.failOn ?? .error {
        case .error: if summary.errors > 0 { throw ExitCode(1) }
        case .warning: if summary.errors + summary.warnings > 0 { throw ExitCode(1) }
        case .never: break
        }
    }

    /// Every file this run writes, checked before linting: none may be an input, twice named or unwritable.
    var destinations: OutputDestinations {
        var d = OutputDestinations()
        for o in outputs { d.add(o, "--output") }
        d.add(writeBaseline, "--write-baseline")
        return d
    }

    func loadConfiguration(packs: inout [RulePack]) throws -> Configuration {
        guard !noConfig else { return Configuration() }
        let url = config.map { URL(fileURLWithPath: $0) } ?? ConfigurationLoader.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let url else { return Configuration() }
        do {
            let settings = try ConfigurationLoader.load(contentsOf: url, packs: packs)
            if !settings.rulePacks.isEmpty {
                packs = try BuiltInRules.packs(adding: rules.ruleDirectories.map { URL(fileURLWithPath: $0) } + settings.rulePacks)
            }
            return settings
        } catch let error as ConfigurationLoader.LoadError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch {
            throw ValidationError("cannot load rule packs: \(error)")
        }
    }

    func writeOutputs(_ reports: [FileReport], packs: [RulePack]) throws {
        for (format, destination) in try pairedOutputs().map({ ($0.format, $0.file) }) {
            let useColor = destination == nil && (color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil))
            let text: String
            switch format {
            case .json:
                if destination == nil { JSONReporter.write(reports) { FileHandle.standardOutput.write(Data($0)) }; continue }
                text = JSONReporter.render(reports)
            case .text:
                var reporter = TextReporter(color: useColor, showReview: !noReview)
                reporter.vocabulary = ControlVocabulary(packs: packs)
                text = reporter.render(reports)
            case .sarif: text = SARIFReporter.render(reports, packs: packs, includeReview: includeReview && !noReview)
            case .junit: text = JUnitReporter.render(reports, packs: packs)
            case .github: text = GitHubReporter.render(reports, includeReview: includeReview && !noReview)
            case .checkstyle: text = CheckstyleReporter.render(reports)
            case .markdown: text = MarkdownReporter.render(reports)
            }
            if let destination {
                try OutputDestinations.write(text.utf8, to: destination, what: "--output")
            } else {
                print(text, terminator: "")
            }
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit, github, checkstyle, markdown }

extension Configuration.FailOn: ExpressibleByArgument {}

/// Lints files on every core and returns the reports in input order; shows a counter on stderr when asked.
struct ParallelLinter {
    var jobs: Int
    var showProgress: Bool

    func run(_ files: [FileCollector.Entry], _ lint: @Sendable (FileCollector.Entry) -> FileReport) -> [FileReport] {
        let results = ResultSlots<FileReport>(count: files.count)
        let done = Counter()
        let workers = max(1, min(jobs, files.count))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.increment() - 1
                guard i < files.count else { return }
                results.set(i, lint(files[i]))
                let finished = done.increment()
                if showProgress && (finished % 10 == 0 || finished == files.count) {
                    FileHandle.standardError.write(Data("\rlinting \(finished)/\(files.count)".utf8))
                }
            }
        }
        if showProgress && !files.isEmpty { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return results.values()
    }
}

/// Slots written by index from many threads; each index is written once.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { lock.lock(); slots[i] = value; lock.unlock() }
    func values() -> [T] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

/// Expands folders into dump files, in a stable order; missing paths become input errors.
enum FileCollector {
    /// `inFolder`: found by walking a folder, not named on the command line.
    struct Entry: Sendable {
        var path: String
        var problem: String?
        /// The folder named on the command line that this file was found in (nil: named itself).
        var folder: String?
        var inFolder: Bool { folder != nil }
    }
    static let extensions: Set<String> = ["xml", "json", "txt", "log"]

    /// Folders hold other files too (a README.txt, a config .json): those found in a folder that
    /// no loader recognises are skipped, with a note on stderr; a broken dump stays an input error.
    static func notDumps(_ files: [Entry], errors: [InputError?]) -> Set<String> {
        let skipped = zip(files, errors).filter { $0.inFolder && $1?.isUnrecognisedFormat == true }.map(\.0.path)
        if let first = skipped.first {
            FileHandle.standardError.write(Data("a11ylint: skipped \(skipped.count) file\(skipped.count == 1 ? "" : "s") in folders that no loader recognises as a dump (first: \(first)); name a file to see why\n".utf8))
        }
        return Set(skipped)
    }

    /// Drops the skipped non-dumps, but a folder whose every file was skipped becomes one input
    /// error: a CI job pointed at a folder of logs must not pass with nothing checked.
    static func replacingSkipped<R>(_ reports: [R], skipped: Set<String>, files: [Entry], error: (String, String) -> R) -> [R] {
        guard !skipped.isEmpty else { return reports }
        var remaining: [String: Int] = [:]
        for f in files { if let folder = f.folder, !skipped.contains(f.path) { remaining[folder, default: 0] += 1 } }
        var result: [R] = []
        var reported = Set<String>()
        for (report, file) in zip(reports, files) {
            guard skipped.contains(file.path) else { result.append(report); continue }
            if let folder = file.folder, remaining[folder, default: 0] == 0, reported.insert(folder).inserted {
                result.append(error(folder, "no dump in this folder: every .xml, .json, .txt or .log file in it is something else (first: \(file.path))"))
            }
        }
        return result
    }

    static func collect(_ paths: [String]) -> [Entry] {
        var result: [Entry] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.append(Entry(path: path, problem: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else { result.append(Entry(path: path)); continue }
            let enumerator = fm.enumerator(atPath: path)
            var found: [String] = []
            while let item = enumerator?.nextObject() as? String {
                if extensions.contains((item as NSString).pathExtension.lowercased()) { found.append((path as NSString).appendingPathComponent(item)) }
            }
            if found.isEmpty {
                // A CI job pointed at the wrong folder must not pass with nothing checked.
                result.append(Entry(path: path, problem: "no dump files (.\(extensions.sorted().joined(separator: ", ."))) in this folder"))
            }
            result += found.sorted().map { Entry(path: $0, folder: path) }
        }
        return result
    }
}

struct Announce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what TalkBack or VoiceOver would say, stop by stop, in swipe order.",
        discussion: """
        Simulates the platform's screen reader on the dump: which nodes take focus, in which order, \
        and what each says (state, name, role, hint for TalkBack; label, value, traits, hint for \
        VoiceOver). Stops that speak a radio button or switch are marked with the control's kind. \
        The model and its known differences from a device: docs/screen-reader-model.md.

        Examples:
          a11ylint announce window_dump.xml
          a11ylint announce page_source.xml --format json
        """
    )

    @Argument(help: ArgumentHelp("Dump files or folders.", valueName: "file"))
    var paths: [String]

    @Option(help: "Output format: numbered text lines, or JSON with each stop's name, roles, states and hint.")
    var format: CLIFormat = .text

    @Option(help: "Platform of the dumps (which screen reader to simulate): auto reads it from the format; android or ios asserts it (a dump of the other platform is an input error).")
    var platform: CLIPlatform = .auto

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Option(help: "Colour in text output.")
    var color: CLIColor = .auto

    @OptionGroup var rules: RuleOptions

    func run() throws {
        let packs = try rules.packs()
        let forced: DumpFormat? = inputFormat == .auto ? nil : DumpFormat(rawValue: inputFormat.rawValue)
        let platformOverride: Platform? = platform == .auto ? nil : Platform(rawValue: platform.rawValue)
        let files = FileCollector.collect(paths)
        var reports: [AnnounceReport] = files.map { entry in
            if let problem = entry.problem {
                return AnnounceReport(file: URL(fileURLWithPath: entry.path), displayPath: entry.path, error: InputError(problem))
            }
            return AnnounceReport(file: URL(fileURLWithPath: entry.path), format: forced, platform: platformOverride, displayPath: entry.path, packs: packs)
        }
        let skipped = FileCollector.notDumps(files, errors: reports.map(\.error))
        reports = FileCollector.replacingSkipped(reports, skipped: skipped, files: files) { AnnounceReport(file: URL(fileURLWithPath: $0), displayPath: $0, error: InputError($1)) }
        switch format {
        case .json: AnnounceReporter.writeJSON(reports) { FileHandle.standardOutput.write(Data($0)) }
        case .text:
            let useColor = color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
            print(AnnounceReporter.text(reports, color: useColor), terminator: "")
        }
        if reports.contains(where: { $0.error != nil }) { throw ExitCode(2) }
    }
}

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write any dump in a11ylint's native JSON or XML form (docs/format.md).",
        discussion: """
        Keeps every property the source dump carried, and only those: what a format cannot tell \
        stays unknown, so linting the converted file gives the same findings. Use it to inspect, \
        hand-edit or version a dump.

        Examples:
          a11ylint convert window_dump.xml --to json > screen.json
          a11ylint convert screen.txt --to xml --output screen.a11ylint.xml
        """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable { case json, xml }

    @Argument(help: ArgumentHelp("The dump to convert.", valueName: "file"))
    var path: String

    @Option(help: "The native form to write.")
    var to: Target = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Option(help: "Set the platform instead of the one the format implies.")
    var platform: CLIPlatform = .auto

    func run() throws {
        let forced: DumpFormat? = inputFormat == .auto ? nil : DumpFormat(rawValue: inputFormat.rawValue)
        var destinations = OutputDestinations()
        destinations.add(output, "--output")
        try destinations.check(inputs: [path])
        var tree: AccessibilityTree
        do {
            tree = try DumpReader.load(contentsOf: URL(fileURLWithPath: path), format: forced)
        } catch {
            let at = error.location.map { $0.line > 0 ? ":\($0.line):\($0.column)" : "" } ?? ""
            FileHandle.standardError.write(Data("\(path)\(at): input error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        if platform != .auto, let p = Platform(rawValue: platform.rawValue) { tree.platform = p }
        let text = to == .json ? NativeJSONWriter.render(tree) : NativeXMLWriter.render(tree)
        if let output {
            try OutputDestinations.write(text.utf8, to: output, what: "--output")
        } else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
    }
}
