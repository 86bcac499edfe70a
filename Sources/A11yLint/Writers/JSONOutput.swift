import A11yLintModel
import A11yLintLoaders

/// A byte buffer for writing JSON quickly: ASCII text without escapes is copied in one go,
/// and a sink drains the buffer as it fills so a large report never sits in memory whole.
///
/// The buffer is its own memory, not an `[UInt8]`: an array's `append(contentsOf:)` cost ~150
/// instructions a call whatever the length, and a dense report appends a few million short
/// pieces (a comma, a key, a number). Not copyable: one writer owns the buffer it frees.
@usableFromInline package struct JSONOutput: ~Copyable {
    @usableFromInline var buffer: ByteBuffer
    @usableFromInline let flushThreshold: Int
    @usableFromInline let sink: (([UInt8]) -> Void)?

    package init(sink: (([UInt8]) -> Void)? = nil, flushThreshold: Int = 1 << 20) {
        self.sink = sink
        self.flushThreshold = flushThreshold
        buffer = ByteBuffer(capacity: sink == nil ? 4096 : flushThreshold + 4096)
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

    @inlinable mutating func append(_ bytes: UnsafePointer<UInt8>, _ n: Int) { buffer.append(bytes, n) }

    @inlinable mutating func append(_ byte: UInt8) { buffer.append(byte) }

    /// A literal (`out.raw(",")`): its bytes, with no String made.
    @inlinable package mutating func raw(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
        flushIfFull()
    }

    /// A String's bytes as they are (named apart from `raw(_:)`, which a literal would otherwise
    /// resolve to this one: a String made and read per comma).
    package mutating func raw(contentsOf text: String) { buffer.append(contentsOf: text) }

    /// How many bytes the output holds (in a sink's output: since it was last drained).
    package var count: Int { buffer.count }

    /// `count` bytes at `bytes`, as they are.
    package mutating func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        append(bytes, count)
        flushIfFull()
    }

    /// Copies what the output holds (one with no sink holds all it was given) to `destination`.
    package func copyBytes(to destination: UnsafeMutablePointer<UInt8>) {
        destination.update(from: buffer.base, count: buffer.count)
    }

    /// Empties the output (one with no sink), keeping its room.
    package mutating func removeAll() { buffer.count = 0 }

    /// Decimal digits written in place (a String per number was a heap allocation each).
    package mutating func int(_ value: Int) {
        buffer.reserve(21)
        let base = buffer.base
        var count = buffer.count
        if value < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        var rest = value.magnitude
        var digits = 1
        var probe = rest
        while probe >= 10 { probe /= 10; digits += 1 }
        var i = count + digits
        repeat {
            i -= 1
            base[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        buffer.count = count + digits
    }

    /// A whole number as `int` writes it (the digits `String(Int(d))` has, with no String made:
    /// every bound of every node reference); any other as `String(d)` spells it.
    package mutating func number(_ d: Double) {
        if d == d.rounded() && abs(d) < 1e15 { int(Int(d)) } else { raw(contentsOf: String(d)) }
    }

    package mutating func string(_ text: String?) {
        guard var text else { raw("null"); return }
        text.withUTF8 { utf8 in
            append(UInt8(ascii: "\""))
            if let p = utf8.baseAddress {
                let n = utf8.count
                var start = 0, i = 0
                // A byte below 0x20, a quote or a backslash sets its lane's top bit (SWAR).
                func needsEscape(_ at: Int) -> Bool {
                    let x = UnsafeRawPointer(p + at).loadUnaligned(as: UInt64.self)
                    let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
                    let quote = x ^ (ones &* 0x22), backslash = x ^ (ones &* 0x5C)
                    let below = (x &- ones &* 0x20) & ~x
                    return (below | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & high != 0
                }
                while i < n {
                    // Eight bytes at a time while none needs escaping (most text needs none).
                    if n - i >= 8 {
                        if !needsEscape(i) { i += 8; continue }
                    } else if n >= 8, !needsEscape(n - 8) {
                        // The last few bytes, read with those before them as the last eight:
                        // none of the eight needs escaping, so no byte-by-byte tail.
                        i = n
                        continue
                    }
                    let byte = p[i]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { i += 1; continue }
                    append(p + start, i - start)
                    switch byte {
                    case UInt8(ascii: "\""): raw("\\\"")
                    case UInt8(ascii: "\\"): raw("\\\\")
                    case 0x0A: raw("\\n")
                    case 0x0D: raw("\\r")
                    case 0x09: raw("\\t")
                    default:
                        let hex: StaticString = "0123456789abcdef"
                        raw("\\u00")
                        append(hex.utf8Start[Int(byte >> 4)])
                        append(hex.utf8Start[Int(byte & 0xF)])
                    }
                    i += 1
                    start = i
                }
                append(p + start, n - start)
            }
            append(UInt8(ascii: "\""))
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
        guard let sink, buffer.count >= flushThreshold else { return }
        sink(buffer.bytes)
        buffer.count = 0
    }

    /// Hands what is left to the sink; returns the bytes when there is no sink.
    package mutating func finish() -> [UInt8] {
        let bytes = buffer.bytes
        buffer.count = 0
        guard let sink else { return bytes }
        if !bytes.isEmpty { sink(bytes) }
        return []
    }
}
