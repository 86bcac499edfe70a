import Foundation
import A11yLintModel

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
        // File bytes (from `Data`) are already bound to UInt8.
        var parser = Parser(b: UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
        try parser.parse()
        return Self.droppingClearedDescendants(parser.builder.finish(platform: .android, format: .compose))
    }

    /// Without the descendants of nodes that set `ClearAndSetSemantics`. An unmerged print
    /// (`useUnmergedTree = 'true'`) still lists them, but the accessibility tree leaves them out:
    /// androidx compose/ui `SemanticsNode.getChildren` returns no children for a node whose
    /// `unmergedConfig.isClearingSemantics` unless `includeReplacedSemantics` ("For accessibility
    /// we always use false"), so TalkBack neither stops on them nor reads their texts into the
    /// node's name. A merged print already omits them.
    static func droppingClearedDescendants(_ tree: AccessibilityTree) -> AccessibilityTree {
        guard tree.indices.contains(where: { tree[$0].clearAndSetSemantics == true && tree.subtreeEnd($0) > $0 + 1 }) else { return tree }
        var builder = TreeBuilder(capacity: tree.count)
        var openEnds: [Int] = []
        var i = 0
        while i < tree.count {
            while let end = openEnds.last, i >= end { builder.close(); openEnds.removeLast() }
            builder.open(tree[i])
            let end = tree.subtreeEnd(i)
            openEnds.append(end)
            i = tree[i].clearAndSetSemantics == true ? end : i + 1
        }
        return builder.finish(platform: tree.platform, format: tree.format)
    }

    typealias Line = ComposeSemanticsLine

    struct Parser {
        let b: Line.Bytes
        var builder = TreeBuilder()
        var prefix: LogPrefix?
        var current = ComposeNodeState()
        /// A quoted value, kept until the next line shows whether it goes on (Text with line breaks).
        var pending: PendingValue?
        var sawNode = false
        /// The dump's lines lost their leading spaces (`Line.Header.trimmed`): levels are inferred
        /// and property indents are not checked.
        var leadingSpacesTrimmed = false
        var lineNumber = 0
        var lineStart = 0
        /// The last node or property line's `|` column, if it draws one (`ComposeOpenBranch`).
        var openBranch: ComposeOpenBranch?

        init(b: Line.Bytes) { self.b = b }

        mutating func parse() throws(InputError) {
            var start = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 // byte-order mark
            while true {
                var end = start
                while end < b.count, b[end] != UInt8(ascii: "\n") { end += 1 }
                var trimmed = end
                while trimmed > start, b[trimmed - 1] == Line.space || b[trimmed - 1] == UInt8(ascii: "\r") || b[trimmed - 1] == UInt8(ascii: "\t") {
                    trimmed -= 1
                }
                lineNumber += 1
                lineStart = start
                try read(start ..< trimmed)
                if end >= b.count { break }
                start = end + 1
            }
            try flushPending()
            finishCurrent()
            if let openBranch { throw openBranch.error(b) }
        }

        /// Line and column (counting characters, not bytes) of a byte on the current line.
        func location(_ position: Int) -> SourceLocation {
            SourceLocation(line: lineNumber, column: LogPrefix.scalars(b, lineStart ..< position) + 1)
        }

        mutating func read(_ line: Range<Int>) throws(InputError) {
            if prefix == nil {
                guard line.contains(where: { b[$0] > Line.space }) else { return }
                prefix = try LogPrefix(b, line, number: lineNumber)
            } else if !sawNode, pending == nil, prefix?.isBlank == true, let first = line.first(where: { b[$0] > Line.space }),
                      Line.find(b, first ..< line.upperBound, "Node #") == first || Line.find(b, first ..< line.upperBound, "Node at (") == first,
                      first - line.lowerBound != prefix?.bytes.count {
                // A dump pasted into an indented comment whose header line is indented unlike the
                // tree (`   Printing with …` over `    Node #1 …`): the root line's indent is the prefix.
                prefix = try LogPrefix(b, line, number: lineNumber)
            }
            guard let payload = prefix?.strip(b, line) else {
                throw InputError("this line does not start with the log prefix '\(prefix?.text ?? "")' that the dump's first line has", at: location(line.lowerBound))
            }
            // Not `if let`: a bound copy would share the text and make each append copy it.
            if pending?.isComplete == false {
                continuePending(payload)
                return
            }
            let kind: Line
            do { kind = try Line.classify(b, payload) } catch { throw InputError(error.message, at: location(error.at)) }
            switch kind {
            case .blank:
                // Only drawing, `|` in it: the printer was cut in the middle of a line's indent.
                if let bar = ComposeOpenBranch.bar(b, payload) { openBranch = ComposeOpenBranch(line: lineNumber, lineStart: lineStart, bar: bar) }
                return
            case let .other(start):
                // A line of a multi-line text whose earlier line happened to end with a quote: it goes on.
                if pending?.mayGoOn == true { continuePending(payload); return }
                throw InputError("cannot read this line as a Compose semantics node or property", at: location(start))
            default:
                try flushPending()
                if case .dumpHeader = kind {} else if case .note = kind {} else {
                    openBranch = ComposeOpenBranch.bar(b, payload).map { ComposeOpenBranch(line: lineNumber, lineStart: lineStart, bar: $0) }
                }
            }
            switch kind {
            case .dumpHeader:
                if sawNode { throw InputError("a second dump starts here; a11ylint reads one screen per file", at: location(payload.lowerBound)) }
            case var .node(header):
                if header.level > 0, header.trimmed != leadingSpacesTrimmed {
                    // Trimming shows on the first child line or nowhere: one line of either kind among the other is damage.
                    // (A root line has no leading spaces to lose: it reads the same either way.)
                    guard header.trimmed, builder.count == 1, builder.depth == 1 else {
                        throw InputError(header.trimmed ? Line.misindented(3 * header.level - 3) : "this node line keeps the leading spaces that the dump's earlier lines lost",
                                         at: location(header.start - 2))
                    }
                    leadingSpacesTrimmed = true
                }
                if header.trimmed { header.level = trimmedLevel(header) }
                try open(header, at: location(header.start))
            case let .property(name, value, indent, valueStart):
                try checkIndent(indent, payload)
                switch value {
                case let .quoted(text, closed): pending = PendingValue(name: name, text: Line.string(b, text), endsWithQuote: closed, at: location(valueStart))
                case let .list(items): current.applyList(name, items)
                }
            case let .units(names, indent):
                try checkIndent(indent, payload)
                for name in names { current.applyUnit(name) }
            case .blank, .note, .other: break
            }
        }

        /// Appends a line to the pending value in place. Taken out of `pending` first, so the text
        /// has one owner and grows without a copy: a copy per line made 100k lines take 47 s.
        mutating func continuePending(_ payload: Range<Int>) {
            guard var open = pending.take() else { return }
            if open.endsWithQuote { open.text += "'" } // the quote that ended the line was part of the value
            open.endsWithQuote = !payload.isEmpty && b[payload.upperBound - 1] == Line.quote
            let storage = open.storageAddress
            open.text += "\n"
            open.text += Line.string(b, open.endsWithQuote ? payload.lowerBound ..< payload.upperBound - 1 : payload)
            if open.storageAddress != storage { copiedBytes += open.text.utf8.count }
            pending = open
        }

        /// Bytes of pending text copied to new storage: grows linearly with the value when the
        /// text is appended in place (doubling), quadratically if each line copied it.
        var copiedBytes = 0

        mutating func flushPending() throws(InputError) {
            guard let value = pending else { return }
            pending = nil
            guard value.isComplete else { throw InputError("the value of \(value.name) has no closing quote (a truncated dump?)", at: value.at) }
            if let problem = current.apply(value.name, value.text) { throw InputError(problem, at: value.at) }
        }

        /// The level of a node line whose leading spaces were trimmed: the deepest level, from the
        /// child of the node read last up to the shallowest the line can have, whose parent's
        /// frame holds the node's (a zero-size frame, Compose's fake nodes, fits anywhere).
        /// Compose lays children out inside their parent, and a sibling seldom lies inside the
        /// node before it.
        func trimmedLevel(_ header: Line.Header) -> Int {
            guard header.level < builder.depth else { return header.level }
            var level = builder.depth
            while level > header.level {
                if header.frame.isEmpty { break }
                if let parent = builder.openFrame(atDepth: level - 1), parent.contains(header.frame) { break }
                level -= 1
            }
            return level
        }

        /// Properties sit three characters deeper per level than the root's: a mismatch means lines were lost or edited.
        func checkIndent(_ indent: Int, _ payload: Range<Int>) throws(InputError) {
            let name = location(payload.lowerBound + indent)
            guard sawNode else { throw InputError("a property line comes before any 'Node #…' line", at: name) }
            if leadingSpacesTrimmed { return }
            let level = builder.depth - 1
            if indent != 3 * level {
                throw InputError("this property is indented \(indent) characters, but the node it follows is at level \(level) (\(3 * level) characters)", at: name)
            }
        }

        mutating func open(_ header: Line.Header, at location: SourceLocation) throws(InputError) {
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
    }

    /// `Name = '…` as read so far. The printer does not escape values, so a text with line breaks
    /// goes on over the next lines until one ends with the closing quote.
    struct PendingValue {
        var name: String
        var text: String
        var endsWithQuote: Bool
        var at: SourceLocation

        /// Text and ContentDescription print as lists: until the `]` arrives, a quote ended a line of the text.
        var storageAddress: UInt? {
            text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        }

        var isComplete: Bool { endsWithQuote && !(Self.lists.contains(name) && text.hasPrefix("[") && !text.hasSuffix("]")) }

        /// Whether a line that is no property may still belong to this value: only free texts hold line breaks.
        var mayGoOn: Bool { Self.texts.contains(name) && !(Self.lists.contains(name) && text.hasPrefix("[")) }

        static let lists: Set<String> = ["Text", "ContentDescription"]
        static let texts: Set<String> = ["Text", "ContentDescription", "EditableText", "StateDescription", "PaneTitle", "Error", "TestTag"]
    }

    /// The logcat prefix of `printToLog` captures (`D/Tag: `, `01-15 12:00:00.000  123  456 D Tag: `,
    /// Android Studio's columns), learned from the dump's first line. Logcat repeats it on every
    /// line of the message; Android Studio indents continuation lines with spaces instead; a
    /// stream (Robolectric's `ShadowLog`) writes it before the first line only. A capture pasted
    /// into source comments (`// 01-17 … D Tag: printToLog:`, then `// Printing with …` and
    /// `//  |-Node #2 …`) keeps only the comment marker on the lines after the first.
    struct LogPrefix {
        enum Mode { case undecided, everyLine, indented, firstLineOnly, commentOnly }
        let bytes: [UInt8]
        /// The prefix's width in characters: Android Studio's indent.
        let width: Int
        /// The bytes of the comment marker the prefix starts with (`//`, `#` or `*` after any
        /// indent, and one space), when the prefix holds more than the marker; else 0.
        let comment: Int
        var mode = Mode.undecided
        private var sawFirstLine = false

        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// Only spaces and tabs: the indent of a dump pasted into source, not a log prefix.
        var isBlank: Bool { bytes.allSatisfy { $0 == Line.space || $0 == UInt8(ascii: "\t") } }

        init(_ b: Line.Bytes, _ line: Range<Int>, number: Int) throws(InputError) {
            func at(_ position: Int) -> SourceLocation { SourceLocation(line: number, column: Self.scalars(b, line.lowerBound ..< position) + 1) }
            var start: Int
            if let marker = Line.find(b, line, "printToLog:") ?? Line.find(b, line, "Printing with useUnmergedTree") {
                start = marker
            } else if let node = Line.find(b, line, "Node #") ?? Line.find(b, line, "Node at (") {
                start = node
                if node - line.lowerBound >= 2, b[node - 2] == Line.bar, b[node - 1] == Line.dash {
                    throw InputError("the dump starts with a child node: its root 'Node #…' line is missing (a truncated dump?)", at: at(node))
                }
                // `1) Node #…` (a printed collection): the number belongs to the dump, not the prefix.
                if node - line.lowerBound >= 3, b[node - 1] == Line.space, b[node - 2] == UInt8(ascii: ")") {
                    var digits = node - 2
                    while digits > line.lowerBound, Line.isDigit(b[digits - 1]) { digits -= 1 }
                    if digits < node - 2 { start = digits }
                }
            } else {
                let first = line.first { b[$0] > Line.space } ?? line.lowerBound
                if case .some(.property) = try? Line.classify(b, line) {
                    throw InputError("a property line comes before any 'Node #…' line", at: at(first))
                }
                throw InputError("expected a Compose semantics dump to start with 'printToLog:', 'Printing with useUnmergedTree' or 'Node #… at (…)px'", at: at(first))
            }
            bytes = Array(b[line.lowerBound ..< start])
            width = Self.scalars(b, line.lowerBound ..< start)
            comment = Self.commentMarker(bytes)
        }

        /// Bytes of a leading comment marker (`//`, `#`, `*`, after spaces or tabs, with one
        /// following space) when more follows it in the prefix; 0 otherwise.
        static func commentMarker(_ p: [UInt8]) -> Int {
            var i = 0
            while i < p.count, p[i] == Line.space || p[i] == UInt8(ascii: "\t") { i += 1 }
            if i + 1 < p.count, p[i] == UInt8(ascii: "/"), p[i + 1] == UInt8(ascii: "/") { i += 2 }
            else if i < p.count, p[i] == UInt8(ascii: "#") || p[i] == UInt8(ascii: "*") { i += 1 }
            else { return 0 }
            if i < p.count, p[i] == Line.space { i += 1 }
            return i < p.count ? i : 0
        }

        /// The line without its prefix, or nil when a line that should carry it does not.
        mutating func strip(_ b: Line.Bytes, _ line: Range<Int>) -> Range<Int>? {
            if bytes.isEmpty || line.isEmpty { return line }
            let carries = line.count >= bytes.count && bytes.withUnsafeBufferPointer { Line.equal(b, line.lowerBound, $0) }
            switch mode {
            case .undecided:
                // The first line has the prefix (it was learned there); the next one shows how the rest carry it.
                if !sawFirstLine { sawFirstLine = true; return line.lowerBound + bytes.count ..< line.upperBound }
                mode = carries ? .everyLine : carriesComment(b, line) ? .commentOnly : isIndent(b, line) ? .indented : .firstLineOnly
                return strip(b, line)
            case .everyLine:
                if carries { return line.lowerBound + bytes.count ..< line.upperBound }
                // An empty message line loses the prefix's trailing space when trailing blanks are trimmed.
                let truncated = line.count < bytes.count && bytes.withUnsafeBufferPointer { Line.equal(b, line.lowerBound, UnsafeBufferPointer(rebasing: $0[..<line.count])) }
                return truncated ? line.upperBound ..< line.upperBound : nil
            case .indented:
                return isIndent(b, line) ? line.lowerBound + width ..< line.upperBound : nil
            case .firstLineOnly:
                return line
            case .commentOnly:
                if carriesComment(b, line) { return line.lowerBound + comment ..< line.upperBound }
                // An empty comment line ("//") loses the marker's trailing space when trailing blanks are trimmed.
                let truncated = line.count < comment && bytes.withUnsafeBufferPointer { Line.equal(b, line.lowerBound, UnsafeBufferPointer(rebasing: $0[..<line.count])) }
                return truncated ? line.upperBound ..< line.upperBound : nil
            }
        }

        private func carriesComment(_ b: Line.Bytes, _ line: Range<Int>) -> Bool {
            comment > 0 && line.count >= comment && bytes.withUnsafeBufferPointer { Line.equal(b, line.lowerBound, UnsafeBufferPointer(rebasing: $0[..<comment])) }
        }

        private func isIndent(_ b: Line.Bytes, _ line: Range<Int>) -> Bool {
            guard line.count >= width else { return false }
            var i = line.lowerBound
            while i < line.lowerBound + width {
                if b[i] != Line.space && b[i] != UInt8(ascii: "\t") { return false }
                i += 1
            }
            return true
        }

        /// Characters (Unicode scalars) in a byte range: UTF-8 continuation bytes do not count.
        static func scalars(_ b: Line.Bytes, _ range: Range<Int>) -> Int {
            var n = 0, i = range.lowerBound
            while i < range.upperBound {
                if b[i] & 0xC0 != 0x80 { n += 1 }
                i += 1
            }
            return n
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
    mutating func apply(_ name: String, _ value: String) -> String? {
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
        case "Error":
            // `Modifier.semantics { error("…") }` (Material 3's TextField sets it when isError): the
            // delegate sets contentInvalid and the error text (AndroidComposeViewAccessibilityDelegateCompat
            // `setContentInvalid`), which TalkBack speaks after the field.
            node.contentInvalid = true
            node.errorText = value.isEmpty ? nil : value
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
        case "ProgressBarRangeInfo":
            // `ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)`; Indeterminate is `current=0.0, range=0.0..0.0`.
            guard let current = Self.double("current", in: value) else { return nil }
            var min = 0.0, max = 1.0
            if let r = value.range(of: "range=") {
                let bounds = value[r.upperBound...].prefix { $0 != "," && $0 != ")" }.components(separatedBy: "..")
                if bounds.count == 2, let a = Double(bounds[0].trimmed), let b = Double(bounds[1].trimmed) { min = a; max = b }
            }
            if current.isFinite, min.isFinite, max.isFinite { node.rangeInfo = RangeInfo(current: current, min: min, max: max) }
        case "HorizontalScrollAxisRange", "VerticalScrollAxisRange":
            // `ScrollAxisRange(value=0.0, maxValue=6.0, reverseScrolling=false)`
            if let max = Self.double("maxValue", in: value) { scrollRangeMax = Swift.max(scrollRangeMax ?? 0, max) }
        default: break // Compose adds keys over time (IsTraversalGroup, TextSelectionRange, …): none we map.
        }
        return nil
    }

    /// A property printed by name only: its value is `Unit`, so its presence is the fact.
    mutating func applyUnit(_ name: String) {
        switch name {
        case "Disabled": disabled = true
        case "SelectableGroup": node.selectableGroup = true
        case "Heading": node.heading = true
        case "Password": node.password = true
        case "InvisibleToUser", "HideFromAccessibility": node.visibleToUser = false
        default: break
        }
    }

    mutating func applyList(_ name: String, _ items: [String]) {
        guard name == "Actions" else { return }
        node.actions = items
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
        // A text field: Compose's accessibility delegate gives a node with EditableText the class
        // android.widget.EditText, and its merged Text (the TextField's label or placeholder) is
        // read besides the value: kept as the hint, which it is or stands in for.
        // The delegate sets the text field's class before the role's legacy class, so the role wins
        // (androidx compose/ui AndroidComposeViewAccessibilityDelegateCompat.android.kt,
        // populateAccessibilityNodeInfoProperties, b/343392125; `Role.toLegacyClassName`): a Material 3
        // ExposedDropdownMenu anchor (Role.DropdownList with EditableText) is a Spinner, not an EditText.
        // Its class is then left to the role, as for every other role node.
        if editableText != nil {
            if target.className == nil, !Self.rolesWithLegacyClass.contains(role ?? "") { target.className = "android.widget.EditText" }
            if target.hintText == nil, let text, !text.isEmpty { target.hintText = text }
        }
        target.enabled = !disabled
        target.focusable = hasFocused
        if hasFocused { target.focused = focused }
        // An already selected item is not clickable, so TalkBack does not offer to activate it again.
        target.clickable = onClick && selected != true
        target.longClickable = onLongClick
        if let scrollRangeMax { target.scrollable = scrollBy && scrollRangeMax > 0 }
        // Role.Tab and Role.Switch get no class but a role description, which TalkBack speaks as the
        // role (the delegate's populateAccessibilityNodeInfoProperties; compose/ui strings.xml:
        // `tab` "Tab", `switch_role` "Switch"). The tab's is kept: TalkBack says "Tab", not "Button".
        if role == "Tab", target.roleDescription == nil { target.roleDescription = "Tab" }
        if let selected {
            // Tabs use Android's `selected`; every other role is checkable and checked when selected.
            if role == "Tab" {
                target.selected = selected
            } else {
                target.checkable = true
                target.checked = selected
                // The delegate also states it in words when nothing else has: "If a radio entry
                // (radio button + text) is selectable, it won't have the role RadioButton, so if we
                // use info.isCheckable/info.isChecked, talkback will say 'checked/not checked'
                // instead 'selected/not selected'" (androidx compose/ui
                // AndroidComposeViewAccessibilityDelegateCompat, Selected: R.string.selected /
                // not_selected). A ToggleableState already said Indeterminate, or On/Off for a Switch.
                let toggleSaid = node.toggleableState == .indeterminate || (role == "Switch" && node.toggleableState != nil)
                if target.stateDescription == nil, !toggleSaid { target.stateDescription = selected ? "Selected" : "Not selected" }
            }
        }
        if let toggle = node.toggleableState {
            target.checkable = true
            if toggle != .indeterminate { target.checked = toggle == .on }
        }
    }

    /// The roles `Role.toLegacyClassName` gives a class (Button, CheckBox, RadioButton, ImageView,
    /// Spinner, NumberPicker); Tab and Switch get a role description instead.
    static let rolesWithLegacyClass: Set<String> = ["Button", "Checkbox", "RadioButton", "Image", "DropdownList", "ValuePicker"]

    static func bool(_ value: String) -> Bool? {
        value == "true" ? true : value == "false" ? false : nil
    }

    /// Text and ContentDescription print as Kotlin lists, `[Wi-Fi]`; a merged node lists every
    /// merged text, `[Wi-Fi, Connected]`. Their items may themselves hold ", ", so the list is kept
    /// as one string, as TalkBack reads the merged texts one after another.
    static func listText(_ value: String) -> String {
        guard value.utf8.count >= 2, value.hasPrefix("["), value.hasSuffix("]") else { return value }
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
