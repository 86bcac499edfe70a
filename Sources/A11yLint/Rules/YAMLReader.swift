import Yams
import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// A complaint about a YAML file: which file, which line (nil when the parser could not say), what.
/// The pack and configuration loaders turn it into their own error types, whose messages it gives.
package struct YAMLError: Error, CustomStringConvertible, Sendable {
    package var file: String
    package var line: Int?
    package var message: String
    package var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}

/// The one way a11ylint reads its YAML (rule packs, `rules/criteria.yml`, `.a11ylint.yml`): walks a
/// composed tree with the line of every complaint, refuses unknown keys (naming the nearest known
/// one), and never asks YAML for a type: every scalar is a string, and booleans are only the words
/// `true` and `false`. A reader adds what it reads (`RulePackReader`, `ConfigurationLoader.Reader`).
package protocol YAMLReader {
    /// The file, for messages.
    var source: String { get }
}

extension YAMLReader {
    /// The document's tree, nil for an empty file. The basic resolver: every scalar stays a string.
    /// Resolving bool, int, float, null and timestamp tags runs seven regular expressions on every
    /// scalar, which was most of the time parsing the built-in packs took at each start.
    package static func compose(_ yaml: String, source: String) throws(YAMLError) -> Yams.Node? {
        do { return try Yams.compose(yaml: yaml, .basic) } catch {
            throw YAMLError(file: source, line: nil, message: "invalid YAML: \(error)")
        }
    }

    package func line(_ node: Yams.Node?) -> Int? { node?.mark.map { $0.line }.flatMap { $0 > 0 ? $0 : nil } }

    package func fail(_ node: Yams.Node?, _ message: String) -> YAMLError { YAMLError(file: source, line: line(node), message: message) }

    package func mapping(_ node: Yams.Node, _ what: String, allowed: Set<String>) throws(YAMLError) -> [(String, Yams.Node)] {
        guard case let .mapping(map) = node else { throw fail(node, "\(what) must be a mapping") }
        var result: [(String, Yams.Node)] = []
        for (key, value) in map {
            guard let name = key.string else { throw fail(key, "\(what): keys must be strings") }
            guard allowed.contains(name) else {
                let hint = DidYouMean.closest(to: name, among: Array(allowed)).map { " (did you mean '\($0)'?)" } ?? ""
                throw fail(key, "unknown key '\(name)' in \(what)\(hint); known: \(allowed.sorted().joined(separator: ", "))")
            }
            result.append((name, value))
        }
        return result
    }

    package func string(_ node: Yams.Node, _ what: String) throws(YAMLError) -> String {
        guard case let .scalar(scalar) = node else { throw fail(node, "\(what) must be a string") }
        return scalar.string
    }

    func strings(_ node: Yams.Node, _ what: String) throws(YAMLError) -> [String] {
        guard case let .sequence(seq) = node else { throw fail(node, "\(what) must be a list") }
        var result: [String] = []
        for item in seq { result.append(try string(item, what)) }
        return result
    }

    /// A list, or one value standing for a list of one (`exclude: build/**`).
    package func stringOrList(_ node: Yams.Node, _ what: String) throws(YAMLError) -> [String] {
        if case .scalar = node { return [try string(node, what)] }
        return try strings(node, what)
    }

    /// A list whose items are words or lists of words (one line per language), flattened.
    func wordLists(_ node: Yams.Node, _ what: String) throws(YAMLError) -> [String] {
        guard case let .sequence(seq) = node else { throw fail(node, "\(what) must be a list") }
        var result: [String] = []
        for item in seq {
            if case .sequence = item { result += try strings(item, what) } else { result.append(try string(item, what)) }
        }
        return result
    }

    /// Only `true` / `false`: YAML 1.1's yes/no/on/off would turn a state named "on" into a boolean.
    package func bool(_ node: Yams.Node, _ what: String) throws(YAMLError) -> Bool {
        let s = try string(node, what)
        if s == "true" { return true }
        if s == "false" { return false }
        throw fail(node, "\(what) must be true or false, not '\(s)'")
    }
}
