import A11yLint
import A11yLintTesting
import Foundation
import Testing

/// The A11yLintTesting product as a test author meets it: built screens, audits, messages, snapshots.
@Suite struct TestingLibraryTests {
    static let groupedRow = AndroidScreen {
        A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: true) }
    }
    static let unnamedSwitch = AndroidScreen { A11y.Switch(isOn: true).id("switch_bluetooth") }

    static let unnamedSwitchMessage = """
        switch_bluetooth (android.widget.Switch): error: The switch has no name: the screen reader says only \
        “On, Switch, Double tap to toggle”. [name.present, mobile.swipe] (switch-name-present, switch-swipe)
            fix (Android Views): Set `android:text`, or `contentDescription` when there is no visible label, or associate the label with `labelFor`. \
        Use `Switch` with `android:text`, or group the row.
            fix (Jetpack Compose): Put the Switch and its Text in one `Row(Modifier.toggleable(value, role = Role.Switch, onValueChange))`, \
        or set `contentDescription` in `Modifier.semantics`. Use `Modifier.toggleable(role = Role.Switch)` on the row.
        """

    @Test func builtScreensReadLikeTheirPlatform() throws {
        #expect(AccessibilityAudit(Self.groupedRow).isAccessible)
        #expect(Self.groupedRow.accessibilityTree.announcementText() == "1. Wi-Fi, On, Switch, Double tap to activate\n")

        let cell = IOSScreen { A11y.Cell(clickable: true) { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) } }
        #expect(AccessibilityAudit(cell).isAccessible)
        #expect(cell.accessibilityTree.announcementText() == "1. Wi-Fi, On, Switch button, Double tap to toggle setting\n")

        // The same row without grouping: the label is a separate swipe, on both platforms.
        let split = IOSScreen { A11y.Cell { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) } }
        #expect(AccessibilityAudit(split).failures.map(\.rule).contains("switch-label-single-swipe") || !AccessibilityAudit(split).isAccessible)
        #expect(AccessibilityAudit(split).failures.contains { $0.criteria.contains("group.single-swipe") })
        let splitAndroid = AndroidScreen { A11y.Row { A11y.Text("Wi-Fi"); A11y.Switch(isOn: false) } }
        #expect(AccessibilityAudit(splitAndroid).failures.contains { $0.criteria.contains("group.single-swipe") })

        let radios = AndroidScreen { A11y.RadioGroup { A11y.RadioButton("Small", isSelected: true); A11y.RadioButton("Large", isSelected: false) } }
        #expect(AccessibilityAudit(radios).isAccessible)
        #expect(radios.accessibilityTree.announcements().map(\.text) == [
            "Checked, Small, Radio button, Double tap to toggle", "Not checked, Large, Radio button, Double tap to toggle",
        ])
        let twoChecked = AndroidScreen { A11y.RadioGroup { A11y.RadioButton("Small", isSelected: true); A11y.RadioButton("Large", isSelected: true) } }
        #expect(AccessibilityAudit(twoChecked).failures.contains { $0.criteria.contains("radio.exclusive") })
    }

    @Test func builtScreensGetFramesInsideTheirParents() {
        let tree = AndroidScreen {
            A11y.Group { A11y.Text("A"); A11y.Row { A11y.Button("B"); A11y.Button("C") } }
        }.accessibilityTree
        for i in tree.indices {
            let frame = tree[i].frame
            #expect(frame.map { !$0.isEmpty } == true)
            if let p = tree.parent(of: i), let parentFrame = tree[p].frame, let frame {
                #expect(parentFrame.contains(frame), "node \(i) \(frame) outside its parent \(parentFrame)")
            }
        }
        // The row's buttons sit side by side, the group's children one under the other.
        let b = tree.indices.first { tree[$0].text == "B" }!, c = tree.indices.first { tree[$0].text == "C" }!
        #expect(tree[b].frame!.maxX <= tree[c].frame!.x && tree[b].frame!.y == tree[c].frame!.y)
    }

    @Test func aFailureIsOneLineWithThisPlatformsFixesOnly() throws {
        let audit = AccessibilityAudit(Self.unnamedSwitch)
        let failure = try #require(audit.failures.first)
        #expect(audit.failures.count == 1)
        #expect(audit.message(for: failure) == Self.unnamedSwitchMessage)
        #expect(!failure.description.contains("\n"))
        #expect(audit.description.hasPrefix("1 accessibility failure on this Android screen:\n"))

        let ios = AccessibilityAudit(IOSScreen { A11y.Switch(isOn: false).id("bluetoothSwitch") })
        let iosText = ios.failures.map { ios.message(for: $0) }.joined(separator: "\n")
        #expect(iosText.contains("fix (UIKit)") && iosText.contains("fix (SwiftUI)"))
        #expect(!iosText.contains("Android") && !iosText.contains("Compose"))
        #expect(!audit.description.contains("UIKit") && !audit.description.contains("SwiftUI"))

        // A Compose dump can only come from Jetpack Compose: no Android Views fix either.
        let compose = AccessibilityAudit(try AccessibilityTree(contentsOf: Repo.fixtures.appendingPathComponent("compose/toggle-switch/fail-compose-switch-label-separate-text.txt")))
        let composeText = compose.description
        #expect(!compose.isAccessible && composeText.contains("fix (Jetpack Compose)"), "\(composeText)")
        #expect(!composeText.contains("Android Views") && !composeText.contains("UIKit"))
    }

    /// A failure in a dump read from a file names the file with the place (`settings.xml:13:13`):
    /// a bare `13:13` reads as a line of the test itself. A configuration turning the covering rule
    /// off leaves the failures it would have folded in.
    @Test func anAuditOfAFileNamesTheFileAndFoldsAfterTheConfiguration() throws {
        let url = Repo.fixtures.appendingPathComponent("uiautomator/toggle-switch/fail-label-separate-swipe.xml")
        let audit = try AccessibilityAudit(contentsOf: url)
        let failure = try #require(audit.failures.first)
        #expect(audit.message(for: failure).contains(" fail-label-separate-swipe.xml:\(failure.node.location.line):\(failure.node.location.column): error: "))
        #expect(!AccessibilityAudit(AndroidScreen { A11y.Switch(isOn: true).id("s") }).description.contains(".xml"))
        let off = try ConfigurationLoader.load(yaml: "rules:\n  switch-label-separate-stop: off\n", source: ".a11ylint.yml",
                                               baseDirectory: Repo.root, packs: Linter().packs)
        let left = try AccessibilityAudit(contentsOf: url, options: .init(configuration: off)).failures
        #expect(left.map(\.rule) == ["switch-name-present"] && left.first?.covers == ["switch-swipe"], "\(left)")
    }

    @Test func findingsFromAFileSayWhereTheyAre() throws {
        let url = Repo.fixtures.appendingPathComponent("uiautomator/radio-button/fail-radio-without-name.xml")
        let findings = Linter().lint(try AccessibilityTree(contentsOf: url))
        let error = try #require(findings.errors.first)
        // "<id> (<class>) <line>:<column>: error: <message> [<criteria>] (<rule>, <rules it covers>)"
        let pattern = #/^\S+ \(android\.widget\.RadioButton\) \d+:\d+: error: .+ \[[a-z.-]+(, [a-z.-]+)*\] \([a-z-]+(, [a-z-]+)*\)$/#
        #expect(error.description.wholeMatch(of: pattern) != nil, "\(error)")
        #expect(findings.errors.allSatisfy { $0.status == .fail && $0.severity == .error })
        #expect(findings.warnings.allSatisfy { $0.status == .fail && $0.severity == .warning })
    }

    @Test func optionsChooseThresholdRulesAndConfiguration() throws {
        // The unnamed switch's swipe warning (mobile.swipe) is folded into its name error: one
        // failure at either threshold; without folding (a rule list leaving the name rule out), the
        // warning counts only when failing on warnings.
        #expect(AccessibilityAudit(Self.unnamedSwitch, options: .init(failOn: .warning)).failures.count == 1)
        #expect(AccessibilityAudit(Self.unnamedSwitch, options: .init(rules: ["switch-swipe"])).isAccessible)
        #expect(!AccessibilityAudit(Self.unnamedSwitch, options: .init(failOn: .warning, rules: ["switch-swipe"])).isAccessible)
        #expect(AccessibilityAudit(Self.unnamedSwitch, options: .init(rules: ["switch-exclusive-nonexistent"])).isAccessible)
        let named = try #require(AccessibilityAudit(Self.unnamedSwitch).failures.first?.rule)
        #expect(!AccessibilityAudit(Self.unnamedSwitch, options: .init(rules: [named])).isAccessible)

        let yaml = "rules:\n  \(named): off\n"
        let configuration = try ConfigurationLoader.load(yaml: yaml, source: ".a11ylint.yml", baseDirectory: Repo.root, packs: Linter().packs)
        #expect(AccessibilityAudit(Self.unnamedSwitch, options: .init(configuration: configuration)).isAccessible)
        #expect(Linter().lint(Self.unnamedSwitch.accessibilityTree, configuration: configuration).errors.isEmpty)
        #expect(!Linter().lint(Self.unnamedSwitch.accessibilityTree).errors.isEmpty)
    }

    @Test func expectAccessibleRecordsEachFindingAtTheCaller() throws {
        withKnownIssue {
            expectAccessible(Self.unnamedSwitch)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.unnamedSwitchMessage]
                && issue.sourceLocation?.fileID.hasSuffix("TestingLibraryTests.swift") == true
        }
        try withKnownIssue {
            expectAccessible(try AccessibilityTree(dump: "<hierarchy><node"))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("could not read the screen:") == true
        }
        expectAccessible(Self.groupedRow)
    }

    @Test func anAuditInsideExpectPrintsItsFindings() {
        withKnownIssue {
            #expect(AccessibilityAudit(Self.unnamedSwitch).isAccessible)
        } matching: { issue in
            // Swift Testing shows the audit's value: the count and one line per finding.
            let text = String(describing: issue)
            return text.contains("1 accessibility failure on this Android screen:")
                && text.contains("switch_bluetooth (android.widget.Switch): error: The switch has no name")
        }
    }

    @Test func requireAccessibleStopsTheTest() {
        var thrown: (any Error)?
        withKnownIssue {
            do { try requireAccessible(Self.unnamedSwitch) } catch { thrown = error }
        } matching: { issue in issue.comments.map(\.rawValue) == [Self.unnamedSwitchMessage] }
        #expect(thrown is AccessibilityRequirementFailure)
        #expect(throws: Never.self) { try requireAccessible(Self.groupedRow) }
    }

    @Test func announcementSnapshotsRecordCompareAndDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = AnnouncementSnapshot(name: "wifi row/on", testFile: folder.appendingPathComponent("SettingsTests.swift").path)
        #expect(snapshot.file.path.hasSuffix("__Announcements__/SettingsTests/wifi-row-on.txt"))

        let text = Self.groupedRow.accessibilityTree.announcementText()
        #expect(snapshot.verify(text, environment: ["CI": "true"]) == .missing(snapshot.file))
        #expect(!FileManager.default.fileExists(atPath: snapshot.file.path))
        #expect(snapshot.verify(text, environment: [:]) == .recorded(snapshot.file))
        #expect(try String(contentsOf: snapshot.file, encoding: .utf8) == text)
        #expect(snapshot.verify(text, environment: ["CI": "true"]) == .matched)

        let off = AndroidScreen { A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: false) } }.accessibilityTree.announcementText()
        let outcome = snapshot.verify(off, environment: [:])
        #expect(outcome == .differs(diff: "- 1. Wi-Fi, On, Switch, Double tap to activate\n+ 1. Wi-Fi, Off, Switch, Double tap to activate"))
        #expect(outcome.failureMessage?.hasPrefix("The announcements differ from the snapshot") == true)
        // Asked to record, it writes the new text.
        #expect(snapshot.verify(off, environment: ["A11YLINT_RECORD": "1"]) == .recorded(snapshot.file))
        #expect(snapshot.verify(off, environment: [:]) == .matched)
    }
}

/// Pairs judged from Swift: built screens before and after an action.
@Suite struct PairAssertionTests {
    static func wifi(_ on: Bool) -> AndroidScreen {
        AndroidScreen { A11y.Switch("Wi-Fi", isOn: on).id("wifi_switch") }
    }

    @Test func aToggledSwitchPassesAndAStuckOneFails() throws {
        expectPair(Self.wifi(false), Self.wifi(true), .activate(id: "wifi_switch"))
        withKnownIssue {
            expectPair(Self.wifi(false), Self.wifi(false), .activate(id: "wifi_switch"))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "wifi_switch (android.widget.Switch) before, after: error: Double tap did not toggle the switch: it was off and is still off. [mobile.doubletap] (pair-doubletap-toggles)",
            ]
        }
        withKnownIssue {
            expectPair(Self.wifi(false), Self.wifi(true), .activate(id: "bluetooth_switch"))
        } matching: { issue in
            issue.comments.first?.rawValue.hasSuffix("no element with id 'bluetooth_switch' in BEFORE") == true
        }
    }

    @Test func scenariosRunFromTests() {
        let pairs = Repo.fixtures.appendingPathComponent("pairs")
        expectScenario(contentsOf: pairs.appendingPathComponent("xcuitest/settings-flow.yml"))
        withKnownIssue {
            expectScenario(contentsOf: pairs.appendingPathComponent("uiautomator/settings-flow-failing.yml"))
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.hasSuffix("(pair-text-vanished)") || text.hasSuffix("(pair-focus-return)")
        }
    }

    @Test func textThatVanishesAtTwiceTheSizeFails() {
        let before = IOSScreen { A11y.StaticText("Download over Wi-Fi only"); A11y.StaticText("Large files wait") }
        let after = IOSScreen { A11y.StaticText("Download over Wi-Fi only") }
        withKnownIssue {
            expectPair(before, after, .textSize)
        } matching: { issue in
            issue.comments.first?.rawValue.contains("“Large files wait” is gone at the larger text size.") == true
        }
    }
}

/// Issue 22, point 6: the DSL's namespace, typed state on both platforms, snapshot names from the test.
@Suite struct TestingLibraryNamespaceTests {
    /// One typed state, each platform's own attribute: Android `checked` / `selected`, iOS value and traits.
    @Test func typedStateIsWrittenAsEachPlatformDoes() throws {
        func nodes(_ tree: AccessibilityTree, _ kind: String) -> [Node] {
            tree.indices.map { tree[$0] }.filter { ($0.className ?? "").hasSuffix(kind) }
        }
        let elements: () -> [ScreenElement] = {
            [A11y.Switch("Wi-Fi", isOn: true), A11y.Switch("Bluetooth", isOn: false),
             A11y.CheckBox("Remember me", isChecked: true), A11y.RadioButton("Small", isSelected: true),
             A11y.Button("Tab").selected()]
        }
        let android = AndroidScreen { elements() }.accessibilityTree
        #expect(nodes(android, "Switch").map(\.checked) == [true, false])
        #expect(nodes(android, "CheckBox").map(\.checked) == [true])
        #expect(nodes(android, "RadioButton").map(\.checked) == [true])
        #expect(nodes(android, ".Button").map(\.selected) == [true])
        let ios = IOSScreen { elements() }.accessibilityTree
        #expect(nodes(ios, "Switch").map(\.accessibilityValue) == ["1", "0"])
        let buttons = nodes(ios, "Button")
        #expect(buttons.map(\.accessibilityLabel) == ["Remember me", "Small", "Tab"])
        #expect(buttons[0].accessibilityValue == "1")
        #expect(buttons[1].accessibilityTraits?.contains(.selected) == true && buttons[1].selected == true)
        #expect(buttons[2].selected == true)
    }

    /// The global names before the namespace still build the same trees (deprecated: this test
    /// warns on purpose, as a user's old test would).
    @Test func theOldGlobalNamesStillCompileToTheSameScreens() {
        let old = IOSScreen { Cell(clickable: true) { StaticText("Wi-Fi"); Switch(value: "1") } }
        let new = IOSScreen { A11y.Cell(clickable: true) { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) } }
        #expect(old.accessibilityTree.announcementText() == new.accessibilityTree.announcementText())
        let oldAndroid = AndroidScreen { RadioGroup { RadioButton("S", checked: true); CheckBox("C", checked: false) } }
        let newAndroid = AndroidScreen { A11y.RadioGroup { A11y.RadioButton("S", isSelected: true); A11y.CheckBox("C", isChecked: false) } }
        #expect(NativeJSONWriter.render(oldAndroid.accessibilityTree) == NativeJSONWriter.render(newAndroid.accessibilityTree))
    }

    @Test func snapshotNamesComeFromTheTestFunction() {
        #expect(AnnouncementSnapshot.name(forTest: "testWifiRow()") == "testWifiRow")
        #expect(AnnouncementSnapshot.name(forTest: "textAtTwiceTheSize(after:)") == "textAtTwiceTheSize")
        #expect(AnnouncementSnapshot.name(forTest: "wifi-cell") == "wifi-cell")
        let snapshot = AnnouncementSnapshot(name: AnnouncementSnapshot.name(forTest: #function), testFile: #filePath)
        #expect(snapshot.file.path.hasSuffix("__Announcements__/TestingLibraryTests/snapshotNamesComeFromTheTestFunction.txt"))
    }
}
