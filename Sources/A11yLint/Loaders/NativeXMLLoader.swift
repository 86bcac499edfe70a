/// a11ylint native XML.
/// Placeholder until the loader lands: refuses all content.
public struct NativeXMLLoader: DumpLoader {
    public let format = DumpFormat.nativeXML
    public init() {}

    public func refusal(for content: ContentSniff) -> String? { "not supported yet" }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        throw InputError("the nativeXML loader is not available yet", at: SourceLocation(line: 1, column: 1))
    }
}
