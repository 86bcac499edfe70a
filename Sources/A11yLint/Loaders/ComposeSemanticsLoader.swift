/// Jetpack Compose semantics text (`printToString` / `printToLog`).
/// Placeholder until the loader lands: refuses all content.
public struct ComposeSemanticsLoader: DumpLoader {
    public let format = DumpFormat.compose
    public init() {}

    public func refusal(for content: ContentSniff) -> String? { "not supported yet" }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        throw InputError("the compose loader is not available yet", at: SourceLocation(line: 1, column: 1))
    }
}
