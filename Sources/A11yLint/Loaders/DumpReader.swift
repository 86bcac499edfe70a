import Foundation

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
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? Int, size > maxFileSize {
                throw InputError("file is \(size) bytes; a11ylint reads dumps up to \(maxFileSize) bytes")
            }
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot read file: \(Self.describe(error))")
        }
        let result: Result<AccessibilityTree, InputError> = XMLEventParser.$releasesFedFilePages.withValue(true) {
            do throws(InputError) { return .success(try load(data: data, format: format)) } catch { return .failure(error) }
        }
        return try result.get()
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
        let sniff = ContentSniff(bytes)
        switch sniff.kind {
        case .empty: throw InputError("file is empty", at: SourceLocation(line: 1, column: 1))
        case .binary: throw InputError("file is binary, not a text dump", at: SourceLocation(line: 1, column: 1))
        default: break
        }
        let chosen: any DumpLoader
        if let format {
            chosen = loader(for: format)
        } else {
            chosen = try detect(sniff)
        }
        let tree = try chosen.load(bytes)
        if tree.count == 0 {
            throw InputError("the \(chosen.format.displayName) document holds no elements", at: SourceLocation(line: 1, column: 1))
        }
        return tree
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

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return ns.localizedDescription
    }
}

extension AccessibilityTree {
    /// `--platform` is an assertion about the dumps, not a conversion: simulating TalkBack on an
    /// iOS tree would report nonsense, so a dump of the other platform is an input error.
    public func confirm(platform expected: Platform?) throws(InputError) {
        guard let expected, expected != platform else { return }
        throw InputError("--platform \(expected.rawValue) contradicts the dump: it is a \(platform.displayName) tree (\(format.displayName)); drop --platform or name the right one")
    }
}
