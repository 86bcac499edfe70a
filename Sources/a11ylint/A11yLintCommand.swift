import A11yLint
import ArgumentParser
import Foundation

@main
struct A11yLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ylint",
        abstract: "Lint captured mobile accessibility trees against native-app acceptance criteria: one pack per control (buttons, text fields, sliders, checkboxes and more; 'a11ylint rules' lists them).",
        discussion: """
        Reads uiautomator and Appium page sources (Android, iOS), XCUITest debugDescription, idb \
        describe-all, Jetpack Compose semantics text and a11ylint's native JSON/XML; simulates \
        TalkBack / VoiceOver focus; and reports each control's name, role, grouping, state and focus \
        problems, citing criterion ids from criteria.md. Every command's --help has examples.

        Exit codes: 0 nothing at or above --fail-on (default: error); 1 at least one failure at or \
        above it; 2 usage, configuration or input error.
        """,
        version: "0.1.0",
        subcommands: [Lint.self, Announce.self, Convert.self, Rules.self, Explain.self, Compare.self, Capture.self],
        defaultSubcommand: Lint.self
    )

    /// ArgumentParser exits 64 on a usage error; a11ylint promises 2 for usage and input errors.
    /// An error a subcommand's `run()` throws reaches here without the parser's command stack,
    /// so ArgumentParser would print the top-level usage: it is printed with the usage of the
    /// subcommand that was running instead.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            fail(error, usage: fullMessage(for: error))
        }
        do {
            try command.run()
        } catch {
            let ran = type(of: command)
            let name = ran.configuration.commandName ?? "a11ylint"
            let see = ran == A11yLintCommand.self ? "a11ylint --help" : "a11ylint \(name) --help"
            fail(error, usage: "Error: \(message(for: error))\nUsage: \(usageString(for: ran))\n  See '\(see)' for more information.")
        }
    }

    /// Exits 2 with `usage` for a usage error; any other error exits as ArgumentParser says.
    static func fail(_ error: Error, usage: @autoclosure () -> String) -> Never {
        if exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((usage() + "\n").utf8))
            Foundation.exit(2)
        }
        exit(withError: error)
    }
}
