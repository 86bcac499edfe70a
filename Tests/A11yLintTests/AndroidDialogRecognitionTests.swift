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

/// Android dialogs are recognised from what a dump shows of their window: AlertController's layout
/// (`recognise.android.resourceIds` with `resourceIdsHolding`) and Compose Material 3's pane title
/// (`recognise.android.paneTitles`); the alert pack's reviews then attach on Android too.
@Suite struct AndroidDialogRecognitionTests {
    /// "<node id> <kind>" for each control the built-in packs recognise.
    func kinds(_ tree: AccessibilityTree) -> [String] {
        Linter().run(tree).controls.map { "\(tree[$0.node].resourceId ?? tree[$0.node].testTag ?? "?") \($0.kind)" }
    }

    func kinds(_ json: String) throws -> [String] { kinds(try DumpReader.load(string: json)) }

    func fixture(_ path: String) throws -> AccessibilityTree {
        try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent(path))
    }

    @Test func anAppCompatAlertDialogWindowIsAnAlert() throws {
        let found = try kinds(fixture("uiautomator/alert-dialog/pass-appcompat-alert-title-message-buttons.xml"))
        #expect(found == ["com.example.notes:id/parentPanel alert-dialog", "android:id/button2 button", "android:id/button1 button"])
    }

    @Test func aFrameworkAlertDialogWithACustomViewIsAnAlert() throws {
        let found = try kinds(fixture("uiautomator/alert-dialog/fail-custom-view-unnamed-close-button.xml"))
        #expect(found.first == "android:id/parentPanel alert-dialog")
        #expect(found.contains("com.example.paint:id/close_dialog button"))
    }

    @Test func theSystemANRDialogOfTheCorpusIsAnAlert() throws {
        let url = Repo.corpus.appendingPathComponent("android-uiautomator/system-anr-dialog-close-wait-buttons.xml")
        try #require(FileManager.default.fileExists(atPath: url.path), Comment(rawValue: Repo.sharedMissing))
        #expect(kinds(try DumpReader.load(contentsOf: url)).first == "android:id/parentPanel alert-dialog")
    }

    @Test func aMessageOnlyDialogIsAnAlert() throws {
        // No title: AlertController hides topPanel, so alertTitle is not in the dump; message and button1 are.
        let found = try kinds(#"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.LinearLayout","id":"android:id/parentPanel","bounds":[63,900,1017,1400],"children":[{"className":"android.widget.TextView","id":"android:id/message","text":"Saved.","bounds":[126,950,954,1100]},{"className":"android.widget.Button","id":"android:id/button1","text":"OK","clickable":true,"focusable":true,"bounds":[800,1260,996,1386]}]}]}"#)
        #expect(found == ["android:id/parentPanel alert-dialog", "android:id/button1 button"])
    }

    @Test func aScreenWhoseLayoutIsNamedParentPanelIsNoAlert() throws {
        // An app's own layout named parentPanel, with a title and a button of its own ids: no dialog part.
        let found = try kinds(#"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.LinearLayout","id":"com.example.shop:id/parentPanel","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.TextView","id":"com.example.shop:id/title","text":"Basket","bounds":[40,100,1040,180]},{"className":"android.widget.Button","id":"com.example.shop:id/button1","text":"Pay","clickable":true,"focusable":true,"bounds":[40,2200,1040,2330]}]}]}"#)
        #expect(found == ["com.example.shop:id/button1 button"])
    }

    @Test func theFrameworksButtonIdOutsideADialogLayoutIsNoAlert() throws {
        // Apps reuse android:id/button1 for their own buttons: without AlertController's container it says nothing.
        let found = try kinds(#"{"platform":"android","className":"android.widget.LinearLayout","id":"root","bounds":[0,0,1080,2400],"children":[{"className":"android.widget.Button","id":"android:id/button1","text":"Select","clickable":true,"focusable":true,"bounds":[40,200,1040,330]}]}"#)
        #expect(found == ["android:id/button1 button"])
    }

    @Test func aComposeMaterial3DialogIsAnAlertByItsPaneTitle() throws {
        #expect(try kinds(fixture("compose/alert-dialog/pass-m3-alert-dialog-pane-title.txt")) == ["signOutDialog alert-dialog", "dismiss button", "confirm button"])
        // Appium writes the pane title as `pane-title`; a pane titled otherwise (a bottom sheet) is no
        // alert: Material 3's ModalBottomSheet pane ("Bottom Sheet") is the modal pack's.
        let sheet = try kinds(#"{"platform":"android","className":"android.view.View","id":"sheet","paneTitle":"Bottom Sheet","bounds":[0,1200,1080,2400],"children":[{"className":"android.widget.Button","id":"ok","text":"OK","clickable":true,"focusable":true,"bounds":[40,2200,1040,2330]}]}"#)
        #expect(sheet == ["sheet modal-view", "ok button"])
    }

    @Test func theAlertsReviewsAttachOnAndroid() throws {
        let findings = try lint(Repo.fixtures.appendingPathComponent("uiautomator/alert-dialog/pass-appcompat-alert-title-message-buttons.xml"))
        let reviews = Set(findings.filter { $0.status == .review && $0.node.id == "com.example.notes:id/parentPanel" }.map(\.rule))
        #expect(reviews.isSuperset(of: ["alert-dialog-review-confined", "alert-dialog-review-escape", "alert-dialog-review-role", "alert-dialog-review-enter"]))
        #expect(!findings.contains { $0.rule.hasPrefix("alert-dialog") && $0.status == .fail }, "a dump cannot show focus confinement: the alert's criteria stay reviews")
    }

    func load(_ yaml: String) -> RulePackLoader.LoadError? {
        do { _ = try RulePackLoader.load(yaml: yaml, source: "x.yml"); return nil } catch { return error as? RulePackLoader.LoadError }
    }

    @Test func holdingWithoutAContainerIdIsALoadError() {
        let error = load("""
            control: panel
            title: Panel
            seed: x
            recognise:
              android:
                resourceIdsHolding: [alertTitle]
            rules:
              - { id: panel-review, criteria: [focus.modal], severity: info, check: manualReview, message: "Check." }
            """)
        #expect(error?.message.contains("resourceIdsHolding needs the container's 'resourceIds'") == true)
        #expect(error?.line == 6)
    }

    @Test func twoPacksClaimingOneContainerIdDoNotLoad() throws {
        func pack(_ name: String) -> String {
            """
            control: \(name)
            title: \(name)
            seed: x
            recognise:
              android:
                resourceIds: [parentPanel]
                paneTitles: [Dialog]
            rules:
              - { id: \(name)-review, criteria: [focus.modal], severity: info, check: manualReview, message: "Check." }
            """
        }
        let a = try RulePackLoader.load(yaml: pack("one"), source: "one.yml")
        let b = try RulePackLoader.load(yaml: pack("two"), source: "two.yml")
        #expect(a.recognise.androidResourceIds == ["parentPanel"] && a.recognise.androidPaneTitles == ["Dialog"])
        let conflict = #expect(throws: RecognitionIndex.Conflict.self) { try ControlRecogniser.validate([a, b]) }
        #expect(conflict?.description.contains("Android resource-id parentPanel is claimed by both 'one'") == true)
        #expect(conflict?.description.contains("Android pane title “Dialog” is claimed by both") == true)
    }
}
