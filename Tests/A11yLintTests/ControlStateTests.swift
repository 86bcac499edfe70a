import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintFocusModel

/// The one state model: checked and expansion decided once, read by speech and recognition alike.
@Suite struct ControlStateTests {
    static func node(_ json: String) throws -> Node {
        try DumpReader.load(string: #"{"a11ylint":1,"platform":"android","root":"# + json + "}").nodes[0]
    }

    @Test func expansionComesFromTheActionsTheNodeOffers() throws {
        let collapsed = try Self.node(#"{"className":"android.view.View","actions":["ACTION_CLICK","ACTION_EXPAND"]}"#)
        let expanded = try Self.node(#"{"className":"android.view.View","actions":["Collapse"]}"#)
        let byID = try Self.node(#"{"className":"android.view.View","actions":["262144"]}"#)
        let neither = try Self.node(#"{"className":"android.view.View","actions":["ACTION_CLICK"]}"#)
        #expect(ControlState.androidExpansion(collapsed) == .collapsed)
        #expect(ControlState.androidExpansion(expanded) == .expanded)
        #expect(ControlState.androidExpansion(byID) == .collapsed)
        #expect(ControlState.androidExpansion(neither) == nil)
        // TalkBack's words come from the same answer.
        #expect(StopDescriber.talkBackExpansion(collapsed) == "Collapsed" && StopDescriber.talkBackExpansion(expanded) == "Expanded")
        #expect(StopDescriber.talkBackExpansion(neither) == nil)
    }

    @Test func checkedIsOnOffOrMixedPerPlatform() throws {
        let on = try Self.node(#"{"className":"android.widget.CheckBox","checkable":true,"checked":true}"#)
        let off = try Self.node(#"{"className":"android.widget.CheckBox","checkable":true,"checked":false}"#)
        #expect(ControlState(of: on, platform: .android).checked == .on)
        #expect(ControlState(of: off, platform: .android).checked == .off)
    }
}
