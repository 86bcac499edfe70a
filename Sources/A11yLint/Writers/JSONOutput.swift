import A11yLintModel
import A11yLintLoaders

/// A byte buffer for writing JSON quickly: ASCII text without escapes is copied in one go,
/// and a sink drains the buffer as it fills so a large report never sits in memory whole.
@usableFromInline package struct JSONOutput {
    // Visible to the inlinable writers below, which reporters in other modules call per value.
    @usableFromInline private(set) var bytes: [UInt8] = []
    @usableFromInline let flushThreshold: Int
    @usableFromInline let sink: (([UInt8]) -> Void)?

    package init(sink: (([UInt8]) -> Void)? = nil, flushThreshold: Int = 1 << 20) {
        self.sink = sink
        self.flushThreshold = flushThreshold
        bytes.reserveCapacity(sink == nil ? 4096 : flushThreshold + 4096)
    }

    /// Everything `body` writes, as a String.
    package static func text(_ body: (inout JSONOutput) -> Void) -> String {
        var out = JSONOutput()
        body(&out)
        return String(decoding: out.finish(), as: UTF8.self)
    }

    /// Everything `body` writes, handed to `sink` in chunks as it is written.
    package static func stream(to sink: @escaping ([UInt8]) -> Void, _ body: (inout JSONOutput) -> Void) {
        var out = JSONOutput(sink: sink)
        body(&out)
        _ = out.finish()
    }

    /// A literal (`out.raw(",")`): its bytes, with no String made.
    @inlinable package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    package mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    package mutating func int(_ value: Int) { raw(String(value)) }

    package mutating func number(_ d: Double) {
        raw(d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d))
    }

    package mutating func string(_ text: String?) {
        guard var text else { raw("null"); return }
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start ..< i]))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
                case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            bytes.append(UInt8(ascii: "\""))
        }
        flushIfFull()
    }

    /// `["a","b"]`: a list of strings, each escaped.
    package mutating func strings(_ list: [String]) {
        raw("[")
        for (k, item) in list.enumerated() { if k > 0 { raw(",") }; string(item) }
        raw("]")
    }

    @inlinable package mutating func flushIfFull() {
        guard let sink, bytes.count >= flushThreshold else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands what is left to the sink; returns the bytes when there is no sink.
    package mutating func finish() -> [UInt8] {
        guard let sink else { return bytes }
        if !bytes.isEmpty { sink(bytes) }
        bytes.removeAll()
        return []
    }
}
