/// Why a dump could not be read: one clear message, with the line and column where known.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
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
