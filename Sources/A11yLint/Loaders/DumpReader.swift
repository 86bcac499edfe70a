import Foundation
import A11yLintModel

/// Reads dump files: detects the format from content (or takes the one forced) and loads it.
public enum DumpReader {
    /// Every loader, in the order they are tried.
    public static let loaders: [any DumpLoader] = [
        UIAutomatorLoader(), XCUITestLoader(), NativeXMLLoader(), NativeJSONLoader(), IdbLoader(),
        DebugDescriptionLoader(), ComposeSemanticsLoader(),
    ]

    public static func loader(for format: DumpFormat) -> any DumpLoader {
        loaders.first { $0.format == format }!
    }

    /// Files above this size are refused before reading: no screen dump is this large.
    public static let maxFileSize = 512 * 1024 * 1024

    public static func load(contentsOf url: URL, format: DumpFormat? = nil) throws(InputError) -> AccessibilityTree {
        // Read, never mapped: a file truncated while mapped would raise SIGBUS in the parser.
        let file = try InputFile(path: url.path, limit: maxFileSize, what: "file")
        let chunkSize = XMLEventParser.chunkSize
        let first = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { first.deallocate() }
        let count = try file.fill(first.baseAddress!, count: chunkSize)
        let prefix = UnsafeRawBufferPointer(rebasing: first[0 ..< count])
        if count == chunkSize, let loader = streamingLoader(prefix, format: format) {
            // An XML dump larger than one chunk: parsed as it is read, never whole in memory.
            var chunks = XMLFileChunks(file: file, first: prefix)
            defer { chunks.deallocate() }
            let tree = try loader.load(chunks: &chunks, sizeHint: file.size)
            return try checked(tree, loader: loader)
        }
        if count < chunkSize {
            try file.checkEnd()
            return try load(bytes: prefix, format: format)
        }
        let (whole, total) = try file.readAll(prefix: prefix)
        defer { free(whole) }
        return try load(bytes: UnsafeRawBufferPointer(start: whole, count: total), format: format)
    }

    /// The loader that would take the whole file, when it can parse it streamed and `prefix` (the
    /// file's first chunk) is enough to tell: every check `load(bytes:)` makes before loading
    /// looks no further than the root element's first 4 KB, which must lie within the prefix.
    /// nil sends the file down the whole-file path, which then reports any error as before.
    static func streamingLoader(_ prefix: UnsafeRawBufferPointer, format: DumpFormat?) -> (any StreamingXMLLoader)? {
        guard !ContentSniff.isUTF16(prefix), ContentSniff.rootWithin(prefix) else { return nil }
        let sniff = ContentSniff(prefix)
        guard sniff.doctypeOffset == nil, case .xml = sniff.kind else { return nil }
        let chosen: any DumpLoader
        if let format {
            chosen = loader(for: format)
        } else {
            guard let detected = try? detect(sniff) else { return nil }
            chosen = detected
        }
        return chosen as? any StreamingXMLLoader
    }

    public static func load(string: String, format: DumpFormat? = nil) throws(InputError) -> AccessibilityTree {
        try load(data: Data(string.utf8), format: format)
    }

    public static func load(data: Data, format: DumpFormat? = nil) throws(InputError) -> AccessibilityTree {
        let result: Result<AccessibilityTree, InputError> = data.withUnsafeBytes { bytes in
            do throws(InputError) { return .success(try load(bytes: bytes, format: format)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    public static func load(bytes: UnsafeRawBufferPointer, format: DumpFormat? = nil) throws(InputError) -> AccessibilityTree {
        if ContentSniff.isUTF16(bytes) {
            throw InputError("file is UTF-16 text; a11ylint reads UTF-8 (convert it, e.g. iconv -f UTF-16 -t UTF-8)", at: SourceLocation(line: 1, column: 1))
        }
        let sniff = ContentSniff(bytes)
        if let doctype = sniff.doctypeOffset {
            throw InputError("the document has a DOCTYPE declaration; dumps never do, and a11ylint refuses DTDs and entity declarations for safety",
                             at: Self.location(of: doctype, in: bytes))
        }
        switch sniff.kind {
        case .empty: throw InputError("file is empty", at: SourceLocation(line: 1, column: 1))
        case .binary: throw InputError("file is binary, not a text dump", at: SourceLocation(line: 1, column: 1))
        default: break
        }
        // Appium's JSON response around an XML page source: the XML inside, located in the file.
        if case .json("{") = sniff.kind, format.map({ [.uiautomator, .xcuitest, .nativeXML].contains($0) }) ?? true,
           let envelope = try AppiumSourceEnvelope(bytes) {
            return try envelope.load(format: format)
        }
        let chosen: any DumpLoader
        if let format {
            chosen = loader(for: format)
        } else {
            chosen = try detect(sniff)
        }
        return try checked(chosen.load(bytes), loader: chosen)
    }

    /// The checks every loaded tree passes, whichever way it was read.
    private static func checked(_ tree: AccessibilityTree, loader: any DumpLoader) throws(InputError) -> AccessibilityTree {
        if tree.count == 0 {
            throw InputError("the \(loader.format.displayName) document holds no elements", at: SourceLocation(line: 1, column: 1))
        }
        try requireFiniteFrames(tree)
        return tree
    }

    /// A frame of `nan`, `inf`, `1e999` or a 309-digit bound (or a right − left that overflows)
    /// cannot be laid out, and would be written into JSON and SARIF as invalid numbers: refuse it
    /// for every format in one place, at the node that carries it.
    static func requireFiniteFrames(_ tree: AccessibilityTree) throws(InputError) {
        for i in tree.indices {
            guard let f = tree[i].frame else { continue }
            // Within ±10^15 (finite, and sums of two stay finite and exact enough for layout).
            // Six tests, not an array of the six per node (100,000 allocations on a large dump).
            func fits(_ v: Double) -> Bool { v.isFinite && v.magnitude <= 1e15 }
            if !(fits(f.x) && fits(f.y) && fits(f.width) && fits(f.height) && fits(f.maxX) && fits(f.maxY)) {
                let shown = [f.x, f.y, f.width, f.height].map { "\($0)" }.joined(separator: ", ")
                throw InputError("the frame of this element is not a finite screen coordinate (x, y, width, height: \(shown)); coordinates must lie within ±10^15",
                                 at: tree[i].location == .unknown ? SourceLocation(line: 1, column: 1) : tree[i].location)
            }
        }
    }

    /// Line and column (counting characters) of a byte offset.
    static func location(of offset: Int, in bytes: UnsafeRawBufferPointer) -> SourceLocation {
        var line = 1, column = 1
        for i in 0 ..< min(offset, bytes.count) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The one loader that takes this content, or an error listing what each refused.
    public static func detect(_ sniff: ContentSniff) throws(InputError) -> any DumpLoader {
        var reasons: [String] = []
        for loader in loaders {
            if let reason = loader.refusal(for: sniff) {
                reasons.append("\(loader.format.rawValue): \(reason)")
            } else {
                return loader
            }
        }
        throw InputError("\(InputError.unrecognisedPrefix) no loader recognises this content (\(reasons.joined(separator: "; "))); force one with --input-format",
                         at: SourceLocation(line: 1, column: 1))
    }
}

extension AccessibilityTree {
    /// `--platform` is an assertion about the dumps, not a conversion: simulating TalkBack on an
    /// iOS tree would report nonsense, so a dump of the other platform is an input error.
    public func confirm(platform expected: Platform?) throws(InputError) {
        guard let expected, expected != platform else { return }
        throw InputError("--platform \(expected.rawValue) contradicts the dump: it is \(platform.displayName.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a") \(platform.displayName) tree (\(format.displayName)); drop --platform or name the right one")
    }
}
