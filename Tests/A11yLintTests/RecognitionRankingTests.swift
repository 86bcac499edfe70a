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

/// Recognition is ranked: the most specific claim on a node wins whatever order the packs load in,
/// and two packs making the same claim do not load.
@Suite struct RecognitionRankingTests {
    /// The built-in packs but the checkbox pack, which `extraYAML` stands in for.
    /// The seed controls' packs: what recognition was before any other control arrived.
    static let builtIns = try! BuiltInRules.packs().filter { ["radio-button", "toggle-switch", "checkable-control"].contains($0.control) }

    /// A checkbox pack as a new control would arrive: it recognises checkboxes by class, Compose
    /// role, element type, a hand-written label suffix and an id word.
    static let extraYAML = """
        control: checkbox
        title: Checkbox
        recognise:
          android:
            classes: [android.widget.CheckBox, androidx.appcompat.widget.AppCompatCheckBox, com.google.android.material.checkbox.MaterialCheckBox]
            composeRoles: [Checkbox]
            notInSingleChoiceList: true
          ios:
            elementTypes: [CheckBox]
            labelSuffixes: [", checkbox", ", check box"]
          lookalikes:
            idWords: [checkbox]
        rules:
          - id: extra-checkbox-name
            criteria: [name.present]
            check: namePresent
            message: "no name"
        """

    static func extraPack(named control: String = "checkbox", extra: String = "") throws -> RulePack {
        var yaml = extraYAML.replacingOccurrences(of: "control: checkbox", with: "control: \(control)")
        yaml = yaml.replacingOccurrences(of: "    labelSuffixes:", with: extra + "    labelSuffixes:")
        return try RulePackLoader.load(yaml: yaml, source: "\(control).yml")
    }

    static func kinds(_ json: String, packs: [RulePack]) throws -> [String: String] {
        let tree = try DumpReader.load(string: json)
        return Dictionary(Linter(packs: packs).run(tree).controls.map { (tree[$0.node].accessibilityIdentifier ?? tree[$0.node].resourceId ?? "?", $0.kind) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func sameClaimInTwoPacksIsAnErrorNamingBoth() throws {
        // An iOS button valued "Checked" is a radio button in radio-button.yml; a pack that claims the same value is refused.
        let clash = try Self.extraPack(extra: "    buttonValues: [Checked, Mixed]\n")
        #expect(throws: RecognitionIndex.Conflict.self) { try ControlRecogniser.validate(Self.builtIns + [clash]) }
        do {
            try ControlRecogniser.validate(Self.builtIns + [clash])
        } catch {
            let text = "\(error)"
            #expect(text.contains("radio-button") && text.contains("'checkbox' (checkbox.yml)") && text.contains("Checked"), "\(text)")
        }
        // Distinct claims load.
        try ControlRecogniser.validate(Self.builtIns + [try Self.extraPack()])
        // A folder of packs added to the built-ins (`--rules DIR`, `rulePacks:`) is refused the same way.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-clash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.extraYAML.replacingOccurrences(of: "control: checkbox", with: "control: tick-box")
            .write(to: dir.appendingPathComponent("tick-box.yml"), atomically: true, encoding: .utf8)
        #expect(throws: RecognitionIndex.Conflict.self) { try BuiltInRules.packs(adding: [dir]) }
    }

    @Test func theMostSpecificClaimWinsWhateverTheOrder() throws {
        let extra = try Self.extraPack(named: "a-checkbox")
        let ios = """
            {"platform":"ios","elementType":"Other","id":"root","frame":[0,0,400,400],"children":[
              {"elementType":"Button","id":"radioish","accessibilityLabel":"Small","accessibilityValue":"Checked","isAccessibilityElement":true,"frame":[0,0,200,44]},
              {"elementType":"Button","id":"terms","accessibilityLabel":"Terms, checkbox","accessibilityValue":"Checked","isAccessibilityElement":true,"frame":[0,50,200,44]},
              {"elementType":"Button","id":"termsCheckbox","accessibilityLabel":"Terms","accessibilityValue":"Checked","isAccessibilityElement":true,"frame":[0,100,200,44]},
              {"elementType":"Switch","id":"sw","accessibilityLabel":"Wi-Fi, checkbox","accessibilityValue":"1","isAccessibilityElement":true,"frame":[0,150,200,44]}]}
            """
        for packs in [[extra] + Self.builtIns, Self.builtIns + [extra]] {
            let k = try Self.kinds(ios, packs: packs)
            #expect(k["radioish"] == "radio-button", "a value alone stays with the pack that claims the value")
            #expect(k["terms"] == "a-checkbox", "a label suffix outranks a value")
            #expect(k["termsCheckbox"] == "a-checkbox", "an id word outranks a value")
            #expect(k["sw"] == "toggle-switch", "an element type outranks a label suffix")
        }
    }

    /// The kinds of every node of every fixture and corpus dump, per file.
    static func allKinds(packs: [RulePack]) -> [String: [Int: String]] {
        let linter = Linter(packs: packs)
        var result: [String: [Int: String]] = [:]
        let files = Repo.files(under: Repo.fixtures, extensions: ["xml", "json", "txt"]) + Repo.corpusFiles
        for url in files {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            result[url.path] = Dictionary(linter.run(tree).controls.map { ($0.node, $0.kind) }, uniquingKeysWith: { a, _ in a })
        }
        return result
    }

    /// The only kinds a checkbox pack may change: nodes that are checkboxes (TalkBack says "Check
    /// box"), and the checkable rows around them that the fallback pack held until the checkbox
    /// inside was recognised (a row around a recognised control is that control's row).
    static let trulyCheckboxes: [(file: String, changes: [String], why: String)] = [
        ("corpus/android-appium/zomato-checkbox.xml", ["126 - -> checkbox"], "an android.widget.CheckBox"),
        ("corpus/android-uiautomator/flutter-reminder-form-checkbox-desc.xml", ["24 - -> checkbox"], "an android.widget.CheckBox (Flutter)"),
        ("corpus/android-uiautomator/wework-checkbox-label-outside-row.xml", ["104 - -> checkbox"], "an android.widget.CheckBox (c4g)"),
        ("corpus/compose-semantics/nia-feed-bookmark-checkbox.txt", ["3 - -> checkbox"], "Role = 'Checkbox'"),
        ("corpus/compose-semantics/nia-foryou-hasnews-checkboxes.txt",
         ["6 checkable-control -> -", "7 - -> checkbox", "8 checkable-control -> -", "9 - -> checkbox", "10 checkable-control -> -", "11 - -> checkbox", "14 - -> checkbox"],
         "Role = 'Checkbox' nodes; the toggleable topic rows around them are now their rows"),
        ("corpus/android-uiautomator/deepeyemusic-compose-settings-filterchips-checkboxes.xml",
         ["13 checkable-control -> -", "15 - -> checkbox", "16 checkable-control -> -", "18 - -> checkbox", "19 checkable-control -> -", "21 - -> checkbox", "27 checkable-control -> -", "29 - -> checkbox", "30 checkable-control -> -", "32 - -> checkbox", "33 checkable-control -> -", "35 - -> checkbox", "36 checkable-control -> -", "38 - -> checkbox", "39 checkable-control -> -", "41 - -> checkbox", "42 checkable-control -> -", "44 - -> checkbox", "45 checkable-control -> -", "47 - -> checkbox", "48 checkable-control -> -", "50 - -> checkbox", "51 checkable-control -> -", "53 - -> checkbox", "54 checkable-control -> -", "56 - -> checkbox", "57 checkable-control -> -", "59 - -> checkbox", "60 checkable-control -> -", "62 - -> checkbox"],
         "each settings row (a checkable Compose View) holds an android.widget.CheckBox, which is now the control"),
        ("Fixtures/native-json/android/fail-unrecognised-checkable-without-name.json", ["7 - -> checkbox"],
         "remember_choice, a CheckBox outside the single-choice list (those inside stay checkable-control options)"),
        ("Fixtures/native-json/android/pass-unrecognised-checkable-named.json", ["7 - -> checkbox"], "remember_choice, as in its fail twin"),
        // The checkbox pack's own fixtures.
        ("Fixtures/uiautomator/checkbox/pass-checkbox-with-text.xml", ["3 - -> checkbox", "4 - -> checkbox"], "two android.widget.CheckBox"),
        ("Fixtures/uiautomator/checkbox/fail-checkbox-label-separate-swipe.xml", ["5 - -> checkbox"], "an android.widget.CheckBox"),
        ("Fixtures/compose/checkbox/pass-toggleable-checkbox-rows.txt", ["2 - -> checkbox", "3 - -> checkbox"], "rows with Role = 'Checkbox'"),
        ("Fixtures/compose/checkbox/fail-checkbox-label-separate-text.txt", ["4 - -> checkbox"], "Role = 'Checkbox'"),
        ("Fixtures/native-json/ios/pass-uikit-custom-checkboxes.json", ["3 - -> checkbox", "4 radio-button -> checkbox"],
         "termsRow says “, checkbox”; offersCheckbox is a button valued Unchecked, which alone reads as a radio button, but its identifier names a checkbox, which ranks higher"),
        ("Fixtures/native-json/ios/fail-uikit-custom-checkbox-no-value.json", ["3 - -> checkbox"], "a button whose identifier offersCheckbox names a checkbox"),
        // The audit's hand-written screens (helper-audit).
        ("Fixtures/compose/slider/pass-edit-profile-screen-every-control.txt", ["9 - -> checkbox"], "weekly_digest, Role = 'Checkbox'"),
        ("Fixtures/compose/slider/fail-edit-profile-unnamed-up-and-slider.txt", ["9 - -> checkbox"], "weekly_digest, as in its pass twin"),
        ("Fixtures/uiautomator/checkbox/pass-appium-hotel-results-tabs-chips-cards.xml",
         ["16 - -> checkbox", "17 - -> checkbox", "18 - -> checkbox", "29 toggle-switch -> checkbox", "35 toggle-switch -> checkbox"],
         "three filter chips Material reports as android.widget.CheckBox, and two favourite_toggle CheckBoxes the switch pack took by their id word"),
        ("Fixtures/uiautomator/checkbox/fail-appium-hotel-results-unnamed-overflow-favourite.xml",
         ["16 - -> checkbox", "17 - -> checkbox", "18 - -> checkbox", "29 toggle-switch -> checkbox", "35 toggle-switch -> checkbox"],
         "as in its pass twin"),
        ("Fixtures/uiautomator/text-input/pass-appium-signup-form-textinputlayout.xml", ["20 - -> checkbox"], "the terms android.widget.CheckBox"),
        ("Fixtures/uiautomator/text-input/fail-appium-signup-unnamed-up-logo-placeholder.xml", ["20 - -> checkbox"], "the terms android.widget.CheckBox"),
        ("Fixtures/uiautomator/checkbox/fail-table-select-checkboxes-unnamed-beside-column-cells.xml", ["13 - -> checkbox", "3 - -> checkbox", "8 - -> checkbox"], "the table's android.widget.CheckBoxes"),
        ("Fixtures/uiautomator/checkbox/pass-table-select-checkboxes-named.xml", ["13 - -> checkbox", "3 - -> checkbox", "8 - -> checkbox"], "the table's android.widget.CheckBoxes"),
        ("Fixtures/uiautomator/checkbox/fail-checkbox-icon-font-glyph-text-label-beside.xml", ["2 - -> checkbox"], "the android.widget.CheckBox"),
        ("Fixtures/uiautomator/checkbox/pass-checkbox-icon-font-glyph-described.xml", ["2 - -> checkbox"], "the android.widget.CheckBox"),
        ("Fixtures/debugdescription/button/fail-checkbox-lookalike-beside-radio-tab.txt", ["5 - -> checkbox"], "a button whose own identifier names a checkbox ('station.checkbox')"),
        ("Fixtures/uiautomator/touch-target/pass-large-targets-and-exemptions.xml", ["6 - -> checkbox"], "the gift-wrap android.widget.CheckBox inside a clickable row"),
    ]

    static func relative(_ path: String) -> String {
        for (base, name) in [(Repo.corpus.path, "corpus"), (Repo.root.path, "")] where path.hasPrefix(base + "/") {
            return (name.isEmpty ? "" : name + "/") + path.dropFirst(base.count + 1)
        }
        return path
    }

    @Test func anExtraPackLeavesEveryOtherControlKindAlone() throws {
        // The real rules/checkbox.yml, added to the other built-in packs.
        let without = Self.builtIns
        let with = without + (try BuiltInRules.packs()).filter { $0.control == "checkbox" }
        #expect(with.count == without.count + 1)
        let before = Self.allKinds(packs: without), after = Self.allKinds(packs: with)
        #expect(before.count > 100 && before.values.contains { !$0.isEmpty })
        var changes: [String: [String]] = [:]
        let genericKinds = Set(with.filter(\.recognise.generic).map(\.control))
        for (file, kinds) in after {
            let old = before[file] ?? [:]
            for node in Set(kinds.keys).union(old.keys).sorted() where kinds[node] != old[node] {
                // A generic pack's claim (a button) ranks below every other: a node it held may become a
                // checkbox, and a generic row around a node that became a checkbox is that checkbox's row.
                if let was = old[node], genericKinds.contains(was), kinds[node] == nil { continue }
                let from = old[node].map { genericKinds.contains($0) && kinds[node] != nil ? "-" : $0 } ?? "-"
                changes[Self.relative(file), default: []].append("\(node) \(from) -> \(kinds[node] ?? "-")")
            }
        }
        let allowed = Dictionary(Self.trulyCheckboxes.map { ($0.file, $0.changes.sorted()) }, uniquingKeysWith: { $0 + $1 })
        for (file, list) in changes.sorted(by: { $0.key < $1.key }) {
            #expect(list.sorted() == allowed[file] ?? [], "\(file): control kinds changed by adding a pack: \(list)")
        }
        for file in allowed.keys { #expect(changes[file] != nil, "\(file): listed as holding checkboxes, but nothing changed") }
    }

    /// Every other pack (issue 11: a pack per control page) only takes nodes that no seed pack or the
    /// checkbox pack took: a radio, switch, checkbox or unnamed checkable control stays what it was.
    @Test func theOtherPacksLeaveTheCheckableControlsAlone() throws {
        let checkable = Self.builtIns + (try BuiltInRules.packs()).filter { $0.control == "checkbox" }
        let all = try BuiltInRules.packs()
        let before = Self.allKinds(packs: checkable), after = Self.allKinds(packs: all)
        #expect(before.values.contains { !$0.isEmpty })
        let allowed = Dictionary(Self.namedByAnotherPack.map { ($0.file, $0.changes) }, uniquingKeysWith: { $0 + $1 })
        for (file, kinds) in before.sorted(by: { $0.key < $1.key }) {
            let changed = kinds.keys.sorted().filter { after[file]?[$0] != kinds[$0] }
                .map { "\($0) \(kinds[$0]!) -> \(after[file]?[$0] ?? "-")" }
            #expect(changed == allowed[Self.relative(file)] ?? [], "\(Self.relative(file)): checkable controls changed kind when the other packs were added: \(changed)")
        }
    }

    /// Checkable nodes whose kind the dump did tell after all, now that a pack knows the class.
    static let namedByAnotherPack: [(file: String, changes: [String], why: String)] = [
        ("Fixtures/native-json/chip/fail-icon-chip-without-description.json", ["2 checkable-control -> chip", "3 checkable-control -> chip"],
         "com.google.android.material.chip.Chip: a filter chip is checkable, and the chip pack names its class"),
        ("Fixtures/native-json/chip/pass-chipgroup-filter-chips.json", ["2 checkable-control -> chip", "3 checkable-control -> chip"],
         "the same Material filter chips"),
    ]
}
