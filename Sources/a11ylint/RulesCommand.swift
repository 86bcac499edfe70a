import A11yLint
import ArgumentParser

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List rule packs and their rules.")
    @OptionGroup var rules: RuleOptions

    func run() throws {
        for pack in try rules.packs() {
            print("\(pack.control) — \(pack.title) (seed \(pack.seed); \(pack.source))")
            if !pack.criteria.isEmpty { print("  declares criteria: \(pack.criteria.map(\.id).joined(separator: ", ")) (a11ylint explain ID)") }
            for rule in pack.rules {
                let platforms = rule.platforms.count == 2 ? "both" : rule.platforms.map(\.rawValue).sorted().joined(separator: ",")
                let kind = rule.checkID == "manualReview" ? "review" : rule.severity.rawValue
                print("  \(rule.id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(kind.padding(toLength: 8, withPad: " ", startingAt: 0)) \(platforms.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.criteria.joined(separator: ", "))")
            }
        }
    }
}
