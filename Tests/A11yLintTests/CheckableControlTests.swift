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

/// Controls the dump does not name the kind of, state words that are not names, and rows whose
/// content description hides their control (issue 9, classes 4–8).
@Suite struct CheckableControlTests {
    static let allDumps = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]) + Repo.corpusFiles

    func findings(_ path: String, in dir: URL = Repo.corpus) throws -> [Finding] {
        try lint(dir.appendingPathComponent(path))
    }

    @Test func stateWordsComeFromThePackNotTheCode() throws {
        let url = Repo.fixtures.appendingPathComponent("uiautomator/toggle-switch/fail-switch-text-is-state-word.xml")
        let tree = try DumpReader.load(contentsOf: url)
        let packs = try Linter.defaultPacks()
        let withWords = Linter(packs: packs).lint(tree).filter { $0.rules.contains("switch-name-present") && $0.status == .fail }
        #expect(withWords.count == 2)
        // The same pack without its stateTexts list: "ON" / "OFF" read as names again.
        let stripped = packs.map { pack -> RulePack in
            var p = pack
            p.recognise.stateTexts = []
            return p
        }
        let withoutWords = Linter(packs: stripped).lint(tree).filter { $0.rules.contains("switch-name-present") && $0.status == .fail }
        #expect(withoutWords.isEmpty)
    }

    /// The fallback pack only adds controls: every node another specific pack recognises keeps its
    /// kind, on every fixture and corpus dump. (A generic control, a button, inside a checkable
    /// wrapper the fallback takes is that control's part, by design.)
    @Test(arguments: allDumps)
    func fallbackStealsNoRecognition(_ url: URL) throws {
        let tree = try DumpReader.load(contentsOf: url)
        let packs = try Linter.defaultPacks()
        #expect(packs.contains { $0.recognise.unrecognisedCheckable })
        let all = Linter(packs: packs).run(tree).controls
        let fallback = all.filter { $0.kind == "checkable-control" }.map(\.node)
        // A generic pack's control (a button) ranks below the fallback: a checkable image button is
        // the fallback's, and a button inside a checkable wrapper is the wrapper's part.
        let generic = Set(packs.filter(\.recognise.generic).map(\.control))
        let without = Linter(packs: packs.filter { !$0.recognise.unrecognisedCheckable }).run(tree).controls.filter { control in
            !(generic.contains(control.kind) && fallback.contains { $0 == control.node || tree.isAncestor($0, of: control.node) })
        }
        let with = all.filter { $0.kind != "checkable-control" }
        #expect(with.map(\.node) == without.map(\.node))
        #expect(with.map(\.kind) == without.map(\.kind))
    }

    @Test func composeSwitchWithoutNameInAUiautomatorDumpFailsNameAndLeavesRoleForReview() throws {
        // inkwell: a NAF checkable android.view.View (Compose Switch) with no text or description.
        let all = try findings("android-uiautomator/inkwell-compose-settings-dropdown-password-field.xml")
        let unnamed = all.filter { $0.rule == "checkable-name-present" && $0.status == .fail }
        #expect(unnamed.count == 1)
        let role = all.filter { $0.rule == "checkable-role" && $0.node.index == unnamed.first?.node.index }
        #expect(role.count == 1)
        #expect(role.allSatisfy { $0.status == .review })
        #expect(!all.contains { $0.control == "checkable-control" && $0.criteria.contains("role.exposed") && $0.status == .fail })
    }

    @Test func namedChipsStayQuietAndUnnamedComposeSwitchesFire() throws {
        // deepeyemusic: 15 FilterChips named by their Text child; two NAF Compose switches with no name.
        let fails = try findings("android-uiautomator/deepeyemusic-compose-settings-filterchips-checkboxes.xml").filter { $0.status == .fail }
        let unnamed = Set(fails.filter { $0.rules.contains("checkable-name-present") }.map(\.node.index))
        #expect(unnamed.count == 2)
        // The named chips never get a separate-label finding; the unnamed switches do, because their
        // titles are heard in the card's stop, not with them.
        let separate = fails.filter { $0.rule == "checkable-label-separate-stop" }
        #expect(Set(separate.map(\.node.index)) == unnamed)
    }

    @Test func selectedTickImageIsAControlAndNavigationTabsAreNot() throws {
        let wework = try findings("android-uiautomator/wework-checkbox-label-outside-row.xml").filter { $0.status == .fail }
        #expect(wework.contains { $0.rules.contains("checkable-name-present") && $0.node.id == "com.tencent.wework:id/lmb" })
        // familyhub: a bottom tab bar with selected=true on Settings; its tabs are not checkable controls.
        let tree = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("android-uiautomator/familyhub-rn-settings-naf-switches-iconfont-labels.xml"))
        #expect(try !Linter().run(tree).controls.contains { $0.kind == "checkable-control" })
    }

    @Test func checkableWrappersOfRadioButtonsAreTheRadiosRows() throws {
        // ivi: each RadioButton sits inside a checkable View; the View is the radio's row, not a second control.
        let tree = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("android-uiautomator/ivi-vehiclecontrol-lock-compose-radios.xml"))
        let controls = try Linter().run(tree).controls
        #expect(controls.contains { $0.kind == "radio-button" })
        #expect(!controls.contains { $0.kind == "checkable-control" })
    }

    @Test func composeLookalikeSwitchRoleIsReviewInUiautomatorButFailsWhereTheDumpRecordsRoles() throws {
        let fixture = try findings("uiautomator/checkable-control/pass-named-checkable-views-and-navigation-tabs.xml", in: Repo.fixtures)
        let role = fixture.filter { $0.rule == "switch-role" }
        #expect(role.count == 1)
        #expect(role.allSatisfy { $0.status == .review })
        // The same look-alike outside a ComposeView (a View-system custom view) announces no role: a failure.
        let json = #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,400],"children":[{"className":"android.view.View","id":"autoplay_toggle","text":"Autoplay","checkable":true,"checked":true,"clickable":true,"focusable":true,"bounds":[0,0,1080,168]}]}"#
        let (tree, _) = try loadExample(json)
        let viewRole = try Linter().lint(tree).filter { $0.rule == "switch-role" }
        #expect(viewRole.count == 1)
        #expect(viewRole.allSatisfy { $0.status == .fail })
    }

    @Test func rowDescriptionHidingASwitchIsReportedOnTheSwitchNotAsUnreachable() throws {
        let all = try findings("uiautomator/toggle-switch/fail-row-description-hides-controls.xml", in: Repo.fixtures)
        let onSwitch = all.filter { $0.node.id == "com.example.settings:id/wifi_switch" && $0.status == .fail }
        #expect(onSwitch.map(\.rule) == ["switch-hidden-by-row-description"])
        #expect(onSwitch.first?.message.contains("Wi-Fi, connected to HomeNet") == true)
        #expect(!all.contains { $0.criteria.contains("focus.reachable") && $0.status == .fail })
    }

    @Test func rowDescriptionOnAComposeRowLeavesOnlyTheUnrecordedRoleForReview() throws {
        func outcome(root: String) throws -> [Finding] {
            let json = #"{"platform":"android","className":"ROOT","id":"root","bounds":[0,0,1080,400],"children":[{"className":"android.view.View","id":"row","contentDescription":"Wi-Fi","checkable":true,"checked":true,"clickable":true,"focusable":true,"bounds":[0,0,1080,168],"children":[{"className":"android.widget.Switch","id":"wifi","checkable":true,"checked":true,"focusable":false,"bounds":[900,40,1038,120]}]}]}"#
            let (tree, _) = try loadExample(json.replacingOccurrences(of: "ROOT", with: root))
            return try Linter().lint(tree).filter { $0.rule == "switch-hidden-by-row-description" }
        }
        // The checkable row says its state; its role may be Compose's unrecorded "Switch" role description.
        let compose = try outcome(root: "androidx.compose.ui.platform.ComposeView")
        #expect(compose.count == 1)
        #expect(compose.allSatisfy { $0.status == .review && $0.node.id == "wifi" })
        // A View-system row with the same shape says no role: the switch's role is missing.
        let views = try outcome(root: "android.widget.FrameLayout")
        #expect(views.count == 1)
        #expect(views.allSatisfy { $0.status == .fail && $0.message.contains("without the switch's role") })
    }
}
