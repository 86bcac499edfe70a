import A11yLint
import Foundation
import Testing

/// The one registry of report formats: each renders through its reporter, and streams the same bytes.
@Suite struct ReportFormatTests {
    static let packs = try! BuiltInRules.packs()

    func reports() -> [FileReport] {
        let url = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        return [Linter(packs: Self.packs).lint(file: url, displayPath: "wifi-settings.xml")]
    }

    @Test func eachFormatRendersThroughItsReporter() {
        // By default every format gets the review checklist (findings gathered per criterion).
        let reports = reports()
        let options = ReportOptions(packs: Self.packs, includeReview: true)
        let gathered = reports.map { $0.gatheringReview() }
        #expect(!gathered[0].review.isEmpty)
        #expect(ReportFormat.sarif.render(reports, options: options) == SARIFReporter.render(gathered, packs: Self.packs, includeReview: true))
        #expect(ReportFormat.github.render(reports, options: options) == GitHubReporter.render(gathered, includeReview: true))
        #expect(ReportFormat.junit.render(reports, options: options) == JUnitReporter.render(gathered, packs: Self.packs))
        #expect(ReportFormat.json.render(reports, options: options) == JSONReporter.render(gathered))
        #expect(ReportFormat.text.render(reports, options: options).contains("Review by hand"))
    }

    @Test func perControlReviewRendersTheReportsAsTheyAre() {
        let reports = reports()
        var options = ReportOptions(packs: Self.packs, includeReview: true)
        options.reviewLayout = .perControl
        #expect(ReportFormat.sarif.render(reports, options: options) == SARIFReporter.render(reports, packs: Self.packs, includeReview: true))
        #expect(ReportFormat.github.render(reports, options: options) == GitHubReporter.render(reports, includeReview: true))
        #expect(ReportFormat.junit.render(reports, options: options) == JUnitReporter.render(reports, packs: Self.packs))
        #expect(ReportFormat.json.render(reports, options: options) == JSONReporter.render(reports))
        #expect(ReportFormat.text.render(reports, options: options).contains("by hand: "))
        #expect(!ReportFormat.text.render(reports, options: options).contains("Review by hand"))
    }

    @Test func streamingWritesWhatRenderingReturns() {
        let reports = reports()
        for format in ReportFormat.allCases {
            let options = ReportOptions(packs: Self.packs)
            let bytes = Bytes()
            format.write(reports, options: options) { bytes.data += $0 }
            #expect(String(decoding: bytes.data, as: UTF8.self) == format.render(reports, options: options), "\(format)")
        }
    }

    @Test func theHelpListsEveryFormat() {
        for format in ReportFormat.allCases {
            #expect(ReportFormat.names.contains(format.rawValue) && ReportFormat.described.contains(format.rawValue))
        }
        #expect(ReportFormat.described.contains("sarif (GitHub code scanning)"))
    }
}

private final class Bytes: @unchecked Sendable { var data: [UInt8] = [] }
