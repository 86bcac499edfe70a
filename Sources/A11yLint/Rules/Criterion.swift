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
    /// The WCAG 2.2 success criteria it maps to, by number ("4.1.2"; `WCAG.criterion(_:)` names them);
    /// empty for a platform convention with no WCAG counterpart (the YAML says why in a comment).
    public var wcag: [String] = []

    /// `pair: { action: text-size, rules: { vanished: pair-text-vanished, … } }`.
    public struct PairJudgement: Sendable, Equatable {
        /// The action's name as `compare --action` spells it (`text-size`, `dismiss`).
        public var action: String
        /// Result name → rule id.
        public var rules: [String: String]
        public init(action: String, rules: [String: String]) { self.action = action; self.rules = rules }
    }

    public init(id: String, how: How, summary: String, condensed: String = "", seed: String, test: String, controls: [String], source: String,
                pair: PairJudgement? = nil, wcag: [String] = []) {
        self.id = id; self.how = how; self.summary = summary; self.condensed = condensed; self.seed = seed; self.test = test
        self.controls = controls; self.source = source; self.pair = pair
        self.wcag = wcag
    }

    /// Its WCAG success criteria, named ("4.1.2 Name, Role, Value (A)" is `title`).
    public var wcagCriteria: [WCAGCriterion] { wcag.compactMap(WCAG.criterion) }
}

/// The criteria a set of packs may cite: the shared ones and each pack's own, by id.
public struct CriteriaIndex: Sendable {
    public let all: [Criterion]
    private let byID: [String: Criterion]
    /// Each criterion's WCAG numbers in document order, by id: a report asks for a finding's list
    /// thousands of times, and a criterion looked up whole was copied, all its strings retained.
    private let wcagByID: [String: [String]]

    public init(shared: [Criterion], packs: [RulePack]) {
        var all = shared, seen = Set(shared.map(\.id))
        for criterion in packs.flatMap(\.criteria) where seen.insert(criterion.id).inserted { all.append(criterion) }
        self.all = all
        byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Most criteria cite one number or none: only a longer list is sorted (at every start).
        wcagByID = byID.mapValues { $0.wcag.count < 2 ? $0.wcag : WCAG.sorted($0.wcag) }
    }

    public func criterion(_ id: String) -> Criterion? { byID[id] }
    public func isKnown(_ id: String) -> Bool { byID[id] != nil }

    /// The WCAG 2.2 success criteria of the criteria `ids`, each once, in document order (an unknown id adds none).
    public func wcag<S: Sequence>(for ids: S) -> [String] where S.Element == String {
        wcagNumbers(Array(ids))
    }

    /// The same for a list (every caller's case), without generic dispatch.
    public func wcag(for ids: [String]) -> [String] { wcagNumbers(ids) }

    /// One criterion's list is its own, already sorted; only a finding citing several is merged
    /// and sorted.
    private func wcagNumbers(_ ids: [String]) -> [String] {
        if ids.count == 1 { return wcagByID[ids[0]] ?? [] }
        var numbers: [String] = []
        for id in ids { if let list = wcagByID[id] { numbers.append(contentsOf: list) } }
        return numbers.count > 1 ? WCAG.sorted(numbers) : numbers
    }

    /// The known id closest to a misspelt one, for "did you mean".
    public func suggestion(for id: String) -> String? { DidYouMean.closest(to: id, among: all.map(\.id)) }
}
