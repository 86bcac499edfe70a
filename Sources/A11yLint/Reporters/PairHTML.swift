import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine

extension HTMLReporter {
    /// One pair of dumps as `compare --format html` draws it: both screens and the pair's findings,
    /// each naming its node in BEFORE, in AFTER, or both (`Finding.pair`; the Pairs room fills it
    /// from a `PairReport`).
    package struct Pair {
        /// What happened between the dumps ("activate:wifi_switch").
        package var action: String
        package var before: String
        package var after: String
        package var platform: Platform?
        /// Why the pair could not be judged.
        package var error: String?
        package var criteria: [String]
        package var findings: [Finding]
        package var beforeScreen: ScreenDrawing?
        package var afterScreen: ScreenDrawing?

        package init(action: String, before: String, after: String, platform: Platform?, error: String?, criteria: [String], findings: [Finding],
                     beforeScreen: ScreenDrawing?, afterScreen: ScreenDrawing?) {
            self.action = action; self.before = before; self.after = after; self.platform = platform; self.error = error
            self.criteria = criteria; self.findings = findings; self.beforeScreen = beforeScreen; self.afterScreen = afterScreen
        }

        /// One side as a file report: its drawing and the findings on its nodes (a finding that
        /// names a node in both dumps boxes it in both).
        func side(after isAfter: Bool) -> FileReport {
            var findings: [Finding] = []
            for var f in self.findings {
                guard let node = isAfter ? f.after : f.before else { continue }
                f.node = node
                findings.append(f)
            }
            var r = FileReport(path: isAfter ? after : before, format: nil, platform: platform, nodeCount: 0, error: nil, findings: findings)
            r.screen = isAfter ? afterScreen : beforeScreen
            return r
        }
    }

    /// `compare --format html`: per pair, BEFORE and AFTER drawn side by side (stacked when the
    /// window is narrow), each with its controls boxed and its stops numbered, and below them the
    /// pair's findings, each a button that selects its boxes in both drawings. Self-contained, as
    /// `render(_:options:)` is.
    package static func renderPairs(_ pairs: [Pair], options: ReportOptions = ReportOptions()) -> String {
        let esc = HTMLPage.escape
        let vocabulary = ControlVocabulary(packs: options.packs)
        let counts = pairs.map { p in
            (errors: p.findings.errors.count, warnings: p.findings.warnings.count, review: p.findings.reviews.count)
        }
        var out = HTMLPage.head(title: "a11ylint compare: \(plural(pairs.count, "pair"))")
        out += "<body>\n<a class=\"skip\" href=\"#main\">Skip to the pairs</a>\n<header>\n<h1>Before and after</h1>\n"
        out += "<p class=\"totals\">\(plural(pairs.count, "pair")) of dumps: \(plural(counts.reduce(0) { $0 + $1.errors }, "error")), "
        out += "\(plural(counts.reduce(0) { $0 + $1.warnings }, "warning")), \(counts.reduce(0) { $0 + $1.review }) to review"
        let unjudged = pairs.count { $0.error != nil }
        if unjudged > 0 { out += ", \(plural(unjudged, "pair")) that could not be judged" }
        out += ".</p>\n</header>\n<main id=\"main\">\n"
        out += "<form id=\"filters\" aria-label=\"Display\"><label><input type=\"checkbox\" id=\"show-order\" checked> swipe order</label></form>\n"
        out += "<section aria-labelledby=\"index-h\">\n<h2 id=\"index-h\">Pairs</h2>\n<table>\n<caption>Each pair with its counts; the action leads to its drawings.</caption>\n"
        out += "<thead><tr><th scope=\"col\">Action</th><th scope=\"col\" class=\"file\">Before</th><th scope=\"col\" class=\"file\">After</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">To review</th></tr></thead>\n<tbody>\n"
        for (i, p) in pairs.enumerated() {
            out += "<tr id=\"row-p\(i)\"><td><a href=\"#p\(i)\">\(esc(p.action))</a></td><td class=\"file\">\(esc(p.before))</td><td class=\"file\">\(esc(p.after))</td>"
            out += p.error != nil ? "<td colspan=\"3\" class=\"error-file\">could not be judged</td></tr>\n"
                : "<td>\(counts[i].errors)</td><td>\(counts[i].warnings)</td><td>\(counts[i].review)</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        for (i, p) in pairs.enumerated() {
            out += pair(p, id: "p\(i)", vocabulary: vocabulary)
        }
        out += "</main>\n<footer><p>Written by a11ylint compare. Wireframes are drawn from the dumps' bounds; "
        out += "the numbers are the simulated swipe order; boxes: solid thick for an error, dashed for a warning, dotted for review, thin for a control that passed.</p></footer>\n"
        out += HTMLPage.tail()
        return out
    }

    static func pair(_ p: Pair, id: String, vocabulary: ControlVocabulary) -> String {
        let esc = HTMLPage.escape
        let reader = p.platform.map { ScreenReader(platform: $0).rawValue } ?? "The screen reader"
        var out = "<section class=\"pair\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\">\(esc(p.action)): <span class=\"file\">\(esc(p.before))</span> → <span class=\"file\">\(esc(p.after))</span></h2>\n"
        let errors = p.findings.errors.count, warnings = p.findings.warnings.count
        let meta = [p.platform?.displayName, p.platform == nil ? nil : reader].compactMap { $0 }
        out += "<p class=\"meta\">\(meta.map { "\(esc($0)) · " }.joined())\(plural(errors, "error")), \(plural(warnings, "warning")), "
        out += "\(p.findings.reviews.count) to review"
        if !p.criteria.isEmpty { out += " · criteria \(esc(p.criteria.joined(separator: ", ")))" }
        out += "</p>\n"
        if let error = p.error { out += "<p class=\"error-file\">Could not be judged: \(esc(error))</p>\n" }
        let sides = [(false, "b", "BEFORE"), (true, "a", "AFTER")]
        var drawn: [Bool: Set<Int>] = [:]
        out += "<div class=\"sides\">\n"
        for (isAfter, suffix, word) in sides {
            let r = p.side(after: isAfter)
            let sid = "\(id)-\(suffix)"
            let boxes = boxes(r)
            drawn[isAfter] = Set(boxes.map(\.node))
            out += "<section class=\"screen\" id=\"\(sid)\" aria-labelledby=\"\(sid)-h\" data-platform=\"\(p.platform?.rawValue ?? "")\">\n"
            out += "<h3 id=\"\(sid)-h\">\(word) <span class=\"file\">\(esc(r.path))</span></h3>\n"
            guard let screen = r.screen else {
                out += "<p>Not drawn: the dump could not be read.</p>\n</section>\n"
                continue
            }
            let stops = screen.stops
            out += figure(id: sid, path: "\(word) \(r.path)", boxes: boxes, frames: screen.frames, stops: stops, reader: reader, vocabulary: vocabulary, findingsWord: true,
                          picture: false)
            out += "<p class=\"said\" id=\"\(sid)-said\" aria-live=\"polite\">Point at or focus a box to hear what \(esc(reader)) says there.</p>\n"
            out += data(id: sid, path: "\(word) \(r.path)", boxes: boxes, frames: screen.frames, stops: stops.map { ($0.position, $0.bounds) }, reader: reader,
                        vocabulary: vocabulary, spoken: stops.map { ($0.node, $0.text) })
            out += "</section>\n"
        }
        out += "</div>\n<h3>Findings of the pair</h3>\n"
        if p.findings.isEmpty {
            out += "<p>No findings: the pair passed\(p.criteria.isEmpty ? "" : " every criterion it was judged on").</p>\n"
        } else {
            out += "<ol class=\"list pair-findings\">\n"
            let ordered = p.findings.indices.sorted { a, b in
                let (x, y) = (Outcome(p.findings[a]).rank, Outcome(p.findings[b]).rank)
                return x != y ? x > y : a < b
            }
            for k in ordered {
                let f = p.findings[k], o = Outcome(f)
                var at: [String] = []
                var places: [String] = []
                for (isAfter, suffix, word) in sides {
                    guard let node = isAfter ? f.after : f.before else { continue }
                    places.append("\(word) line \(node.location.line):\(node.location.column)")
                    if drawn[isAfter]?.contains(node.index) == true { at.append("\(id)-\(suffix):\(node.index)") }
                }
                let node = f.after ?? f.before
                let named = node.flatMap { $0.label.map { "“\($0)”" } ?? $0.id.map(ControlRecogniser.shortID) ?? $0.className } ?? ""
                var whereText = f.control == Finding.screen || node == nil ? "the whole screen" : "\(vocabulary.nouns[f.control] ?? f.control) \(named)"
                if !places.isEmpty { whereText += ", \(places.joined(separator: ", "))" }
                whereText += "; \(f.rules.joined(separator: ", "))"
                if !f.criteria.isEmpty { whereText += "; criteria \(f.criteria.joined(separator: ", "))" }
                if at.isEmpty, node != nil { whereText += "; no box to show" }
                out += "<li class=\"f o-\(o.rawValue)\" data-o=\"\(o.rawValue)\" data-rules=\"\(esc(f.rules.joined(separator: " ")))\" data-kind=\"\(esc(f.control))\""
                if !at.isEmpty { out += " data-at=\"\(at.joined(separator: " "))\"" }
                out += "><span class=\"tag t-\(o.rawValue)\">\(o.rawValue)</span>"
                let msg = "<span class=\"msg\">\(esc(f.message))</span>"
                out += at.isEmpty ? msg : "<button type=\"button\" class=\"pick\" aria-describedby=\"\(id)-show\">\(msg)</button>"
                out += " <span class=\"where\">— \(esc(whereText))</span></li>\n"
            }
            out += "</ol>\n<p class=\"where\" id=\"\(id)-show\">Choosing a finding selects its boxes in the drawings above.</p>\n"
        }
        out += "</section>\n"
        return out
    }
}
