import A11yLintModel

/// Android `uiautomator dump` XML (`<node class=…>`) and Appium UiAutomator2 page source
/// (elements named after the class, `<android.widget.Switch …>`): one format, one loader.
public struct UIAutomatorLoader: DumpLoader, StreamingXMLLoader {
    public let format = DumpFormat.uiautomator
    public init() {}

    public func refusal(for content: ContentSniff) -> String? {
        guard case let .xml(root) = content.kind else { return "not XML" }
        if root == "hierarchy" {
            // XCUITest sources never use <hierarchy>; Android ones always do.
            return nil
        }
        return "root element is <\(root)>, not <hierarchy>"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var source = XMLMemoryChunks(bytes)
        return try load(chunks: &source, sizeHint: bytes.count)
    }

    func load<Source: XMLChunkSource>(chunks source: inout Source, sizeHint: Int) throws(InputError) -> AccessibilityTree {
        let handler = try XMLDocumentReader.read(&source, maxDepth: TreeBuilder.defaultMaxDepth, trailer: UIAutomatorDumpTrailer.matches) {
            Handler(estimatedNodes: sizeHint / 300)
        }
        if !handler.sawRoot {
            throw InputError("no <hierarchy> element found", at: SourceLocation(line: 1, column: 1))
        }
        return handler.finish()
    }

    /// Attributes both tools write, by their XML names.
    enum Attribute: String, CaseIterable {
        case text, resourceId = "resource-id", className = "class", package, contentDesc = "content-desc"
        case checkable, checked, clickable, enabled, focusable, focused, scrollable
        case longClickable = "long-clickable", password, selected, bounds, naf = "NAF", hint
        case drawingOrder = "drawing-order", displayed, visibleToUser = "visible-to-user"
        case a11yImportant = "a11y-important", importantForAccessibility = "important-for-accessibility"
        case screenReaderFocusable = "screen-reader-focusable", screenReaderFocusableCamel = "screenReaderFocusable", heading, paneTitle = "pane-title"
        case a11yFocused = "a11y-focused", liveRegion = "live-region", tooltipText = "tooltip-text"
        case showingHint = "showing-hint", stateDescription = "state-description", actions
        case roleDescription = "role-description", labelFor = "label-for", labeledBy = "labeled-by"
        case traversalBefore = "traversal-before", traversalAfter = "traversal-after"
        case contextClickable = "context-clickable"
        // Appium UiAutomator2 only (io/appium/uiautomator2/utils/Attribute.java: CONTENT_INVALID,
        // ERROR_TEXT; `error` is written only when getError() is set). uiautomator dump writes neither.
        case contentInvalid = "content-invalid", error
    }

    /// Builds nodes from the parser's elements. It runs per attribute of a 100k-node dump, so its
    /// mutable state sits behind pointers it owns: class `var`s cost a run-time exclusivity check
    /// on every access.
    final class Handler: XMLEventHandler {
        private struct State {
            var builder: TreeBuilder
            var sawRoot = false
            var elementDepth = 0
            /// Depth at which <hierarchy> sits; elements below it are nodes.
            var hierarchyDepths: [Int] = []
            var classNames = XMLValueInterner()
            var packages = XMLValueInterner()
        }

        private let state: UnsafeMutablePointer<State>
        /// Attribute names by libxml2's interned name pointer (open addressing; see `key`).
        private let table: UnsafeMutablePointer<NameSlot>
        private let used: UnsafeMutablePointer<Int>

        private struct NameSlot {
            var pointer: UnsafePointer<UInt8>?
            var key: Attribute?
        }

        private static let tableSize = 1024
        /// Distinct names cached; past this (only in hostile input) names are matched by their bytes each time.
        private static let tableLimit = 512

        init(estimatedNodes: Int) {
            state = .allocate(capacity: 1)
            state.initialize(to: State(builder: TreeBuilder(capacity: estimatedNodes)))
            table = .allocate(capacity: Self.tableSize)
            table.initialize(repeating: NameSlot(pointer: nil, key: nil), count: Self.tableSize)
            used = .allocate(capacity: 1)
            used.initialize(to: 0)
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
            table.deinitialize(count: Self.tableSize)
            table.deallocate()
            used.deallocate()
        }

        var sawRoot: Bool { state.pointee.sawRoot }

        func finish() -> AccessibilityTree {
            state.pointee.builder.finish(platform: .android, format: .uiautomator)
        }

        /// The attributes by their UTF-8 names, for matching a name by its bytes.
        private static let byName: [([UInt8], Attribute)] = Attribute.allCases.map { (Array($0.rawValue.utf8), $0) }

        static func attribute(named name: UnsafePointer<UInt8>) -> Attribute? {
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            for (bytes, attribute) in byName where bytes.count == length {
                if bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, name, length) == 0 }) { return attribute }
            }
            return nil
        }

        /// libxml2 interns names in its dictionary, so a pointer identifies one: the few dozen
        /// names of a dump sit in a small open-addressing table keyed by the pointer (one
        /// compare per attribute, no hashing of the text).
        @inline(__always)
        private func key(_ name: XMLName) -> Attribute? {
            let bits = UInt(bitPattern: name.pointer)
            var slot = Int(truncatingIfNeeded: ((bits >> 3) &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - 10)) & (Self.tableSize - 1)
            while true {
                let entry = table[slot]
                if entry.pointer == name.pointer { return entry.key }
                if entry.pointer == nil { break }
                slot = (slot + 1) & (Self.tableSize - 1)
            }
            let found = Self.attribute(named: name.pointer)
            if used.pointee < Self.tableLimit {
                table[slot] = NameSlot(pointer: name.pointer, key: found)
                used.pointee += 1
            }
            return found
        }

        /// An attribute value as a String, or nil when empty (decoding never empties a value).
        @inline(__always)
        private static func nonEmptyString(_ value: UnsafeBufferPointer<UInt8>) -> String? {
            value.isEmpty ? nil : XMLText.decode(value)
        }

        /// `NativeXMLLoader.Handler.parseInt` of the decoded value, read straight from the bytes
        /// when they are only digits (uiautomator writes `drawing-order` on every node).
        @inline(__always)
        static func parseInt(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
            if value.count > 0, value.count <= 15 {
                var n = 0
                for byte in value {
                    let digit = byte &- UInt8(ascii: "0")
                    guard digit < 10 else { return NativeXMLLoader.Handler.parseInt(XMLText.decode(value)) }
                    n = n * 10 + Int(digit)
                }
                return n
            }
            return NativeXMLLoader.Handler.parseInt(XMLText.decode(value))
        }

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            let state = state
            state.pointee.elementDepth += 1
            if name.equals("hierarchy") {
                state.pointee.sawRoot = true
                state.pointee.hierarchyDepths.append(state.pointee.elementDepth)
                return nil
            }
            if !state.pointee.sawRoot {
                return InputError("expected <hierarchy> as the root element, found <\(name.string)>", at: location)
            }
            // The node is made by a function and handed straight to the builder: no copy of it.
            if !state.pointee.builder.open(node(name, attributes, at: location)) {
                return InputError("elements nest deeper than \(state.pointee.builder.maxDepth) levels", at: location)
            }
            return nil
        }

        private func node(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> Node {
            let state = state
            var node = Node()
            node.location = location
            var showingHint = false
            // The flags are gathered and written once (`Node.setFlags`).
            var flags = FlagBits()
            for attribute in attributes {
                guard let key = key(attribute.name) else { continue }
                let value = attribute.value
                switch key {
                case .text: node.text = XMLText.decode(value)
                case .resourceId: node.resourceId = Self.nonEmptyString(value)
                case .className: node.className = state.pointee.classNames.string(value)
                case .package: node.packageName = state.pointee.packages.string(value)
                case .contentDesc: node.contentDescription = XMLText.decode(value)
                case .checkable: flags.set(.checkable, attribute.bool)
                case .checked: flags.set(.checked, attribute.bool)
                case .clickable: flags.set(.clickable, attribute.bool)
                case .enabled: flags.set(.enabled, attribute.bool)
                case .focusable: flags.set(.focusable, attribute.bool)
                case .focused: flags.set(.focused, attribute.bool)
                case .scrollable: flags.set(.scrollable, attribute.bool)
                case .longClickable: flags.set(.longClickable, attribute.bool)
                case .password: flags.set(.password, attribute.bool)
                case .selected: flags.set(.selected, attribute.bool)
                case .bounds: node.frame = Self.parseBounds(value)
                case .naf: node.notAccessibilityFriendly = attribute.bool
                case .hint: node.hintText = Self.nonEmptyString(value)
                case .drawingOrder: node.drawingOrder = Self.parseInt(value)
                case .displayed, .visibleToUser: flags.set(.visibleToUser, attribute.bool)
                case .a11yImportant:
                    if let important = attribute.bool { node.importantForAccessibility = important ? .yes : .no }
                case .importantForAccessibility: node.importantForAccessibility = ImportantForAccessibility(parsing: attribute.string)
                case .screenReaderFocusable, .screenReaderFocusableCamel: flags.set(.screenReaderFocusable, attribute.bool)
                case .heading: flags.set(.heading, attribute.bool)
                case .paneTitle: node.paneTitle = Self.nonEmptyString(value)
                case .a11yFocused: node.accessibilityFocused = attribute.bool
                case .liveRegion: node.liveRegion = Self.parseInt(value)
                case .tooltipText: node.tooltipText = Self.nonEmptyString(value)
                case .contentInvalid: node.contentInvalid = attribute.bool
                case .error: node.errorText = Self.nonEmptyString(value)
                case .showingHint: showingHint = attribute.bool ?? false
                case .stateDescription: node.stateDescription = Self.nonEmptyString(value)
                case .roleDescription: node.roleDescription = Self.nonEmptyString(value)
                case .labelFor: node.labelFor = Self.nonEmptyString(value)
                case .labeledBy: node.labeledBy = Self.nonEmptyString(value)
                case .traversalBefore: node.traversalBefore = Self.nonEmptyString(value)
                case .traversalAfter: node.traversalAfter = Self.nonEmptyString(value)
                case .actions:
                    node.actions = attribute.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                case .contextClickable: break
                }
            }
            node.setFlags(bits: flags.bits, mask: flags.mask)
            if node.className == nil {
                // Appium names elements after the class: one shared string per element name.
                let length = strlen(UnsafeRawPointer(name.pointer).assumingMemoryBound(to: CChar.self))
                node.className = state.pointee.classNames.string(UnsafeBufferPointer(start: name.pointer, count: length))
            }
            // Appium's page source (elements named after the class, not <node>) writes a node's
            // RangeInfo current value as its text, `Float.toString(getRangeInfo().getCurrent())`
            // ("35.0"), whatever the real text (appium/appium-uiautomator2-server
            // app/src/main/java/io/appium/uiautomator2/core/AxNodeInfoHelper.java `getText`, used for
            // the `text` attribute by model/UiElementSnapshot.java). TalkBack never reads that as the
            // name, so it is dropped: an unnamed SeekBar stays unnamed. Its min and max are not written
            // (no range attribute in utils/Attribute.java), so "N percent" cannot be said and no
            // RangeInfo is made; `uiautomator dump` (androidx AccessibilityNodeInfoDumper) writes none.
            if !name.equals("node"), let text = node.text, Self.isRangeWidget(node.className), Self.isJavaFloat(text) {
                node.text = nil
            }
            if showingHint {
                // The text on screen is the hint: Android returns the hint as text while it shows.
                if node.hintText == nil { node.hintText = node.text }
                node.text = nil
            }
            return node
        }

        func endElement() {
            let state = state
            if state.pointee.hierarchyDepths.last == state.pointee.elementDepth {
                state.pointee.hierarchyDepths.removeLast()
            } else if !state.pointee.hierarchyDepths.isEmpty {
                state.pointee.builder.close()
            }
            state.pointee.elementDepth -= 1
        }

        /// The widgets that carry a RangeInfo: ProgressBar and its subclasses (SeekBar, RatingBar, AppCompat's
        /// and Material's), and the classes Compose reports for a ProgressBarRangeInfo.
        static func isRangeWidget(_ className: String?) -> Bool {
            guard let className else { return false }
            let name = ClassName.lastComponent(className)
            return name.hasSuffix("SeekBar") || name.hasSuffix("ProgressBar") || name.hasSuffix("RatingBar")
        }

        /// Java's `Float.toString` form: digits, a point, digits, an optional exponent ("35.0", "1.0E-4").
        static func isJavaFloat(_ text: String) -> Bool {
            var bytes = Substring(text).utf8[...]
            if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            func digits() -> Bool {
                let n = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                bytes = bytes.dropFirst(n)
                return n > 0
            }
            guard digits(), bytes.first == UInt8(ascii: ".") else { return false }
            bytes = bytes.dropFirst()
            guard digits() else { return false }
            if bytes.first == UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
                guard digits() else { return false }
            }
            return bytes.isEmpty
        }

        /// `[left,top][right,bottom]`, read straight from the bytes (exactly four numbers, else nil).
        static func parseBounds(_ value: UnsafeBufferPointer<UInt8>) -> Rect? {
            plainBounds(value) ?? anyBounds(value)
        }

        /// `parseBounds` for any shape: the numbers in order, whatever separates them.
        static func anyBounds(_ value: UnsafeBufferPointer<UInt8>) -> Rect? {
            var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
            var found = 0
            @inline(__always) func append(_ number: Double) {
                switch found {
                case 0: numbers.0 = number
                case 1: numbers.1 = number
                case 2: numbers.2 = number
                case 3: numbers.3 = number
                default: break
                }
                found += 1
            }
            var current = 0.0, negative = false, inNumber = false, fraction = 0.0
            for byte in value {
                switch byte {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                    let digit = Double(byte - UInt8(ascii: "0"))
                    if fraction > 0 { current += digit * fraction; fraction /= 10 } else { current = current * 10 + digit }
                    inNumber = true
                case UInt8(ascii: "-"): negative = true
                case UInt8(ascii: "."): fraction = 0.1
                default:
                    if inNumber { append(negative ? -current : current) }
                    current = 0; negative = false; inNumber = false; fraction = 0
                }
            }
            if inNumber { append(negative ? -current : current) }
            guard found == 4 else { return nil }
            return Rect(left: numbers.0, top: numbers.1, right: numbers.2, bottom: numbers.3)
        }

        /// What every uiautomator node writes, `[0,0][1080,2208]`: four unsigned whole numbers of
        /// at most 15 digits (exact as integers and as the doubles `parseBounds` sums), in one pass
        /// without its per-byte switch; nil for any other shape (signs, points, spaces), which
        /// `parseBounds` reads its own way.
        @inline(__always)
        static func plainBounds(_ value: UnsafeBufferPointer<UInt8>) -> Rect? {
            guard value.count >= 10, value[0] == UInt8(ascii: "[") else { return nil }
            var numbers: (Int, Int, Int, Int) = (0, 0, 0, 0)
            var i = 1
            // After each number: ',' then ']' '[' then ',' then ']' and the end.
            for k in 0 ..< 4 {
                var n = 0
                let start = i
                while i < value.count {
                    let digit = value[i] &- UInt8(ascii: "0")
                    guard digit < 10 else { break }
                    // A sixteenth digit: not plain (and never an overflow).
                    guard i - start < 15 else { return nil }
                    n = n * 10 + Int(digit)
                    i += 1
                }
                guard i > start, i < value.count else { return nil }
                switch k {
                case 0: numbers.0 = n
                case 1: numbers.1 = n
                case 2: numbers.2 = n
                default: numbers.3 = n
                }
                switch k {
                case 0, 2:
                    guard value[i] == UInt8(ascii: ",") else { return nil }
                    i += 1
                case 1:
                    guard value[i] == UInt8(ascii: "]"), i + 1 < value.count, value[i + 1] == UInt8(ascii: "[") else { return nil }
                    i += 2
                default:
                    guard value[i] == UInt8(ascii: "]"), i + 1 == value.count else { return nil }
                }
            }
            return Rect(left: Double(numbers.0), top: Double(numbers.1), right: Double(numbers.2), bottom: Double(numbers.3))
        }
    }
}

@inline(__always)
func nonEmpty(_ string: String) -> String? { string.isEmpty ? nil : string }

import Foundation

/// A node's optional Bools as the loader reads them, in `Node.setFlags`' encoding
/// (`FlagField.bits` at each field's `shift`), written to the node once. Here, not in the model: a
/// setter called across modules was not inlined, a call per attribute.
private struct FlagBits {
    var bits: UInt32 = 0
    var mask: UInt32 = 0

    @inline(__always) mutating func set(_ field: FlagField, _ value: Bool?) {
        let shift = field.shift
        bits = bits & ~(3 << shift) | FlagField.bits(value) << shift
        mask |= 3 << shift
    }
}
