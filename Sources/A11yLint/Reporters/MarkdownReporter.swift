import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// A short Markdown summary for a pull-request comment: totals, a table of the failures, the review
/// checklist (per file and criterion, or per control) folded into `<details>`, then the files
/// that could not be read.
/// Long lists are cut (a GitHub comment holds at most 65,536 characters); the full report is the
/// text, JSON or SARIF output.
public enum MarkdownReporter {
    static let maxFailureRows = 100
    static let maxReviewControls = 25
    static let maxReviewItems = 25

    public static func render(_ reports: [FileReport], hiddenByBaseline: Int? = nil) -> String {
        let s = Summary(reports)
        let mark = s.errors > 0 || s.inputErrors > 0 ? "❌" : s.warnings > 0 ? "⚠️" : "✅"
        var out = "### \(mark) a11ylint: \(s.sentence) in \(plural(s.files, "file"))\(TextReporter.baselineClause(hiddenByBaseline))\n\n"

        let fails = reports.flatMap { r in
            let handles = NodeHandles(r.findings)
            return r.findings.filter { $0.status == .fail }.map { (path: r.path, node: nodeName($0.node, handles, inTable: true), finding: $0) }
        }
        if fails.isEmpty {
            out += "No failures.\n"
        } else {
            out += "| File | Control | Node | Criterion | Severity | Message |\n| --- | --- | --- | --- | --- | --- |\n"
            for (path, node, f) in fails.prefix(maxFailureRows) {
                let line = f.node.location.line > 0 ? ":\(f.node.location.line)" : ""
                out += "| \(text(path + line)) | \(f.control) | \(node) | \(f.criteria.map { code($0, inTable: true) }.joined(separator: " ")) "
                out += "| \(f.severity.rawValue) | \(text(f.message)) |\n"
            }
            if fails.count > maxFailureRows { out += "\n" + cutFailures(fails.dropFirst(maxFailureRows).map { ($0.path, $0.finding) }) + "\n" }
        }

        let reviews = reports.flatMap { r in
            let handles = NodeHandles(r.findings)
            return ControlFindings.group(r.findings.filter { $0.status == .review }).map { (path: r.path, node: nodeName($0.node, handles, inTable: false), control: $0) }
        }
        if !reviews.isEmpty {
            let items = reviews.reduce(0) { $0 + $1.control.findings.count }
            out += "\n<details>\n<summary>Review by hand: \(plural(items, "item")) on \(plural(reviews.count, "control"))</summary>\n\n"
            for (path, node, control) in reviews.prefix(maxReviewControls) {
                let line = control.node.location.line > 0 ? " (line \(control.node.location.line))" : ""
                out += "**\(text(path))** · \(control.kind) \(node)\(line)\n"
                for f in control.findings { out += "- [ ] \(f.criteria.map { code($0, inTable: false) }.joined(separator: " ")) \(text(f.message))\n" }
                out += "\n"
            }
            if reviews.count > maxReviewControls {
                let cut = reviews.dropFirst(maxReviewControls)
                let items = cut.reduce(0) { $0 + $1.control.findings.count }
                out += "…and \(plural(cut.count, "more control")) (\(plural(items, "item")) in \(plural(Set(cut.map(\.path)).count, "file"))) not shown: "
                out += "the text and JSON reports list every one.\n\n"
            }
            out += "</details>\n"
        }

        let checklist = reports.flatMap { r in r.review.map { (path: r.path, item: $0) } }
        if !checklist.isEmpty {
            let files = Set(checklist.map(\.path)).count
            out += "\n<details>\n<summary>Review by hand: \(plural(checklist.count, "criterion", "criteria")) in \(plural(files, "file"))</summary>\n\n"
            var lastPath: String?
            for (path, item) in checklist.prefix(maxReviewItems) {
                if path != lastPath { out += "\(lastPath == nil ? "" : "\n")**\(text(path))**\n"; lastPath = path }
                out += "- [ ] \(code(item.criterion, inTable: false)) \(text(item.step)) — \(text(ReviewPlaces.describe(item)))\n"
            }
            if checklist.count > maxReviewItems {
                let cut = checklist.dropFirst(maxReviewItems)
                out += "\n…and \(plural(cut.count, "more criterion", "more criteria")) in \(plural(Set(cut.map(\.path)).count, "file")) not shown: "
                out += "the text and JSON reports list every one.\n"
            }
            out += "\n</details>\n"
        }

        let broken = reports.filter { $0.error != nil }
        if !broken.isEmpty {
            out += "\n#### Input errors\n\n"
            for report in broken {
                let error = report.error!
                let at = error.location.flatMap { $0.line > 0 ? " (\($0))" : nil } ?? ""
                out += "- **\(text(report.path))**\(at): \(text(error.message))\n"
            }
        }
        return out
    }

    /// The node's id; without a unique one, its label and the last step of its path (the whole
    /// XPath-like path is too long to read in a comment).
    static func nodeName(_ node: NodeReference, _ handles: NodeHandles, inTable: Bool) -> String {
        let handle = handles.handle(node)
        guard handle == node.path else { return code(handle, inTable: inTable) }
        let step = node.path.split(separator: "/").last.map(String.init) ?? node.path
        return (node.label.map { "“\(text($0))” " } ?? "") + code(step, inTable: inTable)
    }

    static func plural(_ n: Int, _ word: String, _ many: String? = nil) -> String { "\(n) \(n == 1 ? word : many ?? word + "s")" }

    /// What the table left out, by severity and file, and where it is: "…and 12 more failures (3
    /// errors, 9 warnings) in 4 files not shown: …".
    static func cutFailures(_ cut: [(path: String, finding: Finding)]) -> String {
        let bySeverity = [(Rule.Severity.error, "error", "errors"), (.warning, "warning", "warnings"), (.info, "advisory", "advisories")].compactMap { severity, one, many -> String? in
            let n = cut.filter { $0.finding.severity == severity }.count
            return n == 0 ? nil : "\(n) \(n == 1 ? one : many)"
        }
        return "…and \(plural(cut.count, "more failure")) (\(bySeverity.joined(separator: ", "))) in \(plural(Set(cut.map(\.path)).count, "file")) not shown: "
            + "the text, JSON and SARIF reports list every one."
    }

    /// Plain text safe in a table cell: Markdown and HTML punctuation backslash-escaped (so a label
    /// cannot inject markup or end the cell) and line breaks as `<br>`.
    static func text(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~": out += "\\"; out.unicodeScalars.append(u)
            case "\r": break
            case "\n": out += "<br>"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A code span. In a table `|` is still escaped: GFM splits cells before it reads code spans.
    static func code(_ s: String, inTable: Bool) -> String {
        var flat = "", longest = 0, run = 0
        for u in s.unicodeScalars {
            run = u == "`" ? run + 1 : 0
            longest = max(longest, run)
            switch u {
            case "\r", "\n": flat += " "
            case "|" where inTable: flat += "\\|"
            default: flat.unicodeScalars.append(u)
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = longest > 0 ? " " : ""
        return fence + pad + flat + pad + fence
    }
}
