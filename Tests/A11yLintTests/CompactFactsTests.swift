import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintEngine
@testable import A11yLintReporters
@testable import A11yLintRuns

/// Issue 24, point 7 (peak memory): what a screen's facts and checklist keep in compact form
/// reads back as what they were given: a stop's said words kept by place, a checklist's controls
/// kept as places in one store, a long list's shared frames found through a table of places.
@Suite struct CompactFactsTests {
    // MARK: Said words by place

    /// Every stop of every corpus dump says the same packed as its draft said it, and packs again
    /// (from its parts as lists) to an equal stop.
    @Test func everyCorpusStopSaysWhatItsDraftSaid() throws {
        var byPlace = 0, stops = 0
        for url in Repo.corpusFiles {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            let model = FocusModel(tree: tree)
            let describer = StopDescriber(tree: tree, model: model, vocabulary: ControlVocabulary.builtIn.speech)
            var draft = SpokenStopDraft(node: 0)
            for stop in model.stops {
                describer.describe(stop: stop, into: &draft)
                let text = draft.text, said = draft.saidWords
                let packed = SpokenStop(moving: &draft)
                stops += 1
                if packed.saysByPlace { byPlace += 1 }
                #expect(packed.text == text, "\(url.lastPathComponent) stop \(stop)")
                #expect(packed.withSaidWords { Array($0) } == said, "\(url.lastPathComponent) stop \(stop)")
                #expect(SpokenStop(packed.draft) == packed, "\(url.lastPathComponent) stop \(stop)")
            }
        }
        // Most stops say only their parts and strings again: kept by place.
        #expect(stops > 500 && byPlace * 2 > stops, "\(byPlace) of \(stops) stops by place")
    }

    @Test func saidWordsOfTheirOwnPastThePartsAndMoreThanSixteenAreKeptAsWords() {
        var draft = SpokenStopDraft(node: 4)
        draft.states = ["Off"]
        draft.nameParts = ["Wi-Fi, the wireless network"]
        draft.roles = ["Switch"]
        draft.hint = "Double tap to toggle"
        // The parts again, one word of the describer's own ("Selected"), and the hint.
        draft.saidWords = ["Selected", draft.states[0], draft.nameParts[0], draft.roles[0], draft.hint!]
        draft.repeatsDropped = 1 ..< 4
        var packed = SpokenStop(draft)
        #expect(packed.saysByPlace)
        #expect(packed.text == "Selected, Off, Wi-Fi, the wireless network, Switch, Double tap to toggle")
        #expect(packed.withSaidWords { Array($0) } == draft.saidWords)
        // Equal to the same words kept as words (equal strings made anew, not the parts' own).
        var anew = draft
        anew.saidWords = draft.saidWords.map { String(Array($0.utf8).map { Character(UnicodeScalar($0)) }) }
        #expect(SpokenStop(anew) == packed)
        // A change to a finished stop keeps what was said.
        packed.nameParts = ["Bluetooth"]
        #expect(packed.text == "Selected, Off, Wi-Fi, the wireless network, Switch, Double tap to toggle" && packed.name == "Bluetooth")

        // Seventeen words said: every one kept as a word.
        var long = SpokenStopDraft(node: 1)
        long.nameParts = (0 ..< 17).map { "Part number \($0) of the row" }
        long.saidWords = long.nameParts
        let many = SpokenStop(long)
        #expect(!many.saysByPlace && many.withSaidWords { Array($0) } == long.nameParts)
        #expect(many.text == long.nameParts.joined(separator: ", "))

        // Parts past the fifteenth place cannot be said by place: kept as words.
        var wide = SpokenStopDraft(node: 2)
        wide.nameParts = (0 ..< 20).map { "Cell \($0) of the grid row" }
        wide.saidWords = [wide.nameParts[19], wide.nameParts[0]]
        let far = SpokenStop(wide)
        #expect(!far.saysByPlace && far.text == "Cell 19 of the grid row, Cell 0 of the grid row")
    }

    // MARK: A checklist's controls as places

    /// Written from a checklist's store (by number) or from lists (by reference), every corpus
    /// report's JSON is the same; and an item's controls read back as what the findings named.
    @Test func aChecklistsControlsAreWrittenAndReadAlikeFromItsStoreAndAsLists() throws {
        let packs = try BuiltInRules.packs()
        // Gathered as the rules run, and from a report's review findings.
        var run = LintRun(paths: [Repo.corpus.path], packs: packs, jobs: 2)
        run.gatheringReview = true
        let reports = run.run() + LintRun(paths: [Repo.corpus.path], packs: packs, jobs: 2).run().map { $0.gatheringReview() }
        var placed = 0
        for report in reports where !report.review.isEmpty {
            var listed = report
            listed.review = report.review.map { item in
                var copy = item
                copy.controls = ReviewedControls(Array(item.controls))
                return copy
            }
            placed += report.review.filter { $0.controls.places != nil }.count
            #expect(listed.review.allSatisfy { $0.controls.places == nil })
            #expect(listed.review == report.review, "\(report.path)")
            #expect(JSONReporter.render([listed]) == JSONReporter.render([report]), "\(report.path)")
        }
        #expect(placed > 100, "\(placed) items")
    }

    @Test func aControlAddedToAChecklistsItemIsListedAfterItsOwn() throws {
        let packs = try BuiltInRules.packs()
        let reports = LintRun(paths: [Repo.corpus.path], packs: packs, jobs: 2).run().map { $0.gatheringReview() }
        let report = try #require(reports.first { $0.review.contains { $0.controls.count > 1 } })
        var item = try #require(report.review.first { $0.controls.count > 1 })
        let before = Array(item.controls)
        let added = ReviewedControl(control: "button", node: NodeReference(index: 0, id: "extra", className: "X", location: SourceLocation(line: 1, column: 1),
                                                                          path: "/X[1]", bounds: nil, label: nil))
        item.controls.append(added)
        item.controls.append(added)
        #expect(Array(item.controls) == before + [added, added])
        // The report's own item is untouched.
        #expect(Array(try #require(report.review.first { $0.criterion == item.criterion }).controls) == before)
    }

    // MARK: Shared frames of a long list

    /// A list of 300 children over 40 frames (some children without one): each child shares its
    /// frame exactly when a sibling or its parent has it, and each frame's children are linked
    /// in a cycle in document order, as a comparison of every pair says.
    @Test func aLongListsSharedFramesAreFoundAsEveryPairSays() throws {
        var rows: [String] = []
        var seed: UInt64 = 7
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        for k in 0 ..< 300 {
            let f = next() % 41
            // Frame 40 is the parent's; one child in ten has no frame.
            let bounds = k % 10 == 9 ? "" : f == 40 ? #","bounds":[0,0,1080,2400]"# : #","bounds":[0,\#(f * 50),1080,\#(f * 50 + 40)]"#
            rows.append(#"{"className":"android.widget.TextView","id":"c\#(k)","text":"Row \#(k)"\#(bounds)}"#)
        }
        let tree = try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,2400],"children":[\#(rows.joined(separator: ","))]}"#)
        let (shares, next) = ScreenFacts.framesShared(in: tree)
        let root = try #require(tree.roots.first)
        let kids = Array(tree.children(of: root))
        #expect(kids.count == 300)
        for c in kids {
            let frame = tree[c].frame
            let twins = kids.filter { frame != nil && tree[$0].frame == frame }
            let expected = frame != nil && (twins.count > 1 || tree[root].frame == frame)
            #expect(shares[c] == expected, "child \(c)")
            if twins.count > 1 {
                let at = try #require(twins.firstIndex(of: c))
                #expect(Int(next[c]) == twins[(at + 1) % twins.count], "child \(c)")
            } else {
                #expect(next[c] == -1, "child \(c)")
            }
        }
        #expect(shares[root] == kids.contains { tree[$0].frame == tree[root].frame })
    }
}
