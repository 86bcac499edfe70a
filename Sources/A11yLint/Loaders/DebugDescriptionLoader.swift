/// XCUITest `debugDescription` text (plain, or lldb `po` form).
/// Placeholder until the loader lands: refuses all content.
public struct DebugDescriptionLoader: DumpLoader {
    public let format = DumpFormat.debugDescription
    public init() {}

    public func refusal(for content: ContentSniff) -> String? { "not supported yet" }

    public func load(_ bytes: UnsafeRawBufferPointer) throws(InputError) -> AccessibilityTree {
        throw InputError("the debugDescription loader is not available yet", at: SourceLocation(line: 1, column: 1))
    }
}
