import A11yLint
import ArgumentParser
import Foundation

@main
struct A11yLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ylint",
        abstract: "Lint captured mobile accessibility trees against radio-button and toggle-switch acceptance criteria.",
        discussion: """
        Reads Android uiautomator / Appium UiAutomator2 XML, Appium XCUITest (WebDriverAgent) XML and
        a11ylint's native JSON, simulates TalkBack / VoiceOver focus, and reports each control's name,
        role, grouping, state and focus problems, citing criterion ids from criteria.md.

        Exit codes: 0 no error-severity finding; 1 at least one; 2 usage or input error.
        """,
        version: "0.1.0",
        subcommands: [Lint.self, Announce.self, Convert.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self
    )
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
        Folders are walked for .xml and .json files. The format is detected from content.
        Examples:
          a11ylint lint screen.xml
          a11ylint lint dumps/ --format json > report.json
          a11ylint lint --no-review --platform android window_dump.xml
        """
    )

    @Argument(help: ArgumentHelp("Dump files or folders.", valueName: "file"))
    var paths: [String]

    @Option(help: "Output format.")
    var format: CLIFormat = .text

    @Option(help: "Platform of the dumps: auto reads it from the format.")
    var platform: CLIPlatform = .auto

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Flag(help: "Hide the \"needs review\" checklist items.")
    var noReview = false

    @Option(help: "Colour in text output.")
    var color: CLIColor = .auto

    @OptionGroup var rules: RuleOptions

    func run() throws {
        let linter = Linter(packs: try rules.packs())
        let files = FileCollector.collect(paths)
        let forced: DumpFormat? = inputFormat == .auto ? nil : DumpFormat(rawValue: inputFormat.rawValue)
        let platformOverride: Platform? = platform == .auto ? nil : Platform(rawValue: platform.rawValue)
        var reports: [FileReport] = files.map { entry in
            if let problem = entry.problem {
                return FileReport(path: entry.path, format: nil, platform: nil, nodeCount: 0, error: InputError(problem), findings: [])
            }
            return linter.lint(file: URL(fileURLWithPath: entry.path), format: forced, platform: platformOverride, displayPath: entry.path)
        }
        if noReview { for i in reports.indices { reports[i].findings.removeAll { $0.status == .review } } }
        switch format {
        case .json: JSONReporter.write(reports) { bytes in FileHandle.standardOutput.write(Data(bytes)) }
        case .text:
            let useColor = color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
            print(TextReporter(color: useColor, showReview: !noReview).render(reports), terminator: "")
        }
        let summary = Summary(reports)
        if summary.inputErrors > 0 { throw ExitCode(2) }
        if summary.errors > 0 { throw ExitCode(1) }
    }
}

/// Expands folders into dump files, in a stable order; missing paths become input errors.
enum FileCollector {
    struct Entry { var path: String; var problem: String? }
    static let extensions: Set<String> = ["xml", "json", "txt", "log"]

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
            result += found.sorted().map { Entry(path: $0) }
        }
        return result
    }
}

struct Announce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what TalkBack or VoiceOver would say, stop by stop, in swipe order.",
        discussion: """
        Simulates the platform's screen reader on the dump: which nodes take focus, in which order,
        and what each says (state, name, role, hint for TalkBack; label, value, traits, hint for
        VoiceOver). Stops that speak a radio button or switch are marked with the control's kind.
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

    @Option(help: "Platform of the dumps (which screen reader to simulate): auto reads it from the format.")
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
        let reports: [AnnounceReport] = FileCollector.collect(paths).map { entry in
            if let problem = entry.problem {
                return AnnounceReport(file: URL(fileURLWithPath: entry.path), displayPath: entry.path, problem: problem)
            }
            return AnnounceReport(file: URL(fileURLWithPath: entry.path), format: forced, platform: platformOverride, displayPath: entry.path, packs: packs)
        }
        switch format {
        case .json: print(AnnounceReporter.json(reports), terminator: "")
        case .text:
            let useColor = color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
            print(AnnounceReporter.text(reports, color: useColor), terminator: "")
        }
        if reports.contains(where: { $0.error != nil }) { throw ExitCode(2) }
    }
}

extension AnnounceReport {
    init(file: URL, displayPath: String, problem: String) {
        self.init(file: file, displayPath: displayPath, error: InputError(problem))
    }
}

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write any dump in a11ylint's native JSON or XML form (docs/format.md).",
        discussion: """
        Keeps every property the source dump carried, and only those: what a format cannot tell
        stays unknown, so linting the converted file gives the same findings. Use it to inspect,
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
            do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                throw ValidationError("cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List rule packs and their rules.")
    @OptionGroup var rules: RuleOptions

    func run() throws {
        for pack in try rules.packs() {
            print("\(pack.control) — \(pack.title) (seed \(pack.seed); \(pack.source))")
            for rule in pack.rules {
                let platforms = rule.platforms.count == 2 ? "both" : rule.platforms.map(\.rawValue).sorted().joined(separator: ",")
                let kind = rule.checkID == "manualReview" ? "review" : rule.severity.rawValue
                print("  \(rule.id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(kind.padding(toLength: 8, withPad: " ", startingAt: 0)) \(platforms.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.criteria.joined(separator: ", "))")
            }
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule or a criterion: what it checks, why, and how to fix it per framework.",
        discussion: "Examples:\n  a11ylint explain switch-label-separate-stop\n  a11ylint explain group.single-swipe"
    )
    @Argument(help: "A rule id (a11ylint rules) or a criterion id (criteria.md).")
    var id: String
    @OptionGroup var rules: RuleOptions

    func run() throws {
        let packs = try rules.packs()
        let all = packs.flatMap(\.rules)
        var matched = all.filter { $0.id == id }
        if let criterion = Criteria.criterion(id) {
            print("\(criterion.id) (\(criterion.how.rawValue)): \(criterion.summary)")
            matched = all.filter { $0.criteria.contains(id) }
            if matched.isEmpty { print("  no rule cites it") }
        }
        guard !matched.isEmpty else {
            throw ValidationError("unknown rule or criterion '\(id)'; see 'a11ylint rules'")
        }
        for rule in matched {
            print("\n\(rule.id) [\(rule.control); \(rule.criteria.joined(separator: ", ")); \(rule.checkID == "manualReview" ? "needs review" : rule.severity.rawValue); \(rule.platforms.map(\.displayName).sorted().joined(separator: ", "))]")
            if !rule.description.isEmpty { print("  \(rule.description)") }
            if let test = rule.test { print("  Test (from the seed): \(test)") }
            for framework in RulePackLoader.frameworks {
                if let remedy = rule.remedy[framework] { print("  \(framework): \(remedy)") }
            }
        }
    }
}
