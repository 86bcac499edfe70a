import A11yLint
import Foundation
import Testing
import Synchronization
@testable import A11yLintEngine
@testable import A11yLintLoaders

/// The lint run a harness calls without the CLI: the same reports and exit status `a11ylint lint` gives.
@Suite struct LintRunTests {
    static let packs = try! BuiltInRules.packs()

    /// A folder `dumps` holding a good dump (`ok.xml`), one with a failure (`legacy.xml`) and `extra`.
    func folder(extra: (name: String, text: String)? = nil) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-run-\(UUID().uuidString)")
        let dumps = dir.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        let fixtures = Repo.fixtures.appendingPathComponent("uiautomator/radio-button")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("pass-radiogroup-one-checked.xml"), to: dumps.appendingPathComponent("ok.xml"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("fail-radio-without-name.xml"), to: dumps.appendingPathComponent("legacy.xml"))
        if let extra { try extra.text.write(to: dumps.appendingPathComponent(extra.name), atomically: true, encoding: .utf8) }
        return dir
    }

    func excluding(_ pattern: String, in dir: URL) throws -> Configuration {
        try ConfigurationLoader.load(yaml: "exclude:\n  - \"\(pattern)\"\n", source: ".a11ylint.yml", baseDirectory: dir, packs: Self.packs)
    }

    @Test func aFolderWithAGoodAndABrokenDumpReportsBothAndEndsWithStatus2() throws {
        let dir = try folder(extra: ("broken.xml", "<hierarchy><node class=\"a\">\n</hierarchy>"))
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun(paths: [dir.appendingPathComponent("dumps").path], packs: Self.packs, jobs: 2)
        let reports = run.run()
        #expect(reports.map { ($0.path as NSString).lastPathComponent } == ["broken.xml", "legacy.xml", "ok.xml"])
        #expect(reports[0].error != nil && reports[2].error == nil && reports[2].errors == 0)
        #expect(reports[1].errors > 0)
        #expect(run.exitStatus(of: reports) == 2)
    }

    @Test func aFailureMakesStatus1UnlessFailOnIsNeverOrABaselineIsRecorded() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var run = LintRun(paths: [dir.appendingPathComponent("dumps").path], packs: Self.packs, jobs: 1)
        #expect(run.exitStatus(of: run.run()) == 1)
        run.failOn = .never
        #expect(run.exitStatus(of: run.run()) == 0)
        run.failOn = nil
        run.recordingBaseline = true
        #expect(run.exitStatus(of: run.run()) == 0)
    }

    @Test func excludeSkipsFolderFilesButNotNamedOnesUnlessForced() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let settings = try excluding("legacy.xml", in: dir)
        let dumps = dir.appendingPathComponent("dumps")
        let walked = LintRun(paths: [dumps.path], packs: Self.packs, configuration: settings, jobs: 1)
        let walkedReports = walked.run()
        #expect(walkedReports.map { ($0.path as NSString).lastPathComponent } == ["ok.xml"])
        #expect(walked.exitStatus(of: walkedReports) == 0)

        let legacy = dumps.appendingPathComponent("legacy.xml").path, ok = dumps.appendingPathComponent("ok.xml").path
        let named = LintRun(paths: [legacy], packs: Self.packs, configuration: settings, jobs: 1)
        let namedReports = named.run()
        #expect(namedReports.count == 1 && namedReports[0].errors > 0)
        #expect(named.exitStatus(of: namedReports) == 1)

        let forced = LintRun(paths: [legacy, ok], packs: Self.packs, configuration: settings, forceExclude: true, jobs: 1)
        let forcedReports = forced.run()
        #expect(forcedReports.map(\.path) == [ok])
        #expect(forced.exitStatus(of: forcedReports) == 0)
    }

    @Test func aBaselineOfTheRunLeavesNothingToReport() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var run = LintRun(paths: [dir.appendingPathComponent("dumps").path], packs: Self.packs, jobs: 1)
        let (baseline, _, _) = Baseline.recording(run.run(), previous: nil)
        run.baseline = baseline
        let reports = run.run()
        #expect(reports.allSatisfy { $0.errors == 0 })
        #expect(run.exitStatus(of: reports) == 0)
    }

    @Test func theAnnounceRunSpeaksEachDumpAndEndsWithStatus2OnABrokenOne() throws {
        let dir = try folder(extra: ("broken.xml", "<hierarchy><node class=\"a\">\n</hierarchy>"))
        defer { try? FileManager.default.removeItem(at: dir) }
        let reports = AnnounceRun(paths: [dir.appendingPathComponent("dumps").path], packs: Self.packs).run()
        #expect(reports.map { ($0.path as NSString).lastPathComponent } == ["broken.xml", "legacy.xml", "ok.xml"])
        #expect(reports[0].error != nil && reports[0].stops.isEmpty)
        #expect(reports[2].error == nil && !reports[2].stops.isEmpty && reports[2].platform == .android)
        #expect(reports[2].stops.contains { $0.controls.contains("radio-button") })
        #expect(AnnounceRun.exitStatus(of: reports) == 2)
        #expect(AnnounceRun.exitStatus(of: Array(reports.dropFirst())) == 0)
    }

    /// A run that ends the process leaves its one screen to the exit (`LeftToExit`) instead of
    /// freeing it: the reports are those of a run that frees it, on one file and on a folder.
    /// A reference whose path is written when read: the path is its node's, before and after its
    /// index is changed, and it equals a reference made with the path written.
    @Test func aPathWrittenWhenReadIsTheNodesPath() throws {
        let tree = try DumpReader.load(contentsOf: URL(fileURLWithPath: "Fixtures/uiautomator/toggle-switch/fail-name-says-switch.xml"))
        let eager = NodePaths(tree: tree), lazy = NodePaths(tree: tree, writingPathsWhenRead: true)
        for i in [0, tree.count / 2, tree.count - 1] {
            let (made, written) = (lazy.reference(i, label: nil), eager.reference(i, label: nil))
            #expect(made == written && made.path == written.path && made.path.hasPrefix("/hierarchy") == written.path.hasPrefix("/hierarchy"))
            var moved = made
            moved.index = 0
            #expect(moved.path == written.path && moved.index == 0)
        }
    }

    /// Paths written when read are counted on first use, under the table's lock: references
    /// read on many threads at once (a report is `Sendable`) each get their node's path.
    @Test func pathsWrittenWhenReadOnManyThreadsAreTheNodesPaths() throws {
        let tree = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("android-uiautomator/system-anr-dialog-close-wait-buttons.xml"))
        let eager = NodePaths(tree: tree), lazy = NodePaths(tree: tree, writingPathsWhenRead: true)
        let expected = (0 ..< tree.count).map { eager.reference($0, label: nil).path }
        let references = (0 ..< tree.count).reversed().map { lazy.reference($0, label: nil) }
        let read = Mutex([String?](repeating: nil, count: tree.count))
        DispatchQueue.concurrentPerform(iterations: references.count) { k in
            let path = references[k].path
            read.withLock { $0[references[k].index] = path }
        }
        #expect(read.withLock { $0 } == expected.map { Optional($0) })
        #expect(Set(expected).count == tree.count && tree.count > 10)
    }

    @Test func aRunThatEndsTheProcessReportsTheSame() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dumps = dir.appendingPathComponent("dumps")
        for paths in [[dumps.appendingPathComponent("legacy.xml").path], [dumps.path]] {
            var freeing = LintRun(paths: paths, packs: Self.packs, jobs: 1)
            var ending = freeing
            ending.endsProcess = true
            freeing.includePasses = true; ending.includePasses = true
            let (a, b) = (freeing.run(), ending.run())
            #expect(!a.isEmpty && a.map(\.path) == b.map(\.path))
            #expect(a.map(\.findings) == b.map(\.findings) && a.contains { !$0.findings.isEmpty })
            #expect(a.map(\.outcomes) == b.map(\.outcomes) && a.map(\.controls) == b.map(\.controls))
            // A run ending the process writes each path when it is read (`NodePathTable`): the same paths.
            let (pathsFreeing, pathsEnding) = (a.flatMap { $0.findings.map(\.node.path) }, b.flatMap { $0.findings.map(\.node.path) })
            #expect(pathsFreeing == pathsEnding && !pathsEnding.isEmpty && pathsEnding.allSatisfy { $0.hasPrefix("/") && $0.count > 1 })
            var announceEnding = AnnounceRun(paths: paths, packs: Self.packs)
            announceEnding.endsProcess = true
            let (x, y) = (AnnounceRun(paths: paths, packs: Self.packs).run(), announceEnding.run())
            #expect(x.map { $0.stops.map(\.announcement.text) } == y.map { $0.stops.map(\.announcement.text) })
            #expect(x.contains { !$0.stops.isEmpty })
        }
    }
}
