import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// The swipe order of one file, as `a11ylint announce` prints it (built by `AnnounceRun`).
public struct AnnounceReport: Sendable {
    public struct Stop: Sendable {
        public var announcement: Announcement
        public var node: NodeReference
        /// Kinds of the controls this stop speaks ("toggle-switch"), from the rule packs' recognisers.
        public var controls: [String]

        public init(announcement: Announcement, node: NodeReference, controls: [String] = []) {
            self.announcement = announcement; self.node = node; self.controls = controls
        }
    }

    public var path: String
    public var format: DumpFormat?
    public var platform: Platform?
    public var nodeCount: Int
    public var error: InputError?
    public var stops: [Stop]
    /// The frames of the screen's nodes (pre-order, at most `ScreenDrawing.frameLimit`), for the
    /// wireframe `html(_:)` draws under the stops; empty when the run kept none.
    public var frames: [Rect] = []

    /// A report as `AnnounceRun` builds it; a plain value (the report loads and simulates nothing).
    public init(path: String, format: DumpFormat?, platform: Platform?, nodeCount: Int = 0, error: InputError? = nil, stops: [Stop] = []) {
        self.path = path; self.format = format; self.platform = platform; self.nodeCount = nodeCount; self.error = error; self.stops = stops
    }
}

public enum AnnounceReporter {
    public static func text(_ reports: [AnnounceReport], color: Bool = false) -> String {
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = ""
        for report in reports {
            if let error = report.error {
                out += TextReporter.inputErrorLine(path: report.path, error, paint: paint)
                continue
            }
            let reader = report.platform.map { ScreenReader(platform: $0).rawValue } ?? "?"
            out += paint("\(TerminalText.escape(report.path)) (\(report.format?.rawValue ?? "?"), \(reader), \(report.stops.count) stops)", "1") + "\n"
            if report.stops.isEmpty { out += "  no focus stops: the screen reader would find nothing on this screen\n" }
            let width = String(report.stops.count).count
            for stop in report.stops {
                let number = String(stop.announcement.position).leftPadded(to: width)
                let utterance = stop.announcement.text.isEmpty ? paint("(silent)", "33") : TerminalText.escape(stop.announcement.text)
                var at = [TerminalText.escape(stop.node.id.map(ControlRecogniser.shortID) ?? stop.node.className.map { String(ControlRecogniser.lastComponent($0)) } ?? "node")]
                at.append("\(stop.node.location.line):\(stop.node.location.column)")
                let kinds = stop.controls.isEmpty ? "" : " [\(stop.controls.joined(separator: ", "))]"
                out += "  \(number). \(utterance)\(paint("   ← \(at.joined(separator: " "))\(kinds)", "2"))\n"
            }
        }
        return out
    }

    public static func json(_ reports: [AnnounceReport]) -> String {
        JSONOutput.text { write(reports, into: &$0) }
    }

    /// Streams the JSON to `sink` in chunks (the CLI passes stdout).
    public static func writeJSON(_ reports: [AnnounceReport], to sink: @escaping ([UInt8]) -> Void) {
        JSONOutput.stream(to: sink) { write(reports, into: &$0) }
    }

    static func write(_ reports: [AnnounceReport], into out: inout JSONOutput) {
        out.raw("{\"version\":1,\"files\":[")
        for (i, report) in reports.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("{\"path\":"); out.string(report.path)
            out.raw(",\"format\":"); out.string(report.format?.rawValue)
            out.raw(",\"platform\":"); out.string(report.platform?.rawValue)
            out.raw(",\"screenReader\":"); out.string(report.platform.map { ScreenReader(platform: $0).rawValue })
            out.raw(",\"nodeCount\":"); out.int(report.nodeCount)
            out.raw(",\"error\":"); JSONReporter.write(report.error, into: &out)
            out.raw(",\"stops\":[")
            for (j, stop) in report.stops.enumerated() { write(stop, first: j == 0, into: &out) }
            out.raw("]}")
        }
        out.raw("]}\n")
    }

    static func write(_ stop: AnnounceReport.Stop, first: Bool, into out: inout JSONOutput) {
        if !first { out.raw(",") }
        let a = stop.announcement
        out.raw("{\"position\":"); out.int(a.position)
        out.raw(",\"text\":"); out.string(a.text)
        out.raw(",\"name\":"); out.string(a.name)
        out.raw(",\"roles\":"); out.strings(a.roles)
        out.raw(",\"states\":"); out.strings(a.states)
        out.raw(",\"hint\":"); out.string(a.hint)
        out.raw(",\"collectionPosition\":"); out.string(a.collectionPosition)
        out.raw(",\"collectionEntry\":"); out.string(a.collectionEntry)
        out.raw(",\"disabled\":"); out.raw(a.disabled ? "true" : "false")
        out.raw(",\"selected\":"); out.raw(a.selected ? "true" : "false")
        out.raw(",\"controls\":"); out.strings(stop.controls)
        out.raw(",\"node\":"); JSONReporter.write(stop.node, into: &out)
        out.raw("}")
    }
}

extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
