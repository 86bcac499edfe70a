import A11yLintModel

/// `idb ui describe-all` JSON (facebook/idb; also AXe's `describe-ui`): the accessibility
/// elements of the frontmost app, as a flat array in document order, nested under `children`
/// (`--nested`), a single element (`describe-point`), or idb's newer `{"elements": […], …}`
/// document, whose keys drop the `AX` prefix (`label`, `identifier`, `value`).
public struct IdbLoader: DumpLoader {
    public let format = DumpFormat.idb
    public init() {}

    /// Keys only idb writes; any of them near the start marks the content as idb's.
    static let markers = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXValue\"", "\"role_description\"", "\"content_required\"", "\"custom_actions\""]

    public func refusal(for content: ContentSniff) -> String? {
        guard case .json = content.kind else { return "not JSON" }
        if content.head.contains("\"a11ylint\"") || content.head.contains("\"platform\"") {
            return "an a11ylint document (\"a11ylint\" / \"platform\" key), not idb output"
        }
        if Self.markers.contains(where: content.head.contains) { return nil }
        return "no idb keys (AXLabel, AXFrame, AXUniqueId, role_description) near the start"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var parser = IdbParser(bytes: bytes)
        let elements = try parser.parse()
        return try IdbTree.build(elements)
    }
}

/// One idb element as written, before it becomes a `Node` (its type needs several keys).
struct IdbElement {
    var location: SourceLocation
    /// The element it is nested in (`children`), if any.
    var parent: Int?
    var label: String?
    var value: String?
    var identifier: String?
    var type: String?
    var role: String?
    var subrole: String?
    var roleDescription: String?
    var title: String?
    var help: String?
    var placeholder: String?
    var frame: Rect?
    var enabled: Bool?
    var hidden: Bool?
    var focused: Bool?
    var traits: [String]?
    var customActions: [String]?

    init(location: SourceLocation, parent: Int?) {
        self.location = location
        self.parent = parent
    }
}

/// Reads idb JSON into elements with an explicit stack (no recursion over input depth).
struct IdbParser {
    private var reader: JSONReader
    private(set) var elements: [IdbElement] = []

    init(bytes: UnsafeRawBufferPointer) {
        reader = JSONReader(bytes)
    }

    private enum Frame {
        case object(element: Int, first: Bool)
        case array(parent: Int?, first: Bool)
    }

    /// Open objects and arrays; each element level takes two.
    static let maxStack = 2 * TreeBuilder.defaultMaxDepth + 2

    /// The elements in document order. A top-level `{"elements": …}` document is not an element.
    mutating func parse() throws(InputError) -> [IdbElement] {
        try parseElements()
        return elements
    }

    /// Where the next significant byte is (blanks skipped).
    private mutating func nextLocation() -> SourceLocation {
        _ = reader.peek()
        return reader.location
    }

    private mutating func parseElements() throws(InputError) {
        var stack: [Frame] = []
        var isDocument = false
        switch reader.peek() {
        case UInt8(ascii: "["):
            _ = reader.consume(UInt8(ascii: "["))
            stack.append(.array(parent: nil, first: true))
        case UInt8(ascii: "{"):
            elements.append(IdbElement(location: nextLocation(), parent: nil))
            _ = reader.consume(UInt8(ascii: "{"))
            stack.append(.object(element: 0, first: true))
        default:
            throw InputError("idb output is a JSON array or object", at: reader.location)
        }
        while let top = stack.last {
            guard stack.count <= Self.maxStack else {
                throw InputError("elements nest deeper than \(TreeBuilder.defaultMaxDepth) levels", at: reader.location)
            }
            switch top {
            case let .array(parent, first):
                guard try reader.nextElement(first: first) else { stack.removeLast(); continue }
                stack[stack.count - 1] = .array(parent: parent, first: false)
                let at = nextLocation()
                try reader.expect(UInt8(ascii: "{"), "an element object")
                elements.append(IdbElement(location: at, parent: parent))
                stack.append(.object(element: elements.count - 1, first: true))
            case let .object(element, first):
                guard let (key, _) = try reader.nextKey(first: first) else { stack.removeLast(); continue }
                stack[stack.count - 1] = .object(element: element, first: false)
                if key == "children" || (key == "elements" && stack.count == 1 && element == 0) {
                    if reader.peek() == UInt8(ascii: "n") { _ = try reader.readValue(); continue }
                    try reader.expect(UInt8(ascii: "["), "an array for \"\(key)\"")
                    if key == "elements" { isDocument = true }
                    stack.append(.array(parent: key == "elements" ? nil : element, first: true))
                    continue
                }
                _ = reader.peek() // skip blanks so the location is the value's own
                let at = reader.location
                let value = try reader.readValue()
                try apply(key, value, to: element, at: at)
            }
        }
        if !reader.atEnd { throw InputError("unexpected content after the idb JSON", at: reader.location) }
        if isDocument {
            // The wrapper object held document fields, not an element.
            elements.removeFirst()
            for i in elements.indices { elements[i].parent = elements[i].parent.flatMap { $0 == 0 ? nil : $0 - 1 } }
        }
    }

    private mutating func apply(_ key: String, _ value: JSONReader.Value, to i: Int, at: SourceLocation) throws(InputError) {
        func string() throws(InputError) -> String? {
            switch value {
            case .null: return nil
            case let .string(s): return s
            default: throw InputError("\"\(key)\" must be a string or null, not \(value.typeName)", at: at)
            }
        }
        func bool() throws(InputError) -> Bool? {
            switch value {
            case .null: return nil
            case let .bool(b): return b
            default: throw InputError("\"\(key)\" must be true, false or null, not \(value.typeName)", at: at)
            }
        }
        func strings() throws(InputError) -> [String]? {
            switch value {
            case .null: return nil
            case let .array(items):
                var out: [String] = []
                for item in items {
                    guard case let .string(s) = item else { throw InputError("\"\(key)\" must list strings", at: at) }
                    out.append(s)
                }
                return out
            default: throw InputError("\"\(key)\" must be an array of strings or null, not \(value.typeName)", at: at)
            }
        }
        switch key {
        case "AXLabel", "label": elements[i].label = try string()
        case "AXValue", "value": elements[i].value = Self.valueText(value)
        case "AXUniqueId", "identifier": elements[i].identifier = try string()
        case "type": elements[i].type = try string()
        case "role": elements[i].role = try string()
        case "subrole": elements[i].subrole = try string()
        case "role_description": elements[i].roleDescription = try string()
        case "title": elements[i].title = try string()
        case "help": elements[i].help = try string()
        case "placeholder": elements[i].placeholder = try string()
        case "enabled": elements[i].enabled = try bool()
        case "hidden": elements[i].hidden = try bool()
        case "focused": elements[i].focused = try bool()
        case "traits": elements[i].traits = try strings()
        case "custom_actions": elements[i].customActions = try strings()
        case "AXFrame":
            guard let text = try string() else { return }
            guard let rect = Self.parseAXFrame(text) else {
                throw InputError("\"AXFrame\" must look like {{x, y}, {width, height}}, not '\(text.prefix(40))'", at: at)
            }
            // `frame` (numbers) wins when both are present: it is the same rectangle, unrounded.
            if elements[i].frame == nil { elements[i].frame = rect }
        case "frame":
            if case .null = value { return }
            guard case let .object(members) = value else { throw InputError("\"frame\" must be an object {x, y, width, height}", at: at) }
            var edges: [String: Double] = [:]
            for (name, member) in members {
                switch member {
                case let .number(n): edges[name] = n
                case .null: break // idb writes null for a non-finite edge
                default: throw InputError("\"frame\".\(name) must be a number", at: at)
                }
            }
            if let x = edges["x"], let y = edges["y"], let width = edges["width"], let height = edges["height"] {
                elements[i].frame = Rect(x: x, y: y, width: width, height: height)
            }
        default:
            break // pid, content_required, expanded, is_remote, interactable, …: nothing the rules use.
        }
    }

    /// `AXValue` is untyped: usually a string, a number for a switch or slider.
    static func valueText(_ value: JSONReader.Value) -> String? {
        switch value {
        case let .string(s): return s
        case let .number(n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case let .bool(b): return b ? "1" : "0"
        default: return nil
        }
    }

    /// `NSStringFromRect`: `{{16, 120}, {51, 31}}`.
    static func parseAXFrame(_ text: String) -> Rect? {
        guard text.hasPrefix("{{"), text.hasSuffix("}}") else { return nil }
        let values = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard values.count == 4, text.split(whereSeparator: { "{}, ".contains($0) }).count == 4 else { return nil }
        let finite = values.map { $0.isFinite ? $0 : 0 }
        return Rect(x: finite[0], y: finite[1], width: finite[2], height: finite[3])
    }
}

/// Turns idb elements into a tree: nested output keeps its `children`; a flat list gets its
/// containment back from frames.
enum IdbTree {
    /// Roles that hold other elements. idb lists accessibility elements, and a leaf element (a
    /// Button, a Switch, a StaticText) never contains another: VoiceOver would not reach it.
    static let containerTypes: Set<String> = [
        "Application", "Window", "Group", "Other", "ScrollView", "Table", "CollectionView", "Grid",
        "TabGroup", "TabBar", "WebView", "Sheet", "Alert", "NavigationBar", "Toolbar",
        // A table cell holds its title and accessory (CellAccessory decides whether it is read as one).
        "Cell",
    ]

    static func build(_ elements: [IdbElement]) throws(InputError) -> AccessibilityTree {
        let types = elements.map(elementType)
        let nested = elements.contains { $0.parent != nil }
        let parents = nested ? elements.map(\.parent) : rebuildParents(elements, types: types)
        var children = [[Int]](repeating: [], count: elements.count)
        var roots: [Int] = []
        for i in elements.indices {
            if let p = parents[i] { children[p].append(i) } else { roots.append(i) }
        }
        // Pre-order emission with an explicit stack: (element, next child to visit).
        var builder = TreeBuilder(capacity: elements.count)
        for root in roots {
            builder.open(node(elements[root], type: types[root], hasChildren: !children[root].isEmpty))
            var stack: [(Int, Int)] = [(root, 0)]
            while let (current, cursor) = stack.last {
                guard cursor < children[current].count else {
                    builder.close()
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].1 = cursor + 1
                let child = children[current][cursor]
                guard builder.open(node(elements[child], type: types[child], hasChildren: !children[child].isEmpty)) else {
                    throw InputError("elements nest deeper than \(builder.maxDepth) levels", at: elements[child].location)
                }
                stack.append((child, 0))
            }
        }
        return builder.finish(platform: .ios, format: .idb)
    }

    /// A flat list has no parents. idb writes it in pre-order, so an element's container comes
    /// before it: the parent is the smallest earlier container-role element whose frame contains
    /// the element's frame (equal areas: the later, inner one). Elements no container holds hang
    /// under the first Application, which is the root.
    ///
    /// Comparing each element with every earlier container was quadratic (80k groups: 18 s).
    /// Instead the open containers are a stack: those whose frame does not hold the element are
    /// closed, the innermost left holds it. idb's order is not always strict pre-order (an element
    /// may come back into a container that a sibling closed), so the most recent containers inside
    /// the one found are looked at too, a bounded number per level and levels: linear work.
    static func rebuildParents(_ elements: [IdbElement], types: [String?]) -> [Int?] {
        var work = 0
        return rebuildParents(elements, types: types, work: &work)
    }

    /// Containers re-entered per level, and levels descended, per element.
    static let reentryWidth = 16, reentryDepth = 16

    /// `work` counts containers looked at, for the scaling test.
    static func rebuildParents(_ elements: [IdbElement], types: [String?], work: inout Int) -> [Int?] {
        let root = types.firstIndex { $0 == "Application" }
        var parents = [Int?](repeating: nil, count: elements.count)
        var open: [Int] = []
        /// Container children of each container (and, at `elements.count`, the top-level ones), in order.
        var nested = [[Int]](repeating: [], count: elements.count + 1)
        func area(_ i: Int) -> Double { elements[i].frame.map { $0.width * $0.height } ?? .infinity }
        for i in elements.indices where types[i] != "Application" {
            work += 1
            guard let frame = elements[i].frame else { parents[i] = root; continue } // nothing to place it by
            while let top = open.last, !(elements[top].frame?.contains(frame) ?? false) { open.removeLast(); work += 1 }
            // Come back into a recent container that holds the element, innermost (smallest) first.
            var levels = 0
            while levels < reentryDepth {
                var best: Int?
                for c in nested[open.last ?? elements.count].suffix(reentryWidth).reversed() {
                    work += 1
                    guard let outer = elements[c].frame, outer.contains(frame) else { continue }
                    if best == nil || area(c) < area(best!) { best = c }
                }
                guard let best else { break } // a child of the top: never on the stack yet
                open.append(best)
                levels += 1
            }
            parents[i] = open.last ?? root
            if types[i].map(containerTypes.contains) ?? false {
                nested[open.last ?? elements.count].append(i)
                open.append(i)
            }
        }
        return parents
    }

    /// The XCUIElementType name for idb's role, so the iOS rules recognise the element. idb
    /// reports a switch as a `CheckBox` with subrole `AXSwitch` (role description "switch").
    static func elementType(_ e: IdbElement) -> String? {
        var raw = e.type ?? e.role.map(stripAX)
        if raw?.isEmpty ?? true { raw = e.roleDescription.flatMap { roleDescriptions[$0.lowercased()] } }
        guard let type = raw.map(stripAX), !type.isEmpty else { return nil }
        let subrole = e.subrole.map(stripAX)
        // Tab bar buttons come as RadioButton (or Button) with subrole AXTabButton: tabs, not radios.
        if subrole == "TabButton" { return "Tab" }
        switch type {
        case "CheckBox":
            let isSwitch = subrole == "Switch" || e.roleDescription?.lowercased() == "switch" || (e.traits?.contains("Toggle") ?? false)
            return isSwitch ? "Switch" : "CheckBox"
        case "TextField":
            if subrole == "SearchField" { return "SearchField" }
            if subrole == "SecureTextField" { return "SecureTextField" }
            return "TextField"
        case "Heading": return "StaticText"
        case "GenericElement": return "Other"
        case "ScrollArea": return "ScrollView"
        case "TextArea": return "TextView"
        case "WebArea": return "WebView"
        default: return type
        }
    }

    static let roleDescriptions: [String: String] = [
        "application": "Application", "button": "Button", "switch": "Switch", "toggle": "Switch",
        "radio button": "RadioButton", "check box": "CheckBox", "checkbox": "CheckBox", "text": "StaticText",
        "heading": "StaticText", "image": "Image", "link": "Link", "text field": "TextField", "slider": "Slider",
    ]

    /// Whether idb reports the element as a heading by its role: AXHeading as type, role or subrole,
    /// or the role description "heading".
    static func isHeading(_ e: IdbElement) -> Bool {
        func heading(_ name: String?) -> Bool { name.map { $0 == "Heading" || $0 == "AXHeading" } ?? false }
        return heading(e.type) || heading(e.role) || heading(e.subrole)
            || e.roleDescription == "heading" || e.roleDescription == "Heading"
    }

    /// The trait UIKit gives an element of this type, for an element whose traits idb does not list.
    static func impliedTraits(_ type: String?) -> AccessibilityTraits {
        switch type {
        case "StaticText": return .staticText
        case "Button": return .button
        case "Link": return .link
        case "Image": return .image
        default: return []
        }
    }

    static func stripAX(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, name.hasPrefix("AX"), ("A" ... "Z").contains(scalars[2]) else { return name }
        return String(name.dropFirst(2))
    }

    static func node(_ e: IdbElement, type: String?, hasChildren: Bool) -> Node {
        var node = Node()
        node.location = e.location
        if let type {
            node.elementType = type
            node.className = "XCUIElementType" + type
        }
        // idb walks the translated accessibility tree (facebook/idb FBSimulatorAccessibilityCommands.m
        // `flatRecursiveDescriptionFromElement`, over `accessibilityChildren`): what it lists are
        // accessibility elements and the containers holding them. An element hides its subviews, so a
        // listed element that is no container role and holds nothing is one VoiceOver stops on (an
        // unlabelled Image says "Image"). Containers (Group, Cell, …) are left to the focus model.
        if type != "Application", !hasChildren, !(type.map(containerTypes.contains) ?? false) {
            node.isAccessibilityElement = true
        }
        node.accessibilityIdentifier = e.identifier.flatMap(nonEmpty)
        node.accessibilityLabel = e.label
        // A switch's AXValue is "1"/"0", as WebDriverAgent writes it: kept verbatim.
        node.accessibilityValue = e.value
        node.accessibilityHint = e.help.flatMap(nonEmpty)
        node.placeholder = e.placeholder.flatMap(nonEmpty)
        node.frame = e.frame
        node.enabled = e.enabled
        node.accessibilityElementsHidden = e.hidden
        node.focused = e.focused
        node.actions = e.customActions
        if let names = e.traits {
            var traits: AccessibilityTraits = []
            for name in names where name != "None" {
                if let trait = name == "Toggle" ? .toggleButton : AccessibilityTraits.named(name) { traits.insert(trait) }
            }
            node.accessibilityTraits = traits
            node.selected = traits.contains(.selected)
            if traits.contains(.notEnabled) { node.enabled = false }
        } else if isHeading(e) {
            // Without a `traits` key, the header trait shows only as the role: type / role "Heading"
            // (AXHeading), or that subrole or role description. A heading keeps its element type's own
            // trait (a label's static text, a button's button) beside the header trait.
            node.accessibilityTraits = impliedTraits(type).union(.header)
        }
        if let title = e.title.flatMap(nonEmpty) { node.text = title }
        if type == "StaticText" {
            node.text = node.accessibilityValue.flatMap(nonEmpty) ?? node.accessibilityLabel
        }
        return node
    }
}
