import A11yLint
import ArgumentParser

/// `a11ylint rules`: the packs by control; one pack's rules; or the criteria coverage table.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rule packs by control, one pack's rules, or which rules cover each criterion.",
        discussion: """
        Examples:
          a11ylint rules                 one line per control: its page, criteria and rules
          a11ylint rules checkbox        the checkbox pack's rules: id, severity or review, platforms, criteria
          a11ylint rules --all           every pack's rules
          a11ylint rules --coverage      control × criterion × how decided × rule ids (Markdown; docs/controls.md)
          a11ylint rules slider --coverage   the same table for one control
        Switch a pack off in .a11ylint.yml with `packs: {chip: off}`; explain an id with `a11ylint explain ID`.
        """
    )
    @Argument(help: "A control (pack) to list the rules of.")
    var control: String?
    @Flag(help: "List every pack's rules.")
    var all = false
    @Flag(help: "Print which rules check or review each criterion of each pack, as Markdown tables.")
    var coverage = false
    @OptionGroup var rules: RuleOptions

    func run() throws {
        let packs = try rules.packs()
        var chosen: RulePack?
        if let control {
            guard let pack = packs.first(where: { $0.control == control }) else {
                let hint = ControlSuggestion(controls: packs.map(\.control)).hint(for: control)
                throw ValidationError("no pack for control '\(control)'\(hint); 'a11ylint rules' lists them")
            }
            chosen = pack
        }
        if coverage {
            // The criteria index is every pack's: a control may cite criteria another declares.
            let table = PackCoverage(packs: chosen.map { [$0] } ?? packs, criteria: CriteriaIndex(packs: packs))
            // Over every pack: how many pages of the criteria set have one (42 of 42).
            if chosen == nil { print(table.pagesSummary(), terminator: "") }
            print(table.markdown(), terminator: "")
            return
        }
        if let chosen {
            list(chosen)
            return
        }
        if all {
            packs.forEach(list)
            return
        }
        let width = max(12, packs.map(\.control.count).max() ?? 0)
        print("\("control".padding(toLength: width, withPad: " ", startingAt: 0))  criteria  checked  reviewed  page")
        for pack in packs {
            let checked = pack.rules.filter { !$0.onlyReviews }.count
            let criteria = Set(pack.rules.flatMap(\.criteria)).count
            print("\(pack.control.padding(toLength: width, withPad: " ", startingAt: 0))  \(pad(criteria, 8))  \(pad(checked, 7))  \(pad(pack.rules.count - checked, 8))  \(pack.seed)")
        }
        // The count `lint` gives when it finds no control: every pack, one per line above.
        print("\n\(packs.count) rule packs, one per control above. 'a11ylint rules <control>' lists a pack's rules; 'a11ylint rules --coverage' the criteria each covers.")
    }

    private func pad(_ n: Int, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - String(n).count)) + String(n)
    }

    private func list(_ pack: RulePack) {
        print("\(pack.control) — \(pack.title) (seed \(pack.seed); \(pack.source))")
        if !pack.criteria.isEmpty { print("  declares criteria: \(pack.criteria.map(\.id).joined(separator: ", ")) (a11ylint explain ID)") }
        for rule in pack.rules {
            let platforms = rule.platforms.count == 2 ? "both" : rule.platforms.map(\.rawValue).sorted().joined(separator: ",")
            let kind = rule.onlyReviews ? "review" : rule.severity.rawValue
            print("  \(rule.id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(kind.padding(toLength: 8, withPad: " ", startingAt: 0)) \(platforms.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.criteria.joined(separator: ", "))")
        }
    }
}

