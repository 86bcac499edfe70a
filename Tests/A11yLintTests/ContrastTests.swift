import Foundation
import Testing
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

/// contrast.text / contrast.graphics (rules/contrast.yml, `PixelContrast`): the ratio as WCAG and
/// ATF compute it, the swatch's background and foreground, the review band for text of unknown
/// size, and what is exempt; the fixtures with a PNG beside them show each platform.
@Suite struct ContrastTests {
    /// A screenshot `w`×`h` of one colour with rectangles painted over it, in pixel coordinates.
    static func shot(_ w: Int, _ h: Int, _ background: UInt32, _ rects: [(Int, Int, Int, Int, UInt32)]) -> Screenshot {
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0 ..< h {
            for x in 0 ..< w {
                var c = background
                for (x0, y0, x1, y1, colour) in rects where x >= x0 && x < x1 && y >= y0 && y < y1 { c = colour }
                let i = (y * w + x) * 4
                rgba[i] = UInt8(c >> 16 & 255); rgba[i + 1] = UInt8(c >> 8 & 255); rgba[i + 2] = UInt8(c & 255)
            }
        }
        return Screenshot(width: w, height: h, rgba: rgba)
    }

    /// A 100 × 200 px screen with an enabled Button "Pay" at [10,10][90,40] (its own text).
    static func tree(enabled: Bool = true) throws -> AccessibilityTree {
        try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,100,200],"children":[{"className":"android.widget.Button","id":"pay","text":"Pay","clickable":true,"focusable":true,"enabled":\#(enabled),"bounds":[10,10,90,40]}]}"#)
    }

    static func findings(_ tree: AccessibilityTree, _ shot: Screenshot?) -> [Finding] {
        var t = tree
        if let shot { #expect(ScreenshotAttachment.attach(shot, to: &t) == nil) }
        return Linter().lint(t, rules: ["contrast-text", "contrast-graphics"])
    }

    @Test func theRatioIsWCAGs() {
        #expect(PixelContrast.luminance(0xFFFFFF) == 1 && PixelContrast.luminance(0x000000) == 0)
        // Black on white is 21:1; #767676 on white is the famous 4.54:1.
        let l = PixelContrast.luminance(0x767676)
        #expect(((1.05 / (l + 0.05)) * 100).rounded() / 100 == 4.54)
        let swatch = PixelContrast.swatch(Self.shot(10, 10, 0xFFFFFF, [(2, 2, 5, 5, 0x767676)]), Rect(x: 0, y: 0, width: 10, height: 10), limit: 1_000)
        #expect(swatch?.background == 0xFFFFFF && swatch?.foreground == 0x767676 && swatch?.ratio == 4.54, "\(String(describing: swatch))")
        // One colour: nothing to compare.
        #expect(PixelContrast.swatch(Self.shot(10, 10, 0x123456, []), Rect(x: 0, y: 0, width: 10, height: 10), limit: 1_000) == nil)
    }

    @Test func textFailsUnderThreeReviewsUnderFourAndAHalf() throws {
        let button = (10, 10, 90, 40, UInt32(0xFFFFFF))
        // #BBBBBB on white: 1.92:1, under 3:1 even for large text.
        let pale = Self.findings(try Self.tree(), Self.shot(100, 200, 0xEEEEEE, [button, (30, 20, 70, 30, 0xBBBBBB)]))
        #expect(pale.count == 1 && pale[0].status == .fail && pale[0].criteria == ["contrast.text"], "\(pale)")
        #expect(pale[0].message == "The text's contrast is 1.92:1 (#BBBBBB on #FFFFFF in the screenshot): less than 4.5:1.", "\(pale[0].message)")
        // #888888 on white: 3.54:1, enough for large text, which a dump cannot tell: reviewed.
        let grey = Self.findings(try Self.tree(), Self.shot(100, 200, 0xEEEEEE, [button, (30, 20, 70, 30, 0x888888)]))
        #expect(grey.count == 1 && grey[0].status == .review, "\(grey)")
        // #333333 on white passes.
        #expect(Self.findings(try Self.tree(), Self.shot(100, 200, 0xEEEEEE, [button, (30, 20, 70, 30, 0x333333)])).isEmpty)
    }

    @Test func noScreenshotDisabledOrOneColourIsNoFinding() throws {
        #expect(Self.findings(try Self.tree(), nil).isEmpty)
        let pale = Self.shot(100, 200, 0xFFFFFF, [(30, 20, 70, 30, 0xBBBBBB)])
        #expect(Self.findings(try Self.tree(enabled: false), pale).isEmpty)
        #expect(Self.findings(try Self.tree(), Self.shot(100, 200, 0xFFFFFF, [])).isEmpty)
        // A screenshot of another screen is not used: no contrast finding, the reason is a note.
        var tree = try Self.tree()
        #expect(ScreenshotAttachment.attach(Self.shot(200, 100, 0xFFFFFF, []), to: &tree) != nil)
        #expect(tree.screenshot == nil)
    }

    /// Without a screenshot contrast is one whole-screen review item per criterion
    /// (the `-unmeasured` rules), never a failure; with one, those rules do not apply.
    @Test func withoutAScreenshotContrastIsOneChecklistItem() throws {
        let rules: Set<String> = ["contrast-text", "contrast-graphics", "contrast-text-unmeasured", "contrast-graphics-unmeasured"]
        let without = Linter().lint(try Self.tree(), rules: rules)
        #expect(!without.contains { $0.status == .fail })
        #expect(without.map(\.rule) == ["contrast-text-unmeasured"])
        var report = FileReport(path: "pay.xml", format: .nativeJSON, platform: .android, nodeCount: 2, error: nil, findings: without)
        report = report.gatheringReview()
        #expect(report.review.map(\.criterion) == ["contrast.text"] && report.review[0].wholeScreen && report.review[0].controls.isEmpty)
        var measured = try Self.tree()
        #expect(ScreenshotAttachment.attach(Self.shot(100, 200, 0xFFFFFF, [(30, 20, 70, 30, 0x222222)]), to: &measured) == nil)
        #expect(Linter().lint(measured, rules: rules).isEmpty)
    }

    @Test func anUnnamedImageIsDecorativeANamedOneIsJudged() throws {
        func tree(_ description: String) throws -> AccessibilityTree {
            try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,100,200],"children":[{"className":"android.widget.ImageButton","id":"share"\#(description),"clickable":true,"focusable":true,"bounds":[10,10,58,58]}]}"#)
        }
        let faint = Self.shot(100, 200, 0xFFFFFF, [(20, 20, 48, 48, 0xDDDDDD)])
        let named = Self.findings(try tree(#","contentDescription":"Share""#), faint)
        #expect(named.count == 1 && named[0].criteria == ["contrast.graphics"] && named[0].status == .fail, "\(named)")
        #expect(Self.findings(try tree(""), faint).filter { $0.rule == "contrast-graphics" }.isEmpty)
    }
}
