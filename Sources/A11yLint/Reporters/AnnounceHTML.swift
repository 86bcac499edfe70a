import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine

extension AnnounceReporter {
    /// `announce --format html`: the swipe order alone, drawn (AccessibilitySnapshot's picture,
    /// from a dump): each stop boxed and numbered over the wireframe, beside the list of what each
    /// stop says. One self-contained page, as `HTMLReporter` writes.
    public static func html(_ reports: [AnnounceReport]) -> String {
        let esc = HTMLPage.escape
        let vocabulary = ControlVocabulary()
        var out = HTMLPage.head(title: "a11ylint swipe order: \(HTMLReporter.plural(reports.count, "screen"))")
        out += "<body>\n<a class=\"skip\" href=\"#main\">Skip to the screens</a>\n<header>\n<h1>Swipe order</h1>\n"
        out += "<p class=\"totals\">\(HTMLReporter.plural(reports.count, "screen")), \(HTMLReporter.plural(reports.reduce(0) { $0 + $1.stops.count }, "focus stop")) in all.</p>\n</header>\n<main id=\"main\">\n"
        out += "<form id=\"filters\" aria-label=\"Display\"><label><input type=\"checkbox\" id=\"show-order\" checked> numbers and path</label></form>\n"
        out += "<nav aria-labelledby=\"index-h\">\n<h2 id=\"index-h\">Screens</h2>\n<ul>\n"
        for (i, r) in reports.enumerated() {
            out += "<li id=\"row-s\(i)\"><a href=\"#s\(i)\">\(esc(r.path))</a> — \(r.error == nil ? HTMLReporter.plural(r.stops.count, "stop") : "could not be read")</li>\n"
        }
        out += "</ul>\n</nav>\n"
        for (i, r) in reports.enumerated() {
            let id = "s\(i)"
            out += "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-platform=\"\(r.platform?.rawValue ?? "")\">\n<h2 id=\"\(id)-h\">\(esc(r.path))</h2>\n"
            if let error = r.error {
                out += "<p class=\"error-file\">Could not be read: \(esc(error.message))</p>\n</section>\n"
                continue
            }
            let reader = r.platform.map { ScreenReader(platform: $0).rawValue } ?? "The screen reader"
            out += "<p class=\"meta\">\(esc(r.format?.rawValue ?? "?")) · \(esc(reader)) · \(HTMLReporter.plural(r.nodeCount, "node")) · \(HTMLReporter.plural(r.stops.count, "stop"))</p>\n"
            let boxes = r.stops.compactMap { stop -> HTMLReporter.Box? in
                guard let bounds = stop.node.bounds, !bounds.isEmpty else { return nil }
                var box = HTMLReporter.Box(node: stop.node.index, bounds: bounds)
                box.kinds = stop.controls
                box.stop = stop.announcement.position
                box.spoken = stop.announcement.text
                return box
            }
            let drawable = HTMLReporter.extent(boxes: boxes, frames: r.frames, stops: []) != nil
            out += "<div class=\"cols\">\n<figure aria-labelledby=\"\(id)-cap\">\n<div class=\"canvas\">\(drawable ? "Drawing…" : "The dump gives no bounds: nothing to draw.")</div>\n"
            out += "<figcaption id=\"\(id)-cap\">Wireframe of \(esc(r.path)) with \(esc(reader))'s \(HTMLReporter.plural(r.stops.count, "stop")) boxed and numbered in swipe order. \(HTMLPage.keys)</figcaption>\n</figure>\n"
            out += "<div class=\"side\">\n<h3>What \(esc(reader)) says</h3>\n<p class=\"said\" aria-live=\"polite\">Point at or focus a box, or choose a stop below.</p>\n"
            var items: [HTMLReporter.ListItem] = []
            if r.stops.isEmpty {
                out += "<p>No focus stops: the screen reader would find nothing on this screen.</p>\n"
            } else {
                for stop in r.stops {
                    let kinds = stop.controls.isEmpty ? "" : " [\(stop.controls.joined(separator: ", "))]"
                    let at = "\(stop.node.id.map(ControlRecogniser.shortID) ?? stop.node.className ?? "node"), line \(stop.node.location.line):\(stop.node.location.column)\(kinds)"
                    items.append(HTMLReporter.ListItem(node: stop.node.index, outcome: "stop", kind: stop.controls.joined(separator: " "),
                                                       text: stop.announcement.text.isEmpty ? "(silent)" : stop.announcement.text, where: at,
                                                       drawn: !(stop.node.bounds?.isEmpty ?? true)))
                }
                out += "<h3>Stops</h3>\n" + HTMLReporter.pendingList(count: items.count, what: "stop")
            }
            out += "</div>\n</div>\n"
            out += HTMLReporter.data(id: id, path: r.path, boxes: boxes, frames: r.frames,
                                     stops: r.stops.map { ($0.announcement.position, $0.node.bounds) }, reader: reader, vocabulary: vocabulary, stopsAsBoxes: true, items: items)
            out += "</section>\n"
        }
        out += "</main>\n<footer><p>Written by a11ylint announce. Wireframes are drawn from the dump's bounds; the numbers are the simulated swipe order.</p></footer>\n"
        out += HTMLPage.tail()
        return out
    }
}
