import Foundation
import Testing

/// The tests that read ../shared (corpus, criteria.md, schemas) are parameterised over its files:
/// without it they would run on zero cases and pass. This suite fails instead, and says why.
@Suite struct SharedFolderTests {
    @Test func sharedFolderIsBesideTheRepository() throws {
        #expect(FileManager.default.fileExists(atPath: Repo.shared.path), "\(Repo.sharedMissing)")
    }

    @Test func everyCorpusDumpListedInSourcesIsRead() throws {
        let sources = Repo.corpus.appendingPathComponent("SOURCES.tsv")
        guard let text = try? String(contentsOf: sources, encoding: .utf8) else {
            Issue.record("cannot read \(sources.path). \(Repo.sharedMissing)")
            return
        }
        let listed = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { String($0.split(separator: "\t")[0]) }
        let found = Repo.corpusFiles.map { String($0.path.dropFirst(Repo.corpus.path.count + 1)) }
        #expect(listed.count >= 38)
        #expect(Set(listed) == Set(found), "SOURCES.tsv and the corpus files differ")
    }
}
