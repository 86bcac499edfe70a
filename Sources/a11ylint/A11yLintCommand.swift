import A11yLint
import ArgumentParser
import Foundation

@main
struct A11yLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ylint",
        abstract: "Lint captured mobile accessibility trees against native-app acceptance criteria: one pack per control (buttons, text fields, sliders, checkboxes, …; 'a11ylint rules' lists them).",
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
