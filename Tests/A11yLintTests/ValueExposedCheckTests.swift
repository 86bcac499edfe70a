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

/// valueExposed: where a dump can show a value (iOS values, Compose range info and state
/// descriptions) a missing one fails; where it cannot (uiautomator XML) it is a review.
@Suite struct ValueExposedCheckTests {
    static let pack = """
        control: gauge
        recognise:
          android: { roles: [seekControl, progressBar] }
          ios: { elementTypes: [Slider] }
        rules:
          - id: r
            criteria: [state.exposed]
            check: valueExposed
            message: "says “${announcement}”"
        """

    func statuses(_ dump: String) throws -> [Finding.Status] {
        try lint(dump, withPack: Self.pack, source: "value.yml").map(\.status)
    }

    static func compose(_ lines: [String]) -> String {
        (["printToLog:", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px"] + lines).joined(separator: "\n") + "\n"
    }

    @Test func composeRangeInfoOrStateDescriptionPasses() throws {
        let withRange = Self.compose([
            " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 's'",
            "   ContentDescription = '[Volume]'",
            "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)'",
            "   Actions = [SetProgress]",
        ])
        #expect(try statuses(withRange) == [])
    }

    @Test func iosSliderWithoutValueFailsAndWithValuePasses() throws {
        let bare = #"{"platform":"ios","elementType":"Slider","id":"s","accessibilityLabel":"Volume","frame":[0,0,300,44]}"#
        #expect(try statuses(bare) == [.fail])
        let blank = #"{"platform":"ios","elementType":"Slider","id":"s","accessibilityLabel":"Volume","accessibilityValue":"  ","frame":[0,0,300,44]}"#
        #expect(try statuses(blank) == [.fail])
        let valued = #"{"platform":"ios","elementType":"Slider","id":"s","accessibilityLabel":"Volume","accessibilityValue":"40%","frame":[0,0,300,44]}"#
        #expect(try statuses(valued) == [])
    }

    @Test func uiautomatorSeekBarIsAReviewNotAFailure() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="p" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]"><node index="0" text="" resource-id="p:id/volume" class="android.widget.SeekBar" package="p" content-desc="Volume" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,100][1080,200]" /></node></hierarchy>
            """
        #expect(try statuses(xml) == [.review])
    }

    @Test func androidStateDescriptionPassesWhateverTheFormat() throws {
        let json = #"{"platform":"android","className":"android.widget.SeekBar","id":"s","contentDescription":"Speed","stateDescription":"Fast","focusable":true,"bounds":[0,0,1000,60]}"#
        #expect(try statuses(json) == [])
    }
}
