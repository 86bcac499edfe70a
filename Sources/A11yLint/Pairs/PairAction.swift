import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// What happened between the two dumps of a pair.
public enum PairAction: Sendable, Equatable, CustomStringConvertible {
    /// The control with this id was double tapped (activated): judged by its pack's `activation:`
    /// rules (its state flips, or it is selected; the context stays).
    case activate(id: String)
    /// The AFTER dump was taken at a larger text size (200%): nothing may be lost.
    case textSize
    /// The menu, picker or modal that the element with this id opened was closed: focus should be
    /// back on that element.
    case dismiss(id: String)

    /// Parses `activate:ID`, `text-size`, `dismiss:ID`.
    public init(parsing text: String) throws(PairActionError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first?.lowercased(), parts.count == 2 ? parts[1] : nil) {
        case ("activate", let id?) where !id.isEmpty: self = .activate(id: id)
        case ("dismiss", let id?) where !id.isEmpty: self = .dismiss(id: id)
        case ("text-size", nil), ("textsize", nil), ("text-size", "200%"?): self = .textSize
        default: throw PairActionError(text: text)
        }
    }

    public var description: String {
        switch self {
        case let .activate(id): return "activate:\(id)"
        case .textSize: return "text-size"
        case let .dismiss(id): return "dismiss:\(id)"
        }
    }

    /// The action's name as `--action` spells it, without its id.
    public var name: String {
        switch self {
        case .activate: return "activate"
        case .textSize: return "text-size"
        case .dismiss: return "dismiss"
        }
    }

    /// The criteria this action can decide, from the built-in data: a screen-wide action's
    /// criterion (`pair:` in `rules/criteria.yml`), or every pack's `activation:` criteria. A
    /// judged pair says which it decided (`PairReport.criteria`).
    public var criteria: [String] {
        if case .activate = self {
            var seen = Set<String>()
            return BuiltInRules.loaded.flatMap { $0.activation?.rules.flatMap(\.criteria) ?? [] }.filter { seen.insert($0).inserted }
        }
        return BuiltInRules.sharedCriteria.filter { $0.pair?.action == name }.map(\.id)
    }
}

public struct PairActionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var description: String {
        "unknown action '\(text)': expected activate:ID (the control double tapped), text-size (AFTER at 200% text), or dismiss:ID (the element that opened the closed pop-up, picker or modal)"
    }
}
