import A11yLintModel

/// Why a dump could not be read: one clear message, with the line and column where known.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        // Messages quote the input: a 100 MB attribute must not be echoed whole.
        self.message = Clip.lines(message, limit: 2000)
        self.location = location
    }

    /// No loader recognised the content: not a dump at all, rather than a broken one.
    public var isUnrecognisedFormat: Bool { message.hasPrefix(Self.unrecognisedPrefix) }
    static let unrecognisedPrefix = "unsupported format:"

    public var description: String {
        guard let location, location.line > 0 else { return message }
        return "\(location.line):\(location.column): \(message)"
    }
}
