import Foundation
import Yams
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// A whole flow in one file: dumps taken one after another, each step after the first naming the
/// action between the previous dump (or `from:`) and its own.
///
///     # settings-flow.yml
///     steps:
///       - dump: settings.xml
///       - action: activate:wifi_switch
///         dump: settings-wifi-on.xml
///       - action: text-size
///         from: settings.xml
///         dump: settings-200.xml
///
/// Paths are relative to the scenario file.
public struct Scenario: Sendable {
    public struct Step: Sendable {
        public var before: URL
        public var after: URL
        public var action: PairAction
        /// The step's line in the scenario file.
        public var line: Int
    }

    public var steps: [Step]
    public var source: URL

    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int?
        public var message: String
        public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
    }

    public init(contentsOf url: URL) throws(LoadError) {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw LoadError(file: url.path, line: nil, message: "cannot read: \(error.localizedDescription)")
        }
        try self.init(yaml: text, source: url)
    }

    public init(yaml: String, source: URL) throws(LoadError) {
        self.source = source
        let file = source.path
        let base = source.deletingLastPathComponent()
        let root: Yams.Node?
        do { root = try Yams.compose(yaml: yaml) } catch { throw LoadError(file: file, line: nil, message: "invalid YAML: \(error)") }
        guard let mapping = root?.mapping else { throw LoadError(file: file, line: nil, message: "expected a mapping with `steps:`") }
        for (key, _) in mapping where key.string != "steps" {
            throw LoadError(file: file, line: key.mark.map { $0.line }, message: "unknown key '\(key.string ?? "")' (expected steps)")
        }
        guard let list = mapping["steps"]?.sequence, !list.isEmpty else {
            throw LoadError(file: file, line: nil, message: "`steps:` must list at least two steps: a dump, then an action and the next dump")
        }
        var steps: [Step] = []
        var previous: URL?
        for item in list {
            let line = item.mark?.line
            guard let step = item.mapping else { throw LoadError(file: file, line: line, message: "a step is a mapping: dump, action, from") }
            for (key, _) in step where !["dump", "action", "from"].contains(key.string ?? "") {
                throw LoadError(file: file, line: key.mark?.line, message: "unknown key '\(key.string ?? "")' in a step (expected dump, action, from)")
            }
            guard let dump = step["dump"]?.string, !dump.isEmpty else { throw LoadError(file: file, line: line, message: "a step needs `dump:`") }
            let url = URL(fileURLWithPath: dump, relativeTo: base).standardizedFileURL
            let from = step["from"]?.string.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
            if let actionText = step["action"]?.string {
                let action: PairAction
                do { action = try PairAction(parsing: actionText) } catch {
                    throw LoadError(file: file, line: step["action"]?.mark?.line ?? line, message: error.description)
                }
                guard let before = from ?? previous else {
                    throw LoadError(file: file, line: line, message: "the first step has no dump before it: start with a step that has only `dump:`, or add `from:`")
                }
                steps.append(Step(before: before, after: url, action: action, line: line ?? 0))
            } else if from != nil {
                throw LoadError(file: file, line: line, message: "`from:` needs an `action:`")
            }
            previous = url
        }
        guard !steps.isEmpty else { throw LoadError(file: file, line: nil, message: "no step has an `action:`: nothing to compare") }
        self.steps = steps
    }

    /// Judges every step; `relativeTo` shortens the paths in the reports.
    public func run(with judge: PairJudge = PairJudge(), relativeTo directory: URL? = nil) -> [PairReport] {
        steps.map { step in
            judge.judge(before: step.before, after: step.after, action: step.action,
                        beforePath: Self.display(step.before, relativeTo: directory), afterPath: Self.display(step.after, relativeTo: directory))
        }
    }

    static func display(_ url: URL, relativeTo directory: URL?) -> String {
        guard let directory else { return url.path }
        let prefix = directory.standardizedFileURL.path.hasSuffix("/") ? directory.standardizedFileURL.path : directory.standardizedFileURL.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }
}
