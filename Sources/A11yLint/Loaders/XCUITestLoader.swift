import A11yLintModel

/// Appium XCUITest page source, as WebDriverAgent writes it: elements named
/// `XCUIElementType…`, usually under an `<AppiumAUT>` wrapper.
public struct XCUITestLoader: DumpLoader, StreamingXMLLoader {
    public let format = DumpFormat.xcuitest
    public init() {}

    public func refusal(for content: ContentSniff) -> String? {
        guard case let .xml(root) = content.kind else { return "not XML" }
        if root == "AppiumAUT" || root.hasPrefix("XCUIElementType") { return nil }
        return "root element is <\(root)>, not <AppiumAUT> or <XCUIElementType…>"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var source = XMLMemoryChunks(bytes)
        return try load(chunks: &source, sizeHint: bytes.count)
    }

    func load<Source: XMLChunkSource>(chunks source: inout Source, sizeHint: Int) throws(InputError) -> AccessibilityTree {
        let handler = try XMLDocumentReader.read(&source, maxDepth: TreeBuilder.defaultMaxDepth) { Handler() }
        return handler.builder.finish(platform: .ios, format: .xcuitest)
    }

    enum Attribute: String, CaseIterable {
        case type, value, name, label, enabled, visible, accessible, x, y, width, height
        case placeholderValue, selected, focused, hasFocus, traits, identifier
    }

    final class Handler: XMLEventHandler {
        var builder = TreeBuilder()
        private var depth = 0
        private var wrapperDepths: [Int] = []
        private var names: [UnsafePointer<UInt8>: Attribute?] = [:]
        private let lookup: [String: Attribute] = Dictionary(uniqueKeysWithValues: Attribute.allCases.map { ($0.rawValue, $0) })

        private func key(_ name: XMLName) -> Attribute? {
            if let cached = names[name.pointer] { return cached }
            let found = lookup[name.string]
            names[name.pointer] = found
            return found
        }

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            depth += 1
            let elementName = name.string
            guard elementName.hasPrefix("XCUIElementType") else {
                if depth == 1 { wrapperDepths.append(depth); return nil }
                return InputError("unexpected element <\(elementName)> in an XCUITest page source (expected XCUIElementType…)", at: location)
            }
            var node = Node()
            node.location = location
            node.className = elementName
            var x: Double?, y: Double?, width: Double?, height: Double?
            var traits: AccessibilityTraits?
            var name: String?
            var identifier: String?
            for attribute in attributes {
                guard let key = key(attribute.name) else { continue }
                switch key {
                case .type: node.className = attribute.string
                case .value: node.accessibilityValue = attribute.string
                case .name: name = attribute.string
                case .identifier: identifier = nonEmpty(attribute.string)
                case .label: node.accessibilityLabel = attribute.string
                case .enabled: node.enabled = attribute.bool
                case .visible: node.visibleToUser = attribute.bool
                case .accessible: node.isAccessibilityElement = attribute.bool
                case .x: x = Double(attribute.string)
                case .y: y = Double(attribute.string)
                case .width: width = Double(attribute.string)
                case .height: height = Double(attribute.string)
                case .placeholderValue: node.placeholder = nonEmpty(attribute.string)
                case .selected: node.selected = attribute.bool
                case .focused, .hasFocus: node.focused = attribute.bool
                case .traits: traits = Self.parseTraits(attribute.string)
                }
            }
            node.elementType = Self.shortType(node.className ?? elementName)
            // WebDriverAgent's `name` is the accessibilityIdentifier, falling back to the label.
            node.accessibilityIdentifier = identifier ?? name.flatMap(nonEmpty)
            if let x, let y, let width, let height {
                // Older WebDriverAgent writes the frame of an element that has none (CGRectNull:
                // origin +infinity, size zero) as x="inf" y="inf" width="0" height="0"; current
                // WebDriverAgent normalises it ("wdFrame ... without Infinity values", FBElement.h).
                // It is an empty frame, not a coordinate: the element has no place on screen.
                if x == .infinity, y == .infinity, width == 0, height == 0 {
                    node.frame = Rect(x: 0, y: 0, width: 0, height: 0)
                } else {
                    node.frame = Rect(x: x, y: y, width: width, height: height)
                }
            }
            if let traits {
                node.accessibilityTraits = traits
                if traits.contains(.selected) { node.selected = true }
                if traits.contains(.notEnabled) { node.enabled = false }
            }
            // WebDriverAgent writes a Button's selection as its value: `FBFirstNonEmptyValue(value,
            // isSelected ? @YES : nil)` (XCUIElement+FBWebDriverAttributes.m, wdValue), so a selected
            // tab or segment with no value of its own reads value="1". That "1" is the Selected state,
            // not words VoiceOver speaks ("Cart, Tab, Selected", not "Cart, 1, …"). When the dump also
            // says the button is not selected (traits without Selected), the "1" is a value of its own.
            if node.elementType == "Button", node.accessibilityValue == "1" {
                let knownSelected = node.selected ?? traits.map { $0.contains(.selected) }
                if knownSelected != false {
                    node.selected = true
                    node.accessibilityValue = nil
                }
            }
            if node.elementType == "StaticText" {
                node.text = node.accessibilityValue.flatMap(nonEmpty) ?? node.accessibilityLabel
            }
            if !builder.open(node) {
                return InputError("elements nest deeper than \(builder.maxDepth) levels", at: location)
            }
            return nil
        }

        func endElement() {
            if wrapperDepths.last == depth {
                wrapperDepths.removeLast()
            } else {
                builder.close()
            }
            depth -= 1
        }

        static func shortType(_ type: String) -> String {
            type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
        }

        /// WebDriverAgent writes traits as `Button, Selected` (names) in newer versions.
        static func parseTraits(_ raw: String) -> AccessibilityTraits {
            var traits: AccessibilityTraits = []
            for part in raw.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" }) {
                if let trait = AccessibilityTraits.named(String(part)) { traits.insert(trait) }
            }
            return traits
        }
    }
}

import Foundation
