import A11yLintModel

/// a11ylint's own XML (docs/format.md, "Native XML"), the twin of the native JSON:
/// `<a11ylint version="1" platform="…">` holding nested `<node>` elements whose attributes are the
/// JSON property names (the `NodeProperty` table, aliases included). Lists and objects that do not
/// fit an attribute are child elements: `<action name="…"/>`, `<collectionInfo …/>`, `<collectionItemInfo …/>`.
public struct NativeXMLLoader: DumpLoader {
    public let format = DumpFormat.nativeXML
    public init() {}

    public func refusal(for content: ContentSniff) -> String? {
        guard case let .xml(root) = content.kind else { return "not XML" }
        return root == "a11ylint" ? nil : "root element is <\(root)>, not <a11ylint>"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var source = XMLMemoryChunks(bytes)
        // Two levels above the node limit (the root and a leaf element) so the builder's message wins.
        let handler = try XMLDocumentReader.read(&source, maxDepth: TreeBuilder.defaultMaxDepth + 2) { Handler(source: bytes) }
        return try handler.finish()
    }

    /// What an open element is, so its children and its end are handled right.
    enum Element { case document, node, leaf }

    final class Handler: XMLEventHandler {
        private var builder = TreeBuilder()
        private var open: [Element] = []
        private var platform: Platform?
        private var votes = (android: 0, ios: 0)
        /// `id` values, resolved to resource-id or accessibilityIdentifier once the platform is known.
        private var pendingIds: [(Int, String)] = []
        private var names: [UnsafePointer<UInt8>: String] = [:]
        /// The whole input, read only to point errors at the attribute they are about.
        private let source: UnsafeRawBufferPointer

        init(source: UnsafeRawBufferPointer) {
            self.source = source
        }

        /// libxml2 interns names, so one string per distinct name pointer.
        private func string(_ name: XMLName) -> String {
            if let cached = names[name.pointer] { return cached }
            let s = name.string
            names[name.pointer] = s
            return s
        }

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            let element = string(name)
            do throws(InputError) {
                switch (open.last, element) {
                case (nil, "a11ylint"):
                    try readDocument(attributes, at: location)
                    open.append(.document)
                case (nil, _):
                    throw InputError("expected <a11ylint> as the root element, found <\(element)>", at: location)
                case (.document?, "node"), (.node?, "node"):
                    try readNode(attributes, at: location)
                    open.append(.node)
                case (.node?, "action"):
                    try readAction(attributes, at: location)
                    open.append(.leaf)
                case (.node?, "collectionInfo"):
                    try readCollectionInfo(attributes, at: location)
                    open.append(.leaf)
                case (.node?, "collectionItemInfo"):
                    try readCollectionItemInfo(attributes, at: location)
                    open.append(.leaf)
                case (.node?, "rangeInfo"):
                    try readRangeInfo(attributes, at: location)
                    open.append(.leaf)
                case (.leaf?, _):
                    throw InputError("unexpected element <\(element)>: <action>, <collectionInfo> and <collectionItemInfo> hold no elements", at: location)
                case (.document?, _):
                    throw InputError("unexpected element <\(element)> in <a11ylint> (expected <node>)", at: location)
                case (.node?, _):
                    throw InputError("unexpected element <\(element)> in <node> (expected <node>, <action>, <collectionInfo>, <collectionItemInfo> or <rangeInfo>)", at: location)
                }
                return nil
            } catch {
                return error
            }
        }

        func endElement() {
            if open.popLast() == .node { builder.close() }
        }

        func finish() throws(InputError) -> AccessibilityTree {
            guard let resolved = platform ?? votedPlatform else {
                throw InputError("the document does not say its platform: add platform=\"android\" or platform=\"ios\" to <a11ylint>", at: SourceLocation(line: 1, column: 1))
            }
            var tree = builder.finish(platform: resolved, format: .nativeXML)
            for (index, id) in pendingIds {
                tree.update(index) { node in
                    if resolved == .android { node.resourceId = node.resourceId ?? id } else { node.accessibilityIdentifier = node.accessibilityIdentifier ?? id }
                }
            }
            return tree
        }

        private var votedPlatform: Platform? {
            if votes.android > 0 && votes.ios == 0 { return .android }
            if votes.ios > 0 && votes.android == 0 { return .ios }
            return nil
        }

        // MARK: Elements

        private func readDocument(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var version: String?
            for attribute in attributes {
                let key = string(attribute.name)
                switch key {
                case "version": version = attribute.string
                case "platform":
                    guard let p = Platform(rawValue: attribute.string.lowercased()) else {
                        throw InputError("platform must be \"android\" or \"ios\", found \"\(attribute.string)\"", at: attributeLocation(key, location))
                    }
                    platform = p
                case "source", "screen": break // Free metadata, as in the JSON.
                default:
                    throw unknown(key, on: "a11ylint", known: ["version", "platform", "source", "screen"], at: location)
                }
            }
            guard version == "1" else {
                let found = version.map { "found version=\"\($0)\"" } ?? "version is missing"
                throw InputError("<a11ylint> must carry the format version: version=\"1\" (\(found))", at: version == nil ? location : attributeLocation("version", location))
            }
        }

        private func readNode(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var node = Node(location: location)
            let index = builder.count
            // Traits first: like a later JSON key, an explicit enabled/selected then wins over their effects.
            var values: [(key: String, property: NodeProperty, text: String)] = []
            for attribute in attributes {
                let key = string(attribute.name)
                guard let property = NodeProperty.table[key] else {
                    throw unknown(key, on: "node", suggestion: NodeProperty.suggestion(for: key), at: location)
                }
                if property.kind == .traits { values.insert((key, property, attribute.string), at: 0) } else { values.append((key, property, attribute.string)) }
            }
            for (key, property, text) in values {
                if key == "id" {
                    pendingIds.append((index, text))
                    continue
                }
                let failure: String?
                switch Self.value(text, for: property.kind) {
                case let .success(value): failure = property.apply(value, &node)
                case let .failure(message): failure = message
                }
                if let failure {
                    throw InputError("\(key)=\"\(text)\": \(failure)", at: attributeLocation(key, location))
                }
                if property.platform == .android { votes.android += 1 }
                if property.platform == .ios { votes.ios += 1 }
            }
            if !builder.open(node) {
                throw InputError("nodes nest deeper than \(builder.maxDepth) levels; no real screen is this deep", at: location)
            }
        }

        private func readAction(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var name: String?
            for attribute in attributes {
                let key = string(attribute.name)
                guard key == "name" else { throw unknown(key, on: "action", known: ["name"], at: location) }
                name = attribute.string
            }
            guard let name else { throw InputError("<action> needs a name attribute", at: location) }
            builder.updateCurrent { node in node.actions = (node.actions ?? []) + [name] }
        }

        private func readCollectionInfo(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var info = CollectionInfo()
            for attribute in attributes {
                let key = string(attribute.name)
                switch key {
                case "rowCount": info.rowCount = try int(attribute, key, location)
                case "columnCount": info.columnCount = try int(attribute, key, location)
                case "selectionMode": info.selectionMode = try int(attribute, key, location)
                case "hierarchical": info.hierarchical = try bool(attribute, key, location)
                default: throw unknown(key, on: "collectionInfo", known: ["rowCount", "columnCount", "hierarchical", "selectionMode"], at: location)
                }
            }
            votes.android += 1
            builder.updateCurrent { $0.collectionInfo = info }
        }

        private func readCollectionItemInfo(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var info = CollectionItemInfo()
            for attribute in attributes {
                let key = string(attribute.name)
                switch key {
                case "rowIndex": info.rowIndex = try int(attribute, key, location)
                case "columnIndex": info.columnIndex = try int(attribute, key, location)
                case "heading": info.heading = try bool(attribute, key, location)
                case "selected": info.selected = try bool(attribute, key, location)
                default: throw unknown(key, on: "collectionItemInfo", known: ["rowIndex", "columnIndex", "heading", "selected"], at: location)
                }
            }
            votes.android += 1
            builder.updateCurrent { $0.collectionItemInfo = info }
        }

        private func readRangeInfo(_ attributes: XMLAttributes, at location: SourceLocation) throws(InputError) {
            var values: [String: Double] = [:]
            for attribute in attributes {
                let key = string(attribute.name)
                guard key == "current" || key == "min" || key == "max" else {
                    throw unknown(key, on: "rangeInfo", known: ["current", "min", "max"], at: location)
                }
                guard let number = Double(attribute.string), number.isFinite else {
                    throw InputError("\(key)=\"\(attribute.string)\": expected a number", at: attributeLocation(key, location))
                }
                values[key] = number
            }
            guard let current = values["current"] else { throw InputError("rangeInfo needs current=\"…\"", at: location) }
            votes.android += 1
            let info = RangeInfo(current: current, min: values["min"] ?? 0, max: values["max"] ?? 1)
            builder.updateCurrent { $0.rangeInfo = info }
        }

        // MARK: Values

        /// An attribute's text as the JSON value its property reads, so one table serves both formats.
        enum Parsed { case success(JSONReader.Value), failure(String) }

        static func value(_ text: String, for kind: NodeProperty.Kind) -> Parsed {
            switch kind {
            case .string, .bounds, .traits:
                return .success(.string(text))
            case .bool:
                guard let b = parseBool(text) else { return .failure("expected true or false") }
                return .success(.bool(b))
            case .int:
                guard let n = parseInt(text) else { return .failure("expected a whole number") }
                return .success(.number(Double(n)))
            case .frame:
                let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
                guard parts.count == 4, numbers.count == 4 else { return .failure("expected four numbers \"x y width height\"") }
                return .success(.array(numbers.map(JSONReader.Value.number)))
            case .strings:
                // The attribute form of a list: names separated by commas (the writer uses <action> elements).
                let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                return .success(.array(items.map(JSONReader.Value.string)))
            case .object:
                return .failure("write it as a child element, e.g. <collectionInfo rowCount=\"3\"/>")
            }
        }

        static func parseBool(_ text: String) -> Bool? {
            text == "true" ? true : text == "false" ? false : nil
        }

        /// Whole numbers a Double holds exactly: the property table stores them through one.
        static func parseInt(_ text: String) -> Int? {
            guard let n = Int(text), n.magnitude <= 1 << 53 else { return nil }  // magnitude: abs(Int.min) traps
            return n
        }

        private func int(_ attribute: XMLAttributes.Attribute, _ key: String, _ location: SourceLocation) throws(InputError) -> Int {
            guard let n = Self.parseInt(attribute.string) else {
                throw InputError("\(key)=\"\(attribute.string)\": expected a whole number", at: attributeLocation(key, location))
            }
            return n
        }

        private func bool(_ attribute: XMLAttributes.Attribute, _ key: String, _ location: SourceLocation) throws(InputError) -> Bool {
            guard let b = Self.parseBool(attribute.string) else {
                throw InputError("\(key)=\"\(attribute.string)\": expected true or false", at: attributeLocation(key, location))
            }
            return b
        }

        // MARK: Errors

        private func unknown(_ key: String, on element: String, suggestion: String? = nil, known: [String] = [], at location: SourceLocation) -> InputError {
            let at = attributeLocation(key, location)
            let suggestion = suggestion ?? known.first { NodeProperty.editDistance(key.lowercased(), $0.lowercased(), limit: 2) <= 2 }
            if let suggestion {
                return InputError("unknown attribute \"\(key)\" on <\(element)> (did you mean \"\(suggestion)\"?)", at: at)
            }
            if !known.isEmpty {
                return InputError("unknown attribute \"\(key)\" on <\(element)> (expected \(known.joined(separator: ", ")))", at: at)
            }
            return InputError("unknown attribute \"\(key)\" on <\(element)>; node attributes are the native property names (docs/format.md)", at: at)
        }

        /// Where attribute `name` starts in the start tag at `tag`. libxml2 reports only the tag, so
        /// on the error path we re-read the tag's bytes; the tag itself is the fallback.
        private func attributeLocation(_ name: String, _ tag: SourceLocation) -> SourceLocation {
            AttributeLocator(source).find(name, inTagAt: tag) ?? tag
        }
    }
}

/// Finds an attribute inside a start tag by line and column, counting columns in scalars like the parser.
struct AttributeLocator {
    let bytes: UnsafeRawBufferPointer
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func find(_ name: String, inTagAt tag: SourceLocation) -> SourceLocation? {
        // Walk to the tag's `<`.
        var i = 0, line = 1
        while line < tag.line, i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { line += 1 }
            i += 1
        }
        var column = 1
        while column < tag.column, i < bytes.count {
            i += 1
            if i < bytes.count, bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }
        let target = Array(name.utf8)
        var quote: UInt8?
        var previous: UInt8 = 0
        while i < bytes.count {
            let byte = bytes[i]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            } else if Self.isSpace(previous), i + target.count < bytes.count,
                      bytes[i ..< i + target.count].elementsEqual(target),
                      Self.isSpace(bytes[i + target.count]) || bytes[i + target.count] == UInt8(ascii: "=") {
                return SourceLocation(line: line, column: column)
            }
            previous = byte
            i += 1
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if i < bytes.count, bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

import Foundation
