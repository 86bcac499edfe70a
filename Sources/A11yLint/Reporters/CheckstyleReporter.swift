import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// Checkstyle XML (version 4.3), read by Jenkins warnings-ng, reviewdog, Danger and Sonar.
/// Every file gets a `<file>` element, clean ones empty. One `<error>` per finding: fails keep their
/// severity, review items are `info` with "needs review:" before the message (one per checklist
/// criterion, at its first control, or one per control with `--review per-control`). A file that could not
/// be read gets one `error` with source `a11ylint.input-error`. Lines and columns unknown to the
/// dump (0) are left out rather than pointing at line 0.
public enum CheckstyleReporter {
    public static func render(_ reports: [FileReport]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for report in reports {
            let a = XMLEscape.attribute
            guard report.error != nil || !report.findings.isEmpty || !report.review.isEmpty else {
                out += "  <file name=\"\(a(report.path))\"/>\n"
                continue
            }
            out += "  <file name=\"\(a(report.path))\">\n"
            if let error = report.error {
                out += "    <error\(position(error.location)) severity=\"error\" message=\"\(a("input error: \(error.message)"))\" source=\"a11ylint.input-error\"/>\n"
            }
            for f in report.findings {
                let message = (f.status == .review ? "needs review: " : "") + f.message + " [\(f.criteria.joined(separator: ", "))]"
                out += "    <error\(position(f.node.location)) severity=\"\(f.severity.rawValue)\" message=\"\(a(message))\" source=\"a11ylint.\(a(f.rule))\"/>\n"
            }
            for item in report.review {
                let message = "needs review: \(item.step) (\(ReviewPlaces.describe(item))) [\(item.criterion)]"
                out += "    <error\(position(item.controls.first?.node.location)) severity=\"info\" message=\"\(a(message))\" source=\"a11ylint.\(a(item.rules[0]))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    static func position(_ location: SourceLocation?) -> String {
        guard let location, location.line > 0 else { return "" }
        return location.column > 0 ? " line=\"\(location.line)\" column=\"\(location.column)\"" : " line=\"\(location.line)\""
    }
}
