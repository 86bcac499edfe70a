import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// Which rules account for each criterion of each pack: the table `a11ylint rules --coverage`
/// prints and `docs/controls.md` holds (kept equal to the packs by a test). A criterion belongs to a
/// pack when the pack declares it, cites it, or is named in its `controls:` list; a row with no rule
/// is a criterion silently skipped, which the tests forbid.
public struct PackCoverage: Sendable {
    public struct Row: Sendable, Equatable {
        public var control: String
        public var criterion: String
        public var how: Criterion.How
        public var summary: String
        /// Rules that decide the criterion from a dump (pass / fail).
        public var checkedBy: [String]
        /// Rules that list it for a person to review.
        public var reviewedBy: [String]
        /// The WCAG 2.2 success criteria the criterion maps to ("4.1.2").
        public var wcag: [String] = []
        public var isAccountedFor: Bool { !(checkedBy.isEmpty && reviewedBy.isEmpty) }
    }

    public let rows: [Row]
    /// Each control's pack title, for the tables' headings.
    let titles: [String: String]
    /// Each page of the criteria set (`criteriaPages`) with the controls of the packs that name it.
    public let pages: [(page: String, controls: [String])]


    /// Whether `pack` names `page` ("controls/search"): its control is the page's name, or its seed
    /// cites the page ("magentaA11y native: controls/search").
    public static func pack(_ pack: RulePack, names page: String) -> Bool {
        let name = page.split(separator: "/").last.map(String.init) ?? page
        if pack.control == name { return true }
        return pack.seed.split(whereSeparator: { $0 == " " || $0 == "," }).contains { $0 == page }
    }

    public init(packs: [RulePack], criteria: CriteriaIndex) {
        titles = Dictionary(packs.map { ($0.control, $0.title) }, uniquingKeysWith: { first, _ in first })
        var rows: [Row] = []
        for pack in packs {
            var ids: [String] = []
            var seen = Set<String>()
            func add(_ id: String) { if seen.insert(id).inserted { ids.append(id) } }
            pack.criteria.forEach { add($0.id) }
            pack.rules.flatMap(\.criteria).forEach(add)
            criteria.all.filter { $0.controls.contains(pack.control) }.forEach { add($0.id) }
            // Pair rules (`activation:`) check their criteria on two dumps (`a11ylint compare`).
            let pairRules = (pack.activation?.rules ?? []) + [pack.dismissal].compactMap { $0 }
            for id in ids {
                let citing = pack.rules.filter { $0.criteria.contains(id) }
                let criterion = criteria.criterion(id)
                rows.append(Row(control: pack.control, criterion: id, how: criterion?.how ?? .dump, summary: criterion?.summary ?? "",
                                checkedBy: citing.filter { !$0.onlyReviews }.map(\.id) + pairRules.filter { $0.criteria.contains(id) }.map { "\($0.id) (compare)" },
                                reviewedBy: citing.filter(\.onlyReviews).map(\.id), wcag: criterion?.wcag ?? []))
            }
        }
        self.rows = rows
        pages = Self.criteriaPages.map { page in (page, packs.filter { Self.pack($0, names: page) }.map(\.control)) }
    }

    /// One line: how many pages of the criteria set a pack names, and those none does.
    public func pagesSummary() -> String {
        let named = pages.filter { !$0.controls.isEmpty }
        var out = "Pages of the criteria set with a pack: \(named.count) of \(pages.count)"
        let missing = pages.filter { $0.controls.isEmpty }.map(\.page)
        out += missing.isEmpty ? ".\n" : " (none for \(missing.joined(separator: ", "))).\n"
        return out
    }

    /// One Markdown table per control, in pack order: criterion, how it is decided, the rules.
    public func markdown() -> String {
        var out = ""
        var control: String?
        for row in rows {
            if row.control != control {
                control = row.control
                let title = titles[row.control].map { "\($0) (`\(row.control)`)" } ?? "`\(row.control)`"
                out += "\n## \(title)\n\n| criterion | WCAG 2.2 | decided | checked by | reviewed by |\n|---|---|---|---|---|\n"
            }
            let checked = row.checkedBy.map { "`\($0)`" }.joined(separator: ", ")
            let reviewed = row.reviewedBy.map { "`\($0)`" }.joined(separator: ", ")
            let wcag = row.wcag.map { n in WCAG.criterion(n).map { "\(n) (\($0.level.rawValue))" } ?? n }.joined(separator: ", ")
            out += "| `\(row.criterion)` \(Self.cell(row.summary)) | \(wcag.isEmpty ? "—" : wcag) | \(row.how.rawValue) | \(checked.isEmpty ? "—" : checked) | \(reviewed.isEmpty ? "—" : reviewed) |\n"
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
