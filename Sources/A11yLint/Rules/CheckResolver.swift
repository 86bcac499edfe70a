import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// The checks a pack may name, by id. Rules never names a check type (the checks use Rules, so the
/// arrow runs Checks → Rules only): the list comes from outside, from the engine's `CheckCatalogue`
/// for the built-in checks, or from a test.
package struct CheckResolver: Sendable {
    /// An unknown check id, or options a check cannot work with; the loader adds the YAML line.
    package struct UnknownCheck: Error {
        package let message: String
        package init(message: String) { self.message = message }
    }

    let byID: [String: any Check.Type]

    package init(_ checks: [any Check.Type]) {
        byID = Dictionary(uniqueKeysWithValues: checks.map { ($0.id, $0) })
    }

    /// Every id, sorted (for "known: …" and "did you mean").
    var ids: [String] { byID.keys.sorted() }

    func optionKeys(for id: String) -> [String] { byID[id]?.optionKeys ?? [] }

    func make(_ id: String, options: [String: CheckOption]) throws -> any Check {
        guard let type = byID[id] else {
            throw UnknownCheck(message: "unknown check '\(id)' (known: \(ids.joined(separator: ", ")))")
        }
        return try type.init(options: options)
    }
}
