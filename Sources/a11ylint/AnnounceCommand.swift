import A11yLint
import ArgumentParser
import Foundation

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
