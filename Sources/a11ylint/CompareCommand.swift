import A11yLint
import ArgumentParser
import Foundation

/// `a11ylint compare`: the criteria that need two dumps of one screen.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Judge two dumps of one screen: before and after an action, or at two text sizes.",
        discussion: """
        Some criteria can only be seen by comparing two dumps of the same screen:
          --action activate:ID   AFTER was taken after double tapping the control with this id, judged by the \
        rules its pack declares (activation: in rules/<control>.yml): its state flipped (a switch or checkbox \
        on/off; a radio button selected, its group still exclusive), and activating it did not change the \
        context (same app and screen title, the control still there). Criteria: mobile.doubletap and the \
        pack's own (radio.state, radio.exclusive, radio.no-context-change, checkbox.no-context-change).
          --action text-size     AFTER was taken at a larger text size (200%): every text of BEFORE is still \
        there in full (not gone, not ellipsised, not cut off by its parent or the screen) and nothing \
        overlaps that did not. Criterion: settings.text-resize.
          --action dismiss:ID    AFTER was taken after the menu, picker or modal opened by ID closed: focus is \
        back on ID, where AFTER records focus (Android: TalkBack's a11y-focused, input focus only confirms; \
        iOS: hasFocus); otherwise the pair is for review. Criterion: focus.return, or the control pack's own \
        (dismissal: text-input.focus-after-editing when ID is a text field whose keyboard was dismissed).
        ID is an Android resource-id (whole, or the part after :id/), an iOS accessibilityIdentifier or a \
        Compose testTag.

        A scenario file runs a whole flow: steps of dumps, each after the first with the action that led \
        to it (see README "Two dumps").

        Output: --format text or json (the pair report), or any lint format (sarif, junit, github, \
        checkstyle, markdown), where each pair's findings are ordinary findings on the node in AFTER \
        (or in BEFORE, when AFTER lost it; SARIF names the node in BEFORE too, as a related location), or html: one self-contained page drawing BEFORE and AFTER side \
        by side, the pair's findings linked to their boxes; --output FILE writes it to a file.

        Exit codes: 0 no error; 1 at least one error-severity finding; 2 usage or input error.

        Examples:
          a11ylint compare settings.xml settings-wifi-on.xml --action activate:wifi_switch
          a11ylint compare settings.xml settings-200.xml --action text-size --format json
          a11ylint compare --scenario settings-flow.yml
        """
    )

    @Argument(help: ArgumentHelp("The dump before the action, then the dump after it.", valueName: "dump"))
    var dumps: [String] = []

    @Option(help: ArgumentHelp("What happened between the dumps: activate:ID, text-size or dismiss:ID.", valueName: "action"))
    var action: String?

    @Option(help: ArgumentHelp("A YAML file of steps (dumps and the actions between them) to judge instead of two dumps.", valueName: "file"))
    var scenario: String?

    @Option(help: ArgumentHelp("Output format: text and json (the pair contract, README \"Two dumps\"), or sarif, junit, github, checkstyle, markdown (the pair's findings as lint findings, on the node in AFTER, or in BEFORE when AFTER lost it), or html (BEFORE and AFTER drawn side by side, the pair's findings listed under them and linked to their boxes).", valueName: "format"))
    var format: ReportFormat = .text

    @OptionGroup var rules: RuleOptions

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Also put \"needs review\" results in SARIF and GitHub annotations.")
    var includeReview = false

    func validate() throws {
        if scenario != nil {
            guard dumps.isEmpty, action == nil else { throw ValidationError("--scenario takes no dumps and no --action: the file names them") }
        } else {
            guard dumps.count == 2 else { throw ValidationError("give two dumps, BEFORE and AFTER (or --scenario FILE)") }
            guard let action else { throw ValidationError("--action is required: activate:ID, text-size or dismiss:ID") }
            do { _ = try PairAction(parsing: action) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let packs = try rules.packs()
        var judge = PairJudge(packs: packs)
        judge.recordingScreens = format.drawsScreens
        let reports: [PairReport]
        if let scenario {
            let url = URL(fileURLWithPath: scenario)
            do {
                reports = try Scenario(contentsOf: url).run(with: judge, relativeTo: url.deletingLastPathComponent())
            } catch {
                FileHandle.standardError.write(Data("a11ylint: \(error)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            let parsed = try PairAction(parsing: action ?? "")
            reports = [judge.judge(before: URL(fileURLWithPath: dumps[0]), after: URL(fileURLWithPath: dumps[1]), action: parsed,
                                         beforePath: dumps[0], afterPath: dumps[1])]
        }
        let text: String
        switch format {
        case .json: text = PairJSONReporter.render(reports)
        case .text: text = PairTextReporter.render(reports)
        case .html: text = PairHTMLReporter.render(reports, options: ReportOptions(packs: packs))
        default:
            let options = ReportOptions(packs: packs, showReview: true, includeReview: includeReview)
            text = format.render(reports.flatMap(\.fileReports), options: options)
        }
        if let output {
            // Never over a dump or scenario this run read.
            var destinations = OutputDestinations()
            destinations.add(output, "--output")
            try destinations.check(inputs: dumps + [scenario].compactMap { $0 } + reports.flatMap { [$0.before, $0.after] })
            try OutputDestinations.write(text.utf8, to: output, what: "--output")
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if reports.contains(where: { $0.error != nil }) { throw ExitCode(2) }
        if reports.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(1) }
    }
}
