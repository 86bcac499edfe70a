import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine

/// One self-contained HTML page (`--format html`): an index of the screens with their counts,
/// then each screen drawn as a wireframe from its bounds, every control boxed by its outcome and
/// the swipe order numbered, beside the findings as a list. Nothing is fetched: style and script
/// are inline, and each screen's drawing is JSON drawn when scrolled to (`HTMLPage.script`).
///
/// It reads `FileReport.screen` (frames, controls, stops; `LintRun.recordingScreen`) when it is
/// there; without it, the boxes are the findings' nodes and nothing else is drawn.
public enum HTMLReporter {
    /// How a box or a finding is drawn, worst first.
    enum Outcome: String, CaseIterable {
        case error, warning, advisory, review, passed

        var rank: Int { Self.allCases.count - Self.allCases.firstIndex(of: self)! }

        init(_ finding: Finding) {
            if finding.status == .review { self = .review; return }
            switch finding.severity {
            case .error: self = .error
            case .warning: self = .warning
            case .info: self = .advisory
            }
        }
    }

    /// A box on the drawing: one node, the controls and findings on it.
    struct Box {
        var node: Int
        var bounds: Rect
        var outcome = Outcome.passed
        var kinds: [String] = []
        var rules: [String] = []
        var stop: Int?
        var spoken = ""
        var label: String?
        var findings = 0
    }

    /// A line of a screen's list (a finding, or a stop on the swipe-order page), written as JSON
    /// and made an `<li>` by the script when the screen is reached: a thousand screens' lists
    /// parsed up front made the page take minutes to open.
    struct ListItem {
        var node: Int
        var outcome: String
        var rules = ""
        var kind = ""
        var text: String
        var `where`: String
        /// The node has a box to select.
        var drawn: Bool
    }

    /// The list a screen's items are written into when it is reached, with what to say until then.
    static func pendingList(count: Int, what: String) -> String {
        "<ol class=\"list findings\" data-count=\"\(count)\"><li class=\"pending\">\(plural(count, what)), listed when the screen is reached.</li></ol>\n"
    }

    public static func render(_ reports: [FileReport], options: ReportOptions = ReportOptions()) -> String {
        let vocabulary = ControlVocabulary(packs: options.packs)
        var totals = (errors: 0, warnings: 0, review: 0, inputErrors: 0, controls: 0)
        var rules = Set<String>(), kinds = Set<String>(), platforms = Set<String>()
        for r in reports {
            if r.error != nil { totals.inputErrors += 1 }
            totals.errors += r.errors; totals.warnings += r.warnings
            totals.review += r.findings.count { $0.status == .review }
            totals.controls += r.screen?.controls.count ?? r.controls.count
            for f in r.findings { rules.formUnion(f.rules); kinds.insert(f.control) }
            for k in r.screen?.controls.map(\.kind) ?? r.controls { kinds.insert(k) }
            if let p = r.platform { platforms.insert(p.rawValue) }
        }
        let esc = HTMLPage.escape
        var out = HTMLPage.head(title: "a11ylint report: \(reports.count) screen\(reports.count == 1 ? "" : "s")")
        out.reserveCapacity(reports.count * 4096)
        out += "<body>\n<a class=\"skip\" href=\"#main\">Skip to the screens</a>\n<header>\n<h1>Accessibility report</h1>\n"
        out += "<p class=\"totals\">\(plural(reports.count, "screen")): \(plural(totals.errors, "error")), \(plural(totals.warnings, "warning")), "
        out += "\(totals.review) to review, \(plural(totals.controls, "control")) recognised"
        if totals.inputErrors > 0 { out += ", \(plural(totals.inputErrors, "file")) that could not be read" }
        if let hidden = options.hiddenByBaseline { out += "; \(hidden) finding\(hidden == 1 ? "" : "s") hidden by the baseline" }
        out += ".</p>\n</header>\n<main id=\"main\">\n"
        out += filterForm(rules: rules.sorted(), kinds: kinds.sorted().map { ($0, (vocabulary.nouns[$0] ?? $0)) }, platforms: platforms.sorted(),
                          status: "\(plural(reports.reduce(0) { $0 + $1.findings.count }, "finding")) on \(plural(reports.count, "screen")).")
        // The index.
        out += "<section aria-labelledby=\"index-h\">\n<h2 id=\"index-h\">Screens</h2>\n<table>\n<caption>Each screen with its counts; the name leads to its drawing.</caption>\n"
        out += "<thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">Platform</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">To review</th><th scope=\"col\">Controls</th><th scope=\"col\">Stops</th></tr></thead>\n<tbody>\n"
        for (i, r) in reports.enumerated() {
            out += "<tr id=\"row-s\(i)\"><td><a href=\"#s\(i)\">\(esc(r.path))</a></td>"
            if r.error != nil {
                out += "<td colspan=\"6\" class=\"error-file\">could not be read</td></tr>\n"
                continue
            }
            out += "<td>\(r.platform?.rawValue ?? "?")</td><td>\(r.errors)</td><td>\(r.warnings)</td><td>\(r.findings.count { $0.status == .review })</td>"
            out += "<td>\(r.screen?.controls.count ?? r.controls.count)</td><td>\(r.screen.map { String($0.stops.count) } ?? "–")</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        // Screenshots are embedded up to `pictureBudget` bytes in all; past it the wireframe stands in.
        var pictureBytes = 0
        for (i, r) in reports.enumerated() {
            let size = r.screen?.picture?.png.count ?? 0
            let fits = size > 0 && pictureBytes + size <= pictureBudget
            if fits { pictureBytes += size }
            out += screen(r, id: "s\(i)", vocabulary: vocabulary, picture: fits)
        }
        out += "</main>\n<footer><p>Written by a11ylint. Wireframes are drawn from the dump's bounds; "
        out += "the numbers are the simulated swipe order; boxes: solid thick for an error, dashed for a warning, dotted for review, thin for a control that passed.</p></footer>\n"
        out += HTMLPage.tail()
        return out
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// `status`: what the form's status line says until the script first filters (plain text).
    static func filterForm(rules: [String], kinds: [(String, String)], platforms: [String], status: String) -> String {
        let esc = HTMLPage.escape
        var out = "<form id=\"filters\" aria-labelledby=\"filters-h\">\n<h2 id=\"filters-h\" class=\"visually-plain\">Filters</h2>\n<fieldset><legend>Show</legend>"
        for o in Outcome.allCases {
            out += "<label><input type=\"checkbox\" name=\"o\" value=\"\(o.rawValue)\" checked> \(o == .passed ? "passed controls" : o.rawValue)</label>"
        }
        out += "</fieldset>\n<label>Rule <select name=\"rule\"><option value=\"\">every rule</option>"
        for r in rules { out += "<option>\(esc(r))</option>" }
        out += "</select></label>\n<label>Control <select name=\"kind\"><option value=\"\">every control</option>"
        for (k, label) in kinds { out += "<option value=\"\(esc(k))\">\(esc(label == k ? k : "\(label) (\(k))"))</option>" }
        out += "</select></label>\n<label>Platform <select name=\"platform\"><option value=\"\">both</option>"
        for p in platforms { out += "<option>\(esc(p))</option>" }
        out += "</select></label>\n<label><input type=\"checkbox\" id=\"show-order\" checked> swipe order</label>\n"
        out += "<p id=\"shown\" role=\"status\">\(status)</p>\n</form>\n"
        return out
    }

    /// The boxes of one report, in swipe order (keyboard order follows the screen reader), then
    /// the unspoken ones in document order.
    static func boxes(_ r: FileReport) -> [Box] {
        var byNode: [Int: Box] = [:]
        if let screen = r.screen {
            for c in screen.controls {
                guard let bounds = c.bounds, !bounds.isEmpty else { continue }
                var box = byNode[c.node] ?? Box(node: c.node, bounds: bounds)
                if !box.kinds.contains(c.kind) { box.kinds.append(c.kind) }
                box.stop = box.stop ?? c.stop
                if let stop = c.stop, stop >= 1, stop <= screen.stops.count { box.spoken = screen.stops[stop - 1].text }
                byNode[c.node] = box
            }
        }
        for f in r.findings where f.control != Finding.screen {
            guard let bounds = f.node.bounds, !bounds.isEmpty else { continue }
            var box = byNode[f.node.index] ?? Box(node: f.node.index, bounds: bounds)
            if !box.kinds.contains(f.control) { box.kinds.append(f.control) }
            for rule in f.rules where !box.rules.contains(rule) { box.rules.append(rule) }
            let o = Outcome(f)
            if box.findings == 0 || o.rank > box.outcome.rank { box.outcome = o }
            box.findings += 1
            if box.spoken.isEmpty { box.spoken = f.announcement }
            box.label = box.label ?? f.node.label
            byNode[f.node.index] = box
        }
        return byNode.values.sorted { ($0.stop ?? Int.max, $0.node) < ($1.stop ?? Int.max, $1.node) }
    }

    /// `picture`: draw the screenshot under the boxes (when the report has one and the page's budget allows).
    static func screen(_ r: FileReport, id: String, vocabulary: ControlVocabulary, picture: Bool = true) -> String {
        let esc = HTMLPage.escape
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-platform=\"\(r.platform?.rawValue ?? "")\">\n"
        out += "<h2 id=\"\(id)-h\">\(esc(r.path))</h2>\n"
        if let error = r.error {
            let at = error.location.map { $0.line > 0 ? " (line \($0.line), column \($0.column))" : "" } ?? ""
            out += "<p class=\"error-file\">Could not be read\(at): \(esc(error.message))</p>\n</section>\n"
            return out
        }
        let reader = r.platform.map { ScreenReader(platform: $0).rawValue } ?? "The screen reader"
        // A pair's dumps (compare) come with no format or node count: only what is known.
        let meta = [r.format.map { esc($0.rawValue) }, r.platform?.displayName, reader, r.nodeCount > 0 ? plural(r.nodeCount, "node") : nil].compactMap { $0 }
        out += "<p class=\"meta\">\(meta.joined(separator: " · ")) · "
        out += "\(plural(r.errors, "error")), \(plural(r.warnings, "warning")), \(r.findings.count { $0.status == .review }) to review</p>\n"
        let boxes = boxes(r)
        out += "<div class=\"cols\">\n"
        out += figure(id: id, path: r.path, boxes: boxes, frames: r.screen?.frames ?? [], stops: r.screen?.stops ?? [], reader: reader, vocabulary: vocabulary, findingsWord: true,
                      picture: picture && r.screen?.picture != nil)
        out += "<div class=\"side\">\n<h3>What \(esc(reader)) says</h3>\n<p class=\"said\" id=\"\(id)-said\" aria-live=\"polite\">Point at or focus a box to hear what \(esc(reader)) says there.</p>\n"
        out += "<h3>Findings</h3>\n"
        var items: [ListItem] = []
        if r.findings.isEmpty {
            out += "<p>No findings.</p>\n"
        } else {
            // Failures first (errors, warnings, advisories), then the review checklist.
            let ordered = r.findings.indices.sorted { a, b in
                let (x, y) = (Outcome(r.findings[a]).rank, Outcome(r.findings[b]).rank)
                return x != y ? x > y : a < b
            }
            for k in ordered {
                let f = r.findings[k]
                let drawn = f.control != Finding.screen && !(f.node.bounds?.isEmpty ?? true)
                let named = f.node.label.map { "“\($0)”" } ?? f.node.id.map(ControlRecogniser.shortID) ?? f.node.className ?? ""
                var at = f.control == Finding.screen ? "the whole screen" : "\(vocabulary.nouns[f.control] ?? f.control) \(named)"
                at += ", line \(f.node.location.line):\(f.node.location.column); \(f.rules.joined(separator: ", "))"
                if !f.criteria.isEmpty { at += "; criteria \(f.criteria.joined(separator: ", "))" }
                if !drawn, f.control != Finding.screen { at += "; no bounds in the dump" }
                items.append(ListItem(node: f.node.index, outcome: Outcome(f).rawValue, rules: f.rules.joined(separator: " "), kind: f.control,
                                      text: f.message, where: at, drawn: drawn))
            }
            out += pendingList(count: items.count, what: "finding")
        }
        let stops = r.screen?.stops ?? []
        if !stops.isEmpty {
            out += "<details><summary>Swipe order (\(plural(stops.count, "stop")))</summary>\n<ol class=\"list order-list\"></ol>\n</details>\n"
        }
        out += "</div>\n</div>\n"
        out += data(id: id, path: r.path, boxes: boxes, frames: r.screen?.frames ?? [], stops: stops.map { ($0.position, $0.bounds) }, reader: reader, vocabulary: vocabulary,
                    items: items, spoken: stops.map { ($0.node, $0.text) }, picture: picture ? r.screen?.picture : nil)
        out += "</section>\n"
        return out
    }

    /// The figure a screen is drawn in: a placeholder until the script draws it, and a caption.
    static func figure(id: String, path: String, boxes: [Box], frames: [Rect], stops: [ScreenDrawing.Stop], reader: String, vocabulary: ControlVocabulary, findingsWord: Bool,
                       picture: Bool = false) -> String {
        let drawable = extent(boxes: boxes, frames: frames, stops: stops.compactMap(\.bounds)) != nil
        var out = "<figure aria-labelledby=\"\(id)-cap\">\n<div class=\"canvas\">\(drawable ? "Drawing…" : "The dump gives no bounds: nothing to draw.")</div>\n"
        out += "<figcaption id=\"\(id)-cap\">\(picture ? "Screenshot and wireframe" : "Wireframe") of \(HTMLPage.escape(path)): \(plural(boxes.count, "box", "boxes")), numbered in \(HTMLPage.escape(reader))'s swipe order. \(HTMLPage.keys) Enter selects a box's findings.</figcaption>\n</figure>\n"
        return out
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// The smallest rectangle holding everything drawn (nil: nothing has bounds).
    static func extent(boxes: [Box], frames: [Rect], stops: [Rect]) -> Rect? {
        var all: Rect?
        for r in frames + boxes.map(\.bounds) + stops where !r.isEmpty && r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite {
            all = all.map { $0.union(r) } ?? r
        }
        return all
    }

    /// What a box says when focused: its control, outcome, findings and words.
    static func boxLabel(_ box: Box, reader: String, vocabulary: ControlVocabulary) -> String {
        let kind = box.kinds.map { (vocabulary.nouns[$0] ?? $0) }.joined(separator: ", ")
        var s = kind.isEmpty ? "Node" : kind
        if let label = box.label, !label.isEmpty { s += " “\(label)”" }
        s += ": \(box.outcome == .passed ? "passed" : box.outcome.rawValue)"
        if box.findings > 0 { s += ", \(plural(box.findings, "finding"))" }
        if let stop = box.stop { s += ". Stop \(stop): \(reader) says “\(box.spoken)”" }
        else if !box.spoken.isEmpty { s += ". \(reader) says “\(box.spoken)”" }
        else { s += ". No stop of \(reader) speaks it" }
        return s + "."
    }

    /// The screen's drawing as JSON in a script element: extent, title and description, the
    /// wireframe's frames (flat x, y, w, h), the boxes and the stops.
    /// The screenshots one page embeds at most, in PNG bytes (a third more as base64).
    static let pictureBudget = 24_000_000

    static func data(id: String, path: String, boxes: [Box], frames: [Rect], stops: [(Int, Rect?)], reader: String, vocabulary: ControlVocabulary,
                     stopsAsBoxes: Bool = false, items: [ListItem] = [], spoken: [(Int, String)] = [], picture: ScreenDrawing.Picture? = nil) -> String {
        let n = HTMLPage.number
        let stopRects = stops.compactMap { $0.1 }
        let whole = extent(boxes: boxes, frames: frames, stops: stopRects)
        var counts: [Outcome: Int] = [:]
        for b in boxes { counts[b.outcome, default: 0] += 1 }
        let json = JSONOutput.text { out in
            out.raw("{\"title\":"); out.string("\(picture == nil ? "Wireframe" : "Screenshot and wireframe") of \(path)")
            let described = stopsAsBoxes
                ? "\(plural(stops.count, "focus stop")) boxed and numbered in \(reader)'s swipe order; the list beside it says each stop's words."
                : Outcome.allCases.compactMap { o in counts[o].map { "\($0) \(o == .passed ? "passed" : o.rawValue)" } }.joined(separator: ", ")
                    + " control boxes; \(plural(stops.count, "stop")) numbered in \(reader)'s swipe order. The findings are listed beside it."
            out.raw(",\"desc\":"); out.string(described)
            if let whole {
                // A margin so a box on the edge keeps its stroke.
                let pad = max(whole.width, whole.height) / 100
                out.raw(",\"x\":"); out.raw(contentsOf: n(whole.x - pad)); out.raw(",\"y\":"); out.raw(contentsOf: n(whole.y - pad))
                out.raw(",\"w\":"); out.raw(contentsOf: n(whole.width + 2 * pad)); out.raw(",\"h\":"); out.raw(contentsOf: n(whole.height + 2 * pad))
            }
            if let picture {
                // The PNG as the tester's tool saved it, under the boxes, over the screen's bounds.
                out.raw(",\"img\":"); out.string("data:image/png;base64," + Data(picture.png).base64EncodedString())
                let b = picture.bounds
                out.raw(contentsOf: ",\"ib\":[\(n(b.x)),\(n(b.y)),\(n(b.width)),\(n(b.height))]")
            }
            out.raw(",\"f\":[")
            var first = true
            for r in frames where !r.isEmpty {
                if !first { out.raw(",") }
                first = false
                out.raw(contentsOf: "\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))")
            }
            out.raw("],\"b\":[")
            for (k, b) in boxes.enumerated() {
                if k > 0 { out.raw(",") }
                out.raw(contentsOf: "{\"n\":\(b.node),\"x\":\(n(b.bounds.x)),\"y\":\(n(b.bounds.y)),\"w\":\(n(b.bounds.width)),\"h\":\(n(b.bounds.height)),\"o\":")
                out.string(stopsAsBoxes ? "stop" : b.outcome.rawValue)
                out.raw(",\"k\":"); out.string(b.kinds.joined(separator: " "))
                out.raw(",\"r\":"); out.string(b.rules.joined(separator: " "))
                out.raw(",\"a\":"); out.string(stopsAsBoxes ? "Stop \(b.stop ?? 0): \(reader) says “\(b.spoken)”." : boxLabel(b, reader: reader, vocabulary: vocabulary))
                out.raw("}")
            }
            out.raw("],\"s\":[")
            first = true
            for (position, bounds) in stops {
                guard let r = bounds, !r.isEmpty else { continue }
                if !first { out.raw(",") }
                first = false
                out.raw(contentsOf: "[\(position),\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))]")
            }
            // The list: [node, outcome, rules, kind, text, where, has a box].
            out.raw("],\"l\":[")
            for (k, item) in items.enumerated() {
                if k > 0 { out.raw(",") }
                out.raw(contentsOf: "[\(item.node),"); out.string(item.outcome); out.raw(","); out.string(item.rules); out.raw(","); out.string(item.kind)
                out.raw(","); out.string(item.text); out.raw(","); out.string(item.where); out.raw(item.drawn ? ",1]" : ",0]")
            }
            // The swipe order's words: [node, text].
            out.raw("],\"t\":[")
            for (k, (node, text)) in spoken.enumerated() {
                if k > 0 { out.raw(",") }
                out.raw(contentsOf: "[\(node),"); out.string(text); out.raw("]")
            }
            out.raw("]}")
        }
        return "<script type=\"application/json\" class=\"data\">\(HTMLPage.scriptJSON(json))</script>\n"
    }
}

extension HTMLReporter: Reporter {}
