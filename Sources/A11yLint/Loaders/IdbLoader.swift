/// `idb ui describe-all` JSON.
/// Placeholder until the loader lands: refuses all content.
public struct IdbLoader: DumpLoader {
    public let format = DumpFormat.idb
    public init() {}

    public func refusal(for content: ContentSniff) -> String? { "not supported yet" }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        throw InputError("the idb loader is not available yet", at: SourceLocation(line: 1, column: 1))
    }
}
