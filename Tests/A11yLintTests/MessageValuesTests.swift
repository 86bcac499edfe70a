import Foundation
import Synchronization
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintRules
@testable import A11yLintEngine
@testable import A11yLintRuns

/// A check's message values, set or worked out only when read (`MessageValues(deferred:)`,
/// issue 24 point 7: the typical screen's small targets wrote their words for nothing).
@Suite struct MessageValuesTests {
    @Test func deferredValuesAreWorkedOutWhenReadAndReadAsTheSameValuesSet() {
        let made = Mutex(0)
        let deferred = MessageValues(deferred: {
            made.withLock { $0 += 1 }
            return ["size": "40×40 dp", "required": "48×48 dp"]
        })
        #expect(made.withLock { $0 } == 0)
        let set: MessageValues = ["size": "40×40 dp", "required": "48×48 dp"]
        #expect(deferred == set && deferred["size"] == "40×40 dp" && deferred.count == 2)
        #expect(deferred.map(\.key) == ["size", "required"])
        #expect(made.withLock { $0 } > 0)
        // Resolved once, read many times without working them out again.
        let before = made.withLock { $0 }
        let resolved = deferred.resolved
        #expect(made.withLock { $0 } == before + 1)
        _ = resolved["size"]; _ = resolved.count; _ = resolved == set
        #expect(made.withLock { $0 } == before + 1)
        // A change works them out and keeps the rest.
        var changed = deferred
        changed["reason"] = "the dump does not record the density"
        changed["size"] = nil
        #expect(changed.map(\.key) == ["required", "reason"])
        #expect(deferred.count == 2)
        var merged = deferred
        merged.add(keepingExisting: ["size": "other", "density": "at density 3"])
        #expect(merged.map(\.value) == ["40×40 dp", "48×48 dp", "at density 3"])
    }

    /// A small target's message is the same whether its values are read at once (per control) or
    /// only its rule's first (gathered into the checklist), on the bench's shapes in little.
    @Test func smallTargetsSayTheSameGatheredAndPerControl() throws {
        let rows = (0 ..< 40).map { k in
            #"{"className":"android.widget.ImageButton","id":"share\#(k)","contentDescription":"Share","clickable":true,"focusable":true,"bounds":[940,\#(k * 110),\#(k % 3 == 0 ? 1040 : 990),\#(k * 110 + 100)]}"#
        }
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,4400],"children":[\#(rows.joined(separator: ","))]}"#
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("targets.json")
        try Data(json.utf8).write(to: file)
        let packs = try BuiltInRules.packs()
        var run = LintRun(paths: [file.path], packs: packs, jobs: 1)
        run.gatheringReview = true
        let gathered = try #require(run.run().first)
        let perControl = try #require(LintRun(paths: [file.path], packs: packs, jobs: 1).run().first)
        let sizes = perControl.findings.filter { $0.criteria.contains("target.size") }
        let reviewed = sizes.filter { $0.status == .review }, failed = sizes.filter { $0.status == .fail }
        #expect(reviewed.count > 10 && failed.count > 10, "\(reviewed.count) reviewed, \(failed.count) failed")
        // The failures' messages are made one by one; the review item's from its first target.
        #expect(gathered.findings.filter { $0.criteria.contains("target.size") }.map(\.message) == failed.map(\.message))
        let item = try #require(gathered.review.first { $0.criterion == "target.size" })
        #expect(item.message == reviewed.first?.message && item.controls.count == reviewed.count)
        #expect(JSONReporter.render([gathered]) == JSONReporter.render([perControl.gatheringReview()]))
    }
}
