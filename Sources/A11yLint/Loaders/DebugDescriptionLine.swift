import A11yLintModel

/// One element line of an XCUITest `debugDescription` subtree, as XCTest writes it:
///
///     →Application, 0x1475…, pid: 8736, label: 'Settings'
///         Window (Main), 0x1475…, {{0.0, 0.0}, {414.0, 896.0}}
///           Switch, 0x6000…, {{16.0, 120.0}, {51.0, 31.0}}, identifier: 'wifi', label: 'Wi-Fi', value: 1, Selected
///
/// XCTest quotes strings with `'` and escapes nothing, so a label may hold `'` and `, `: a quoted
/// value ends at the first `'` that is followed by the end of the line or by `, ` and another
/// attribute (`key: ` or a flag such as `Disabled`). `value:` is written without quotes.
struct DebugDescriptionLine {
    /// Characters before the type (spaces and the `→` marker): nesting is by indentation.
    var indent = 0
    /// Offset of the type's first character in the line.
    var typeOffset = 0
    /// `Switch`, `Window` (the ` (Main)` subtitle is dropped).
    var type = ""
    var frame: Rect?
    var identifier: String?
    var label: String?
    var title: String?
    var value: String?
    var placeholderValue: String?
    var selected = false
    var disabled = false
    var focused = false
    /// Old Xcode (9, 10) wrote the UIAccessibilityTraits bit mask as `traits: 8589934593`.
    var traitBits: UInt64?
    /// Whether an address, frame or pid followed the type: what makes a line an element.
    private(set) var hasElementMarker = false

    enum Outcome {
        case element(DebugDescriptionLine)
        /// A quoted value, opened at `offset`, is still open at the end of the line (a label with a line break).
        case incomplete(offset: Int)
        case failure(String, offset: Int)
    }

    /// Flags XCTest appends when they hold; they also end quoted and unquoted values.
    static let flags: [String] = ["Selected", "Disabled", "Focused"]

    static func parse(_ s: [Unicode.Scalar]) -> Outcome {
        var parser = Parser(s: s)
        return parser.run()
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0
        var line = DebugDescriptionLine()

        init(s: [Unicode.Scalar]) {
            // Trailing blanks (pasted lines often carry them) are not part of the last attribute.
            var end = s.count
            while end > 0, s[end - 1] == " " || s[end - 1] == "\t" || s[end - 1] == "\r" { end -= 1 }
            self.s = Array(s[..<end])
        }

        mutating func run() -> Outcome {
            while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "→" { i += 1 }
            line.indent = i
            line.typeOffset = i
            let typeStart = i
            while i < s.count, isLetter(s[i]) { i += 1 }
            guard i > typeStart, isUpper(s[typeStart]) else {
                return .failure("expected an element line (`Type, 0x…, {{x, y}, {width, height}}, …`)", offset: typeStart)
            }
            line.type = string(typeStart ..< i)
            if starts(with: " (") {
                guard let close = s[i...].firstIndex(of: ")") else { return .failure("unclosed '(' after the element type", offset: i + 1) }
                i = close + 1
            }
            while i < s.count {
                guard starts(with: ", ") else {
                    return .failure("expected ', ' between attributes", offset: i)
                }
                i += 2
                if let problem = component() { return problem }
            }
            // XCTest gives every element an address, a frame or (the application) a pid.
            guard line.hasElementMarker else {
                return .failure("expected an element line (`Type, 0x…, {{x, y}, {width, height}}, …`)", offset: typeStart)
            }
            return .element(line)
        }

        /// One attribute after `, `. Returns a failure or `.incomplete`; nil when read.
        mutating func component() -> Outcome? {
            let start = i
            if starts(with: "0x") {
                i += 2
                while i < s.count, s[i].properties.isASCIIHexDigit { i += 1 }
                line.hasElementMarker = true
                return nil
            }
            if starts(with: "{{") {
                guard let frame = readFrame() else { return .failure("malformed frame; expected {{x, y}, {width, height}}", offset: start) }
                line.frame = frame
                line.hasElementMarker = true
                return nil
            }
            var k = i
            while k < s.count, isLetter(s[k]) { k += 1 }
            if k > i, k + 1 < s.count, s[k] == ":", s[k + 1] == " " {
                let key = string(i ..< k)
                i = k + 2
                let raw: String
                if i < s.count, s[i] == "'" {
                    guard let end = closingQuote(after: i) else { return .incomplete(offset: i) }
                    raw = string(i + 1 ..< end)
                    i = end + 1
                } else {
                    let end = nextBoundary(from: i)
                    raw = string(i ..< end)
                    i = end
                }
                return assign(key, raw, at: start)
            }
            // A flag: `Selected`, `Disabled`, … Other words are flags of other XCTest versions: skipped.
            let end = nextBoundary(from: i)
            let word = string(i ..< end)
            guard let first = word.unicodeScalars.first, isLetter(first),
                  word.unicodeScalars.allSatisfy({ isLetter($0) || ("0" ... "9").contains($0) || $0 == " " }) else {
                return .failure("unexpected text '\(word.prefix(40))' in an element line", offset: start)
            }
            switch word {
            case "Selected": line.selected = true
            case "Disabled": line.disabled = true
            case "Focused": line.focused = true
            default: break
            }
            i = end
            return nil
        }

        mutating func assign(_ key: String, _ raw: String, at offset: Int) -> Outcome? {
            switch key {
            case "identifier": line.identifier = raw
            case "label": line.label = raw
            case "title": line.title = raw
            case "value": line.value = raw
            case "placeholderValue": line.placeholderValue = raw
            case "pid": line.hasElementMarker = true
            case "traits":
                guard let bits = UInt64(raw) else { return .failure("traits must be a number, not '\(raw.prefix(40))'", offset: offset) }
                line.traitBits = bits
            default: break // Attributes newer XCTest versions may add: not needed here.
            }
            return nil
        }

        /// The `'` closing a value opened at `open`: followed by the end of the line or an attribute.
        func closingQuote(after open: Int) -> Int? {
            var j = open + 1
            while j < s.count {
                if s[j] == "'" {
                    var end = j + 1
                    while end < s.count, s[end] == " " || s[end] == "\t" || s[end] == "\r" { end += 1 }
                    if end == s.count || isBoundary(j + 1) { return j }
                }
                j += 1
            }
            return nil
        }

        /// Where an unquoted value or flag ends: the next `, ` that starts an attribute, or the end.
        func nextBoundary(from start: Int) -> Int {
            var j = start
            while j < s.count {
                if isBoundary(j) { return j }
                j += 1
            }
            var end = s.count
            while end > start, s[end - 1] == " " || s[end - 1] == "\t" || s[end - 1] == "\r" { end -= 1 }
            return end
        }

        /// `, ` followed by `key: `, a flag, an address or a frame.
        func isBoundary(_ j: Int) -> Bool {
            guard j + 2 < s.count, s[j] == ",", s[j + 1] == " " else { return false }
            let k = j + 2
            if s[k] == "{", k + 1 < s.count, s[k + 1] == "{" { return true }
            if s[k] == "0", k + 1 < s.count, s[k + 1] == "x" { return true }
            var e = k
            while e < s.count, isLetter(s[e]) { e += 1 }
            guard e > k else { return false }
            if e + 1 < s.count, s[e] == ":", s[e + 1] == " " { return true }
            let word = string(k ..< e)
            return DebugDescriptionLine.flags.contains(word) && (e == s.count || s[e] == "," || s[e] == "\r")
        }

        /// `{{x, y}, {width, height}}`; XCTest writes `inf` for a null rect's origin.
        mutating func readFrame() -> Rect? {
            guard starts(with: "{{") else { return nil }
            i += 2
            var numbers: [Double] = []
            for separator in [", ", "}, {", ", ", "}}"] {
                guard let number = readNumber(), starts(with: separator) else { return nil }
                numbers.append(number)
                i += separator.unicodeScalars.count
            }
            // A null or infinite rect means "not on screen": keep it as an empty frame at the origin
            // so reports stay valid JSON and rules see no on-screen size.
            let finite = numbers.map { $0.isFinite ? $0 : 0 }
            return Rect(x: finite[0], y: finite[1], width: finite[2], height: finite[3])
        }

        mutating func readNumber() -> Double? {
            let start = i
            while i < s.count, isLetter(s[i]) || ("0" ... "9").contains(s[i]) || s[i] == "." || s[i] == "-" || s[i] == "+" { i += 1 }
            return Double(string(start ..< i))
        }

        func starts(with text: String) -> Bool {
            var j = i
            for scalar in text.unicodeScalars {
                guard j < s.count, s[j] == scalar else { return false }
                j += 1
            }
            return true
        }

        func string(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: s[range])
            return String(result)
        }

        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a" ... "z").contains(c) || ("A" ... "Z").contains(c) }
        func isUpper(_ c: Unicode.Scalar) -> Bool { ("A" ... "Z").contains(c) }
    }
}
