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
    /// A control's findings are written together, so a node's failures are one run of neighbours
    /// (reviews between them aside): each run is folded on its own, in one pass, with no table over
    /// the whole report. Folded in place and compacted: a copy of every finding (and a second one,
    /// filtered) was the peak of a long form's memory.
    func folding(_ input: consuming [Finding]) -> [Finding] {
        var findings = input
        guard !covers.isEmpty, findings.count > 1 else { return findings }
        var dropped: [Bool] = []
        var remedies = Remedies()
        var start = 0
        while start < findings.count {
            // A run is a node's failures one after another; review findings between them do not
            // end it (a checklist gathered as the rules run leaves none between them, and a
            // report with its review findings must fold the same).
            guard findings[start].status == .fail else { start += 1; continue }
            var group = [start], end = start + 1
            while end < findings.count {
                if findings[end].status == .fail {
                    guard findings[end].node.index == findings[start].node.index else { break }
                    group.append(end)
                }
                end += 1
            }
            if group.count > 1, group.contains(where: { covers[findings[$0].rule] != nil }) {
                if dropped.isEmpty { dropped = [Bool](repeating: false, count: findings.count) }
                // Each covered finding folds in as the rules found it, not as folding left it.
                let original = group.map { findings[$0] }
                for (k, i) in group.enumerated() {
                    guard let root = root(of: i, in: group, findings) else { continue }
                    Self.fold(original[k], into: &findings[root], remedies: &remedies)
                    dropped[i] = true
                }
            }
            start = end
        }
        guard !dropped.isEmpty else { return findings }
        // The kept ones moved forward in place (a buffer's swap moves bits: no finding is copied).
        let kept = findings.withUnsafeMutableBufferPointer { buffer in
            var kept = 0
            for i in buffer.indices where !dropped[i] {
                buffer.swapAt(kept, i)
                kept += 1
            }
            return kept
        }
        findings.removeLast(findings.count - kept)
        return findings
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

    private static func fold(_ covered: Finding, into root: inout Finding, remedies: inout Remedies) {
        let key = Remedies.Key(root: root.rule, folded: root.covers, covered: [covered.rule] + covered.covers)
        let before = root.remedy
        for c in covered.criteria where !root.criteria.contains(c) { root.criteria.append(c) }
        if covered.severity > root.severity { root.severity = covered.severity }
        for r in [covered.rule] + covered.covers where r != root.rule && !root.covers.contains(r) { root.covers.append(r) }
        // Taken when the same remedies met: their texts are the same strings (the rules'), which
        // compare by identity before any byte.
        if let known = remedies.made[key], known.before == before, known.covered == covered.remedy {
            root.remedy = known.made
            return
        }
        for (framework, text) in covered.remedy {
            if let mine = root.remedy[framework] {
                if !hasLine(mine, text) { root.remedy[framework] = mine + "\n" + text }
            } else {
                root.remedy[framework] = text
            }
        }
        if remedies.made.count < Remedies.limit { remedies.made[key] = (before, covered.remedy, root.remedy) }
    }

    /// The remedies each fold made, for one report, by the rules it joined and the remedies it
    /// joined: every field of a long form folds the same rules, and each fold made its own copies
    /// of four framework texts (half a gigabyte for 200,000 fields); now they share one. A few rule
    /// combinations per pack set.
    struct Remedies {
        struct Key: Hashable {
            let root: String
            let folded: [String]
            let covered: [String]
        }
        static let limit = 256
        var made: [Key: (before: [String: String], covered: [String: String], made: [String: String])] = [:]
    }

    /// `lines.split(separator: "\n").contains(Substring(line))`, without walking Characters: a form
    /// of many label/field pairs folds three remedies a field, and the Character walk cost half a
    /// million instructions a field. One pass over the bytes decides when `line` is ASCII and neither
    /// holds a carriage return (a line feed then always ends a Character): a piece of the same bytes
    /// is found; none is found unless `lines` holds other than ASCII, where a piece of other bytes may
    /// still be the same Characters (a Kelvin sign is a "K"). Then, and with a CR, the Character walk.
    static func hasLine(_ lines: String, _ line: String) -> Bool {
        var lines = lines, line = line
        let fast: Bool? = lines.withUTF8 { a in
            line.withUTF8 { b in
                // split omits empty pieces: an empty line is never one of them.
                guard !b.isEmpty else { return false }
                for byte in b where byte >= 0x80 || byte == 13 { return nil }
                var start = 0, ascii = true, found = false
                for k in 0 ... a.count {
                    let byte: UInt8 = k < a.count ? a[k] : 10
                    if byte == 13 { return nil }
                    if byte >= 0x80 { ascii = false }
                    guard byte == 10 else { continue }
                    if !found, k - start == b.count, UnsafeBufferPointer(rebasing: a[start ..< k]).elementsEqual(b) { found = true }
                    start = k + 1
                }
                return found ? true : ascii ? false : nil
            }
        }
        return fast ?? lines.split(separator: "\n").contains(Substring(line))
    }
}
