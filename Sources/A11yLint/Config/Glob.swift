import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// Shell-style patterns for paths: `*` matches within one segment, `**` across segments, `?` one
/// character, `[…]` is literal (node paths contain `[2]`). Matching is iterative with backtracking.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let tokens: [Token]

    enum Token: Equatable { case literal(Character), any, anySegment, anyPath }

    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var chars = Array(pattern)[...]
        while let c = chars.popFirst() {
            switch c {
            case "*":
                if chars.first == "*" {
                    chars.removeFirst()
                    if chars.first == "/" { chars.removeFirst() } // "**/" also matches nothing
                    tokens.append(.anyPath)
                } else {
                    tokens.append(.anySegment)
                }
            case "?": tokens.append(.any)
            default: tokens.append(.literal(c))
            }
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// A depth-first search over (token, character) states; each state is visited once, so the
    /// cost is bounded by tokens × characters whatever the pattern.
    public func matches(_ text: String) -> Bool {
        let s = Array(text)
        var visited = Set<Int>()
        var stack: [(Int, Int)] = [(0, 0)]
        while let (t, i) = stack.popLast() {
            guard visited.insert(t * (s.count + 1) + i).inserted else { continue }
            if t == tokens.count {
                if i == s.count { return true }
                continue
            }
            switch tokens[t] {
            case let .literal(c): if i < s.count, s[i] == c { stack.append((t + 1, i + 1)) }
            case .any: if i < s.count, s[i] != "/" { stack.append((t + 1, i + 1)) }
            case .anySegment:
                stack.append((t + 1, i))
                if i < s.count, s[i] != "/" { stack.append((t, i + 1)) }
            case .anyPath:
                stack.append((t + 1, i))
                if i < s.count { stack.append((t, i + 1)) }
            }
        }
        return false
    }
}
