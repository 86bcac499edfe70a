import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// `-` among the paths of `lint`, `announce` or `convert`: the dump is read from standard input
/// (`cat d.xml | a11ylint lint -`, `adb exec-out uiautomator dump /dev/tty | a11ylint lint -`),
/// its format detected from content as for a file, and reported as `<stdin>`.
public enum StandardInput {
    /// The path argument that means standard input.
    public static let argument = "-"
    /// The name reports give it (a file that is named `-` is given as `./-`).
    public static let displayName = "<stdin>"
    /// Read through the path of the process's own standard input: a pipe (a FIFO) or a
    /// redirected file, so it streams and is bounded as any dump file is.
    public static let url = URL(fileURLWithPath: "/dev/stdin")

    /// The entry for a `-` among the paths, the first (`occurrence` 0) or a later one: standard
    /// input can be read once, and a terminal would wait for typing, so a later `-` and a terminal
    /// are input errors rather than an empty read or a hang.
    public static func entry(occurrence: Int = 0) -> FileCollector.Entry {
        var entry = FileCollector.Entry(path: displayName, problem: nil)
        entry.isStandardInput = true
        if occurrence > 0 {
            entry.problem = "standard input ('-') is named more than once; it can be read once"
        } else if isatty(STDIN_FILENO) != 0 {
            entry.problem = "standard input ('-') is a terminal: pipe or redirect a dump into it (cat window_dump.xml | a11ylint lint -)"
        }
        return entry
    }
}

extension FileCollector.Entry {
    /// Where the dump is read from: the file, or standard input.
    public var url: URL { isStandardInput ? StandardInput.url : URL(fileURLWithPath: path) }
}
