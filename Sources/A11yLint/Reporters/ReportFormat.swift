import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintConfig

/// What a reporter is told besides the reports; each format reads the fields it needs.
public struct ReportOptions: Sendable {
    /// Rule packs: rule metadata (SARIF, JUnit) and the controls' words (text).
    public var packs: [RulePack]
    /// ANSI colour (text, when writing to a terminal).
    public var color: Bool
    /// The "needs review" checklist in text output.
    public var showReview: Bool
    /// The "needs review" checklist in SARIF and GitHub annotations, which carry failures only by default.
    public var includeReview: Bool
    /// Findings a `--baseline` hid (nil: no baseline): the text, JSON and Markdown summaries say how many.
    public var hiddenByBaseline: Int?
    /// Failures only (`--quiet`): the text report leaves out files without failures, the
    /// checklist and the summary; other formats are unchanged.
    public var failuresOnly = false
    /// At most this many GitHub annotations (nil: every one), then a line saying how many more.
    public var annotationLimit: Int? = GitHubReporter.defaultLimit
    /// One checklist per screen (default: the review findings gathered into `FileReport.review`
    /// before rendering) or one review item per control (`--review per-control`).
    public var reviewLayout: ReviewLayout = .checklist

    public init(packs: [RulePack] = [], color: Bool = false, showReview: Bool = true, includeReview: Bool = false) {
        self.packs = packs; self.color = color; self.showReview = showReview; self.includeReview = includeReview
    }
}

/// A lint report format: renders reports, never loads or lints anything.
public protocol Reporter {
    static func render(_ reports: [FileReport], options: ReportOptions) -> String
    /// Streams the report to `sink` (standard output); by default the rendered text in one piece.
    static func write(_ reports: [FileReport], options: ReportOptions, to sink: @escaping ([UInt8]) -> Void)
}

extension Reporter {
    public static func write(_ reports: [FileReport], options: ReportOptions, to sink: @escaping ([UInt8]) -> Void) {
        sink(Array(render(reports, options: options).utf8))
    }
}

/// Every lint report format, the one list the CLI's `--format` values, its help and its
/// dispatch come from. Adding a format: a reporter file, a case here, its summary and reporter.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, checkstyle, markdown, line, html

    /// What the format is for, in a few words (nil: the name says it).
    public var summary: String? {
        switch self {
        case .sarif: "GitHub code scanning"
        case .junit: "test reports"
        case .github: "workflow annotations"
        case .markdown: "pull-request comments"
        case .line: "path:line:column: error: message [rule], for editors and problem matchers"
        case .html: "one page, each screen drawn with its boxes and swipe order"
        case .text, .json, .checkstyle: nil
        }
    }

    public var reporter: any Reporter.Type {
        switch self {
        case .text: TextReporter.self
        case .json: JSONReporter.self
        case .sarif: SARIFReporter.self
        case .junit: JUnitReporter.self
        case .github: GitHubReporter.self
        case .checkstyle: CheckstyleReporter.self
        case .markdown: MarkdownReporter.self
        case .line: LineReporter.self
        case .html: HTMLReporter.self
        }
    }

    /// The format draws screens: the run must keep each screen's frames and stops (`LintRun.recordingScreen`).
    public var drawsScreens: Bool { self == .html }

    public func render(_ reports: [FileReport], options: ReportOptions) -> String {
        reporter.render(laidOut(reports, options), options: options)
    }

    public func write(_ reports: [FileReport], options: ReportOptions, to sink: @escaping ([UInt8]) -> Void) {
        reporter.write(laidOut(reports, options), options: options, to: sink)
    }

    /// Whether the format shows review as a checklist in `layout`: every format does, but a
    /// drawing (html), which marks each control's review items on its own box. A run whose every
    /// output does may gather each checklist as it lints (`LintRun.gatheringReview`).
    public func showsChecklist(in layout: ReviewLayout) -> Bool { layout == .checklist && !drawsScreens }

    /// The reports with review laid out as `options` asks (`showsChecklist(in:)`).
    func laidOut(_ reports: [FileReport], _ options: ReportOptions) -> [FileReport] {
        showsChecklist(in: options.reviewLayout) ? reports.map { $0.gatheringReview() } : reports
    }

    /// "text, json, sarif": the names, for a one-line help.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// "text, json, sarif (GitHub code scanning), …": the names with what each is for.
    public static var described: String {
        allCases.map { format in format.summary.map { "\(format.rawValue) (\($0))" } ?? format.rawValue }.joined(separator: ", ")
    }
}

extension TextReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String {
        var reporter = TextReporter(color: options.color, showReview: options.showReview)
        reporter.vocabulary = ControlVocabulary(packs: options.packs)
        reporter.packCount = options.packs.count
        reporter.hiddenByBaseline = options.hiddenByBaseline
        reporter.failuresOnly = options.failuresOnly
        return reporter.render(reports)
    }
}

extension JSONReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String { render(reports, hiddenByBaseline: options.hiddenByBaseline) }
    /// Streamed in chunks, so memory stays flat on a large run.
    public static func write(_ reports: [FileReport], options: ReportOptions, to sink: @escaping ([UInt8]) -> Void) {
        write(reports, hiddenByBaseline: options.hiddenByBaseline, to: sink)
    }
}

extension SARIFReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String {
        render(reports, packs: options.packs, includeReview: options.includeReview)
    }
}

extension JUnitReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String { render(reports, packs: options.packs) }
}

extension GitHubReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String { render(reports, includeReview: options.includeReview, limit: options.annotationLimit) }
}

extension CheckstyleReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String { render(reports) }
}

extension MarkdownReporter: Reporter {
    public static func render(_ reports: [FileReport], options: ReportOptions) -> String { render(reports, hiddenByBaseline: options.hiddenByBaseline) }
}
