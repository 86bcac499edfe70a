import Foundation
import Testing
@testable import A11yLintWriters

/// `JSONOutput` writes what `JSONSerialization` reads back as the same values, wherever an
/// escape falls (its scan skips eight bytes at a time) and however long the text.
struct JSONOutputTests {
    static let specials: [String] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "🙂"]

    @Test func everyEscapeAtEveryPlaceInABlock() throws {
        for special in Self.specials {
            for before in 0 ..< 20 {
                let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: 19 - before % 7)
                let json = JSONOutput.text { $0.raw("["); $0.string(text); $0.raw("]") }
                let back = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
                #expect(back == [text], "\(before) before \(special.unicodeScalars.map { $0.value })")
            }
        }
    }

    @Test func numbersAndNull() throws {
        let values = [0, 7, -7, 10, 99, 100, -100, Int.max, Int.min, 1_234_567_890]
        let json = JSONOutput.text { out in
            out.raw("[")
            for (k, v) in values.enumerated() { if k > 0 { out.raw(",") }; out.int(v) }
            out.raw(","); out.string(nil); out.raw("]")
        }
        #expect(json == "[" + values.map(String.init).joined(separator: ",") + ",null]")
    }

    @Test func aSinkGetsEveryByteOnce() {
        var chunks: [[UInt8]] = []
        let text = String(repeating: "x\"y", count: 1000)
        var out = JSONOutput(sink: { chunks.append($0) }, flushThreshold: 100)
        for _ in 0 ..< 50 { out.string(text); out.raw(",") }
        #expect(out.finish().isEmpty)
        #expect(chunks.count > 1)
        let whole = JSONOutput.text { out in for _ in 0 ..< 50 { out.string(text); out.raw(",") } }
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == whole)
    }
}
