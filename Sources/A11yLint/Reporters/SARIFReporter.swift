import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// SARIF 2.1.0 for GitHub code scanning, Azure DevOps and IDE viewers: one run, every rule of the
/// packs as a reporting descriptor, one result per finding, input errors as tool notifications.
///
/// Review items are not code-scanning alerts: they are left out unless `includeReview` is set, and
/// then are results of `kind: "review"` (one per checklist criterion per file, or with review laid
/// out per control one per finding) with `level: "none"` (SARIF §3.27.10 requires `none`
/// whenever kind is not `fail`). Their rules' default level is `note`.
/// `partialFingerprints` are the baseline's fingerprint (`Baseline.entry(for:file:)`): rule,
/// control kind and the node's stable identity, never a line or a sibling position, so an alert
/// and its baseline entry survive the same edits. Output is byte-stable: keys in a fixed order,
/// no timestamps.
public enum SARIFReporter {
    public static let toolVersion = "0.1.0"
    /// Placeholder until the project has a public home; SARIF viewers link the tool name here.
    public static let informationURI = "https://example.invalid/a11ylint"
    /// v2: the baseline's identity (v1 hashed the node's handle, which shifted when a sibling was inserted).
    static let fingerprintKey = "a11ylintNode/v2"
    /// A checklist item's identity: its criterion in the file (the path is the result's location).
    static let reviewFingerprintKey = "a11ylintReview/v1"

    public static func render(_ reports: [FileReport], packs: [RulePack], includeReview: Bool = false) -> String {
        var rules: [SARIFValue] = []
        var ruleIndex: [String: Int] = [:]
        let criteria = CriteriaIndex(packs: packs)
        for pack in packs {
            for rule in pack.rules where ruleIndex[rule.id] == nil {
                ruleIndex[rule.id] = rules.count
                rules.append(descriptor(rule, seed: pack.seed, criteria: criteria))
            }
        }
        var results: [SARIFValue] = []
        var notifications: [SARIFValue] = []
        for report in reports {
            if let error = report.error {
                notifications.append(.object([
                    ("level", "error"),
                    ("message", .object([("text", .string(error.message))])),
                    ("locations", [location(report.path, error.location)]),
                ]))
            }
            let handles = NodeHandles(report.findings)
            for f in report.findings where includeReview || f.status == .fail { results.append(result(f, path: report.path, before: report.pairBefore, handle: handles.handle(f.node), ruleIndex: ruleIndex[f.rule])) }
            if includeReview { for item in report.review { results.append(result(item, path: report.path, ruleIndex: ruleIndex[item.rules[0]])) } }
            // Recorded only with --include-passes: the audit trail of what passed or did not apply.
            for o in report.outcomes { results.append(result(o, path: report.path, ruleIndex: ruleIndex[o.rule])) }
        }
        var invocation: [(String, SARIFValue)] = [("executionSuccessful", .bool(notifications.isEmpty))]
        if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }
        let driver: SARIFValue = .object([
            ("name", "a11ylint"), ("version", .string(toolVersion)), ("semanticVersion", .string(toolVersion)),
            ("informationUri", .string(informationURI)), ("rules", .array(rules)),
        ])
        let log: SARIFValue = .object([
            ("$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            ("version", "2.1.0"),
            ("runs", [.object([
                ("tool", .object([("driver", driver)])),
                ("invocations", [.object(invocation)]),
                // Loaders count columns in Unicode scalars, as editors do.
                ("columnKind", "unicodeCodePoints"),
                ("results", .array(results)),
            ])]),
        ])
        var out = JSONOutput()
        log.write(into: &out, indent: 0)
        out.raw("\n")
        return String(decoding: out.finish(), as: UTF8.self)
    }

    static func level(_ severity: Rule.Severity) -> SARIFValue {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func descriptor(_ rule: Rule, seed: String, criteria index: CriteriaIndex) -> SARIFValue {
        let short = rule.description.isEmpty ? placeholdersElided(rule.message) : rule.description
        let criteria = rule.criteria.map { id in (id: id, summary: index.criterion(id)?.summary ?? "") }
        var text = "\(short)\n\nCriteria:\n" + criteria.map { "- \($0.id): \($0.summary)" }.joined(separator: "\n")
        var markdown = "\(short)\n\n**Criteria**\n\n" + criteria.map { "- `\($0.id)`: \($0.summary)" }.joined(separator: "\n")
        let fixes = Frameworks.remedies(rule.remedy, platform: nil)
        if !fixes.isEmpty {
            text += "\n\nFix:\n" + fixes.map { "- \($0.name): \($0.text)" }.joined(separator: "\n")
            markdown += "\n\n**Fix**\n\n" + fixes.map { "- **\($0.name)**: \($0.text)" }.joined(separator: "\n")
        }
        if let test = rule.test {
            text += "\n\nTest (\(seed)): \(test)"
            markdown += "\n\n**Test** (\(seed)): \(test)"
        }
        let manual = rule.checkID == "manualReview"
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(short))])),
            ("fullDescription", .object([("text", .string(short + " Criteria: " + criteria.map { "\($0.id) (\($0.summary))" }.joined(separator: "; ")))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", manual ? "note" : level(rule.severity))])),
            ("properties", .object([
                // The criteria, the control, then axe-core's WCAG tags ("wcag2a", "wcag22aa", "wcag412").
                ("tags", .array((rule.criteria + [rule.control] + WCAG.tags(index.wcag(for: rule.criteria))).map(SARIFValue.string))),
                ("control", .string(rule.control)),
                ("needsReview", .bool(manual)),
            ])),
        ])
    }

    /// A finding at its node in `path`; a pair's finding (`compare`) on AFTER's node also at its
    /// node in BEFORE, the file `before`, as a related location.
    static func result(_ f: Finding, path: String, before: String?, handle: String, ruleIndex: Int?) -> SARIFValue {
        var message = f.message
        if !f.announcement.isEmpty { message += " Screen reader says: “\(f.announcement)”." }
        var physical = location(path, f.node.location)
        if case var .object(fields) = physical {
            fields.append(("logicalLocations", [.object([
                ("name", .string(handle)), ("fullyQualifiedName", .string(f.node.path)), ("kind", "element"),
            ])]))
            physical = .object(fields)
        }
        var properties: [(String, SARIFValue)] = [
            ("criteria", .array(f.criteria.map(SARIFValue.string))),
            ("control", .string(f.control)),
        ]
        let wcag = JSONReporter.builtInCriteria.wcag(for: f.criteria)
        if !wcag.isEmpty { properties.append(("tags", .array(WCAG.tags(wcag).map(SARIFValue.string)))) }
        if let id = f.node.id { properties.append(("nodeId", .string(id))) }
        if let className = f.node.className { properties.append(("nodeClass", .string(className))) }
        if let bounds = f.node.bounds { properties.append(("bounds", .array(bounds.array.map(SARIFValue.number)))) }
        if !f.announcement.isEmpty { properties.append(("announcement", .string(f.announcement))) }
        // The rules folded into this one (their criteria are in `criteria`).
        if !f.covers.isEmpty { properties.append(("covers", .array(f.covers.map(SARIFValue.string)))) }
        var fields: [(String, SARIFValue)] = [("ruleId", .string(f.rule))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        fields += [
            ("kind", f.status == .review ? "review" : "fail"),
            ("level", f.status == .review ? "none" : level(f.severity)),
            ("message", .object([("text", .string(message))])),
            ("locations", [physical]),
        ]
        if let before, let node = f.before, f.after != nil, case var .object(related) = location(before, node.location) {
            related.insert(("id", .int(0)), at: 0)
            related.append(("message", .object([("text", .string("BEFORE: \(node.displayName)"))])))
            fields.append(("relatedLocations", [.object(related)]))
        }
        fields += [
            ("partialFingerprints", .object([(fingerprintKey, .string(Baseline.entry(for: f, file: path).fingerprint))])),
            ("properties", .object(properties)),
        ]
        return .object(fields)
    }

    /// A checklist item (`kind: "review"`, `level: "none"`): at its first control (or the file,
    /// for the whole screen), every control it names in `relatedLocations`. Its fingerprint is the
    /// criterion in the file: one alert per criterion per screen, whatever controls come and go.
    static func result(_ item: ReviewItem, path: String, ruleIndex: Int?) -> SARIFValue {
        let text = "Needs review (\(item.criterion)): \(item.step) — \(ReviewPlaces.describe(item))."
        let related: [SARIFValue] = item.controls.enumerated().map { k, c in
            guard case var .object(fields) = location(path, c.node.location) else { return location(path, c.node.location) }
            fields.insert(("id", .int(k)), at: 0)
            fields.append(("message", .object([("text", .string([c.control, c.node.id, c.node.label.map { "“\($0)”" }].compactMap { $0 }.joined(separator: " ")))])))
            return .object(fields)
        }
        var fields: [(String, SARIFValue)] = [("ruleId", .string(item.rules[0]))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        fields += [
            ("kind", "review"),
            ("level", "none"),
            ("message", .object([("text", .string(text))])),
            ("locations", [location(path, item.controls.first?.node.location)]),
        ]
        if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
        fields += [
            ("partialFingerprints", .object([(reviewFingerprintKey, .string(item.criterion))])),
            ("properties", .object([
                ("criteria", [.string(item.criterion)]),
                ("rules", .array(item.rules.map(SARIFValue.string))),
                ("count", .int(item.controls.count)),
                ("wholeScreen", .bool(item.wholeScreen)),
            ] + reviewTags(item.criterion))),
        ]
        return .object(fields)
    }

    /// A checklist item's axe-style WCAG tags, as a property (none when its criterion maps to none).
    static func reviewTags(_ criterion: String) -> [(String, SARIFValue)] {
        let wcag = JSONReporter.builtInCriteria.wcag(for: [criterion])
        return wcag.isEmpty ? [] : [("tags", .array(WCAG.tags(wcag).map(SARIFValue.string)))]
    }

    /// A pass (`kind: "pass"`) or a rule that did not apply (`kind: "notApplicable"`, with why),
    /// `level: "none"` as SARIF requires for any kind but `fail`.
    static func result(_ o: RuleOutcome, path: String, ruleIndex: Int?) -> SARIFValue {
        let text = o.kind == .pass ? "Passes on this \(o.control)." : "Does not apply to this \(o.control): \(o.reason ?? "nothing to judge")."
        var physical = location(path, o.node.location)
        if case var .object(fields) = physical {
            fields.append(("logicalLocations", [.object([
                ("name", .string(o.node.id ?? o.node.path)), ("fullyQualifiedName", .string(o.node.path)), ("kind", "element"),
            ])]))
            physical = .object(fields)
        }
        var properties: [(String, SARIFValue)] = [
            ("criteria", .array(o.criteria.map(SARIFValue.string))),
            ("control", .string(o.control)),
        ]
        if let id = o.node.id { properties.append(("nodeId", .string(id))) }
        var fields: [(String, SARIFValue)] = [("ruleId", .string(o.rule))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        fields += [
            ("kind", .string(o.kind.rawValue)),
            ("level", "none"),
            ("message", .object([("text", .string(text))])),
            ("locations", [physical]),
            ("properties", .object(properties)),
        ]
        return .object(fields)
    }

    /// A location object: the file as given (relative paths against `%SRCROOT%`), and the region
    /// only when the line is known.
    static func location(_ path: String, _ at: SourceLocation?) -> SARIFValue {
        var artifact: [(String, SARIFValue)]
        if path.hasPrefix("/") {
            artifact = [("uri", .string("file://" + percentEncoded(path)))]
        } else {
            artifact = [("uri", .string(percentEncoded(path))), ("uriBaseId", "%SRCROOT%")]
        }
        var physical: [(String, SARIFValue)] = [("artifactLocation", .object(artifact))]
        if let at, at.line > 0 {
            var region: [(String, SARIFValue)] = [("startLine", .int(at.line))]
            if at.column > 0 { region.append(("startColumn", .int(at.column))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
    }

    /// A URI reference keeps unreserved characters and `/`; everything else is %-encoded UTF-8.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"; out.unicodeScalars.append(hex[Int(byte >> 4)]); out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// "switch-name-present" → "SwitchNamePresent", SARIF's suggested form for `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A message template without a finding to fill it: "${name}" becomes "…".
    static func placeholdersElided(_ template: String) -> String {
        var result = template
        while let start = result.range(of: "${"), let end = result[start.upperBound...].firstIndex(of: "}") {
            result.replaceSubrange(start.lowerBound ... end, with: "…")
        }
        return result
    }
}

/// A JSON value whose objects keep their key order, written indented for readable diffs.
indirect enum SARIFValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case object([(String, SARIFValue)])
    case array([SARIFValue])
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)

    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: SARIFValue...) { self = .array(elements) }

    func write(into out: inout JSONOutput, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case let .object(fields):
            guard !fields.isEmpty else { out.raw("{}"); return }
            out.raw("{\n")
            for (i, (key, value)) in fields.enumerated() {
                out.raw(contentsOf: inner); out.string(key); out.raw(": ")
                value.write(into: &out, indent: indent + 1)
                out.raw(i < fields.count - 1 ? ",\n" : "\n")
            }
            out.raw(contentsOf: String(repeating: "  ", count: indent)); out.raw("}")
        case let .array(values):
            guard !values.isEmpty else { out.raw("[]"); return }
            // Short scalar arrays (tags, bounds) stay on one line.
            if values.count <= 8, values.allSatisfy(\.isScalar) {
                out.raw("[")
                for (i, value) in values.enumerated() {
                    if i > 0 { out.raw(", ") }
                    value.write(into: &out, indent: indent)
                }
                out.raw("]")
                return
            }
            out.raw("[\n")
            for (i, value) in values.enumerated() {
                out.raw(contentsOf: inner)
                value.write(into: &out, indent: indent + 1)
                out.raw(i < values.count - 1 ? ",\n" : "\n")
            }
            out.raw(contentsOf: String(repeating: "  ", count: indent)); out.raw("]")
        case let .string(s): out.string(s)
        case let .int(n): out.int(n)
        case let .number(d): out.number(d)
        case let .bool(b): out.raw(b ? "true" : "false")
        }
    }

    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }
}
