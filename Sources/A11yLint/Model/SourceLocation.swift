/// A 1-based line and column in a dump file. Columns count characters (UTF-8 scalars), as editors do.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let unknown = SourceLocation(line: 0, column: 0)

    public var description: String { "\(line):\(column)" }
}
