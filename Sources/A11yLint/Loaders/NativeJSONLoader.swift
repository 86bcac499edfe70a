import A11yLintModel

/// a11ylint's own JSON export (docs/format.md): nodes with the platform's property names,
/// nested under `children`. Accepts the document form `{"a11ylint": 1, "platform": …, "root": …}`
/// and a bare node carrying `"platform"` (the form rule examples use).
public struct NativeJSONLoader: DumpLoader {
    public let format = DumpFormat.nativeJSON
    public init() {}

    public func refusal(for content: ContentSniff) -> String? {
        guard case let .json(top) = content.kind else { return "not JSON" }
        guard top == "{" else { return "top level is an array, not an a11ylint document object" }
        if content.head.contains("\"a11ylint\"") || content.head.contains("\"platform\"") { return nil }
        return "no \"a11ylint\" or \"platform\" key near the start"
    }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        var parser = Parser(reader: JSONReader(bytes))
        return try parser.parse()
    }

    struct Parser {
        var reader: JSONReader
        var builder = TreeBuilder(maxDepth: TreeBuilder.defaultMaxDepth + 1) // the document wrapper takes one level
        var platform: Platform?
        var isDocument = false
        /// `id` values, resolved to resource-id or accessibilityIdentifier once the platform is known.
        var pendingIds: [(Int, String)] = []
        var platformVotes = (android: 0, ios: 0)

        enum Frame { case object(first: Bool), children(first: Bool, key: String) }

        mutating func parse() throws(InputError) -> AccessibilityTree {
            let start = reader.location
            try reader.expect(UInt8(ascii: "{"), "'{' (an a11ylint document is a JSON object)")
            builder.open(Node(location: start))
            var stack: [Frame] = [.object(first: true)]
            while let top = stack.last {
                switch top {
                case let .object(first):
                    guard let (key, at) = try reader.nextKey(first: first) else {
                        builder.close()
                        stack.removeLast()
                        continue
                    }
                    stack[stack.count - 1] = .object(first: false)
                    let topLevel = stack.count == 1
                    if key == "children" || (topLevel && (key == "nodes" || key == "root")) {
                        if topLevel && key != "children" { isDocument = true }
                        if key == "root" {
                            // A single node: treat it as a one-element children list.
                            let location = reader.location
                            try reader.expect(UInt8(ascii: "{"), "an object for \"root\"")
                            try openChild(at: location)
                            stack.append(.object(first: true))
                        } else {
                            try reader.expect(UInt8(ascii: "["), "an array for \"\(key)\"")
                            stack.append(.children(first: true, key: key))
                        }
                        continue
                    }
                    _ = reader.peek() // skip blanks so the location is the value's own
                    let valueAt = reader.location
                    let value = try reader.readValue()
                    if topLevel, try applyDocumentKey(key, value, at: valueAt) { continue }
                    try apply(key, value, keyAt: at, valueAt: valueAt)
                case let .children(first, key):
                    guard try reader.nextElement(first: first) else {
                        stack.removeLast()
                        continue
                    }
                    stack[stack.count - 1] = .children(first: false, key: key)
                    let location = reader.location
                    try reader.expect(UInt8(ascii: "{"), "a node object in \"\(key)\"")
                    try openChild(at: location)
                    stack.append(.object(first: true))
                }
            }
            if !reader.atEnd {
                throw InputError("unexpected content after the document", at: reader.location)
            }
            let resolved = try resolvePlatform()
            var tree = builder.finish(platform: resolved, format: .nativeJSON, droppingFirst: isDocument)
            let shift = isDocument ? 1 : 0
            for (index, id) in pendingIds where index - shift >= 0 {
                tree.update(index - shift) { node in
                    if resolved == .android { node.resourceId = node.resourceId ?? id } else { node.accessibilityIdentifier = node.accessibilityIdentifier ?? id }
                }
            }
            return tree
        }

        mutating func openChild(at location: SourceLocation) throws(InputError) {
            if !builder.open(Node(location: location)) {
                throw InputError("nodes nest deeper than \(builder.maxDepth) levels; no real screen is this deep", at: location)
            }
        }

        /// Keys of the document itself. Returns true when handled.
        mutating func applyDocumentKey(_ key: String, _ value: JSONReader.Value, at: SourceLocation) throws(InputError) -> Bool {
            switch key {
            case "a11ylint":
                isDocument = true
                guard case let .number(version) = value, version == 1 else {
                    throw InputError("\"a11ylint\" must be the format version 1", at: at)
                }
                return true
            case "platform":
                guard case let .string(name) = value, let p = Platform(rawValue: name.lowercased()) else {
                    throw InputError("\"platform\" must be \"android\" or \"ios\"", at: at)
                }
                platform = p
                return true
            case "source", "screen", "format":
                return true
            default:
                return false
            }
        }

        mutating func resolvePlatform() throws(InputError) -> Platform {
            if let platform { return platform }
            if platformVotes.android > 0 && platformVotes.ios == 0 { return .android }
            if platformVotes.ios > 0 && platformVotes.android == 0 { return .ios }
            throw InputError("the document does not say its platform: add \"platform\": \"android\" or \"ios\"", at: SourceLocation(line: 1, column: 1))
        }

        mutating func apply(_ key: String, _ value: JSONReader.Value, keyAt: SourceLocation, valueAt: SourceLocation) throws(InputError) {
            guard let property = NodeProperty.table[key] else {
                if let suggestion = NodeProperty.suggestion(for: key) {
                    throw InputError("unknown node property \"\(key)\" (did you mean \"\(suggestion)\"?)", at: keyAt)
                }
                return // Unknown extra keys (comments, tool metadata) are ignored.
            }
            if key == "id", case let .string(id) = value {
                pendingIds.append((builder.currentIndex ?? 0, id))
                return
            }
            if case .null = value { return }
            if property.platform == .android { platformVotes.android += 1 }
            if property.platform == .ios { platformVotes.ios += 1 }
            var failure: String?
            builder.updateCurrent { node in failure = property.apply(value, &node) }
            if let failure {
                throw InputError("\"\(key)\": \(failure)", at: valueAt)
            }
        }
    }
}

extension Node {
    init(location: SourceLocation) {
        self.init()
        self.location = location
    }
}

import Foundation
