import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintRules

/// fieldErrorSpoken and the field error it reads: loaded from Appium's `content-invalid` / `error`
/// and Compose's `Error`, spoken by TalkBack as "Error: <message>" after the field, and the cases no
/// rule example shows (an error TalkBack does not speak, a field read inside another stop, words that
/// may already say the error).
@Suite struct FieldErrorSpokenCheckTests {
    static let pack = """
        control: field
        recognise:
          android: { roles: [editText] }
        rules:
          - { id: r, criteria: [name.present], check: fieldErrorSpoken, message: "says “${announcement}”" }
        """

    func outcomes(_ json: String) throws -> [(String, Finding.Status)] {
        try lint(json, withPack: Self.pack, source: "field.yml").map { ($0.node.id ?? "", $0.status) }
    }

    @Test func appiumAndComposeCarryTheError() throws {
        let appium = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
            <android.widget.EditText index="0" package="p" class="android.widget.EditText" text="ada@" resource-id="p:id/email" clickable="true" focusable="true" bounds="[0,0][1080,150]" displayed="true" content-invalid="true" error="Enter a valid email address" />
            </hierarchy>
            """
        let tree = try DumpReader.load(string: appium)
        #expect(tree[0].contentInvalid == true && tree[0].errorText == "Enter a valid email address")
        #expect(tree.announcements().first?.text.contains("Edit box, Error: Enter a valid email address") == true)

        let compose = """
            Printing with useUnmergedTree = 'false'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2337.0)px
             |-Node #5 at (l=42.0, t=231.0, r=1038.0, b=399.0)px, Tag: 'email_field'
               EditableText = 'ada@'
               Text = '[Email]'
               Error = 'Invalid input'
               Actions = [OnClick, SetText]
            """
        let composed = try DumpReader.load(string: compose)
        let field = try #require(composed.indices.first { composed[$0].testTag == "email_field" })
        #expect(composed[field].contentInvalid == true && composed[field].errorText == "Invalid input")
    }

    @Test func anErrorTalkBackDoesNotSpeakIsForReview() throws {
        // getError() set but not content-invalid: TalkBack's compositor needs isContentInvalid.
        let notInvalid = #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"x","hintText":"Code","errorText":"Too short","clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#
        #expect(try outcomes(notInvalid).map(\.1) == [.review])
        let said = try DumpReader.load(string: notInvalid).announcements().first?.text ?? ""
        #expect(!said.contains("Too short"))
        // Material 1.1+: the error joined to the hint, getError() set, not content-invalid: said with the hint.
        let inHint = #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"x","hintText":"Code, Too short","errorText":"Too short","contentInvalid":false,"clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#
        #expect(try outcomes(inHint).isEmpty)
        // Marked invalid, no message, but the field's own words say it is required.
        let worded = #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"","contentDescription":"Name, required","contentInvalid":true,"clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#
        #expect(try outcomes(worded).map(\.1) == [.review])
    }

    @Test func aFieldReadInsideAnotherStopIsForReview() throws {
        let merged = #"{"platform":"android","className":"android.widget.LinearLayout","id":"row","clickable":true,"focusable":true,"bounds":[0,0,1080,100],"children":[{"className":"android.widget.TextView","id":"l","text":"PIN","bounds":[0,0,200,100]},{"className":"android.widget.EditText","id":"pin","text":"12","contentInvalid":true,"errorText":"Four digits","focusable":false,"bounds":[200,0,1080,100]}]}"#
        #expect(try outcomes(merged).map(\.1) == [.review])
    }

    @Test func noErrorOrAnIOSFieldIsNotJudged() throws {
        let valid = #"{"platform":"android","className":"android.widget.EditText","id":"e","text":"x","hintText":"Code","contentInvalid":false,"clickable":true,"focusable":true,"bounds":[0,0,400,60]}"#
        #expect(try outcomes(valid).isEmpty)
    }
}
