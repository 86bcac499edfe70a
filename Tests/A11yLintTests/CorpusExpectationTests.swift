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

/// Tests/CorpusExpectations/*.yml: for each real dump in ../shared/corpus, the failures a careful
/// reading says must fire and the ones that must stay quiet, each with the reason a screen reader
/// gives. Every corpus dump is listed, so a new dump cannot go unread.
///
/// An entry: `file` (relative to the corpus), `why` (what the screen shows), `fire` and `quiet` lists
/// of `{criterion, node?, count?, why}`. `node` is the node's id (resource-id, accessibilityIdentifier)
/// or `@line:column` of its start in the dump. `fire` with `count` wants exactly that many failures of
/// the criterion (on that node, if given); without it, at least one. `quiet` without a node wants no
/// failure of the criterion anywhere in the file.
///
/// A dump may have an entry in several files (android.yml and ios.yml hold the first reading of each
/// dump; a pack's reading of the same dump, e.g. buttons.yml, adds its own), once per file.
@Suite struct CorpusExpectationTests {
    struct Expectation: Sendable {
        var criterion: String
        var node: String?
        var count: Int?
        var why: String
    }

    struct Entry: Sendable, CustomStringConvertible {
        var file: String
        var why: String
        var fire: [Expectation]
        var quiet: [Expectation]
        var source: String
        var description: String { "\(file) (\(source))" }
    }

    static let directory = Repo.root.appendingPathComponent("Tests/CorpusExpectations")

    static let entries: [Entry] = Repo.files(under: directory, extensions: ["yml"]).flatMap { url -> [Entry] in
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let list = ((try? Yams.load(yaml: text)) as? [[String: Any]]) ?? []
        return list.map { item in
            func expectations(_ key: String) -> [Expectation] {
                ((item[key] as? [[String: Any]]) ?? []).map {
                    Expectation(criterion: $0["criterion"] as? String ?? "", node: ($0["node"] as? String) ?? ($0["node"] as? Int).map(String.init),
                                count: $0["count"] as? Int, why: $0["why"] as? String ?? "")
                }
            }
            return Entry(file: item["file"] as? String ?? "", why: item["why"] as? String ?? "",
                         fire: expectations("fire"), quiet: expectations("quiet"), source: url.lastPathComponent)
        }
    }

    static func matches(_ finding: Finding, _ node: String?) -> Bool {
        guard let node else { return true }
        if node.hasPrefix("@") {
            return "@\(finding.node.location.line):\(finding.node.location.column)" == node
        }
        return finding.node.id == node
    }

    @Test func everyCorpusDumpHasReadExpectations() throws {
        let listed = Self.entries.map(\.file)
        #expect(!listed.isEmpty, "no expectations in \(Self.directory.path)")
        for source in Set(Self.entries.map(\.source)) {
            let inSource = Self.entries.filter { $0.source == source }.map(\.file)
            #expect(Set(inSource).count == inSource.count, "\(source): a dump is listed twice")
        }
        for file in Set(listed) where !Repo.corpusFiles.contains(where: { $0.path.hasSuffix("/" + file) }) {
            Issue.record("\(file) is listed in Tests/CorpusExpectations but is not in the corpus")
        }
        let corpus = Repo.corpusFiles.map { String($0.path.dropFirst(Repo.corpus.path.count + 1)) }
        #expect(!corpus.isEmpty, "\(Repo.sharedMissing)")
        for file in corpus where !listed.contains(file) {
            Issue.record("\(file) has no entry in Tests/CorpusExpectations: read it and write what must fire and stay quiet")
        }
        for entry in Self.entries {
            #expect(!entry.why.isEmpty, "\(entry.source): \(entry.file) needs a `why`")
            for e in entry.fire + entry.quiet {
                #expect(!e.why.isEmpty && !e.criterion.isEmpty, "\(entry.source): \(entry.file) \(e.criterion) needs a criterion and a `why`")
            }
        }
    }

    @Test(arguments: entries)
    func corpusDump(_ entry: Entry) throws {
        let findings = try lint(Repo.corpus.appendingPathComponent(entry.file)).filter { $0.status == .fail }
        func got(_ criterion: String) -> String {
            findings.filter { $0.criteria.contains(criterion) }
                .map { "\($0.node.id ?? "-")@\($0.node.location.line):\($0.node.location.column)" }.joined(separator: ", ")
        }
        for e in entry.fire {
            let hits = findings.filter { $0.criteria.contains(e.criterion) && Self.matches($0, e.node) }.count
            if let count = e.count {
                #expect(hits == count, "\(entry.file): \(e.criterion) on \(e.node ?? "any node"): want \(count), got \(hits) [\(got(e.criterion))] — \(e.why)")
            } else {
                #expect(hits > 0, "\(entry.file): \(e.criterion) must fire on \(e.node ?? "some node") [\(got(e.criterion))] — \(e.why)")
            }
        }
        for e in entry.quiet {
            let hits = findings.filter { $0.criteria.contains(e.criterion) && Self.matches($0, e.node) }
            #expect(hits.isEmpty, "\(entry.file): \(e.criterion) must stay quiet on \(e.node ?? "every node") [\(got(e.criterion))] — \(e.why)")
        }
    }
}
