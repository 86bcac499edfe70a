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

/// Which text counts as a control's separate label: cases that once gave false positives or misses.
@Suite struct LabelHeuristicTests {
    func fails(_ json: String) throws -> [String] {
        try Linter().lint(DumpReader.load(string: json)).filter { $0.status == .fail }.map { "\($0.rule)@\($0.node.id ?? "")" }
    }

    static func composeRow(title: String, heading: Bool) -> String {
        #"""
        {"a11ylint":1,"platform":"android","root":{"frame":[0,0,1080,2400],"children":[
          {"testTag":"title","text":"\#(title)","heading":\#(heading),"frame":[40,200,1000,60]},
          {"testTag":"row","role":"Switch","toggleableState":"On","mergeDescendants":true,"clickable":true,"focusable":true,"enabled":true,"frame":[0,270,1080,140],
           "children":[{"testTag":"label","text":"Battery Saver","frame":[40,300,700,80]}]}]}}
        """#
    }

    @Test func aHeadingOrTitleAboveANamedSwitchRowIsNotItsLabel() throws {
        #expect(try fails(Self.composeRow(title: "Power saving", heading: true)).isEmpty)
        #expect(try fails(Self.composeRow(title: "Power saving", heading: false)).isEmpty)
        #expect(try fails(Self.composeRow(title: "Battery", heading: false)).isEmpty)
    }

    @Test func aFocusableTextViewBesideAnUnnamedSwitchIsASeparateLabel() throws {
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.LinearLayout","frame":[0,200,1080,140],"children":[
          {"className":"android.widget.TextView","id":"app:id/label","text":"Wi-Fi","focusable":true,"frame":[40,230,700,80]},
          {"className":"android.widget.Switch","id":"app:id/wifi","checkable":true,"checked":true,"clickable":true,"focusable":true,"enabled":true,"frame":[900,230,140,80]}]}}
        """#
        #expect(try fails(json).contains("switch-label-separate-stop@app:id/wifi"))
    }

    @Test func textBesideASwitchWithAnotherNameIsAnotherItem() throws {
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.LinearLayout","frame":[0,200,1080,140],"children":[
          {"className":"android.widget.LinearLayout","id":"app:id/tile","text":"Device controls","focusable":true,"frame":[0,200,520,140]},
          {"className":"android.widget.Switch","id":"app:id/rotate","text":"Auto-rotate","checkable":true,"checked":true,"clickable":true,"focusable":true,"enabled":true,"frame":[540,200,520,140]}]}}
        """#
        #expect(try fails(json).isEmpty)
    }
}
