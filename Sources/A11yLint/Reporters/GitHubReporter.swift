import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// GitHub Actions workflow commands: annotations on the dump files in the run and the PR.
///
/// - A fail is `::error` (severity error), `::warning` (warning) or `::notice` (an info advisory),
///   titled "RULE (criteria)", with the spoken announcement and the platform's fixes on extra lines.
/// - Review items are left out unless `includeReview` is set (they are a checklist, not alerts);
///   then each checklist criterion is one `::notice` at its first control, naming the others (with
///   review laid out per control, one `::notice` per control): GitHub shows only a handful of
///   annotations of each kind per step.
/// - A file that could not be read is an `::error` at the error's position.
/// Escaping follows @actions/core: `%`, CR and LF in the message; also `:` and `,` in properties.
public enum GitHubReporter {
    /// GitHub shows 10 annotations of each kind per step and 50 per job; past that they are
    /// dropped without a word. 50 leaves a run's summary readable and GitHub's own cap reached.
    public static let defaultLimit = 50

    /// At most `limit` annotations (nil: all): past it, input errors and errors are kept before
    /// warnings, warnings before notices, each in report order, and a closing notice says how
    /// many more there are and where they are.
    public static func render(_ reports: [FileReport], includeReview: Bool = false, limit: Int? = defaultLimit) -> String {
        var annotations: [(rank: Int, text: String)] = []
        for report in reports {
            if let error = report.error {
                annotations.append((0, command("error", file: report.path, at: error.location, title: "a11ylint input error", message: error.message)))
                continue
            }
            let handles = NodeHandles(report.findings)
            for f in report.findings where f.status == .fail {
                let kind = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
                var lines = [f.message]
                if !f.announcement.isEmpty { lines.append("Screen reader says: “\(f.announcement)”") }
                for (name, remedy) in Frameworks.remedies(f.remedy, platform: report.platform) { lines.append("Fix (\(name)): \(remedy)") }
                annotations.append((f.severity == .error ? 0 : f.severity == .warning ? 1 : 2,
                                    command(kind, file: report.path, at: f.node.location,
                                            title: "\(f.rule) (\(f.criteria.joined(separator: ", ")))", message: lines.joined(separator: "\n"))))
            }
            for control in ControlFindings.group(report.findings.filter { includeReview && $0.status == .review }) {
                let n = control.findings.count
                let title = "Needs review: \(control.kind) \(handles.handle(control.node)) (\(n) item\(n == 1 ? "" : "s"))"
                let lines = control.findings.map { "\($0.criteria.joined(separator: ", ")): \($0.message)" }
                annotations.append((3, command("notice", file: report.path, at: control.node.location, title: title, message: lines.joined(separator: "\n"))))
            }
            for item in report.review where includeReview {
                annotations.append((3, command("notice", file: report.path, at: item.controls.first?.node.location, title: "Needs review: \(item.criterion)",
                                               message: "\(item.step)\nTest it at \(ReviewPlaces.describe(item))")))
            }
        }
        guard let limit, annotations.count > limit else { return annotations.map(\.text).joined() }
        let kept = Set(annotations.indices.sorted { (annotations[$0].rank, $0) < (annotations[$1].rank, $1) }.prefix(limit))
        var out = annotations.indices.filter(kept.contains).map { annotations[$0].text }.joined()
        let cut = annotations.indices.filter { !kept.contains($0) }
        let kinds = [(0, "error", "errors"), (1, "warning", "warnings"), (2, "advisory", "advisories"), (3, "review item", "review items")]
        let counts = kinds.compactMap { rank, one, many -> String? in
            let n = cut.filter { annotations[$0].rank == rank }.count
            return n == 0 ? nil : "\(n) \(n == 1 ? one : many)"
        }
        out += "::notice title=\(escapeProperty("a11ylint: \(cut.count) more not annotated"))::"
        out += escapeData("\(annotations.count) annotations, \(limit) shown (a11ylint lint --max-annotations N); not annotated: \(counts.joined(separator: ", ")). "
            + "Every finding is in the text output, and in the SARIF or JSON report (--format sarif --output FILE).") + "\n"
        return out
    }

    static func command(_ kind: String, file: String, at location: SourceLocation?, title: String, message: String) -> String {
        var properties = "file=\(escapeProperty(file))"
        if let location, location.line > 0 {
            properties += ",line=\(location.line)"
            if location.column > 0 { properties += ",col=\(location.column)" }
        }
        properties += ",title=\(escapeProperty(title))"
        return "::\(kind) \(properties)::\(escapeData(message))\n"
    }

    static func escapeData(_ s: String) -> String { escape(s, property: false) }
    static func escapeProperty(_ s: String) -> String { escape(s, property: true) }

    /// By scalar, so a CR LF pair (one Swift Character) still becomes %0D%0A.
    static func escape(_ s: String, property: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
