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

/// Findings on real dumps that a person reading the dump agrees with (checked by hand).
@Suite struct CorpusFindingTests {
    func fails(_ path: String) throws -> [Finding] {
        try lint(Repo.corpus.appendingPathComponent(path)).filter { $0.status == .fail }
    }

    @Test func composeRadiosWithoutStateOnTheirRowFailState() throws {
        // google-app: 4 RadioButtons, not checkable, inside clickable rows that are not checkable either.
        let findings = try fails("android-uiautomator/google-app-theme-compose-radios.xml")
        #expect(findings.filter { $0.rule == "radio-state" }.count == 4)
        #expect(!findings.contains { $0.rule == "radio-name-present" })
    }

    @Test func settingsRowSwitchesAreSeparateStopsFromTheirTitles() throws {
        // Polish developer options: six row switches say only "Włączono"/"Wyłączono" (their
        // textOn/textOff: the state, not a name); the title is the row's own stop. The main bar's
        // switch, "Opcje programisty, Włączony", has a name.
        let findings = try fails("android-uiautomator/settings-devoptions-polish-switch-statetext.xml")
        #expect(findings.filter { $0.rule == "switch-label-separate-stop" }.count == 6)
        let unnamed = findings.filter { $0.rules.contains("switch-name-present") }
        #expect(unnamed.count == 6)
        #expect(unnamed.allSatisfy { $0.node.id == "android:id/switch_widget" })
    }

    @Test func iconOnlySegmentedRadiosAreUnnamed() throws {
        let findings = try fails("android-appium/ivi-quicksettings-appium-radios.xml")
        #expect(findings.filter { $0.rule == "radio-name-present" }.count == 6)
        // Three rows of four options under one ScrollView: each row has one selected, so no exclusivity failure.
        #expect(!findings.contains { $0.rule == "radio-exclusive" })
    }

    @Test func labelledRadioGroupAndQuickSettingsTilesPass() throws {
        // The toolbar's Navigate-up ImageButton (NAF, no content description) is an unnamed button
        // (Tests/CorpusExpectations/actions.yml); the radios and their group pass.
        #expect(try fails("android-uiautomator/hksmart-settings-radiogroup.xml").filter { $0.control != "button" }.isEmpty)
        #expect(try fails("android-uiautomator/systemui-quicksettings-tile-switches.xml").isEmpty)
        let dialog = try fails("android-uiautomator/waenhancer-dialog-radiobuttons.xml")
        #expect(dialog.map(\.rule) == ["radio-group", "radio-group"]) // a LinearLayout, not a RadioGroup
    }

    @Test func everyControlGetsItsReviewChecklist() throws {
        let findings = try lint(Repo.corpus.appendingPathComponent("android-uiautomator/hksmart-settings-radiogroup.xml"))
        let reviews = Set(findings.filter { $0.status == .review }.flatMap(\.criteria))
        for id in ["keyboard.space", "keyboard.enter", "mobile.doubletap", "settings.text-resize", "focus.return", "radio.no-context-change"] {
            #expect(reviews.contains(id), "missing review for \(id)")
        }
        #expect(findings.filter { $0.status == .review }.allSatisfy { $0.severity == .info })
    }

    @Test func screenWideCriteriaAreOneChecklistPerDump() throws {
        // Three radios and several switches: per-control items repeat, screen-wide ones do not.
        let tree = try DumpReader.load(contentsOf: Repo.corpus.appendingPathComponent("android-uiautomator/hksmart-settings-radiogroup.xml"))
        let findings = try Linter().lint(tree)
        let reviews = findings.filter { $0.status == .review }
        for id in ["focus.initial", "focus.after-navigation", "focus.return", "settings.text-resize"] {
            let items = reviews.filter { $0.criteria.contains(id) }
            #expect(items.count == 1, "\(id): \(items.count) items")
            #expect(items.allSatisfy { $0.control == Finding.screen && $0.node.index == tree.roots.first })
        }
        #expect(reviews.filter { $0.criteria.contains("mobile.doubletap") && $0.control == "radio-button" }.count == 3)
    }
}
