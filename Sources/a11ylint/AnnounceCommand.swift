import A11yLint
import ArgumentParser
import Foundation

struct Announce: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "announce",
        abstract: "Print what TalkBack or VoiceOver would say, stop by stop, in swipe order.",
        discussion: """
        Simulates the platform's screen reader on the dump: which nodes take focus, in which order, \
        and what each says (state, name, role, hint for TalkBack; label, value, traits, hint for \
        VoiceOver). Stops that speak a radio button or switch are marked with the control's kind. \
        The model and its known differences from a device: docs/screen-reader-model.md.

        Examples:
          a11ylint announce window_dump.xml
          a11ylint announce page_source.xml --format json
          a11ylint announce dumps/ --format html > swipe-order.html
        """
    )

    @Argument(help: ArgumentHelp("Dump files or folders; - reads a dump from standard input (reported as <stdin>).", valueName: "file"))
    var paths: [String]

    @Option(help: "Output format: numbered text lines, JSON with each stop's name, roles, states and hint, or html: one self-contained page drawing each screen's stops, boxed and numbered, beside their words.")
    var format: CLIFormat = .text

    @Option(help: "Platform of the dumps (which screen reader to simulate): auto reads it from the format; android or ios asserts it (a dump of the other platform is an input error).")
    var platform: CLIPlatform = .auto

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Option(help: "Colour in text output.")
    var color: CLIColor = .auto

    @OptionGroup var rules: RuleOptions

    func run() throws {
        var announceRun = AnnounceRun(paths: paths, packs: try rules.packs(), platform: platform.platform, inputFormat: inputFormat.dumpFormat)
        announceRun.endsProcess = true
        let reports = announceRun.run()
        switch format {
        case .json: AnnounceReporter.writeJSON(reports, to: OutputDestinations.writeToStandardOutput)
        case .html: FileHandle.standardOutput.write(Data(AnnounceReporter.html(reports).utf8))
        case .text:
            let useColor = color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
            print(AnnounceReporter.text(reports, color: useColor), terminator: "")
        }
        let status = AnnounceRun.exitStatus(of: reports)
        LeftToExit.keep(reports) // the process ends here: its pages go back at once, unwalked
        if status != 0 { throw ExitCode(status) }
    }
}
