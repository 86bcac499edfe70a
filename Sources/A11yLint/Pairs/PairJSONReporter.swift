import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// The JSON contract (version 1) for `compare`: one entry per pair judged, each finding with a
/// `pair` object naming its node in BEFORE and in AFTER (either may be null), and `node` set to the
/// AFTER node when there is one, so readers of `lint --format json` findings need no change.
public enum PairJSONReporter {
    public static func render(_ reports: [PairReport]) -> String {
        JSONOutput.text { out in
            out.raw("{\"version\":1,\"pairs\":[")
            for (i, report) in reports.enumerated() {
                if i > 0 { out.raw(",") }
                out.raw("{\"before\":"); out.string(report.before)
                out.raw(",\"after\":"); out.string(report.after)
                out.raw(",\"action\":"); out.string(report.action.description)
                out.raw(",\"platform\":"); out.string(report.platform?.rawValue)
                out.raw(",\"error\":")
                if let error = report.error { out.raw("{\"message\":"); out.string(error); out.raw("}") } else { out.raw("null") }
                out.raw(",\"findings\":[")
                for (j, f) in report.findings.enumerated() {
                    if j > 0 { out.raw(",") }
                    JSONReporter.writeOpening(rule: f.rule, criteria: f.criteria, severity: f.severity, status: f.status, message: f.message, into: &out)
                    out.raw(",\"node\":"); node(f.after ?? f.before, &out)
                    out.raw(",\"pair\":{\"before\":"); node(f.before, &out)
                    out.raw(",\"after\":"); node(f.after, &out)
                    out.raw("}}")
                }
                out.raw("]}")
            }
            out.raw("],\"summary\":{\"pairs\":"); out.int(reports.count)
            out.raw(",\"errors\":"); out.int(reports.reduce(0) { $0 + $1.errors.count })
            out.raw(",\"warnings\":"); out.int(reports.reduce(0) { $0 + $1.warnings.count })
            out.raw(",\"infos\":"); out.int(reports.reduce(0) { $0 + $1.findings.filter { $0.severity == .info }.count })
            out.raw(",\"inputErrors\":"); out.int(reports.filter { $0.error != nil }.count)
            out.raw("}}\n")
        }
    }

    private static func node(_ ref: NodeReference?, _ out: inout JSONOutput) {
        if let ref { JSONReporter.write(ref, into: &out) } else { out.raw("null") }
    }
}

/// The pairs as text, one block per pair: a heading naming both files, then one line per finding.
public enum PairTextReporter {
    public static func render(_ reports: [PairReport]) -> String {
        var text = ""
        for report in reports {
            text += "\(report.before) → \(report.after) (\(report.action)\(report.platform.map { ", \($0.displayName)" } ?? ""))\n"
            if let error = report.error { text += "  input error: \(error)\n"; continue }
            if report.findings.isEmpty { text += "  ✓ \((report.criteria.isEmpty ? report.action.criteria : report.criteria).joined(separator: ", ")): nothing lost\n" }
            for f in report.findings { text += "  \(f.status == .review ? "?" : "✗") \(report.line(for: f))\n" }
        }
        text = visible(text)
        let errors = reports.reduce(0) { $0 + $1.errors.count }, warnings = reports.reduce(0) { $0 + $1.warnings.count }
        let reviews = reports.reduce(0) { $0 + $1.reviews.count }, inputErrors = reports.filter { $0.error != nil }.count
        text += "\n\(count(reports.count, "pair")): \(count(errors, "error")), \(count(warnings, "warning")), \(reviews) to review, \(count(inputErrors, "input error"))\n"
        return text
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Dump text reaches the terminal: control characters (an escape sequence in a label, a
    /// carriage return) are shown as `\u{1B}`, never obeyed. Newlines stay, as the report's own.
    static func visible(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if scalar == "\n" || !(v < 0x20 || (0x7F ... 0x9F).contains(v)) { out.append(scalar); continue }
            out.append(contentsOf: "\\u{\(String(v, radix: 16, uppercase: true))}".unicodeScalars)
        }
        return String(out)
    }
}
