import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// The stable JSON contract (version 2): see README "JSON output" and
/// `docs/lint-report.schema.json`. Version 2 moved review items out of `findings` into one
/// `review` checklist per file (one entry per criterion, listing its controls); `--review
/// per-control` keeps them in `findings`, one per control, as version 1 did.
public enum JSONReporter {
    /// `hiddenByBaseline`: findings a `--baseline` hid, in the summary (nil: no baseline, no field).
    public static func render(_ reports: [FileReport], hiddenByBaseline: Int? = nil) -> String {
        JSONOutput.text { write(reports, hiddenByBaseline: hiddenByBaseline, into: &$0) }
    }

    /// Streams the report to `sink` in chunks (the CLI passes stdout), so memory stays flat.
    public static func write(_ reports: [FileReport], hiddenByBaseline: Int? = nil, to sink: @escaping ([UInt8]) -> Void) {
        JSONOutput.stream(to: sink) { write(reports, hiddenByBaseline: hiddenByBaseline, into: &$0) }
    }

    /// The criteria of the built-in packs, for each finding's and review item's `wcag` list.
    package static let builtInCriteria = CriteriaIndex(packs: Linter.builtInPacks)

    static func write(_ reports: [FileReport], hiddenByBaseline: Int? = nil, into out: inout JSONOutput) {
        out.raw("{\"version\":2,\"files\":[")
        var wcag = WCAGLists()
        for (i, report) in reports.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("{\"path\":"); out.string(report.path)
            out.raw(",\"format\":"); out.string(report.format?.rawValue)
            out.raw(",\"platform\":"); out.string(report.platform?.rawValue)
            out.raw(",\"nodeCount\":"); out.int(report.nodeCount)
            out.raw(",\"error\":"); write(report.error, into: &out)
            out.raw(",\"findings\":[")
            for (j, f) in report.findings.enumerated() {
                if j > 0 { out.raw(",") }
                write(f, wcag: wcag.of(f.criteria), into: &out)
            }
            out.raw("],\"review\":[")
            var listed = ListedControlsJSON()
            for (j, item) in report.review.enumerated() {
                if j > 0 { out.raw(",") }
                write(item, listed: &listed, into: &out)
            }
            out.raw("]")
            // Only when a screenshot was given and not used (version 1, added without breaking it).
            if !report.notes.isEmpty {
                out.raw(",\"notes\":[")
                for (j, note) in report.notes.enumerated() {
                    if j > 0 { out.raw(",") }
                    out.string(note)
                }
                out.raw("]")
            }
            // Only with --include-passes (version 1, added without breaking it).
            if !report.outcomes.isEmpty {
                out.raw(",\"outcomes\":[")
                for (j, o) in report.outcomes.enumerated() {
                    if j > 0 { out.raw(",") }
                    write(o, into: &out)
                }
                out.raw("]")
            }
            out.raw("}")
        }
        let summary = Summary(reports)
        out.raw("],\"summary\":{\"files\":"); out.int(summary.files)
        out.raw(",\"errors\":"); out.int(summary.errors)
        out.raw(",\"warnings\":"); out.int(summary.warnings)
        out.raw(",\"infos\":"); out.int(summary.infos)
        out.raw(",\"inputErrors\":"); out.int(summary.inputErrors)
        // Added in version 1 without breaking it: `infos` = `reviews` + `advisories`. Since
        // version 2, `reviews` counts checklist items (criteria per file), or review findings per control.
        out.raw(",\"reviews\":"); out.int(summary.reviews)
        out.raw(",\"advisories\":"); out.int(summary.advisories)
        // Only with --baseline (version 1, added without breaking it).
        if let hiddenByBaseline { out.raw(",\"hiddenByBaseline\":"); out.int(hiddenByBaseline) }
        out.raw("}}\n")
    }

    static func write(_ f: Finding, wcag: [String], into out: inout JSONOutput) {
        writeOpening(rule: f.rule, criteria: f.criteria, wcag: wcag, severity: f.severity, status: f.status,
                     message: f.message, into: &out)
        out.raw(",\"control\":"); out.string(f.control)
        out.raw(",\"announcement\":"); out.string(f.announcement)
        out.raw(",\"node\":"); write(f.node, into: &out)
        // Only on a finding that stands for other rules (`Finding.covers`): most have none.
        if !f.covers.isEmpty { out.raw(",\"covers\":"); out.strings(f.covers) }
        out.raw("}")
    }

    /// Each finding's `wcag` list, worked out once per list of criteria: findings repeat a few
    /// lists (a rule's own, a folded one), and sorting the numbers cost ~20k instructions a finding.
    struct WCAGLists {
        private var lists: [[String]: [String]] = [:]
        mutating func of(_ criteria: [String]) -> [String] {
            if let known = lists[criteria] { return known }
            let wcag = builtInCriteria.wcag(for: criteria)
            if lists.count < 1024 { lists[criteria] = wcag }
            return wcag
        }
    }

    /// `{"criterion", "rules", "message", "test", "wholeScreen", "count", "controls": [{"control",
    /// "id", "label", "line", "column"}]}`: a control's place without its path, bounds or announcement,
    /// which its failures (if any) carry; a long checklist stays small.
    static func write(_ item: ReviewItem, listed: inout ListedControlsJSON, into out: inout JSONOutput) {
        out.raw("{\"criterion\":"); out.string(item.criterion)
        out.raw(",\"wcag\":"); out.strings(builtInCriteria.wcag(for: [item.criterion]))
        out.raw(",\"rules\":"); out.strings(item.rules)
        out.raw(",\"message\":"); out.string(item.message)
        out.raw(",\"test\":"); out.string(item.test)
        out.raw(",\"wholeScreen\":"); out.raw(item.wholeScreen ? "true" : "false")
        out.raw(",\"count\":"); out.int(item.controls.count)
        out.raw(",\"controls\":[")
        if let (store, columns) = item.controls.places {
            for k in 0 ..< columns.count {
                if k > 0 { out.raw(",") }
                listed.write(reference: columns.reference(at: k), kind: columns.kind(at: k), of: store, into: &out)
            }
        } else {
            let controls = item.controls
            for k in controls.indices {
                if k > 0 { out.raw(",") }
                listed.write(controls[k], into: &out)
            }
        }
        out.raw("]}")
    }

    /// `{"control", "id", "label", "line", "column"}` of each control a report's checklist lists,
    /// written once and copied into every later item that lists it: a dense screen's
    /// checklist lists 46,000 controls 230,000 times, and writing each anew read its strings where
    /// they lie, a cache miss apiece (8% of that lint's time). The copies are read in the order
    /// they were written, as each item lists its controls in document order. They are kept in
    /// chunks of 64 KB, which the memory the screen's facts left (freed before the report is
    /// written) can hold: one buffer grown by doubling raised the dense lint's peak by 5 MB.
    struct ListedControlsJSON: ~Copyable {
        private struct Written { let chunk: Int32, start: Int32, count: Int32 }
        private static let chunkSize = 1 << 16
        private var chunks: [UnsafeMutablePointer<UInt8>] = []
        /// Bytes used in the last chunk.
        private var used = 0
        /// One control's place, written here first (emptied after each).
        private var scratch = JSONOutput()
        /// The checklist items' store (the first met), and per reference in it, its control
        /// written first and the kind it was written as (`kind` -1: not yet). Read by number.
        private var store: ReviewedControlStore?
        private var byReference: [(written: Written, kind: Int)] = []
        /// Controls of items given as lists (or of another store), by their reference.
        private var byIdentity: [ObjectIdentifier: (written: Written, control: String)] = [:]

        deinit { for chunk in chunks { chunk.deallocate() } }

        /// A checklist item's control: the reference and kind at these places of `store`.
        mutating func write(reference: Int, kind: Int, of store: ReviewedControlStore, into out: inout JSONOutput) {
            if self.store == nil {
                self.store = store
                byReference = Array(repeating: (Written(chunk: 0, start: 0, count: 0), -1), count: store.references.count)
            }
            guard self.store === store else {
                return write(ReviewedControl(control: store.kinds[kind], node: store.references[reference]), into: &out)
            }
            // A node listed as two kinds is written for each: rare.
            let known = byReference[reference]
            if known.kind == kind { return copy(known.written, into: &out) }
            let written = write(control: store.kinds[kind], node: store.references[reference], into: &out)
            if known.kind < 0 { byReference[reference] = (written, kind) }
        }

        mutating func write(_ listed: ReviewedControl, into out: inout JSONOutput) {
            let key = listed.node.identity
            // Equal kinds share their text, compared by address first.
            if let known = byIdentity[key], known.control == listed.control { return copy(known.written, into: &out) }
            let written = write(control: listed.control, node: listed.node, into: &out)
            if byIdentity[key] == nil { byIdentity[key] = (written, listed.control) }
        }

        private func copy(_ written: Written, into out: inout JSONOutput) {
            out.append(chunks[Int(written.chunk)] + Int(written.start), count: Int(written.count))
        }

        /// Writes the control's place, kept for the next time it is listed.
        private mutating func write(control: String, node: NodeReference, into out: inout JSONOutput) -> Written {
            scratch.removeAll()
            scratch.raw("{\"control\":"); scratch.string(control)
            scratch.raw(",\"id\":"); scratch.string(node.id)
            scratch.raw(",\"label\":"); scratch.string(node.label)
            scratch.raw(",\"line\":"); scratch.int(node.location.line)
            scratch.raw(",\"column\":"); scratch.int(node.location.column)
            scratch.raw("}")
            let count = scratch.count
            if chunks.isEmpty || used + count > Self.chunkSize {
                // A place longer than a chunk (a long id and label) takes a chunk of its own size.
                chunks.append(UnsafeMutablePointer<UInt8>.allocate(capacity: max(Self.chunkSize, count)))
                used = 0
            }
            let chunk = chunks[chunks.count - 1]
            scratch.copyBytes(to: chunk + used)
            let written = Written(chunk: Int32(chunks.count - 1), start: Int32(used), count: Int32(count))
            used += count
            copy(written, into: &out)
            return written
        }
    }

    /// `{"rule", "criteria", "status": "pass" | "notApplicable", "reason", "control", "node"}`.
    static func write(_ o: RuleOutcome, into out: inout JSONOutput) {
        out.raw("{\"rule\":"); out.string(o.rule)
        out.raw(",\"criteria\":"); out.strings(o.criteria)
        out.raw(",\"status\":"); out.string(o.kind.rawValue)
        out.raw(",\"reason\":"); out.string(o.reason)
        out.raw(",\"control\":"); out.string(o.control)
        out.raw(",\"node\":"); write(o.node, into: &out)
        out.raw("}")
    }

    /// A finding's object up to its message, unclosed: `{"rule", "criteria", "severity", "status",
    /// "message"`. What follows differs between a lint finding and a pair's (`PairJSONReporter`).
    /// `wcag`: the WCAG 2.2 success criteria of `criteria` (nil: no field, as `compare`'s report has none).
    package static func writeOpening(rule: String, criteria: [String], wcag: [String]? = nil, severity: Rule.Severity, status: Finding.Status,
                                     message: String, into out: inout JSONOutput) {
        out.raw("{\"rule\":"); out.string(rule)
        out.raw(",\"criteria\":"); out.strings(criteria)
        if let wcag { out.raw(",\"wcag\":"); out.strings(wcag) }
        out.raw(",\"severity\":"); out.string(severity.rawValue)
        out.raw(",\"status\":"); out.string(status.rawValue)
        out.raw(",\"message\":"); out.string(message)
    }

    /// `null`, or `{"message", "line", "column"}`.
    static func write(_ error: InputError?, into out: inout JSONOutput) {
        guard let error else { out.raw("null"); return }
        out.raw("{\"message\":"); out.string(error.message)
        out.raw(",\"line\":"); if let l = error.location { out.int(l.line) } else { out.raw("null") }
        out.raw(",\"column\":"); if let l = error.location { out.int(l.column) } else { out.raw("null") }
        out.raw("}")
    }

    package static func write(_ node: NodeReference, into out: inout JSONOutput) {
        out.raw("{\"id\":"); out.string(node.id)
        out.raw(",\"class\":"); out.string(node.className)
        out.raw(",\"line\":"); out.int(node.location.line)
        out.raw(",\"column\":"); out.int(node.location.column)
        out.raw(",\"path\":"); out.string(node.path)
        out.raw(",\"bounds\":")
        if let b = node.bounds {
            // `Rect.array`'s order, with no array made per node.
            out.raw("["); out.number(b.x); out.raw(","); out.number(b.y)
            out.raw(","); out.number(b.width); out.raw(","); out.number(b.height); out.raw("]")
        } else {
            out.raw("null")
        }
        out.raw("}")
    }
}

public struct Summary: Sendable {
    /// `infos` counts every info-severity finding (the JSON contract); it splits into `reviews`
    /// (needs a person) and `advisories` (info-severity failures, e.g. "could be native").
    public var files = 0, errors = 0, warnings = 0, infos = 0, inputErrors = 0, reviews = 0
    public var advisories: Int { infos - reviews }
    public init(_ reports: [FileReport]) {
        files = reports.count
        for r in reports {
            let c = r.counts
            errors += c.errors; warnings += c.warnings; infos += c.infos; reviews += c.reviews
            if r.error != nil { inputErrors += 1 }
        }
    }

    /// "2 errors, 1 warning, 3 advisories, 40 to review, 0 input errors"
    public var sentence: String {
        func n(_ count: Int, _ word: String, _ plural: String? = nil) -> String { "\(count) \(count == 1 ? word : plural ?? word + "s")" }
        return [n(errors, "error"), n(warnings, "warning"), advisories > 0 ? n(advisories, "advisory", "advisories") : nil,
                "\(reviews) to review", n(inputErrors, "input error")].compactMap { $0 }.joined(separator: ", ")
    }
}
