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

/// Issue 9, iOS part: table cells that read their accessory switch, rows below the fold, and group
/// titles. The fixtures' expectations say what must fire; these say what must stay quiet on the
/// fixtures that also fail for another reason, and what VoiceOver says on the rows.
@Suite struct IOSCellAndReachabilityTests {
    func fixture(_ path: String) -> URL { Repo.fixtures.appendingPathComponent(path) }

    func fails(_ path: String) throws -> [Finding] {
        try lint(fixture(path)).filter { $0.status == .fail }
    }

    func spoken(_ path: String) throws -> [String] {
        try DumpReader.load(contentsOf: fixture(path)).announcements().map(\.text)
    }

    // MARK: Cells

    @Test(arguments: [
        "xcuitest/toggle-switch/pass-settings-cells-mirror-switch-no-accessible.xml",
        "debugdescription/toggle-switch/pass-settings-cells-mirror-switch.txt",
    ])
    func aCellMirroringItsSwitchIsOneStop(path: String) throws {
        let said = try spoken(path)
        // The row title is not a stop of its own: one stop per row, which says label, state and role.
        #expect(said.contains("Airplane Mode, Off, Switch button, Double tap to toggle setting"))
        #expect(said.contains("Bluetooth, On, Switch button, Double tap to toggle setting"))
        #expect(!said.contains("Airplane Mode"))
        #expect(!said.contains("Bluetooth"))
    }

    @Test func idbCellsListedWithTheirSwitchAreOneStopEach() throws {
        let said = try spoken("idb/toggle-switch/pass-settings-cells-mirror-switch.json")
        #expect(said == [
            "Settings, Heading",
            "Wi-Fi, On, Switch button, Double tap to toggle setting",
            "Bluetooth, Off, Switch button, Double tap to toggle setting",
            "Low Data Mode, Off, Switch button, Double tap to toggle setting",
        ])
    }

    @Test func aCellThatMirrorsNothingStaysAContainer() throws {
        let said = try spoken("xcuitest/toggle-switch/fail-content-view-switch-no-accessible.xml")
        #expect(said == ["Wi-Fi", "Off, Switch button, Double tap to toggle setting"])
    }

    @Test func theDumpsOwnAccessibleAttributeWins() throws {
        // Cell accessible="false", StaticText and Switch accessible="true": two stops, whatever the labels.
        let tree = try DumpReader.load(string: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" accessible="false" x="0" y="0" width="390" height="844">
            <XCUIElementTypeCell type="XCUIElementTypeCell" label="Wi-Fi" value="1" accessible="false" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Wi-Fi" accessible="true" x="16" y="111" width="60" height="22"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="Wi-Fi" value="1" accessible="true" x="323" y="106" width="51" height="31"/>
            </XCUIElementTypeCell></XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(tree.announcements().map(\.text) == ["Wi-Fi", "Wi-Fi, On, Switch button, Double tap to toggle setting"])
    }

    // MARK: Rows below the fold

    @Test(arguments: [
        "xcuitest/toggle-switch/pass-table-rows-below-the-fold.xml",
        "debugdescription/toggle-switch/pass-table-rows-below-the-fold.txt",
        "uiautomator/toggle-switch/pass-switch-rows-below-the-fold.appium.xml",
    ])
    func rowsBelowTheFoldAreStops(path: String) throws {
        let tree = try DumpReader.load(contentsOf: fixture(path))
        let said = tree.announcements().map(\.text)
        // Every switch row is a stop, the ones past the screen's bottom edge included.
        let switches = tree.nodes.indices.filter { StopDescriber.isSwitchLike(tree[$0]) || tree[$0].className == "android.widget.Switch" }
        let model = FocusModel(tree: tree)
        #expect(switches.count >= 10)
        for s in switches where tree.parent(of: s).map({ !StopDescriber.isSwitchLike(tree[$0]) }) ?? true {
            #expect(model.speaker(of: s) != nil, "\(path): switch at node \(s) has no stop")
        }
        #expect(said.contains { $0.contains("Research") || $0.contains("Media") })
        #expect(try !fails(path).contains { $0.criteria.contains("focus.reachable") })
    }

    @Test func aZeroSizeRowBelowTheFoldIsStillUnreachable() throws {
        let findings = try fails("xcuitest/toggle-switch/fail-switch-zero-size-below-the-fold.xml")
        #expect(findings.filter { $0.criteria.contains("focus.reachable") }.map(\.node.id) == ["trackingSwitch"])
        #expect(findings.first { $0.criteria.contains("focus.reachable") }?.message.contains("no on-screen size") == true)
    }

    /// WebDriverAgent lists the title and switch of a cell below the fold with stale frames inside
    /// the screen (x=0, y=91): they are scrolled away with their cell, not hidden.
    @Test func staleFramesInACellBelowTheFoldAreScrolledAwayWithIt() throws {
        let path = "xcuitest/toggle-switch/pass-stale-frames-in-cells-below-the-fold.xml"
        let tree = try DumpReader.load(contentsOf: fixture(path))
        let model = FocusModel(tree: tree)
        for id in ["pruningSwitch", "frostSwitch"] {
            let node = try #require(tree.nodes.firstIndex { $0.accessibilityIdentifier == id })
            #expect(model.hiddenReason(of: node) != .invisible, "\(id) is taken as hidden")
        }
        #expect(try fails(path).isEmpty)
        #expect(tree.announcements().map(\.text).contains("Pruning, Off, Switch button, Double tap to toggle setting"))
    }

    @Test func aRepeatedTitleInAStaleOffScreenRowIsAReview() throws {
        let pass = try Linter().lint(DumpReader.load(contentsOf: fixture("xcuitest/toggle-switch/pass-off-screen-row-stale-frames-title-and-switch.xml")))
        #expect(pass.contains { $0.criteria.contains("name.no-duplicate") && $0.status == .review && $0.node.id == "seedSwitch" })
        #expect(!pass.contains { $0.criteria.contains("name.no-duplicate") && $0.status == .fail })
        let fail = try fails("xcuitest/toggle-switch/fail-off-screen-row-title-repeats-switch-name.xml")
        #expect(fail.filter { $0.criteria.contains("name.no-duplicate") }.map(\.node.id) == ["seedSwitch"])
    }

    @Test func anInvisibleSwitchInACoveredCellStaysUnreachable() throws {
        let findings = try fails("xcuitest/toggle-switch/fail-switch-invisible-in-covered-cell.xml")
        #expect(findings.filter { $0.criteria.contains("focus.reachable") }.map(\.node.id) == ["pruningSwitch"])
    }

    /// Older WebDriverAgent writes a CGRectNull frame as x="inf" y="inf" width="0" height="0".
    @Test func nullFramesFromWebDriverAgentAreEmptyNotInputErrors() throws {
        let tree = try DumpReader.load(contentsOf: fixture("xcuitest/alert-dialog/pass-null-frames-behind-system-alert.xml"))
        let any = try #require(tree.nodes.firstIndex { $0.elementType == "Any" })
        #expect(tree[any].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(tree.announcements().map(\.text).contains("Allow Once, Button"))
        // Any other non-finite frame is still refused.
        #expect(throws: InputError.self) {
            try DumpReader.load(string: #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="inf" y="0" width="0" height="0"/></AppiumAUT>"#)
        }
    }

    @Test func invisibleInsideTheViewportIsHiddenNotScrolledAway() throws {
        let findings = try fails("uiautomator/toggle-switch/fail-switch-invisible-inside-scroll-viewport.appium.xml")
        #expect(findings.filter { $0.criteria.contains("focus.reachable") }.map(\.node.id) == ["com.example.settings:id/badges"])
    }

    @Test(arguments: [true, false])
    func androidBoundsPastTheScreenAreReachableOnlyInAScrollContainer(scrollable: Bool) throws {
        let json = """
            {"platform":"android","className":"android.widget.FrameLayout","bounds":[0,0,1080,2400],"children":[
             {"className":"android.widget.LinearLayout","scrollable":\(scrollable),"bounds":[0,0,1080,2400],"children":[
              {"className":"android.widget.Switch","id":"below","text":"Media","checkable":true,"checked":false,"clickable":true,"focusable":true,"bounds":[0,2500,1080,2650]}]}]}
            """
        let findings = try Linter().lint(DumpReader.load(string: json)).filter { $0.status == .fail && $0.criteria.contains("focus.reachable") }
        #expect(findings.map(\.node.id) == (scrollable ? [] : ["below"]))
    }

    // MARK: Group titles

    @Test(arguments: [
        "xcuitest/radio-button/fail-unnamed-swatches-after-group-title.xml",
        "debugdescription/radio-button/fail-unnamed-swatches-after-group-title.txt",
    ])
    func aRowTitleIsNoSwatchsSeparateLabel(path: String) throws {
        let findings = try fails(path)
        // The swatches are nameless (that fires), but 'Colour' names the row, not one swatch.
        #expect(findings.filter { $0.rule == "radio-name-present" }.count == 3)
        #expect(!findings.contains { $0.criteria.contains("group.single-swipe") || $0.criteria.contains("name.no-duplicate") })
    }

    @Test(arguments: [
        "uiautomator/radio-button/pass-card-title-above-radiogroup.xml",
        "native-json/android/pass-compose-card-title-above-selectablegroup.json",
    ])
    func aCardTitleAboveAGroupIsNoItemsLabel(path: String) throws {
        let findings = try lint(fixture(path))
        #expect(!findings.contains { $0.status == .fail })
        #expect(findings.contains { $0.control == "radio-button" }) // the radios were recognised and judged
    }

    @Test func eachStackedItemLabelStillFires() throws {
        let findings = try fails("uiautomator/radio-button/fail-stacked-item-labels-under-group-heading.xml")
        let separate = findings.filter { $0.criteria.contains("group.single-swipe") }
        #expect(separate.count == 3)
        // The heading is never reported as an item's label; each item's own label is.
        #expect(!separate.contains { $0.message.contains("Delivery") })
    }
}
