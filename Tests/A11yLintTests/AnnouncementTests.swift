import Foundation
import Testing
import Yams
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

/// The screen-reader simulation: golden announcements from criteria.md, and snapshots of every
/// corpus dump (Tests/Snapshots/announce/, re-recorded with A11YLINT_RECORD=1 and reviewed).
@Suite struct AnnouncementTests {
    struct Golden: Sendable, CustomStringConvertible {
        var says: String, file: String, node: String, example: String
        var description: String { example }
    }

    static let goldens: [Golden] = {
        let url = Repo.fixtures.appendingPathComponent("announcements/golden.yml")
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let list = try? Yams.load(yaml: text) as? [[String: String]] else { return [] }
        return list.map { Golden(says: $0["says"] ?? "", file: $0["file"] ?? "", node: $0["node"] ?? "", example: $0["example"] ?? "") }
    }()

    @Test func everyCriteriaExampleHasAGolden() throws {
        let criteria = try String(contentsOf: Repo.shared.appendingPathComponent("criteria.md"), encoding: .utf8)
        guard let section = criteria.components(separatedBy: "## What the screen reader should say").dropFirst().first?
            .components(separatedBy: "\n## ").first else { Issue.record("criteria.md has no announcement section"); return }
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        let examples = quoted.matches(in: section, range: NSRange(section.startIndex..., in: section)).compactMap { Range($0.range(at: 1), in: section).map { String(section[$0]) } }.filter { $0.contains(",") } // an utterance, not a quoted word
        #expect(examples.count >= 10)
        for example in examples {
            #expect(Self.goldens.contains { $0.says == example }, "no golden fixture says “\(example)”")
        }
    }

    @Test(arguments: goldens)
    func goldenAnnouncement(_ golden: Golden) throws {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent(golden.file))
        let stop = tree.announcements().first { a in
            let node = tree[a.node]
            return (node.resourceId ?? node.accessibilityIdentifier ?? node.testTag) == golden.node
        }
        #expect(stop?.text.lowercased() == golden.says.lowercased(), "\(golden.file) \(golden.node): got “\(stop?.text ?? "no stop")”")
    }

    @Test func announcementsAreStableAndStructured() throws {
        let tree = try DumpReader.load(contentsOf: Repo.fixtures.appendingPathComponent("announcements/android-radios-and-switches.xml"))
        let first = try tree.announcements(for: .talkBack)
        #expect(first == tree.announcements())
        #expect(throws: WrongScreenReader(asked: .voiceOver, platform: .android)) { try tree.announcements(for: .voiceOver) }
        let on = try #require(first.first { $0.text.hasPrefix("On") })
        #expect(on.states == ["On"] && on.name == "Label" && on.roles == ["Switch"] && on.hint == "Double tap to toggle")
        #expect(tree.announcementText().hasPrefix("1. Checked, Label, Radio button, Double tap to toggle\n"))
    }

    @Test func collectionPositionAndEntry() throws {
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"androidx.recyclerview.widget.RecyclerView","frame":[0,0,1080,600],
         "collectionInfo":{"rowCount":3,"columnCount":1,"selectionMode":1},"children":[
          {"className":"android.widget.RadioButton","text":"Small","checkable":true,"checked":false,"clickable":true,"frame":[0,0,1080,200],"collectionItemInfo":{"rowIndex":0}},
          {"className":"android.widget.RadioButton","text":"Large","checkable":true,"checked":true,"clickable":true,"frame":[0,200,1080,200],"collectionItemInfo":{"rowIndex":1}}]}}
        """#
        let stops = try DumpReader.load(string: json).announcements()
        #expect(stops.map(\.text) == [
            "Not checked, Small, Radio button, 1 of 3, in list, 3 items, Double tap to select",
            "Checked, Large, Radio button, 2 of 3, Double tap to select",
        ])
    }

    @Test func clickableContainerFillingTheWindowIsNoStop() throws {
        // A permission dialog: the clickable root has the window's bounds, so TalkBack's
        // shouldFocusNode rejects it and the message is a stop of its own (no "Double tap").
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.FrameLayout","frame":[27,339,1026,1536],"children":[
          {"className":"android.widget.LinearLayout","clickable":true,"frame":[27,339,1026,1536],"children":[
            {"className":"android.widget.TextView","text":"Allow access?","frame":[137,570,806,138]},
            {"className":"android.widget.Button","text":"Allow","clickable":true,"frame":[137,1278,806,154]}]}]}}
        """#
        #expect(try DumpReader.load(string: json).announcements().map(\.text) == ["Allow access?", "Allow, Button, Double tap to activate"])
        // One pixel smaller than the window, the same container is a stop that reads its message.
        let smaller = json.replacingOccurrences(of: #""clickable":true,"frame":[27,339,1026,1536]"#, with: #""clickable":true,"frame":[27,339,1026,1535]"#)
        #expect(try DumpReader.load(string: smaller).announcements().first?.text == "Allow access?, Double tap to activate")
    }

    @Test func unlabelledSliderWithAThumbChildIsAStop() throws {
        // Range info makes a seek bar speak (hasStateDescription), even unlabelled and with a child.
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.view.View","frame":[0,0,1080,2400],"children":[
          {"className":"android.widget.TextView","text":"Brush size","frame":[63,2005,278,53]},
          {"className":"android.widget.SeekBar","focusable":true,"frame":[37,2079,1006,63],"children":[
            {"className":"android.view.View","frame":[301,2079,126,116]}]},
          {"className":"android.view.View","focusable":true,"frame":[0,2200,100,100],"children":[
            {"className":"android.view.View","frame":[0,2200,50,50]}]}]}}
        """#
        #expect(try DumpReader.load(string: json).announcements().map(\.text) == ["Brush size", "Slider"])
    }

    @Test func editBoxAndLongPressHints() throws {
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.LinearLayout","frame":[0,0,1080,2400],"children":[
          {"className":"android.widget.EditText","text":"365","clickable":true,"longClickable":true,"frame":[0,0,500,100]},
          {"className":"android.widget.EditText","text":"No formula","focused":true,"clickable":true,"frame":[0,100,500,100]},
          {"className":"android.widget.Switch","text":"Bluetooth","checkable":true,"checked":true,"clickable":true,"longClickable":true,"frame":[0,200,500,100]},
          {"className":"android.widget.Button","text":"Send","clickable":true,"longClickable":true,"enabled":false,"frame":[0,300,500,100]}]}}
        """#
        #expect(try DumpReader.load(string: json).announcements().map(\.hint) == [
            "Double tap to edit text, Double tap and hold to long press",
            nil, // focused: TalkBack drops the edit-text click hint
            "Double tap to toggle, Double tap and hold to long press",
            nil, // disabled: no hint at all
        ])
    }

    @Test func aStopWithItsOwnNameSaysItsRoleBeforeItsChildren() throws {
        let json = #"""
        {"a11ylint":1,"platform":"android","root":{"className":"android.widget.LinearLayout","frame":[0,0,1080,2400],"children":[
          {"className":"android.widget.EditText","text":"15 minutes","focusable":true,"frame":[0,0,900,140],"children":[
            {"className":"android.widget.TextView","text":"Sync Interval","frame":[30,0,200,40]}]},
          {"className":"android.view.View","clickable":true,"frame":[0,200,100,100],"children":[
            {"className":"android.view.View","contentDescription":"Close","frame":[10,210,60,60]},
            {"className":"android.widget.Button","frame":[0,200,100,100]}]}]}}
        """#
        #expect(try DumpReader.load(string: json).announcements().map(\.text) == [
            "15 minutes, Edit box, Sync Interval",
            "Close, Button, Double tap to activate", // no name of its own: named by its children, as Compose merges them
        ])
    }

    // MARK: Snapshots of the corpus

    static let snapshotDir = Repo.root.appendingPathComponent("Tests/Snapshots/announce")
    static let corpusFiles = Repo.corpusFiles

    @Test(arguments: corpusFiles)
    func corpusSnapshot(url: URL) throws {
        let tree = try DumpReader.load(contentsOf: url)
        let name = url.deletingLastPathComponent().lastPathComponent + "--" + url.deletingPathExtension().lastPathComponent + ".txt"
        try expectRecorded(tree.announcementText(), file: name, in: Self.snapshotDir, recordWith: "corpusSnapshot",
                           what: "announcements of \(url.lastPathComponent)")
    }

    @Test func deepTreesAnnounceWithoutRecursion() throws {
        var builder = TreeBuilder(maxDepth: 10_000)
        for i in 0 ..< 5_000 {
            var node = Node()
            node.className = "android.widget.FrameLayout"
            node.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            if i == 4_999 { node.text = "Deep"; node.className = "android.widget.TextView" }
            _ = builder.open(node)
        }
        for _ in 0 ..< 5_000 { builder.close() }
        let tree = builder.finish(platform: .android, format: .nativeJSON)
        #expect(tree.announcements().map(\.text) == ["Deep"])
    }
}
