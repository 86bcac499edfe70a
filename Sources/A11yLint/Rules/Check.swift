import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// The outcome of one check on one control.
package enum CheckOutcome: Sendable, Equatable {
    case pass
    /// Does not apply to this control, and why ("no focus stop speaks it"): recorded with
    /// `--include-passes`, as axe-core's inapplicable results and ATF's NOT_RUN are.
    case notApplicable(String? = nil)
    /// Fails, with values for the rule's message template (`${name}` etc.) and the node to point at.
    case fail([String: String], node: Int? = nil)
    /// Cannot be decided from this dump: a person must look.
    case review([String: String])
}

/// A small reusable test, parameterised from a rule's YAML `options`.
package protocol Check: Sendable {
    static var id: String { get }
    /// Option keys the check accepts (anything else in YAML is an error).
    static var optionKeys: [String] { get }
    init(options: [String: CheckOption]) throws
    /// A check that can only ask a person (never pass or fail): its rules need no examples.
    static var onlyReviews: Bool { get }
    func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome]
}

extension Check {
    public static var optionKeys: [String] { [] }
    package static var onlyReviews: Bool { false }
}

package enum CheckOption: Sendable, Equatable {
    case string(String)
    case list([String])
    case perPlatform([String: [String]])

    public var list: [String] {
        switch self {
        case let .string(s): return [s]
        case let .list(l): return l
        case let .perPlatform(m): return m.values.flatMap { $0 }
        }
    }

    public func list(for platform: Platform) -> [String] {
        if case let .perPlatform(m) = self { return m[platform.rawValue] ?? [] }
        return list
    }
}

/// A rule's check as its YAML gives it: one check with options, or a composition. Kept beside the
/// built check so the packs can be written out as Swift at embed time (`EmbeddedPackWriter`).
enum CheckSpec: Sendable {
    case single(id: String, options: [String: CheckOption])
    case composition(all: [CheckComposition.Part], any: [CheckComposition.Part], none: [CheckComposition.Part])

    func make(checks: CheckResolver) throws -> any Check {
        switch self {
        case let .single(id, options): return try checks.make(id, options: options)
        case let .composition(all, any, none): return CheckComposition(all: all, any: any, none: none)
        }
    }

    /// The id shown in `a11ylint rules` and SARIF: the check's, or `all(a, b) any(c)`.
    var id: String {
        switch self {
        case let .single(id, _): return id
        case let .composition(all, any, none):
            return [("all", all), ("any", any), ("none", none)].filter { !$0.1.isEmpty }
                .map { "\($0.0)(\($0.1.map(\.id).joined(separator: ", ")))" }.joined(separator: " ")
        }
    }
}

/// The reasons several checks give for not applying.
package enum NotApplicable {
    package static let noStop = "no focus stop speaks it"
    package static let androidOnly = "it is judged on Android only"

    /// The reason a check for Android focus stops does not apply.
    package static func androidStop(_ facts: ScreenFacts, _ control: Control) -> String {
        facts.platform != .android ? androidOnly : noStop
    }

    /// The reason a check for iOS focus stops does not apply.
    package static func iosStop(_ facts: ScreenFacts, _ control: Control) -> String {
        facts.platform != .ios ? "it is judged on iOS only" : noStop
    }
}
