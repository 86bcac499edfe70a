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

@Suite struct LoaderTests {
    static let corpusXML = Repo.files(under: Repo.corpus, extensions: ["xml"])

    @Test(arguments: corpusXML)
    func corpusXMLLoadsEveryElement(url: URL) throws {
        let tree = try DumpReader.load(contentsOf: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let elements = text.components(separatedBy: "<").filter { $0.hasPrefix("node ") || $0.hasPrefix("node>") || $0.hasPrefix("android.") || $0.hasPrefix("androidx.") || $0.hasPrefix("XCUIElementType") || $0.hasPrefix("com.") }.count
        #expect(tree.count == elements)
        #expect(tree.nodes.allSatisfy { $0.location.line > 0 && $0.location.column > 0 })
    }

    @Test func columnsPointAtTheStartTag() throws {
        let xml = "<?xml version='1.0'?><hierarchy><node class=\"a\" text=\"x\"><node class=\"b\"/></node>\n  <node class=\"c\"/></hierarchy>"
        let tree = try DumpReader.load(string: xml)
        #expect(tree.nodes.map(\.location) == [SourceLocation(line: 1, column: 33), SourceLocation(line: 1, column: 58), SourceLocation(line: 2, column: 3)])
    }

    @Test func attributeEntitiesAreDecoded() throws {
        let tree = try DumpReader.load(string: #"<hierarchy><node class="android.widget.TextView" text="Fish &amp; chips &lt;3 &#233;&#x41;" bounds="[0,0][10,10]"/></hierarchy>"#)
        #expect(tree[0].text == "Fish & chips <3 éA")
        #expect(tree[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func appiumClassNamedElements() throws {
        let xml = #"<hierarchy index="0" class="hierarchy"><android.widget.Switch index="0" class="android.widget.Switch" text="Wi-Fi" displayed="true" a11y-important="false" screenReaderFocusable="true" checkable="true" checked="true" bounds="[0,0][100,50]"/></hierarchy>"#
        let tree = try DumpReader.load(string: xml)
        #expect(tree.count == 1)
        #expect(tree[0].className == "android.widget.Switch")
        #expect(tree[0].importantForAccessibility == .no)
        #expect(tree[0].screenReaderFocusable == true)
    }

    @Test func xcuitestAttributes() throws {
        let xml = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844"><XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="wifi" label="Wi-Fi" enabled="true" visible="true" accessible="true" x="300" y="100" width="51" height="31"/></XCUIElementTypeApplication></AppiumAUT>"#
        let tree = try DumpReader.load(string: xml)
        #expect(tree.platform == .ios)
        #expect(tree[1].elementType == "Switch")
        #expect(tree[1].accessibilityIdentifier == "wifi")
        #expect(tree[1].frame == Rect(x: 300, y: 100, width: 51, height: 31))
    }

    @Test func nativeJSONDocumentFormAndTypoCheck() throws {
        let json = #"{"a11ylint": 1, "platform": "ios", "root": {"elementType": "Other", "children": [{"elementType": "Switch", "id": "s", "accessibilityLabel": "Wi-Fi"}]}}"#
        let tree = try DumpReader.load(string: json)
        #expect(tree.count == 2)
        #expect(tree.parent(of: 1) == 0)
        #expect(tree[1].accessibilityIdentifier == "s")
        #expect(tree[1].location == SourceLocation(line: 1, column: 82))
        let typo = #"{"platform": "android", "className": "android.widget.Switch", "chekced": true}"#
        #expect(throws: InputError.self) { try DumpReader.load(string: typo) }
    }

    // MARK: Bad input: one clear error with a location, never a crash.

    static func expectInputError(_ text: String, _ contains: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try DumpReader.load(string: text)
            Issue.record("expected an input error containing \(contains)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.lowercased().contains(contains.lowercased()), "\(error)", sourceLocation: sourceLocation)
            #expect(error.location != nil, sourceLocation: sourceLocation)
        }
    }

    @Test func malformedXML() { Self.expectInputError("<hierarchy><node class=\"a\"></hierarchy>", "malformed XML") }
    @Test func truncatedXML() { Self.expectInputError("<hierarchy><node class=\"a\" text=\"abc", "the XML ends before </hierarchy>") }
    @Test func emptyFile() { Self.expectInputError("", "empty") }
    @Test func whitespaceOnlyFile() { Self.expectInputError("  \n ", "empty") }
    @Test func wrongFormat() { Self.expectInputError("name,value\nwifi,on\n", "unsupported format") }
    @Test func otherXML() { Self.expectInputError("<html><body/></html>", "unsupported format") }
    @Test func hugeNumbersAreErrorsNotTraps() {
        Self.expectInputError(#"{"platform":"android","className":"x","drawingOrder":1e300}"#, "whole number")
    }
    @Test func truncatedJSON() { Self.expectInputError(#"{"platform":"android","className":"x","children":[{"text":"a"#, "unterminated string") }
    @Test func jsonWithoutPlatform() { Self.expectInputError(#"{"a11ylint":1,"root":{"className":"x"}}"#, "platform") }

    @Test func binaryFile() throws {
        let bytes = Data([0x00, 0xFF, 0x10, 0x02, 0x00, 0x89, 0x50, 0x4E, 0x47])
        #expect(throws: InputError.self) { try DumpReader.load(data: bytes) }
    }

    @Test func billionLaughsIsRefused() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
        <hierarchy><node class="a" text="&lol3;"/></hierarchy>
        """
        Self.expectInputError(xml, "DOCTYPE")
    }

    @Test func externalEntityIsRefused() {
        Self.expectInputError("<?xml version=\"1.0\"?><!DOCTYPE h [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><hierarchy><node text=\"&xxe;\"/></hierarchy>", "DOCTYPE")
    }

    @Test func undeclaredEntityIsAnError() {
        Self.expectInputError("<hierarchy><node class=\"a\" text=\"&nope;\"/></hierarchy>", "malformed XML")
    }

    @Test func deepXMLNesting() {
        let depth = 100_000
        let xml = "<hierarchy>" + String(repeating: "<node class=\"a\">", count: depth) + String(repeating: "</node>", count: depth) + "</hierarchy>"
        Self.expectInputError(xml, "nest deeper")
    }

    @Test func deepJSONNesting() {
        let depth = 100_000
        let json = "{\"platform\":\"android\",\"children\":[" + String(repeating: "{\"children\":[", count: depth) + String(repeating: "]}", count: depth) + "]}"
        Self.expectInputError(json, "nest deeper")
    }

    @Test func deepJSONValueNesting() {
        let json = "{\"platform\":\"android\",\"actions\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        Self.expectInputError(json, "nest deeper")
    }

    @Test func hugeAttributeIsAnErrorNotACrash() {
        let xml = "<hierarchy><node class=\"a\" text=\"" + String(repeating: "x", count: 12_000_000) + "\"/></hierarchy>"
        Self.expectInputError(xml, "malformed XML")
    }

    @Test func deepButLegalTreesDoNotOverflow() throws {
        // 1,500 levels: under the limit; every traversal must be iterative.
        let depth = 1_500
        var xml = "<hierarchy>"
        for i in 0 ..< depth { xml += "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][100,\(100 + i)]\">" }
        xml += "<node class=\"android.widget.Switch\" text=\"Deep\" checkable=\"true\" checked=\"false\" clickable=\"true\" focusable=\"true\" bounds=\"[0,0][50,50]\"/>"
        xml += String(repeating: "</node>", count: depth) + "</hierarchy>"
        let tree = try DumpReader.load(string: xml)
        #expect(tree.count == depth + 1)
        let findings = Linter().lint(tree)
        #expect(findings.contains { $0.control == "toggle-switch" })
    }
}
