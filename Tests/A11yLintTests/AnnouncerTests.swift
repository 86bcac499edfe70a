import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintRuns

/// `Announcer` makes the packs' index and words once; announcing with it must say what the one-off
/// static functions say, whichever way its two halves run.
@Suite struct AnnouncerTests {
    static let packs = try! BuiltInRules.packs()

    static var dumps: [URL] {
        Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]) + Repo.corpusFiles
    }

    @Test func aPreparedAnnouncerSaysWhatTheStaticFunctionsSay() {
        let announcer = Announcer(packs: Self.packs), noPacks = Announcer()
        var compared = 0
        for url in Self.dumps {
            let path = url.lastPathComponent
            let once = AnnounceRun.report(file: url, displayPath: path, packs: Self.packs)
            #expect(AnnounceReporter.json([announcer.report(file: url, displayPath: path)]) == AnnounceReporter.json([once]), "\(path)")
            guard let tree = try? DumpReader.load(contentsOf: url, format: nil) else { continue }
            // Without packs: the built-in packs' words, and no control marks.
            #expect(AnnounceReporter.json([noPacks.report(tree: tree, path: path)]) == AnnounceReporter.json([AnnounceRun.report(tree: tree, path: path)]), "\(path)")
            compared += 1
        }
        #expect(compared > 100, "only \(compared) dumps loaded")
    }

    @Test func aRunAnnouncesEachFileAsTheStaticFunctionDoes() {
        let files = Repo.files(under: Repo.fixtures.appendingPathComponent("uiautomator"), extensions: ["xml"])
        let reports = AnnounceRun(paths: files.map(\.path), packs: Self.packs).run()
        #expect(reports.count == files.count)
        for (report, url) in zip(reports, files) {
            #expect(AnnounceReporter.json([report]) == AnnounceReporter.json([AnnounceRun.report(file: url, displayPath: url.path, packs: Self.packs)]), "\(url.lastPathComponent)")
        }
    }

    /// The halves on two cores (a large tree) and one after the other (a small one) give one report.
    @Test func bothHalvesGiveTheSameReportEitherWay() throws {
        var serial = Announcer(packs: Self.packs), concurrent = Announcer(packs: Self.packs)
        serial.concurrentFrom = Int.max
        concurrent.concurrentFrom = 0
        let rows = (0 ..< 400).map { i in
            #"<node index="\#(i)" text="" resource-id="com.example:id/row\#(i)" class="android.widget.LinearLayout" package="com.example" content-desc="" checkable="true" checked="\#(i % 2 == 0)" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,\#(i * 100)][1080,\#(i * 100 + 90)]"><node index="0" text="Setting \#(i)" resource-id="" class="android.widget.TextView" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[20,\#(i * 100)][800,\#(i * 100 + 90)]"/><node index="1" text="" resource-id="com.example:id/switch\#(i)" class="android.widget.Switch" package="com.example" content-desc="" checkable="true" checked="\#(i % 2 == 0)" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[900,\#(i * 100)][1040,\#(i * 100 + 90)]"/></node>"#
        }
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,40000]">"# + rows.joined() + "</node></hierarchy>"
        let tree = try AccessibilityTree(dump: xml)
        #expect(tree.count == 1 + 3 * 400)
        let report = serial.report(tree: tree, path: "rows.xml")
        #expect(report.stops.contains { !$0.controls.isEmpty }, "no stop speaks a control: the tree tests nothing")
        #expect(AnnounceReporter.json([concurrent.report(tree: tree, path: "rows.xml")]) == AnnounceReporter.json([report]))
        for url in Self.dumps.prefix(40) {
            guard let small = try? DumpReader.load(contentsOf: url, format: nil) else { continue }
            #expect(AnnounceReporter.json([concurrent.report(tree: small, path: "s")]) == AnnounceReporter.json([serial.report(tree: small, path: "s")]), "\(url.lastPathComponent)")
        }
    }
}
