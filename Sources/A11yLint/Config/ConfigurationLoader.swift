import Foundation
import Yams
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// Reads `.a11ylint.yml`. Unknown keys, unknown rule or criterion ids and bad values are errors
/// naming the line, so a typo never silently turns a rule off. Every problem of the file is
/// reported at once (in line order), not one per run: fixing a config is one edit, not a loop.
public enum ConfigurationLoader {
    public static let fileName = ".a11ylint.yml"

    /// The first problem of the file (`file`, `line`, `message`), and the others after it.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int?
        public var message: String
        /// The file's further problems, in line order (each without `others` of its own).
        public var others: [LoadError] = []

        public init(file: String, line: Int?, message: String, others: [LoadError] = []) {
            self.file = file; self.line = line; self.message = message; self.others = others
        }

        /// Every problem, first one first.
        public var all: [LoadError] {
            [LoadError(file: file, line: line, message: message)] + others
        }

        /// One `file:line: message` line per problem. Lines clipped: messages quote the
        /// configuration, and one line of it may be 50 MB.
        public var description: String {
            all.map { e in
                let message = Clip.lines(e.message)
                return e.line.map { "\(e.file):\($0): \(message)" } ?? "\(e.file): \(message)"
            }.joined(separator: "\n")
        }

        /// The problems as one error, in line order (problems without a line first); nil for none.
        static func combining(_ problems: [LoadError]) -> LoadError? {
            let sorted = problems.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
            guard var first = sorted.first else { return nil }
            first.others = Array(sorted.dropFirst())
            return first
        }
    }

    /// The nearest `.a11ylint.yml` in `directory` or above it.
    public static func find(from directory: URL) -> URL? {
        var dir = directory.standardizedFileURL
        while true {
            let candidate = dir.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    public static func load(contentsOf url: URL, packs: [RulePack]) throws -> Configuration {
        let text: String
        do throws(InputError) {
            let data = try FileBytes.read(path: url.path, limit: 16 * 1024 * 1024, what: "the configuration")
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw InputError("the configuration is not UTF-8 text")
            }
            text = decoded
        } catch {
            throw LoadError(file: url.path, line: nil, message: error.message)
        }
        var config = try load(yaml: text, source: url.path, baseDirectory: url.deletingLastPathComponent(), packs: packs)
        config.source = url
        return config
    }

    /// Rule ids are checked against `packs` plus the packs in the config's own `rulePacks`.
    public static func load(yaml: String, source: String, baseDirectory: URL, packs: [RulePack]) throws -> Configuration {
        do { return try read(yaml: yaml, source: source, baseDirectory: baseDirectory, packs: packs) } catch let error as YAMLError {
            throw LoadError(file: error.file, line: error.line, message: error.message)
        }
    }

    static func read(yaml: String, source: String, baseDirectory: URL, packs: [RulePack]) throws -> Configuration {
        let root = try Reader.compose(yaml, source: source)
        var config = Configuration()
        guard let root else { return config } // an empty file is an empty configuration
        let reader = Reader(source: source)
        for (key, value) in try reader.entries(root, "the configuration", allowed: ["rules", "criteria", "platforms", "rulePacks", "exclude", "ignore", "failOn", "review", "packs", "density"]) {
            // A bad value is recorded and the next key read: every problem is reported at once.
            reader.attempt {
                switch key {
                case "packs": config.packs = try reader.packSwitches(value)
                case "rules": config.general.rules = try reader.settings(value, "rules")
                case "criteria": config.general.criteria = try reader.settings(value, "criteria")
                case "platforms":
                    for (name, settings) in try reader.entries(value, "platforms", allowed: ["android", "ios"]) {
                        var s = Configuration.Settings()
                        for (k, v) in try reader.entries(settings, "platforms.\(name)", allowed: ["rules", "criteria"]) {
                            reader.attempt {
                                if k == "rules" { s.rules = try reader.settings(v, "platforms.\(name).rules") } else { s.criteria = try reader.settings(v, "platforms.\(name).criteria") }
                            }
                        }
                        config.platforms[Platform(rawValue: name)!] = s
                    }
                case "rulePacks":
                    config.rulePacks = try reader.strings(value, "rulePacks").map { baseDirectory.appendingPathComponent($0).standardizedFileURL }
                case "exclude": config.exclude = try reader.strings(value, "exclude").map(Glob.init)
                case "ignore": config.ignore = try reader.ignores(value)
                case "failOn":
                    let s = try reader.string(value, "failOn")
                    guard let f = Configuration.FailOn(rawValue: s) else { throw reader.fail(value, "failOn must be error, warning or never, not '\(s)'") }
                    config.failOn = f
                case "density":
                    // Pixels per dp (Android's DisplayMetrics.density: 2.75 at 440 dpi); no dump records it.
                    let s = try reader.string(value, "density")
                    guard let d = Double(s), d >= 0.5, d <= 8 else { throw reader.fail(value, "density must be a number of pixels per dp between 0.5 and 8 (2.75 for 440 dpi), not '\(s)'") }
                    config.density = d
                default: config.review = try reader.bool(value, "review")
                }
            }
        }
        var known = packs
        for dir in config.rulePacks {
            do { known += try BuiltInRules.packs(in: dir) } catch {
                reader.problems.append(LoadError(file: source, line: nil, message: "rulePacks: cannot load \(dir.path): \(error)"))
            }
        }
        validate(config, yaml: root, reader: reader, packs: known)
        if let error = LoadError.combining(reader.problems) { throw error }
        return config
    }

    /// Every rule id and criterion id named must exist: a misspelt id would otherwise do nothing.
    static func validate(_ config: Configuration, yaml root: Yams.Node, reader: Reader, packs: [RulePack]) {
        let ruleIDs = Set(packs.flatMap { $0.rules.map(\.id) })
        for (id, line) in reader.mentionedRules where !ruleIDs.contains(id) {
            let hint = DidYouMean.closest(to: id, among: Array(ruleIDs)).map { " (did you mean '\($0)'?)" } ?? ""
            reader.problems.append(LoadError(file: reader.source, line: line, message: "unknown rule '\(id)'\(hint); `a11ylint rules` lists them"))
        }
        let controls = packs.map(\.control)
        for (id, line) in reader.mentionedPacks where !controls.contains(id) {
            let hint = ControlSuggestion(controls: controls).hint(for: id)
            reader.problems.append(LoadError(file: reader.source, line: line, message: "unknown pack '\(id)'\(hint); `a11ylint rules` lists the packs by control"))
        }
        let criteria = CriteriaIndex(packs: packs)
        for (id, line) in reader.mentionedCriteria where !criteria.isKnown(id) {
            let hint = criteria.suggestion(for: id).map { " (did you mean '\($0)'?)" } ?? ""
            reader.problems.append(LoadError(file: reader.source, line: line, message: "unknown criterion '\(id)'\(hint); see criteria.md"))
        }
    }

    /// The shared YAML reader (the packs' too: line numbers, strict keys, `true` / `false` only),
    /// remembering every rule and criterion id it saw, with its line.
    final class Reader: YAMLReader {
        let source: String
        var mentionedRules: [(String, Int?)] = []
        var mentionedCriteria: [(String, Int?)] = []
        var mentionedPacks: [(String, Int?)] = []
        /// Problems found so far; reading goes on past each.
        var problems: [LoadError] = []

        init(source: String) { self.source = source }

        /// Runs `body`; a problem it throws is recorded instead of ending the reading.
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch let error as YAMLError {
                problems.append(LoadError(file: error.file, line: error.line, message: error.message))
            } catch let error as LoadError {
                problems.append(contentsOf: error.all)
            } catch {
                problems.append(LoadError(file: source, line: nil, message: "\(error)"))
            }
        }

        /// `mapping`, but an unknown key is recorded and skipped, so the keys after it are read.
        func entries(_ node: Yams.Node, _ what: String, allowed: Set<String>) throws(YAMLError) -> [(String, Yams.Node)] {
            guard case let .mapping(map) = node else { throw fail(node, "\(what) must be a mapping") }
            var result: [(String, Yams.Node)] = []
            for (key, value) in map {
                attempt { result += try mapping(.mapping(Yams.Node.Mapping([(key, value)])), what, allowed: allowed) }
            }
            return result
        }

        /// A configuration's lists may be one value (`exclude: build/**`).
        func strings(_ node: Yams.Node, _ what: String) throws(YAMLError) -> [String] { try stringOrList(node, what) }

        /// `control: on|off`, for whole packs.
        func packSwitches(_ node: Yams.Node) throws -> [String: Bool] {
            guard case let .mapping(map) = node else { throw fail(node, "packs must map controls to on or off (packs: {my-control: off})") }
            var result: [String: Bool] = [:]
            for (key, value) in map {
                attempt {
                    guard let control = key.string else { throw fail(key, "packs: keys must be control names") }
                    mentionedPacks.append((control, line(key)))
                    let raw = try string(value, "packs.\(control)")
                    guard raw == "on" || raw == "off" else { throw fail(value, "packs.\(control) must be on or off, not '\(raw)'") }
                    result[control] = raw == "on"
                }
            }
            return result
        }

        /// `id: off|on|error|warning|info`, for rules or criteria.
        func settings(_ node: Yams.Node, _ what: String) throws -> [String: Configuration.Setting] {
            guard case let .mapping(map) = node else { throw fail(node, "\(what) must map ids to off, on, error, warning or info") }
            var result: [String: Configuration.Setting] = [:]
            for (key, value) in map {
                attempt {
                    guard let id = key.string else { throw fail(key, "\(what): keys must be ids") }
                    // The id is checked even when its value is bad: both are reported.
                    if what.hasSuffix("criteria") { mentionedCriteria.append((id, line(key))) } else { mentionedRules.append((id, line(key))) }
                    let raw = try string(value, "\(what).\(id)")
                    guard let setting = Configuration.Setting(rawValue: raw) else {
                        throw fail(value, "\(what).\(id) must be off, on, error, warning or info, not '\(raw)'")
                    }
                    result[id] = setting
                }
            }
            return result
        }

        func ignores(_ node: Yams.Node) throws -> [Configuration.Ignore] {
            guard case let .sequence(list) = node else { throw fail(node, "ignore must be a list of entries") }
            var entries: [Configuration.Ignore] = []
            for item in list { attempt { entries.append(try ignore(item)) } }
            return entries
        }

        func ignore(_ item: Yams.Node) throws -> Configuration.Ignore {
            var entry = Configuration.Ignore(reason: "")
            entry.line = line(item)
            var hasReason = false
            for (key, value) in try entries(item, "an ignore entry", allowed: ["id", "class", "path", "files", "rules", "criteria", "reason"]) {
                switch key {
                case "id": entry.id = try string(value, "ignore.id")
                case "class": entry.className = try string(value, "ignore.class")
                case "path": entry.path = Glob(try string(value, "ignore.path"))
                case "files": entry.files = Glob(Configuration.normalise(try string(value, "ignore.files")))
                case "rules":
                    let ids = try strings(value, "ignore.rules")
                    mentionedRules += ids.map { ($0, line(value)) }
                    entry.rules = Set(ids)
                case "criteria":
                    let ids = try strings(value, "ignore.criteria")
                    mentionedCriteria += ids.map { ($0, line(value)) }
                    entry.criteria = Set(ids)
                default:
                    entry.reason = try string(value, "ignore.reason").trimmed
                    hasReason = !entry.reason.isEmpty
                }
            }
            guard entry.id != nil || entry.className != nil || entry.path != nil else {
                throw fail(item, "an ignore entry needs id, class or path to say which nodes it covers")
            }
            guard hasReason else { throw fail(item, "an ignore entry needs a reason: say why these findings are accepted") }
            return entry
        }
    }
}
