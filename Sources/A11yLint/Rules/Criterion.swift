import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// One acceptance criterion: decoded from `rules/criteria.yml` (the shared ones) or from a pack's
/// own `criteria:` section (e.g. `checkbox.state`). Rules cite criteria by id; findings carry them.
public struct Criterion: Sendable, Equatable {
    /// How the criterion can be decided: from one dump, from two (before / after), or by a person.
    public enum How: String, Sendable { case dump, pair, manual }

    public var id: String
    public var how: How
    /// One line, for reports (SARIF, JUnit).
    public var summary: String
    /// The criteria table's wording (../shared/criteria.md), which condenses the seed's.
    public var condensed: String = ""
    /// The seed document's own words, prefixed with the seed's number ("000: …").
    public var seed: String
    /// The test step a person follows.
    public var test: String
    /// The packs (controls) that must account for it: a rule cites it, or a review rule does.
    public var controls: [String]
    /// The file that declared it.
    public var source: String
    /// For a screen-wide criterion judged on two dumps (`how: pair`): the `compare` action that
    /// judges it and the rule id of each result that judge reports (`pair:` in `rules/criteria.yml`).
    public var pair: PairJudgement?

    /// `pair: { action: text-size, rules: { vanished: pair-text-vanished, … } }`.
    public struct PairJudgement: Sendable, Equatable {
        /// The action's name as `compare --action` spells it (`text-size`, `dismiss`).
        public var action: String
        /// Result name → rule id.
        public var rules: [String: String]
        public init(action: String, rules: [String: String]) { self.action = action; self.rules = rules }
    }

    public init(id: String, how: How, summary: String, condensed: String = "", seed: String, test: String, controls: [String], source: String,
                pair: PairJudgement? = nil) {
        self.id = id; self.how = how; self.summary = summary; self.condensed = condensed; self.seed = seed; self.test = test
        self.controls = controls; self.source = source; self.pair = pair
    }
}

/// The criteria a set of packs may cite: the shared ones and each pack's own, by id.
public struct CriteriaIndex: Sendable {
    public let all: [Criterion]
    private let byID: [String: Criterion]

    public init(shared: [Criterion], packs: [RulePack]) {
        var all = shared, seen = Set(shared.map(\.id))
        for criterion in packs.flatMap(\.criteria) where seen.insert(criterion.id).inserted { all.append(criterion) }
        self.all = all
        byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func criterion(_ id: String) -> Criterion? { byID[id] }
    public func isKnown(_ id: String) -> Bool { byID[id] != nil }

    /// The known id closest to a misspelt one, for "did you mean".
    public func suggestion(for id: String) -> String? { DidYouMean.closest(to: id, among: all.map(\.id)) }
}
