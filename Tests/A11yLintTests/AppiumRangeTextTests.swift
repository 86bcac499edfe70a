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

/// Appium UiAutomator2 writes a RangeInfo's current value as the node's `text` ("35.0":
/// appium/appium-uiautomator2-server AxNodeInfoHelper.getText), without its min and max; TalkBack
/// never reads it as a name. `uiautomator dump` writes the real text (empty for a SeekBar).
@Suite struct AppiumRangeTextTests {
    static func appium(_ seekText: String, className: String = "android.widget.SeekBar") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?><hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2208">
        <android.widget.FrameLayout index="0" package="com.example.audio" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2208]" displayed="true">
        <android.widget.TextView index="0" package="com.example.audio" class="android.widget.TextView" text="Volume" resource-id="com.example.audio:id/title" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[40,200][1040,280]" displayed="true" />
        <\(className) index="1" package="com.example.audio" class="\(className)" text="\(seekText)" resource-id="com.example.audio:id/volume" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[40,300][1040,400]" displayed="true" />
        </android.widget.FrameLayout></hierarchy>
        """
    }

    func volume(_ xml: String) throws -> Node {
        let tree = try DumpReader.load(string: xml)
        return try #require(tree.nodes.first { $0.resourceId == "com.example.audio:id/volume" })
    }

    @Test func theRangeValueAppiumWritesAsTextIsNoName() throws {
        #expect(try volume(Self.appium("35.0")).text == nil)
        #expect(try volume(Self.appium("1.0E-4", className: "android.widget.ProgressBar")).text == nil)
        #expect(try volume(Self.appium("3.5", className: "androidx.appcompat.widget.AppCompatRatingBar")).text == nil)
        // No min and max in the source: no RangeInfo is made up, so no percent is said.
        #expect(try volume(Self.appium("35.0")).rangeInfo == nil)
        let findings = try Linter().lint(DumpReader.load(string: Self.appium("35.0")))
        #expect(findings.contains { $0.status == .fail && $0.criteria.contains("name.present") && $0.node.id == "com.example.audio:id/volume" })
    }

    @Test func otherTextsAndOtherWidgetsKeepTheirText() throws {
        #expect(try volume(Self.appium("Loud")).text == "Loud")
        #expect(try volume(Self.appium("35")).text == "35")
        #expect(try volume(Self.appium("35.0", className: "android.widget.TextView")).text == "35.0")
        // uiautomator's own dump writes getText(): a float there is the widget's real text.
        let dump = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="35.0" resource-id="com.example.audio:id/volume" class="android.widget.SeekBar" package="com.example.audio" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,300][1040,400]" /></hierarchy>"#
        #expect(try volume(dump).text == "35.0")
    }
}
