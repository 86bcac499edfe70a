import A11yLintModel
import A11yLintRules

/// One finding per mistake: when rules fail on the same node and one covers the others (its
/// pack's `covers:`), the covered findings fold into the covering one, which keeps its message
/// (the most specific), takes the highest severity among them, every criterion, each distinct
/// remedy once, and lists the covered rule ids (`Finding.covers`). Nothing is lost: the node's
/// failing criteria are the same before and after. Reviews are left as they are.
struct CoveredFindings: Sendable {
    /// Rule id → the rule ids it covers; only rules that cover something.
    let covers: [String: Set<String>]

    init(packs: [RulePack]) {
        var covers: [String: Set<String>] = [:]
        for pack in packs { for rule in pack.rules where !rule.covers.isEmpty { covers[rule.id] = Set(rule.covers) } }
        self.covers = covers
    }

    /// `findings` with covered failures folded in; order kept (a folded finding's place is its coverer's).
    /// A control's findings are written together, so a node's failures are one run of neighbours:
    /// each run is folded on its own, in one pass, with no table over the whole report.
    func folding(_ findings: [Finding]) -> [Finding] {
        guard !covers.isEmpty, findings.count > 1 else { return findings }
        var result: [Finding] = [], dropped: [Bool] = []
        var start = 0
        while start < findings.count {
            var end = start + 1
            while end < findings.count, findings[end].node.index == findings[start].node.index { end += 1 }
            let group = (start ..< end).filter { findings[$0].status == .fail }
            if group.count > 1, group.contains(where: { covers[findings[$0].rule] != nil }) {
                if result.isEmpty { result = findings; dropped = [Bool](repeating: false, count: findings.count) }
                for i in group {
                    guard let root = root(of: i, in: group, findings) else { continue }
                    Self.fold(findings[i], into: &result[root])
                    dropped[i] = true
                }
            }
            start = end
        }
        guard !result.isEmpty else { return findings }
        return result.indices.filter { !dropped[$0] }.map { result[$0] }
    }

    /// The finding `i` folds into: the first of the group covering it, and so on up while that
    /// one is covered too; nil when nothing covers it. The walk is bounded by the group's size
    /// (cycles are refused when packs load; the bound keeps a hand-made pack from looping).
    private func root(of i: Int, in group: [Int], _ findings: [Finding]) -> Int? {
        func coverer(_ k: Int) -> Int? {
            group.first { $0 != k && covers[findings[$0].rule]?.contains(findings[k].rule) == true }
        }
        guard var current = coverer(i) else { return nil }
        for _ in group { guard let up = coverer(current), up != i else { break }; current = up }
        return current
    }

    private static func fold(_ covered: Finding, into root: inout Finding) {
        for c in covered.criteria where !root.criteria.contains(c) { root.criteria.append(c) }
        if covered.severity > root.severity { root.severity = covered.severity }
        for r in [covered.rule] + covered.covers where r != root.rule && !root.covers.contains(r) { root.covers.append(r) }
        for (framework, text) in covered.remedy {
            if let mine = root.remedy[framework] {
                if !mine.split(separator: "\n").contains(Substring(text)) { root.remedy[framework] = mine + "\n" + text }
            } else {
                root.remedy[framework] = text
            }
        }
    }
}
