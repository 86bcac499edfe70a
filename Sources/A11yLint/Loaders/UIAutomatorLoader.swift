/// Android `uiautomator dump` XML (`<node class=…>`) and Appium UiAutomator2 page source
/// (elements named after the class, `<android.widget.Switch …>`): one format, one loader.
public struct UIAutomatorLoader: DumpLoader {
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
        let handler = Handler(estimatedNodes: bytes.count / 300)
        let parser = XMLEventParser(handler: handler, maxDepth: TreeBuilder.defaultMaxDepth)
        try parser.parse(bytes)
        if !handler.sawRoot {
            throw InputError("no <hierarchy> element found", at: SourceLocation(line: 1, column: 1))
        }
        return handler.builder.finish(platform: .android, format: .uiautomator)
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
    }

    final class Handler: XMLEventHandler {
        var builder: TreeBuilder
        var sawRoot = false
        private var elementDepth = 0
        /// Depth at which <hierarchy> sits; elements below it are nodes.
        private var hierarchyDepths: [Int] = []
        private var names: [UnsafePointer<UInt8>: Attribute?] = [:]
        private let lookup: [String: Attribute] = Dictionary(uniqueKeysWithValues: Attribute.allCases.map { ($0.rawValue, $0) })

        init(estimatedNodes: Int) {
            builder = TreeBuilder(capacity: estimatedNodes)
        }

        /// libxml2 interns names, so a pointer identifies one. The few dozen names of a dump sit in
        /// a small table indexed by the pointer's bits (one compare per attribute, no hashing);
        /// a name whose slot is taken falls back to the dictionary.
        private var interner = XMLValueInterner()
        private static let slots = 512
        private var slotPointers = [UnsafePointer<UInt8>?](repeating: nil, count: Handler.slots)
        private var slotKeys = [Attribute?](repeating: nil, count: Handler.slots)

        private func key(_ name: XMLName) -> Attribute? {
            // libxml2's dictionary packs names side by side: their low bits tell them apart.
            let slot = Int(truncatingIfNeeded: UInt(bitPattern: name.pointer)) & (Self.slots - 1)
            if slotPointers[slot] == name.pointer { return slotKeys[slot] }
            if let cached = names[name.pointer] { return cached }
            let found = lookup[name.string]
            names[name.pointer] = found
            if slotPointers[slot] == nil { slotPointers[slot] = name.pointer; slotKeys[slot] = found }
            return found
        }

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            elementDepth += 1
            if name.equals("hierarchy") {
                sawRoot = true
                hierarchyDepths.append(elementDepth)
                return nil
            }
            if !sawRoot {
                return InputError("expected <hierarchy> as the root element, found <\(name.string)>", at: location)
            }
            var node = Node()
            node.location = location
            var showingHint = false
            for attribute in attributes {
                guard let key = key(attribute.name) else { continue }
                switch key {
                case .text: node.text = attribute.string
                case .resourceId: node.resourceId = nonEmpty(attribute.string)
                case .className: node.className = interner.string(attribute.value)
                case .package: node.packageName = interner.string(attribute.value)
                case .contentDesc: node.contentDescription = attribute.string
                case .checkable: node.checkable = attribute.bool
                case .checked: node.checked = attribute.bool
                case .clickable: node.clickable = attribute.bool
                case .enabled: node.enabled = attribute.bool
                case .focusable: node.focusable = attribute.bool
                case .focused: node.focused = attribute.bool
                case .scrollable: node.scrollable = attribute.bool
                case .longClickable: node.longClickable = attribute.bool
                case .password: node.password = attribute.bool
                case .selected: node.selected = attribute.bool
                case .bounds: node.frame = Self.parseBounds(attribute.value)
                case .naf: node.notAccessibilityFriendly = attribute.bool
                case .hint: node.hintText = nonEmpty(attribute.string)
                case .drawingOrder: node.drawingOrder = NativeXMLLoader.Handler.parseInt(attribute.string)
                case .displayed, .visibleToUser: node.visibleToUser = attribute.bool
                case .a11yImportant:
                    if let important = attribute.bool { node.importantForAccessibility = important ? .yes : .no }
                case .importantForAccessibility: node.importantForAccessibility = ImportantForAccessibility(parsing: attribute.string)
                case .screenReaderFocusable, .screenReaderFocusableCamel: node.screenReaderFocusable = attribute.bool
                case .heading: node.heading = attribute.bool
                case .paneTitle: node.paneTitle = nonEmpty(attribute.string)
                case .a11yFocused: node.accessibilityFocused = attribute.bool
                case .liveRegion: node.liveRegion = NativeXMLLoader.Handler.parseInt(attribute.string)
                case .tooltipText: node.tooltipText = nonEmpty(attribute.string)
                case .showingHint: showingHint = attribute.bool ?? false
                case .stateDescription: node.stateDescription = nonEmpty(attribute.string)
                case .roleDescription: node.roleDescription = nonEmpty(attribute.string)
                case .labelFor: node.labelFor = nonEmpty(attribute.string)
                case .labeledBy: node.labeledBy = nonEmpty(attribute.string)
                case .traversalBefore: node.traversalBefore = nonEmpty(attribute.string)
                case .traversalAfter: node.traversalAfter = nonEmpty(attribute.string)
                case .actions:
                    node.actions = attribute.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                case .contextClickable: break
                }
            }
            if node.className == nil { node.className = name.string }
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
            if !builder.open(node) {
                return InputError("elements nest deeper than \(builder.maxDepth) levels", at: location)
            }
            return nil
        }

        func endElement() {
            if hierarchyDepths.last == elementDepth {
                hierarchyDepths.removeLast()
            } else if !hierarchyDepths.isEmpty {
                builder.close()
            }
            elementDepth -= 1
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

        /// `[left,top][right,bottom]`, read straight from the bytes.
        static func parseBounds(_ value: UnsafeBufferPointer<UInt8>) -> Rect? {
            var numbers: [Double] = []
            numbers.reserveCapacity(4)
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
                    if inNumber { numbers.append(negative ? -current : current) }
                    current = 0; negative = false; inNumber = false; fraction = 0
                }
            }
            if inNumber { numbers.append(negative ? -current : current) }
            guard numbers.count == 4 else { return nil }
            return Rect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
        }
    }
}

@inline(__always)
func nonEmpty(_ string: String) -> String? { string.isEmpty ? nil : string }

import Foundation
