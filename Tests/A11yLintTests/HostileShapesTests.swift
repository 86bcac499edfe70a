import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintEngine
@testable import A11yLintFocusModel

/// The input shapes of issue 24 that once cost far more than a typical screen (scripts/gen-dump.py
/// --one-group, --label-fields; `make bench-shapes` measures them), linted right at a small size.
/// How fast is for the benchmark, never a test.
@Suite struct HostileShapesTests {
    static func node(_ cls: String, _ id: String, text: String = "", clickable: Bool = false, checkable: Bool = false, checked: Bool = false,
                     _ b: (Int, Int, Int, Int)) -> String {
        #"<node index="0" text="\#(text)" resource-id="com.example:id/\#(id)" class="\#(cls)" content-desc="" package="com.example" checkable="\#(checkable)" checked="\#(checked)" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[\#(b.0),\#(b.1)][\#(b.2),\#(b.3)]""#
    }

    /// `rows` label/field pairs side by side under one root, as `gen-dump.py --label-fields` writes them.
    static func form(_ rows: Int) -> String {
        var xml = #"<hierarchy rotation="0">"# + node("android.widget.FrameLayout", "root", (0, 0, 1080, 110 * rows)) + ">"
        for k in 0 ..< rows {
            xml += node("android.widget.TextView", "label\(k)", text: "Field number \(k)", (40, k * 110, 400, k * 110 + 100)) + "/>"
            xml += node("android.widget.EditText", "field\(k)", clickable: true, (420, k * 110, 1040, k * 110 + 100)) + "/>"
        }
        return xml + "</node></hierarchy>"
    }

    /// One RadioGroup of `count` radios, as `gen-dump.py --one-group` writes it.
    static func group(_ count: Int) -> String {
        var xml = #"<hierarchy rotation="0">"# + node("android.widget.FrameLayout", "root", (0, 0, 1080, 110 * count)) + ">"
            + node("android.widget.RadioGroup", "group", (0, 0, 1080, 110 * count)) + ">"
        for k in 0 ..< count {
            xml += node("android.widget.RadioButton", "radio\(k)", text: "Option \(k)", clickable: true, checkable: true, checked: k == 0,
                        (0, k * 110, 1080, k * 110 + 100)) + "/>"
        }
        return xml + "</node></node></hierarchy>"
    }

    @Test func everyFieldOfALongFormIsOneFailureStandingForTheRulesItCovers() throws {
        let rows = 60
        let tree = try DumpReader.load(string: Self.form(rows))
        let linter = Linter()
        let all = linter.lint(tree, foldingCovered: false)
        let folded = linter.lint(tree)
        #expect(FoldedFindingsTests.failingPairs(folded) == FoldedFindingsTests.failingPairs(all))
        let failures = folded.filter { $0.status == .fail }
        #expect(failures.count == rows)
        for (k, f) in failures.enumerated() {
            #expect(f.node.id == "com.example:id/field\(k)")
            #expect(f.rule == "text-input-label-separate-stop" && f.covers == ["text-input-name-present", "text-input-swipe"])
            #expect(f.message.contains("“Field number \(k)”"))
            // Each remedy line once, however many rules folded in.
            for text in f.remedy.values { #expect(text.split(separator: "\n").count == Set(text.split(separator: "\n")).count) }
        }
        // The review findings are kept, in order, around the folded ones.
        #expect(folded.filter { $0.status == .review } == all.filter { $0.status == .review })
    }

    @Test func aGroupOfManyRadiosListsEachRadioOncePerCriterion() throws {
        let count = 300
        let report = FileReport(path: "group.xml", format: .uiautomator, platform: .android, nodeCount: count + 2, error: nil,
                                findings: Linter().lint(try DumpReader.load(string: Self.group(count)))).gatheringReview()
        #expect(report.findings.isEmpty)
        let perControl = report.review.filter { !$0.wholeScreen && !$0.controls.isEmpty }
        #expect(perControl.contains { $0.criterion == "radio.no-context-change" })
        for item in perControl {
            // The first radio, against the screen's top edge, may be 32 dp high (target.size).
            #expect(item.controls.count == count || (item.criterion == "target.size" && item.controls.count == count - 1), "\(item.criterion)")
            #expect(Set(item.controls.map(\.node.index)).count == item.controls.count, "\(item.criterion)")
        }
    }

    /// The byte path of the remedy merge says what `split(separator: "\n").contains` says, for
    /// ASCII, text that is not (a Kelvin sign is a "K"; "é" composed or not), CR LF and empty lines.
    /// A forest's roots (the native format): a modal root hides the others, two modal roots hide
    /// each other, and the roots are listed once for the screen, not once per root (n² on a forest).
    @Test func modalRootsHideTheOtherRoots() {
        func forest(_ modal: Set<Int>, roots: Int = 4) -> [Bool] {
            var builder = TreeBuilder()
            for r in 0 ..< roots {
                var node = Node()
                node.elementType = "Window"
                if modal.contains(r) { node.accessibilityViewIsModal = true }
                builder.open(node)
                builder.open(Node())
                builder.close()
                builder.close()
            }
            let tree = builder.finish(platform: .ios, format: .nativeJSON)
            let hidden = FocusModel.hiddenByModal(in: tree)
            return tree.roots.map { hidden[$0] }
        }
        #expect(forest([]) == [false, false, false, false])
        #expect(forest([2]) == [true, true, false, true])
        #expect(forest([0, 3]) == [true, true, true, true])
        #expect(forest([0], roots: 1) == [false])
    }

    @Test func aRemedyLineIsFoundAsTheCharacterSplitFindsIt() {
        let texts = ["", "a", "Set a label.", "Set a label.\nUse a Switch.", "\nSet a label.\n", "Set a label.\r\nUse a Switch.",
                     "Use a Switch.\r\n", "caf\u{E9}\nK", "cafe\u{301}\n\u{212A}", "a\n\nb", "\n", "Set a label", "Set a label.\n"]
        for lines in texts {
            for line in texts + ["Use a Switch.", "b", "K", "caf\u{E9}", "Use a Switch.\r"] {
                #expect(CoveredFindings.hasLine(lines, line) == lines.split(separator: "\n").contains(Substring(line)), "\(lines.debugDescription) \(line.debugDescription)")
            }
        }
    }
}
