import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// `.a11ylint.yml`: which rules run, at which severity, per platform; extra packs; excluded
/// files; ignored nodes. Applied to findings after linting, so a report says exactly what the
/// team decided to check. See README "Configuration".
public struct Configuration: Sendable {
    /// What a config says about a rule or a criterion.
    public enum Setting: String, Sendable, CaseIterable {
        case off, on, error, warning, info
    }

    public struct Settings: Sendable {
        public var rules: [String: Setting] = [:]
        public var criteria: [String: Setting] = [:]
        public init() {}
    }

    /// One node (or class, or path pattern) whose findings a team has decided to accept, and why.
    public struct Ignore: Sendable {
        public var id: String?
        public var className: String?
        public var path: Glob?
        /// Only in these files (glob on the path as given on the command line).
        public var files: Glob?
        /// Only these rules / criteria; both empty = every finding on the node.
        public var rules: Set<String> = []
        public var criteria: Set<String> = []
        public var reason: String
        /// Line of the entry in the config file, for messages.
        public var line: Int?

        public init(id: String? = nil, className: String? = nil, path: Glob? = nil, reason: String) {
            self.id = id; self.className = className; self.path = path; self.reason = reason
        }

        public func matches(_ finding: Finding, file: String) -> Bool {
            if let files, !files.matches(Configuration.normalise(file)) { return false }
            if let id, finding.node.id != id && finding.node.id.map(ControlRecogniser.shortID) != id { return false }
            if let className, finding.node.className != className,
               finding.node.className.map({ String(ControlRecogniser.lastComponent($0)) }) != className { return false }
            if let path, !path.matches(finding.node.path) { return false }
            if !rules.isEmpty || !criteria.isEmpty {
                return rules.contains(finding.rule) || finding.criteria.contains(where: criteria.contains)
            }
            return true
        }
    }

    public enum FailOn: String, Sendable, CaseIterable { case error, warning, never }

    public var general = Settings()
    /// Whole packs switched on or off by control (`packs: {chip: off}`): an off pack's findings
    /// are dropped. Its recognition stays, so a chip is not linted as the button it resembles.
    public var packs: [String: Bool] = [:]
    public var platforms: [Platform: Settings] = [:]
    /// Folders of extra rule packs, resolved against the config file's folder.
    public var rulePacks: [URL] = []
    public var exclude: [Glob] = []
    public var ignore: [Ignore] = []
    public var failOn: FailOn?
    public var review: Bool?
    /// `density:` the Android display density (pixels per dp) the dumps were captured at; nil: inferred per screen.
    public var density: Double?
    /// Where it was read from (nil: built in code).
    public var source: URL?

    public init() {}

    /// The setting that decides a finding: platform before general, rule before criterion.
    public func setting(rule: String, criteria: [String], platform: Platform?) -> Setting? {
        let layers = [platform.flatMap { platforms[$0] }, general].compactMap { $0 }
        for layer in layers { if let s = layer.rules[rule] { return s } }
        for layer in layers { for c in criteria { if let s = layer.criteria[c] { return s } } }
        return nil
    }

    public func isExcluded(_ path: String) -> Bool {
        let p = Self.normalise(path)
        return exclude.contains { $0.matches(p) || $0.matches((p as NSString).lastPathComponent) }
    }

    /// Whether `apply(to:)` may drop or re-rate a finding: some rule or criterion set, a pack off, an ignore.
    public var changesFindings: Bool {
        !(ignore.isEmpty && general.rules.isEmpty && general.criteria.isEmpty && platforms.values.allSatisfy({ $0.rules.isEmpty && $0.criteria.isEmpty })
            && !packs.values.contains(false))
    }

    /// Drops disabled and ignored findings and applies severity overrides. Returns how many were ignored.
    @discardableResult
    public func apply(to report: inout FileReport) -> Int {
        // Nothing to change: keep the findings array as it is (a copy of 400,000 findings is not free).
        guard changesFindings else { return 0 }
        var ignored = 0
        report.findings = report.findings.compactMap { finding in
            var f = finding
            if packs[f.control] == false { return nil }
            switch setting(rule: f.rule, criteria: f.criteria, platform: report.platform) {
            case .off?: return nil
            case .error?: if f.status == .fail { f.severity = .error }
            case .warning?: if f.status == .fail { f.severity = .warning }
            case .info?: if f.status == .fail { f.severity = .info }
            case .on?, nil: break
            }
            if ignore.contains(where: { $0.matches(f, file: report.path) }) { ignored += 1; return nil }
            return f
        }
        // A rule turned off, or a pack, has no outcomes either: an audit trail lists what was run.
        if !report.outcomes.isEmpty {
            report.outcomes.removeAll { o in
                packs[o.control] == false || setting(rule: o.rule, criteria: o.criteria, platform: report.platform) == .off
            }
        }
        return ignored
    }

    static func normalise(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }
}
