import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// JUnit XML in the dialect Jenkins, GitLab and the GitHub test-report actions read:
/// `<testsuites>` → one `<testsuite>` per file → `<testcase>`s.
///
/// Test cases, per file:
/// - one passing case per recognised control ("toggle-switch #2: recognised"), so a clean file still
///   has tests. `FileReport.controls` holds kinds only, hence the ordinal instead of the node id;
/// - one case per control per criterion cited by its findings ("toggle-switch wifi: name.present"):
///   its failures, since review items are in the checklist by default.
///   A fail of severity error or warning makes it a `<failure>` whose `type` is the severity: a
///   warning is still a criterion the control fails, and the type lets viewers tell the two apart
///   (the CLI's exit code stays the gate). Info-severity fails (advisories) pass, with the advice in
///   `<system-out>`. Review items alone (`--review per-control`) make it `<skipped message="needs review: …">`;
/// - one skipped case per criterion of the review checklist ("review: focus.keyboard"), naming
///   the controls to test it on;
/// - a file that could not be read has a single case with an `<error>`.
/// The counts on `<testsuite>` and `<testsuites>` are computed from the cases written.
public enum JUnitReporter {
    public static func render(_ reports: [FileReport], packs: [RulePack]) -> String {
        let descriptions = RuleDescriptions(packs)
        let suites = reports.map { Suite(report: $0, descriptions: descriptions) }
        let total = suites.reduce(into: Counts()) { $0.add($1.counts) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"a11ylint\" \(total.attributes)>\n"
        for suite in suites { suite.write(into: &out) }
        out += "</testsuites>\n"
        return out
    }

    struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        mutating func add(_ other: Counts) {
            tests += other.tests; failures += other.failures; errors += other.errors; skipped += other.skipped
        }
        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\"" }
    }

    struct Case {
        enum Outcome {
            case pass(note: String?)
            case failure(type: String, message: String, text: String)
            case skipped(message: String)
            case error(message: String, text: String)
        }
        var name: String
        var outcome: Outcome
    }

    struct Suite {
        var path: String
        var cases: [Case] = []

        init(report: FileReport, descriptions: RuleDescriptions) {
            path = report.path
            if let error = report.error {
                let at = error.location.flatMap { $0.line > 0 ? " at \($0)" : nil } ?? ""
                cases = [Case(name: "read \(report.path)", outcome: .error(message: "input error\(at): \(error.message)", text: error.description))]
                return
            }
            var ordinals: [String: Int] = [:]
            for kind in report.controls {
                ordinals[kind, default: 0] += 1
                cases.append(Case(name: "\(kind) #\(ordinals[kind]!): recognised", outcome: .pass(note: nil)))
            }
            let handles = NodeHandles(report.findings)
            for control in ControlFindings.group(report.findings) {
                var criteria: [String] = []
                for f in control.findings { for c in f.criteria where !criteria.contains(c) { criteria.append(c) } }
                for criterion in criteria {
                    let findings = control.findings.filter { $0.criteria.contains(criterion) }
                    let name = "\(control.kind) \(handles.handle(control.node)): \(criterion)"
                    cases.append(Case(name: name, outcome: Self.outcome(findings, platform: report.platform, descriptions: descriptions)))
                }
            }
            // The checklist: one skipped case per criterion, where per-control review was one per control.
            for item in report.review {
                cases.append(Case(name: "review: \(item.criterion)", outcome: .skipped(message: "needs review: \(item.step) (\(ReviewPlaces.describe(item)))")))
            }
        }

        static func outcome(_ findings: [Finding], platform: Platform?, descriptions: RuleDescriptions) -> Case.Outcome {
            let fails = findings.filter { $0.status == .fail }.sorted { $0.severity > $1.severity }
            let reviews = findings.filter { $0.status == .review }
            let reviewText = reviews.map(\.message).joined(separator: "; ")
            guard let worst = fails.first else { return .skipped(message: "needs review: \(reviewText)") }
            var text = fails.map { describe($0, platform: platform, descriptions: descriptions) }.joined(separator: "\n\n")
            guard worst.severity != .info else { return .pass(note: text) }
            if !reviews.isEmpty { text += "\n\nAlso needs review: \(reviewText)" }
            return .failure(type: worst.severity.rawValue, message: worst.message, text: text)
        }

        static func describe(_ f: Finding, platform: Platform?, descriptions: RuleDescriptions) -> String {
            var lines = ["\(f.severity.rawValue) \(f.rule) at \(f.node.location) [\(f.criteria.joined(separator: ", "))]: \(f.message)"]
            if let why = descriptions[f.rule] { lines.append("Why: \(why)") }
            if !f.announcement.isEmpty { lines.append("Screen reader says: “\(f.announcement)”") }
            lines.append("Node: \(f.node.path)")
            for (name, remedy) in Frameworks.remedies(f.remedy, platform: platform) { lines.append("Fix (\(name)): \(remedy)") }
            return lines.joined(separator: "\n")
        }

        var counts: Counts {
            var c = Counts()
            c.tests = cases.count
            for test in cases {
                switch test.outcome {
                case .pass: break
                case .failure: c.failures += 1
                case .skipped: c.skipped += 1
                case .error: c.errors += 1
                }
            }
            return c
        }

        /// ESLint's habit: the class name is the path without its extension, because viewers
        /// split class names at dots into packages.
        var className: String {
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? path[...]
            guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return path }
            return String(path[..<dot])
        }

        func write(into out: inout String) {
            let a = XMLEscape.attribute
            out += "  <testsuite name=\"\(a(path))\" \(counts.attributes)>\n"
            for test in cases {
                let open = "    <testcase classname=\"\(a(className))\" name=\"\(a(test.name))\" time=\"0\""
                switch test.outcome {
                case .pass(nil):
                    out += open + "/>\n"
                case let .pass(note?):
                    out += open + ">\n      <system-out>\(XMLEscape.text(note))</system-out>\n    </testcase>\n"
                case let .failure(type, message, text):
                    out += open + ">\n      <failure message=\"\(a(message))\" type=\"\(a(type))\">\(XMLEscape.text(text))</failure>\n    </testcase>\n"
                case let .skipped(message):
                    out += open + ">\n      <skipped message=\"\(a(message))\"/>\n    </testcase>\n"
                case let .error(message, text):
                    out += open + ">\n      <error message=\"\(a(message))\" type=\"InputError\">\(XMLEscape.text(text))</error>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
    }
}

// MARK: - Shared by the CI reporters

/// Rule descriptions by id, for reporters that explain a failure.
struct RuleDescriptions {
    private var byID: [String: String] = [:]
    init(_ packs: [RulePack]) {
        for pack in packs { for rule in pack.rules where !rule.description.isEmpty && byID[rule.id] == nil { byID[rule.id] = rule.description } }
    }
    subscript(id: String) -> String? { byID[id] }
}

/// The findings about one control (one node and control kind), in the order first seen.
struct ControlFindings {
    var kind: String
    var node: NodeReference
    var findings: [Finding]

    static func group(_ findings: [Finding]) -> [ControlFindings] {
        var groups: [ControlFindings] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = "\(f.node.index) \(f.control)"
            if let i = index[key] {
                groups[i].findings.append(f)
            } else {
                index[key] = groups.count
                groups.append(ControlFindings(kind: f.control, node: f.node, findings: [f]))
            }
        }
        return groups
    }
}

/// A stable name for a node: its id, unless another node in the file has the same id (list rows
/// often do) or it has none; then its path, which is unique in the file.
struct NodeHandles {
    private var ambiguous: Set<String> = []

    init(_ findings: [Finding]) {
        var owner: [String: Int] = [:]
        for f in findings {
            guard let id = f.node.id else { continue }
            if let other = owner[id], other != f.node.index { ambiguous.insert(id) } else { owner[id] = f.node.index }
        }
    }

    func handle(_ node: NodeReference) -> String {
        if let id = node.id, !id.isEmpty, !ambiguous.contains(id) { return id }
        return node.path
    }
}

/// Remedies in a fixed order, limited to the frameworks of the platform when it is known.
enum Frameworks {
    static let names: [(key: String, name: String)] = [
        ("uikit", "UIKit"), ("swiftui", "SwiftUI"), ("android-views", "Android Views"), ("jetpack-compose", "Jetpack Compose"),
    ]

    static func remedies(_ remedy: [String: String], platform: Platform?) -> [(name: String, text: String)] {
        let wanted: Set<String>? = switch platform {
        case .ios: ["uikit", "swiftui"]
        case .android: ["android-views", "jetpack-compose"]
        default: nil
        }
        return names.compactMap { f in
            guard wanted?.contains(f.key) ?? true, let text = remedy[f.key] else { return nil }
            return (f.name, text)
        }
    }
}

/// XML 1.0 escaping for the XML reporters. Attributes reuse the native XML writer's escaping;
/// text keeps tabs and line breaks readable (only CR is a reference, since parsers fold CR LF).
enum XMLEscape {
    static func attribute(_ s: String) -> String { NativeXMLWriter.escape(s) }

    static func text(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(u)
            case "\u{00}" ..< "\u{20}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
