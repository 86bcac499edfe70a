import A11yLint
import ArgumentParser

/// `a11ylint explain ID`: a criterion (its seed's words, the test step, the rules citing it) or a rule.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule or a criterion: what it checks, why, and how to fix it per framework.",
        discussion: "Examples:\n  a11ylint explain switch-label-separate-stop\n  a11ylint explain group.single-swipe"
    )
    @Argument(help: "A rule id (a11ylint rules) or a criterion id (criteria.md, or a pack's own criteria).")
    var id: String
    @OptionGroup var rules: RuleOptions

    func run() throws {
        let packs = try rules.packs()
        let all = packs.flatMap(\.rules)
        let criteria = CriteriaIndex(packs: packs)
        var matched = all.filter { $0.id == id }
        if let criterion = criteria.criterion(id) {
            print(Self.describe(criterion))
            matched = all.filter { $0.criteria.contains(id) }
            print(matched.isEmpty ? "\nNo rule cites it." : "\nRules citing it:")
        } else if matched.isEmpty {
            let hint = DidYouMean.closest(to: id, among: all.map(\.id) + criteria.all.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("unknown rule or criterion '\(id)'\(hint); see 'a11ylint rules'")
        }
        for rule in matched { print("\n" + Self.describe(rule, wcag: criteria.wcag(for: rule.criteria))) }
    }

    static func describe(_ c: Criterion) -> String {
        let how = switch c.how {
        case .dump: "decided from one dump"
        case .pair: "decided from two dumps (before and after an action, or at two text sizes)"
        case .manual: "needs a person: reported for review"
        }
        var lines = ["\(c.id) (\(how))", "  \(c.condensed.isEmpty ? c.summary : c.condensed)"]
        if !c.seed.isEmpty { lines.append("  Seed: \(c.seed)") }
        if !c.test.isEmpty { lines.append("  Test: \(c.test)") }
        lines += wcagLines(c.wcag, none: "none (a platform convention, no WCAG success criterion)")
        if !c.controls.isEmpty { lines.append("  Applies to: \(c.controls.joined(separator: ", "))") }
        lines.append("  Declared in: \(c.source)")
        return lines.joined(separator: "\n")
    }

    /// "  WCAG 2.2: 4.1.2 Name, Role, Value (A)", one success criterion a line after the first.
    static func wcagLines(_ numbers: [String], none: String?) -> [String] {
        let titles = numbers.map { WCAG.criterion($0)?.title ?? $0 }
        guard let first = titles.first else { return none.map { ["  WCAG 2.2: \($0)"] } ?? [] }
        return ["  WCAG 2.2: \(first)"] + titles.dropFirst().map { "            \($0)" }
    }

    static func describe(_ rule: Rule, wcag: [String] = []) -> String {
        let kind = rule.checkID == "manualReview" ? "needs review" : rule.severity.rawValue
        var lines = ["\(rule.id) [\(rule.control); \(rule.criteria.joined(separator: ", ")); \(kind); \(rule.platforms.map(\.displayName).sorted().joined(separator: ", "))]"]
        if !rule.description.isEmpty { lines.append("  \(rule.description)") }
        if let test = rule.test { lines.append("  Test (from the seed): \(test)") }
        lines += wcagLines(wcag, none: nil)
        for framework in RulePackLoader.frameworks {
            if let remedy = rule.remedy[framework] { lines.append("  \(RulePackLoader.frameworkNames[framework] ?? framework): \(remedy)") }
        }
        return lines.joined(separator: "\n")
    }
}
