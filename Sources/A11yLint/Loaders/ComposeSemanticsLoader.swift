import Foundation

/// Jetpack Compose semantics text: `printToString()` and `printToLog()` of androidx.compose.ui.test,
/// merged or unmerged, plain or as captured from logcat (every line, or only the first, carrying a
/// log prefix). Properties map onto `Node` as Compose's accessibility delegate
/// (`AndroidComposeViewAccessibilityDelegateCompat`) exposes them to TalkBack.
public struct ComposeSemanticsLoader: DumpLoader {
    public let format = DumpFormat.compose
    public init() {}

    public func refusal(for content: ContentSniff) -> String? {
        guard case .text = content.kind else { return "not text" }
        if content.head.contains("Element subtree:") || content.head.contains("Application, 0x") {
            return "XCUITest debugDescription text, not Compose semantics"
        }
        return Self.hasNodeLine(content.head) ? nil : "no 'Node #… at (l=…, t=…, r=…, b=…)px' line near the start"
    }

    static func hasNodeLine(_ head: String) -> Bool {
        for line in head.split(whereSeparator: \.isNewline) where line.contains(")px") {
            if line.contains("Node #") && line.contains(" at (") || line.contains("Node at (") { return true }
        }
        return false
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var parser = Parser()
        try parser.parse(String(decoding: bytes, as: UTF8.self))
        return parser.builder.finish(platform: .android, format: .compose)
    }

    struct Parser {
        var builder = TreeBuilder()
        var prefix: LogPrefix?
        var current = ComposeNodeState()
        /// A quoted value, kept until the next line shows whether it goes on (Text with line breaks).
        var pending: (name: Substring, text: String, closed: Bool, at: SourceLocation)?
        var sawNode = false

        mutating func parse(_ text: String) throws(InputError) {
            var lineNumber = 0
            // Split on the byte: a Character split would keep "\r\n" lines together.
            for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                lineNumber += 1
                var line = trimTrailing(Substring(bytes))
                if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
                try read(line, number: lineNumber)
            }
            try flushPending()
            finishCurrent()
        }

        func location(_ line: Substring, _ index: String.Index, _ number: Int) -> SourceLocation {
            SourceLocation(line: number, column: line.unicodeScalars[..<index].count + 1)
        }

        mutating func read(_ line: Substring, number: Int) throws(InputError) {
            if prefix == nil {
                guard line.contains(where: { !$0.isWhitespace }) else { return }
                prefix = try LogPrefix(firstLine: line, number: number)
            }
            guard let payload = prefix!.strip(line) else {
                throw InputError("this line does not start with the log prefix '\(prefix!.text)' that the dump's first line has",
                                 at: SourceLocation(line: number, column: 1))
            }
            if let open = pending, !open.closed {
                continuePending(payload)
                return
            }
            let kind: ComposeSemanticsLine
            do { kind = try ComposeSemanticsLine.classify(payload) } catch {
                throw InputError(error.message, at: location(line, error.at, number))
            }
            switch kind {
            case .blank: return
            case .other:
                // A line of a multi-line value that happened to end with a quote: the value goes on.
                if pending != nil { continuePending(payload); return }
                let start = payload.firstIndex { $0 != " " && $0 != "|" } ?? payload.startIndex
                throw InputError("cannot read this line as a Compose semantics node or property", at: location(line, start, number))
            default: try flushPending()
            }
            switch kind {
            case .dumpHeader:
                if sawNode {
                    throw InputError("a second dump starts here; a11ylint reads one screen per file", at: location(line, payload.startIndex, number))
                }
            case let .node(header):
                try open(header, at: location(line, header.start, number))
            case let .property(name, value, indent, valueStart):
                try checkIndent(indent, line, payload, number)
                let at = location(line, valueStart, number)
                switch value {
                case let .quoted(text, closed): pending = (name, String(text), closed, at)
                case let .list(items): current.applyList(name, items)
                }
            case let .units(names, indent):
                try checkIndent(indent, line, payload, number)
                for name in names { current.applyUnit(name) }
            case .blank, .note, .other: break
            }
        }

        mutating func continuePending(_ payload: Substring) {
            guard var open = pending else { return }
            if open.closed { open.text += "'" } // the quote that ended the line was part of the value
            let closed = payload.last == "'"
            open.text += "\n" + (closed ? payload.dropLast() : payload)
            open.closed = closed
            pending = open
        }

        mutating func flushPending() throws(InputError) {
            guard let value = pending else { return }
            pending = nil
            guard value.closed else { throw InputError("the value of \(value.name) has no closing quote (a truncated dump?)", at: value.at) }
            if let problem = current.apply(value.name, value.text) { throw InputError(problem, at: value.at) }
        }

        /// Properties sit three characters deeper per level than the root's: a mismatch means lines were lost or edited.
        func checkIndent(_ indent: Int, _ line: Substring, _ payload: Substring, _ number: Int) throws(InputError) {
            let name = location(line, payload.utf8.index(payload.startIndex, offsetBy: indent), number)
            guard sawNode else { throw InputError("a property line comes before any 'Node #…' line", at: name) }
            let level = builder.depth - 1
            if indent != 3 * level {
                throw InputError("this property is indented \(indent) characters, but the node it follows is at level \(level) (\(3 * level) characters)", at: name)
            }
        }

        mutating func open(_ header: ComposeSemanticsLine.Header, at location: SourceLocation) throws(InputError) {
            finishCurrent()
            if header.level > builder.depth {
                throw InputError("this node is at nesting level \(header.level) but the node before it is at level \(builder.depth - 1): the indentation skips a level",
                                 at: location)
            }
            while builder.depth > header.level { builder.close() }
            var node = Node(location: location)
            node.frame = header.frame
            node.testTag = header.tag
            if !builder.open(node) {
                throw InputError("nodes nest deeper than \(builder.maxDepth) levels; no real screen is this deep", at: location)
            }
            current = ComposeNodeState()
            sawNode = true
        }

        mutating func finishCurrent() {
            guard sawNode else { return }
            let state = current
            builder.updateCurrent { state.finish(&$0) }
        }

        func trimTrailing(_ line: Substring) -> Substring {
            var end = line.endIndex
            while end > line.startIndex {
                let before = line.index(before: end)
                guard line[before] == "\r" || line[before] == " " || line[before] == "\t" else { break }
                end = before
            }
            return line[..<end]
        }
    }

    /// The logcat prefix of `printToLog` captures (`D/Tag: `, `01-15 12:00:00.000  123  456 D Tag: `,
    /// Android Studio's columns), learned from the dump's first line. Logcat repeats it on every
    /// line of the message; Android Studio indents continuation lines with spaces instead; a
    /// stream (Robolectric's `ShadowLog`) writes it before the first line only.
    struct LogPrefix {
        enum Mode { case undecided, everyLine, indented, firstLineOnly }
        let text: Substring
        var mode = Mode.undecided
        private var sawFirstLine = false

        init(firstLine line: Substring, number: Int) throws(InputError) {
            for marker in ["printToLog:", "Printing with useUnmergedTree"] {
                if let r = line.range(of: marker) { text = line[..<r.lowerBound]; return }
            }
            if let r = line.range(of: "Node #") ?? line.range(of: "Node at (") {
                var start = r.lowerBound
                if line[..<start].hasSuffix("|-") {
                    throw InputError("the dump starts with a child node: its root 'Node #…' line is missing (a truncated dump?)",
                                     at: SourceLocation(line: number, column: line.unicodeScalars[..<start].count + 1))
                }
                // `1) Node #…` (a printed collection): the number belongs to the dump, not the prefix.
                let before = line[..<start]
                if before.hasSuffix(") ") {
                    let digits = before.dropLast(2).reversed().prefix { $0.isASCII && $0.isNumber }.count
                    if digits > 0 { start = line.index(start, offsetBy: -(digits + 2)) }
                }
                text = line[..<start]
                return
            }
            let first = line.firstIndex { !$0.isWhitespace } ?? line.startIndex
            let column = line.unicodeScalars[..<first].count + 1
            if case .some(.property) = try? ComposeSemanticsLine.classify(line) {
                throw InputError("a property line comes before any 'Node #…' line", at: SourceLocation(line: number, column: column))
            }
            throw InputError("expected a Compose semantics dump to start with 'printToLog:', 'Printing with useUnmergedTree' or 'Node #… at (…)px'",
                             at: SourceLocation(line: number, column: column))
        }

        /// The line without its prefix, or nil when a line that should carry it does not.
        mutating func strip(_ line: Substring) -> Substring? {
            if text.isEmpty || line.isEmpty { return line }
            let carries = line.utf8.starts(with: text.utf8)
            let width = text.unicodeScalars.count
            switch mode {
            case .undecided:
                // The first line has the prefix (it was learned there); the next one shows how the rest carry it.
                if !sawFirstLine { sawFirstLine = true; return drop(line) }
                mode = carries ? .everyLine : isIndent(line, width) ? .indented : .firstLineOnly
                return strip(line)
            case .everyLine:
                if carries { return drop(line) }
                // An empty message line loses the prefix's trailing space when trailing blanks are trimmed.
                return text.utf8.starts(with: line.utf8) ? line[line.endIndex...] : nil
            case .indented:
                guard isIndent(line, width) else { return nil }
                return Substring(line.unicodeScalars.dropFirst(width))
            case .firstLineOnly:
                return line
            }
        }

        private func drop(_ line: Substring) -> Substring {
            line[line.utf8.index(line.startIndex, offsetBy: text.utf8.count)...]
        }

        private func isIndent(_ line: Substring, _ width: Int) -> Bool {
            let head = line.unicodeScalars.prefix(width)
            return head.count == width && head.allSatisfy { $0 == " " || $0 == "\t" }
        }
    }
}

/// What one Compose node's printed properties say, gathered until its next sibling or child
/// starts, then written onto the `Node`.
struct ComposeNodeState {
    var node = Node()
    var role: String?
    var selected: Bool?
    var text: String?
    var editableText: String?
    var disabled = false
    var focused: Bool?
    var hasFocused = false
    var onClick = false
    var onLongClick = false
    var scrollBy = false
    var scrollRangeMax: Double?

    /// A `Name = 'value'` property. Returns why the value is wrong, if it is.
    mutating func apply(_ name: Substring, _ value: String) -> String? {
        if value == "kotlin.Unit" { applyUnit(name); return nil }
        switch name {
        case "Role": role = value
        case "Selected":
            guard let b = Self.bool(value) else { return "Selected must be 'true' or 'false', not '\(value)'" }
            selected = b
        case "ToggleableState":
            guard let state = ToggleableState(parsing: value) else { return "ToggleableState must be On, Off or Indeterminate, not '\(value)'" }
            node.toggleableState = state
        case "StateDescription": node.stateDescription = value
        case "Text": text = Self.listText(value)
        case "EditableText": editableText = value
        case "ContentDescription": node.contentDescription = Self.listText(value)
        case "TestTag": node.testTag = value
        case "PaneTitle": node.paneTitle = value
        case "Focused":
            guard let b = Self.bool(value) else { return "Focused must be 'true' or 'false', not '\(value)'" }
            hasFocused = true
            focused = b
        case "MergeDescendants":
            guard let b = Self.bool(value) else { return "MergeDescendants must be 'true' or 'false', not '\(value)'" }
            node.mergeDescendants = b
        case "ClearAndSetSemantics":
            guard let b = Self.bool(value) else { return "ClearAndSetSemantics must be 'true' or 'false', not '\(value)'" }
            node.clearAndSetSemantics = b
        case "LiveRegion":
            // LiveRegionMode prints as Polite / Assertive; Android's constants are 1 / 2.
            node.liveRegion = value == "Assertive" ? 2 : 1
        case "CollectionInfo":
            // Older Compose prints an object hash (`CollectionInfo@e37367e`): present, sizes unknown.
            node.collectionInfo = CollectionInfo(rowCount: Self.number("rowCount", in: value), columnCount: Self.number("columnCount", in: value))
        case "CollectionItemInfo":
            node.collectionItemInfo = CollectionItemInfo(rowIndex: Self.number("rowIndex", in: value), columnIndex: Self.number("columnIndex", in: value))
        case "HorizontalScrollAxisRange", "VerticalScrollAxisRange":
            // `ScrollAxisRange(value=0.0, maxValue=6.0, reverseScrolling=false)`
            if let max = Self.double("maxValue", in: value) { scrollRangeMax = Swift.max(scrollRangeMax ?? 0, max) }
        default: break // Compose adds keys over time (IsTraversalGroup, TextSelectionRange, …): none we map.
        }
        return nil
    }

    /// A property printed by name only: its value is `Unit`, so its presence is the fact.
    mutating func applyUnit(_ name: Substring) {
        switch name {
        case "Disabled": disabled = true
        case "SelectableGroup": node.selectableGroup = true
        case "Heading": node.heading = true
        case "Password": node.password = true
        case "InvisibleToUser", "HideFromAccessibility": node.visibleToUser = false
        default: break
        }
    }

    mutating func applyList(_ name: Substring, _ items: [Substring]) {
        guard name == "Actions" else { return }
        node.actions = items.map(String.init)
        onClick = items.contains("OnClick")
        onLongClick = items.contains("OnLongClick")
        scrollBy = items.contains("ScrollBy")
    }

    /// Writes the gathered facts as Compose's accessibility delegate reports them: the printer lists
    /// every property and action a node has, so one that is missing is known to be absent.
    func finish(_ target: inout Node) {
        let location = target.location, frame = target.frame, tag = node.testTag ?? target.testTag
        target = node
        target.location = location
        target.frame = frame
        target.testTag = tag
        target.role = role
        target.text = editableText ?? text
        target.enabled = !disabled
        target.focusable = hasFocused
        if hasFocused { target.focused = focused }
        // An already selected item is not clickable, so TalkBack does not offer to activate it again.
        target.clickable = onClick && selected != true
        target.longClickable = onLongClick
        if let scrollRangeMax { target.scrollable = scrollBy && scrollRangeMax > 0 }
        if let selected {
            // Tabs use Android's `selected`; every other role is checkable and checked when selected.
            if role == "Tab" {
                target.selected = selected
            } else {
                target.checkable = true
                target.checked = selected
            }
        }
        if let toggle = node.toggleableState {
            target.checkable = true
            if toggle != .indeterminate { target.checked = toggle == .on }
        }
    }

    static func bool(_ value: String) -> Bool? {
        value == "true" ? true : value == "false" ? false : nil
    }

    /// Text and ContentDescription print as Kotlin lists, `[Wi-Fi]`; a merged node lists every
    /// merged text, `[Wi-Fi, Connected]`. Their items may themselves hold ", ", so the list is kept
    /// as one string, as TalkBack reads the merged texts one after another.
    static func listText(_ value: String) -> String {
        guard value.hasPrefix("["), value.hasSuffix("]"), value.count >= 2 else { return value }
        return String(value.dropFirst().dropLast())
    }

    static func double(_ key: String, in value: String) -> Double? {
        guard let r = value.range(of: key + "=") else { return nil }
        return Double(value[r.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "E" })
    }

    static func number(_ key: String, in value: String) -> Int? {
        double(key, in: value).flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
    }
}
