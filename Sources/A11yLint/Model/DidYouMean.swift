/// "Did you mean" for an unknown name (a property key, a rule or criterion id, a config key):
/// the candidate within an edit or two. In Model, with nothing of its own to use, so that every
/// room may suggest.
public enum DidYouMean {
    package struct Candidates: Sendable {
        /// (name, lowercased scalars), sorted by name, grouped by scalar count.
        let byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]]
        package init(_ names: [String]) {
            var byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]] = [:]
            for name in names.sorted() {
                let scalars = Array(name.lowercased().unicodeScalars)
                byLength[scalars.count, default: []].append((name, scalars))
            }
            self.byLength = byLength
        }
    }

    /// The known id closest to a misspelt one: the candidate within an edit or two, if any.
    public static func closest(to id: String, among candidates: [String]) -> String? {
        var work = 0
        return suggestion(for: id, among: Candidates(candidates), work: &work)
    }

    /// The candidate within one or two edits of `key` (one for short keys), if any. Only names
    /// whose length is within the limit are compared, so a key costs a few short comparisons
    /// whatever its length. `work` counts the edit-distance cells computed.
    package static func suggestion(for key: String, among candidates: Candidates, work: inout Int) -> String? {
        let length = key.unicodeScalars.count
        guard length > 4, length <= 64 else { return nil }
        let limit = length <= 5 ? 1 : 2
        let lowered = Array(key.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for l in (length - limit) ... (length + limit) {
            for (name, scalars) in candidates.byLength[l] ?? [] {
                work += lowered.count * scalars.count
                let d = editDistance(lowered, scalars, limit: 2)
                if d <= limit, best == nil || d < best!.distance || d == best!.distance && name < best!.name { best = (name, d) }
            }
        }
        return best?.name
    }

    package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`: only the band of
    /// cells within `limit` of the diagonal is computed, with two reused rows, and a row whose
    /// every cell is over the limit ends it. A key costs a few hundred cell updates at most.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 || m == 0 { return max(n, m) }
        let over = limit + 1
        var previous = [Int](repeating: over, count: m + 1)
        var current = [Int](repeating: over, count: m + 1)
        for j in 0 ... min(m, limit) { previous[j] = j }
        for i in 1 ... n {
            let low = max(1, i - limit), high = min(m, i + limit)
            current[low - 1] = low == 1 ? (i <= limit ? i : over) : over
            var rowMin = current[low - 1]
            if low <= high {
                for j in low ... high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, over)
                    current[j] = value
                    rowMin = min(rowMin, value)
                }
            }
            if high < m { current[high + 1] = over }
            if rowMin > limit { return over }
            swap(&previous, &current)
        }
        return min(previous[m], over)
    }
}
