import A11yLintModel

/// Bounds what one finding or message repeats from the input, so output stays proportional to
/// the input: a 100 MB label was copied into every finding (1.15 GB of JSON), and a config line
/// of 50 MB was echoed twice on stderr.
public enum Clip {
    /// Longest text a finding repeats (label, announcement, a value in its message).
    public static let textLimit = 500
    /// Deepest path a finding carries: the last segments, after "…". Deeper than any real
    /// screen (so baselines that identify nodes by path keep matching), bounded for hostile ones.
    public static let pathSegments = 64

    /// `text` cut to `limit` characters with "…" when longer; a short text is returned as is.
    public static func text(_ text: String, limit: Int = textLimit) -> String {
        // utf8.count is O(1) for native strings: long texts are rare, short ones cost nothing.
        guard text.utf8.count > limit else { return text }
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < limit { text.formIndex(after: &end); count += 1 }
        return end == text.endIndex ? text : text[..<end] + "…"
    }

    /// Each line of a message clipped (error messages quote the input's lines and values).
    public static func lines(_ message: String, limit: Int = textLimit) -> String {
        guard message.utf8.count > limit else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0), limit: limit) }.joined(separator: "\n")
    }
}
