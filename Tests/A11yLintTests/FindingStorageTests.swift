import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintRules
@testable import A11yLintEngine

/// How a screen's findings are held (issue 24: no input shape above 1 GB): a rule's fields are one
/// shared object, and a message made from a template is kept once per screen. Neither may change
/// what a finding says or how findings compare.
@Suite struct FindingStorageTests {
    static let node = NodeReference(index: 3, id: "app:id/ok", className: "android.widget.Button", location: SourceLocation(line: 4, column: 2),
                                    path: "/hierarchy/node[3]", bounds: nil, label: "OK")

    static func finding(rule: String = "name-present", criteria: [String] = ["button.name"], remedy: [String: String] = ["uikit": "Set a label."],
                        test: String? = "Swipe to it.") -> Finding {
        Finding(rule: rule, criteria: criteria, severity: .error, status: .fail, message: "No name.", control: "button",
                node: node, announcement: "Button", remedy: remedy, test: test)
    }

    /// Setting a rule field on a copy changes that copy only; findings compare by value, whether
    /// they share their rule's fields or not.
    @Test func ruleFieldsAreValuesThoughShared() {
        let a = Self.finding(), b = Self.finding()
        #expect(a == b && a.ruleFields !== b.ruleFields, "equal by value, made apart")
        var c = a
        #expect(c.ruleFields === a.ruleFields, "a copy shares them")
        c.criteria.append("button.role")
        #expect(c.criteria == ["button.name", "button.role"] && a.criteria == ["button.name"] && c != a)
        var d = a
        d.rule = "other"
        #expect(d.rule == "other" && a.rule == "name-present" && d != a)
        var e = a
        e.remedy["compose"] = "Set contentDescription."
        #expect(e.remedy.count == 2 && a.remedy.count == 1 && e != a)
        var f = a
        f.test = nil
        #expect(f.test == nil && a.test == "Swipe to it." && f != a)
        f.test = "Swipe to it."
        #expect(f == a, "the same values again")
        // A finding stays short to copy: the four rule fields are one pointer.
        #expect(MemoryLayout<Finding>.size <= 88, "\(MemoryLayout<Finding>.size) bytes")
    }

    /// The linter's findings of one rule share its fields; a fold that adds criteria gives the
    /// folded finding fields of its own and leaves the rule's for the others.
    @Test func aRulesFindingsShareItsFields() throws {
        var body = ""
        for i in 0 ..< 6 {
            body += "<node class=\"android.widget.CheckBox\" checkable=\"true\" clickable=\"true\" focusable=\"true\" bounds=\"[0,\(i * 100)][60,\(i * 100 + 60)]\"/>"
        }
        let tree = try DumpReader.load(string: RobustnessTests.uiautomator(body))
        let findings = Linter().lint(tree, foldingCovered: false)
        let byRule = Dictionary(grouping: findings.filter { $0.control != Finding.screen }, by: \.rule)
        let repeated = byRule.values.filter { $0.count == 6 }
        #expect(!repeated.isEmpty, "six unnamed small checkboxes: their rules fail on each")
        for group in repeated {
            #expect(group.allSatisfy { $0.ruleFields === group[0].ruleFields }, "\(group[0].rule)")
        }
        // Targets of one size get one message: made once, kept by each of them.
        let sizes = try #require(byRule["target-size"])
        let byMessage = Dictionary(grouping: sizes, by: \.message)
        #expect(byMessage.values.contains { $0.count >= 4 }, "\(byMessage.keys)")
        for (text, same) in byMessage {
            let storages = Set(same.map { f in var m = f.message; return m.withUTF8 { Int(bitPattern: $0.baseAddress) } })
            #expect(storages.count == 1, "one string for \(same.count) findings saying \(text)")
        }
        let folded = Linter().foldingCovered(findings)
        #expect(folded.count < findings.count && folded.contains { !$0.covers.isEmpty }, "the name and swipe rules fold")
        for finding in folded where !finding.covers.isEmpty {
            #expect(byRule[finding.rule]?.contains { $0.ruleFields === finding.ruleFields } == false, "a fold made its own fields")
        }
    }

    /// Messages made for a screen: the same bytes come back as the first string kept; other bytes
    /// (a canonically equal spelling too) keep their own, so no report changes a byte.
    @Test func equalMessagesAreKeptOnce() {
        var messages = SharedMessages()
        func storage(_ s: String) -> UnsafeRawPointer? {
            var s = s
            return s.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let size = "The target is 33.33×33.33 dp (density 3): smaller than 48×48 dp."
        let first = messages.shared(String(decoding: Array(size.utf8), as: UTF8.self))
        let again = messages.shared(String(decoding: Array(size.utf8), as: UTF8.self))
        #expect(again == size && storage(again) == storage(first), "the second is the first's string")
        let other = messages.shared("The target is 30×30 dp: smaller than 48×48 dp. The rest of a long message.")
        #expect(other != first && storage(other) != storage(first))
        let composed = messages.shared("Caf\u{E9} menu item, too small for a finger to hit reliably.")
        let decomposed = messages.shared("Cafe\u{301} menu item, too small for a finger to hit reliably.")
        #expect(composed == decomposed, "canonically equal")
        #expect(Array(composed.utf8) != Array(decomposed.utf8), "each keeps its own bytes")
        #expect(messages.shared("") == "")
    }

    /// Past its limit the table keeps no more messages, and every message is still its own text.
    @Test func sharedMessagesAreBounded() {
        var messages = SharedMessages()
        for i in 0 ..< SharedMessages.limit { _ = messages.shared("Message number \(i), long enough to live on the heap.") }
        let late = "A message after the limit, long enough to live on the heap."
        #expect(messages.shared(late) == late)
        #expect(messages.shared("Message number 7, long enough to live on the heap.") == "Message number 7, long enough to live on the heap.")
    }
}

/// A finding's node path, made in full for each node (no table of every node's path): the same
/// path a join of its ancestors' segments gives, on every node of real dumps, non-ASCII class
/// names and positions past 9 included, and cut past `Clip.pathSegments` deep.
@Suite struct NodePathTests {
    static func joined(_ paths: NodePaths, _ i: Int) -> String {
        let tree = paths.tree
        var chain = [i]
        for a in tree.ancestors(of: i) { chain.append(a) }
        func segment(_ n: Int) -> String {
            // Position among the siblings of the same name, counted from 1.
            let siblings = tree.parent(of: n).map { Array(tree.children(of: $0)) } ?? Array(tree.roots)
            let position = siblings.prefix { $0 != n }.filter { paths.name($0) == paths.name(n) }.count + 1
            return "\(Clip.text(paths.name(n), limit: 100))[\(position)]"
        }
        if chain.count > Clip.pathSegments { return "…/" + chain.prefix(Clip.pathSegments).reversed().map(segment).joined(separator: "/") }
        return "/" + chain.reversed().map(segment).joined(separator: "/")
    }

    @Test func pathsAreTheirAncestorsSegmentsJoined() throws {
        var checked = 0
        for url in Repo.corpusFiles.prefix(40) {
            guard let tree = try? DumpReader.load(contentsOf: url) else { continue }
            let paths = NodePaths(tree: tree)
            for i in tree.indices { #expect(paths.path(i) == Self.joined(paths, i), "\(url.lastPathComponent) node \(i)"); checked += 1 }
        }
        #expect(checked > 2_000)
        // Twelve siblings of one name (two digits), a class name past ASCII, and a chain 70 deep.
        var body = String(repeating: "<node class=\"android.widget.Caf\u{E9}View\" bounds=\"[0,0][10,10]\"/>", count: 12)
        body += String(repeating: "<node class=\"android.widget.LinearLayout\" bounds=\"[0,0][10,10]\">", count: 70) + String(repeating: "</node>", count: 70)
        let tree = try DumpReader.load(string: RobustnessTests.uiautomator(body))
        let paths = NodePaths(tree: tree)
        for i in tree.indices { #expect(paths.path(i) == Self.joined(paths, i), "node \(i)") }
        #expect(paths.path(12).hasSuffix("/android.widget.Caf\u{E9}View[12]"))
        #expect(paths.path(tree.count - 1).hasPrefix("…/"))
    }
}

/// The byte buffer the JSON writer and a check's messages write into: it grows past any room it
/// started with and keeps every byte in order.
@Suite struct ByteBufferTests {
    @Test func growsAndKeepsEveryByte() {
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for k in 0 ..< 500 {
            switch k % 4 {
            case 0: buffer.append("ab"); expected += Array("ab".utf8)
            case 1: buffer.append(contentsOf: "Café × \(k)"); expected += Array("Café × \(k)".utf8)
            case 2: buffer.append(UInt8(k % 128)); expected.append(UInt8(k % 128))
            default:
                buffer.reserve(3)
                #expect(buffer.capacity - buffer.count >= 3)
                for byte in [UInt8(ascii: "x"), UInt8(ascii: "y"), UInt8(ascii: "z")] { buffer.base[buffer.count] = byte; buffer.count += 1 }
                expected += Array("xyz".utf8)
            }
        }
        #expect(buffer.bytes == expected)
        #expect(buffer.text == String(decoding: expected, as: UTF8.self))
        #expect(buffer.capacity >= expected.count)
        buffer.append(contentsOf: "")
        #expect(buffer.count == expected.count)
    }
}
