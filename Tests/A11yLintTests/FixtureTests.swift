import Foundation
import Testing
import Yams
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

/// Fixtures/expectations.yml: for each fixture, the criteria that must fail on which node;
/// a passing fixture (`expect: []`) must produce no failure at all.
@Suite struct FixtureTests {
    struct Expectation: Sendable, CustomStringConvertible {
        var file: String
        var expect: [(criterion: String, node: String)]
        var description: String { file }
    }

    /// Fixtures/expectations.yml and any `expectations.yml` in a format's folder; paths are relative to Fixtures/.
    static let expectations: [Expectation] = Repo.files(under: Repo.fixtures, extensions: ["yml"])
        .filter { $0.lastPathComponent == "expectations.yml" }
        .flatMap { url -> [Expectation] in
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                  let list = try? Yams.load(yaml: text) as? [[String: Any]] else { return [] }
            return list.map { entry in
                let expect = (entry["expect"] as? [[String: Any]] ?? []).map { ($0["criterion"] as? String ?? "", $0["node"] as? String ?? "") }
                return Expectation(file: entry["file"] as? String ?? "", expect: expect)
            }
        }

    @Test func everyFixtureIsListed() {
        // pairs/ holds two-dump fixtures for `compare`, listed in pairs/pairs.yml (PairTests).
        let files = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]).map { String($0.path.dropFirst(Repo.fixtures.path.count + 1)) }
            .filter { !$0.hasPrefix("pairs/") }
        #expect(!files.isEmpty)
        #expect(Set(files) == Set(Self.expectations.map(\.file)))
    }

    @Test(arguments: expectations)
    func fixture(_ expectation: Expectation) throws {
        let findings = try lint(Repo.fixtures.appendingPathComponent(expectation.file)).filter { $0.status == .fail }
        if expectation.expect.isEmpty {
            #expect(findings.isEmpty, "\(expectation.file): unexpected \(findings.map { "\($0.rule)@\($0.node.id ?? "?")" })")
        }
        for (criterion, node) in expectation.expect {
            // `node: ""` is a node without an id (real dumps: WebDriverAgent elements with no identifier).
            let hit = findings.contains { $0.criteria.contains(criterion) && ($0.node.id ?? "") == node }
            #expect(hit, "\(expectation.file): expected \(criterion) on \(node); got \(findings.map { "\($0.criteria)@\($0.node.id ?? "?")" })")
        }
    }
}
