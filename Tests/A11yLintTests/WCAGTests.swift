import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintRules
@testable import A11yLintEngine
@testable import A11yLintReporters

/// Issue 20 point 5: every criterion names its WCAG 2.2 success criteria (`wcag:` in rules/*.yml),
/// shown by `explain`, in JSON findings (`wcag`) and as axe-core-style SARIF tags.
@Suite struct WCAGTests {
    static let folder = Repo.root.appendingPathComponent("rules")

    /// Each criterion block of a `criteria:` section: its id and its lines.
    static func criterionBlocks(_ yaml: String) -> [(id: String, lines: [String])] {
        var blocks: [(id: String, lines: [String])] = []
        var inCriteria = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, !first.isWhitespace, first != "#" { inCriteria = line.hasPrefix("criteria:"); continue }
            guard inCriteria else { continue }
            if line.hasPrefix("  - id: ") {
                blocks.append((String(line.dropFirst("  - id: ".count)).trimmingCharacters(in: .whitespaces), [line]))
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        return blocks
    }

    @Test func everyCriterionOfEveryPackHasAWCAGKeyAndAnEmptyOneSaysWhy() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        var count = 0
        for file in files {
            let yaml = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            for block in Self.criterionBlocks(yaml) {
                count += 1
                let keys = block.lines.filter { $0.hasPrefix("    wcag:") }
                #expect(keys.count == 1, "\(file): criterion \(block.id) needs one 'wcag:' key")
                if keys.first?.replacingOccurrences(of: " ", with: "") == "wcag:[]" {
                    let why = block.lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && $0.contains("No WCAG 2.2 success criterion") }
                    #expect(!why.isEmpty, "\(file): criterion \(block.id) has an empty 'wcag:' list with no comment saying why")
                }
            }
        }
        #expect(count == EmbeddedRulePacks.criteria.count + Linter.builtInPacks.flatMap(\.criteria).count)
    }

    /// A list's WCAG numbers, read from each criterion's own sorted list, are what merging and
    /// sorting the criteria's numbers gives: for every criterion alone, for every pair of them,
    /// and for unknown ids; numbers WCAG does not have keep the order they came in.
    @Test func aListsNumbersAreItsCriteriasMergedAndSorted() throws {
        let index = JSONReporter.builtInCriteria
        func merged(_ ids: [String]) -> [String] {
            var numbers: [String] = []
            for id in ids { for n in index.criterion(id)?.wcag ?? [] where !numbers.contains(n) { numbers.append(n) } }
            func key(_ s: String) -> [Int] { s.split(separator: ".").map { Int($0) ?? Int.max } }
            return numbers.sorted { a, b in
                for (x, y) in zip(key(a), key(b)) where x != y { return x < y }
                return key(a).count < key(b).count
            }
        }
        let ids = index.all.map(\.id)
        #expect(ids.count > 50)
        for id in ids { #expect(index.wcag(for: [id]) == merged([id]), "\(id)") }
        for (a, b) in zip(ids, ids.dropFirst(7)) {
            #expect(index.wcag(for: [a, b]) == merged([a, b]), "\(a) + \(b)")
            #expect(index.wcag(for: [a, "no.such-criterion", b].lazy.map { $0 }) == merged([a, b]), "the sequence form")
        }
        #expect(index.wcag(for: ["no.such-criterion"]).isEmpty && index.wcag(for: []).isEmpty)
        #expect(WCAG.sorted(["1.4.11", "zz", "1.4.3", "aa", "1.4.3"]) == ["1.4.3", "1.4.11", "zz", "aa"])
    }

    @Test func everyEntryIsAKnownSuccessCriterion() {
        let index = JSONReporter.builtInCriteria
        #expect(index.all.count > 100)
        for criterion in index.all {
            for number in criterion.wcag { #expect(WCAG.criterion(number) != nil, "\(criterion.id): \(number)") }
        }
        #expect(index.criterion("name.present")?.wcag == ["4.1.2"])
        #expect(index.criterion("name.matches-label")?.wcag == ["2.5.3"])
        #expect(index.criterion("target.size")?.wcag == ["2.5.8", "2.5.5"])
        #expect(index.criterion("role.native")?.wcag == [])
        // The criteria the dump decides nearly all map to one: the empty ones are few, platform conventions.
        #expect(index.all.filter(\.wcag.isEmpty).count < 12)
    }

    @Test func theTableIsWCAG22() {
        #expect(WCAG.criteria.count == 86)
        #expect(WCAG.criterion("4.1.1") == nil, "4.1.1 Parsing is obsolete and removed in WCAG 2.2")
        #expect(WCAG.criterion("4.1.2")?.title == "4.1.2 Name, Role, Value (A)")
        #expect(WCAG.criterion("2.5.8")?.title == "2.5.8 Target Size (Minimum) (AA)")
        #expect(WCAG.criterion("2.3.3")?.level == .aaa)
        #expect(Set(WCAG.criteria.map(\.number)).count == WCAG.criteria.count)
        #expect(WCAG.sorted(["1.4.11", "4.1.2", "1.4.3", "4.1.2"]) == ["1.4.3", "1.4.11", "4.1.2"])
    }

    /// axe-core's tags: the version and level ("wcag2a", "wcag21aa", "wcag22aa"), then the number ("wcag412").
    @Test func tagsAreAxeCores() {
        #expect(WCAG.tags(["4.1.2"]) == ["wcag2a", "wcag412"])
        #expect(WCAG.tags(["2.5.8", "4.1.2"]) == ["wcag2a", "wcag22aa", "wcag258", "wcag412"])
        #expect(WCAG.tags(["2.5.3", "1.4.11", "1.4.3"]) == ["wcag2aa", "wcag21a", "wcag21aa", "wcag143", "wcag1411", "wcag253"])
        // axe-core tags every AAA criterion "wcag2aaa", whatever version introduced it (no "wcag21aaa").
        #expect(WCAG.tags(["2.3.3"]) == ["wcag2aaa", "wcag233"])
        #expect(WCAG.tags(["2.5.8", "2.5.5"]) == ["wcag2aaa", "wcag22aa", "wcag255", "wcag258"])
        #expect(WCAG.tags([]) == [])
    }

    @Test func theReaderRejectsWhatIsNotASuccessCriterion() throws {
        func pack(_ wcag: String) -> String {
            """
            control: tickbox
            title: Tickbox
            seed: "tickbox"
            criteria:
              - id: tickbox.state
                how: dump
                wcag: \(wcag)
                summary: "Ticked or not is exposed."
            rules: []
            """
        }
        let ok = try RulePackLoader.load(yaml: pack(#"["4.1.2", "1.3.1"]"#), source: "tickbox.yml", checks: CheckCatalogue.resolver)
        #expect(ok.criteria[0].wcag == ["4.1.2", "1.3.1"])
        for bad in [#"["4.1.1"]"#, #"["4.1"]"#, #"["WCAG 4.1.2"]"#, #"["4.1.2", "4.1.2"]"#, "4.1.2"] {
            #expect(throws: (any Error).self, "\(bad)") {
                try RulePackLoader.load(yaml: pack(bad), source: "tickbox.yml", checks: CheckCatalogue.resolver)
            }
        }
    }

    @Test func jsonAndSARIFCarryThem() throws {
        let node = NodeReference(index: 0, id: "b", className: "android.widget.Button", location: .init(line: 1, column: 1), path: "/0",
                                 bounds: nil, label: nil)
        let finding = Finding(rule: "button-name-present", criteria: ["name.present", "mobile.swipe", "target.size"], severity: .error,
                              status: .fail, message: "No name.", control: "button", node: node, announcement: "", remedy: [:], test: nil)
        let report = FileReport(path: "x.xml", format: nil, platform: .android, nodeCount: 1, error: nil, findings: [finding])
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render([report]).utf8)) as! [String: Any]
        let found = ((json["files"] as! [[String: Any]])[0]["findings"] as! [[String: Any]])[0]
        #expect(found["wcag"] as? [String] == ["2.5.5", "2.5.8", "4.1.2"])
        let sarif = SARIFReporter.render([report], packs: Linter.builtInPacks)
        #expect(sarif.contains("\"wcag22aa\""))
        #expect(sarif.contains("\"wcag412\""))
    }
}
