import A11yLint
import Foundation

/// Anything an assertion can lint: a loaded dump, or a screen built in code.
public protocol AccessibilityTreeConvertible {
    var accessibilityTree: AccessibilityTree { get }
}

extension AccessibilityTree: AccessibilityTreeConvertible {
    public var accessibilityTree: AccessibilityTree { self }
}

/// The verdict on one screen under a test's options: which findings fail it, and the text that
/// says so, one line per finding with the fixes for the screen's own platform.
public struct AccessibilityAudit: Sendable, CustomStringConvertible {
    /// What a test decides: the `.a11ylint.yml` to apply, the least severity that fails, the rules to run.
    public struct Options: Sendable {
        /// Applied as the CLI applies `.a11ylint.yml`: rules off, severity overrides, ignores.
        public var configuration: Configuration?
        /// The least severity that fails the assertion: `.error` (the default) or `.warning`.
        /// Items needing review never fail it: a dump cannot decide them.
        public var failOn: Rule.Severity
        /// Only these rule ids run; `nil` runs every rule for the platform.
        public var rules: Set<String>?
        /// Whether each failure is followed by the platform's fixes.
        public var showsRemedies: Bool
        /// The packs to lint with (the built-in ones unless a test brings its own).
        public var linter: Linter

        public init(configuration: Configuration? = nil, failOn: Rule.Severity = .error, rules: Set<String>? = nil,
                    showsRemedies: Bool = true, linter: Linter = Linter()) {
            self.configuration = configuration
            self.failOn = failOn
            self.rules = rules
            self.showsRemedies = showsRemedies
            self.linter = linter
        }

        public static var `default`: Options { Options() }

        /// Options with a `.a11ylint.yml` read from `url`.
        public static func configuration(contentsOf url: URL, failOn: Rule.Severity = .error) throws -> Options {
            Options(configuration: try Configuration(contentsOf: url), failOn: failOn)
        }
    }

    public let tree: AccessibilityTree
    public let options: Options
    /// Every finding after the configuration, failures and review items alike.
    public let findings: [Finding]

    public init(_ screen: some AccessibilityTreeConvertible, options: Options = .default) {
        tree = screen.accessibilityTree
        self.options = options
        // Folded after the configuration, as the CLI does: a rule turned off hides only its own failures.
        var report = FileReport(path: "", format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil,
                                findings: options.linter.lint(tree, rules: options.rules, foldingCovered: false))
        options.configuration?.apply(to: &report)
        findings = options.linter.foldingCovered(report.findings)
    }

    /// Reads a dump file and audits it.
    public init(contentsOf url: URL, format: DumpFormat? = nil, options: Options = .default) throws {
        self.init(try AccessibilityTree(contentsOf: url, format: format), options: options)
    }

    /// Audits a dump held in a string (a page source just taken from a running app).
    public init(dump: String, format: DumpFormat? = nil, options: Options = .default) throws {
        self.init(try AccessibilityTree(dump: dump, format: format), options: options)
    }

    /// The findings that fail the assertion: failed checks at or above `options.failOn`.
    public var failures: [Finding] { findings.filter { $0.status == .fail && $0.severity >= options.failOn } }

    public var isAccessible: Bool { failures.isEmpty }

    /// One failure as a test reports it: the finding's line, then one indented line per fix for this
    /// platform's frameworks (never a UIKit fix on an Android screen).
    public func message(for finding: Finding) -> String {
        var text = finding.description(inFile: tree.sourceName)
        guard options.showsRemedies else { return text }
        for (framework, fix) in finding.remedies(for: tree.platform, format: tree.format) {
            text += "\n    fix (\(framework)): " + fix.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        return text
    }

    /// "accessible", or the count and one message per failure.
    public var description: String {
        let failures = self.failures
        guard !failures.isEmpty else { return "accessible (\(tree.platform.displayName), \(tree.count) nodes)" }
        let head = "\(failures.count) accessibility \(failures.count == 1 ? "failure" : "failures") on this \(tree.platform.displayName) screen:"
        return ([head] + failures.map { message(for: $0) }).joined(separator: "\n")
    }
}
