import A11yLintModel

/// Checks a pack's `covers:` lists: each names another rule of the same pack, and no rule covers
/// itself through others (a cycle would leave no finding to show).
enum RuleCoverage {
    struct Problem { let rule: String; let message: String }

    static func problem(in rules: [Rule]) -> Problem? {
        let ids = rules.map(\.id)
        let byID = Dictionary(rules.map { ($0.id, $0.covers) }, uniquingKeysWith: { a, _ in a })
        for rule in rules {
            for covered in rule.covers {
                if covered == rule.id { return Problem(rule: rule.id, message: "rule '\(rule.id)' covers itself") }
                guard byID[covered] != nil else {
                    let hint = DidYouMean.closest(to: covered, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
                    return Problem(rule: rule.id, message: "rule '\(rule.id)' covers '\(covered)', which is no rule of this pack\(hint)")
                }
            }
        }
        // A cycle: walk each rule's covers with an explicit stack (packs are small; no recursion).
        for rule in rules where !rule.covers.isEmpty {
            var stack = rule.covers, seen = Set<String>()
            while let next = stack.popLast() {
                if next == rule.id { return Problem(rule: rule.id, message: "rule '\(rule.id)' covers itself through \(rule.covers.joined(separator: ", "))") }
                if seen.insert(next).inserted { stack += byID[next] ?? [] }
            }
        }
        return nil
    }
}
