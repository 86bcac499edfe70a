import A11yLintModel
import A11yLintLoaders
import A11yLintRules
import A11yLintEngine

/// One line per finding, as compilers write them, so editors, Xcode and CI problem matchers jump
/// to the node: `path:line:column: error|warning|note: message [rule-id]`.
///
/// - A failure is `error` or `warning` by its severity; an info advisory ("could be a native
///   control") is a `note`. A finding standing for others (`covers`) names them after its rule.
/// - Review items are a checklist, not mistakes: left out unless `includeReview`, then `note`s,
///   one per checklist criterion at its first control (or per control, `--review per-control`).
/// - A file that could not be read is an `error` at the error's position, with `[input]`.
/// - Without a known line the position is left out (`path: error: …`), as compilers do for a file.
/// Control characters in paths and messages (a hostile label) are shown escaped, never sent.
public enum LineReporter {
    public static func render(_ reports: [FileReport], includeReview: Bool = false) -> String {
        var out = ""
        for report in reports {
            if let error = report.error {
                out += line(report.path, error.location, "error", error.message, "input")
                continue
            }
            for f in report.findings where f.status == .fail || includeReview {
                let kind = f.status == .review || f.severity == .info ? "note" : f.severity.rawValue
                let what = f.status == .review ? "review: " + f.message : f.message
                out += line(report.path, f.node.location, kind, what, f.rules.joined(separator: ", "))
            }
            for item in report.review where includeReview {
                out += line(report.path, item.controls.first?.node.location, "note",
                            "review \(item.criterion): \(item.step) (\(ReviewPlaces.describe(item)))", item.rules.joined(separator: ", "))
            }
        }
        return out
    }

    static func line(_ path: String, _ at: SourceLocation?, _ kind: String, _ message: String, _ rule: String) -> String {
        var position = TerminalText.escape(path)
        if let at, at.line > 0 {
            position += ":\(at.line)"
            if at.column > 0 { position += ":\(at.column)" }
        }
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(position): \(kind): \(TerminalText.escape(oneLine)) [\(rule)]\n"
    }
}

extension LineReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String {
        render(reports, includeReview: options.includeReview)
    }
}
