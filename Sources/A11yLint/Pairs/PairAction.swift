import Foundation

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

    /// The criteria this action decides on any screen; an activation decides those of the control's
    /// pack as well (`RulePack.Activation`, `PairReport.criteria`).
    public var criteria: [String] {
        switch self {
        case .activate: return ["mobile.doubletap"]
        case .textSize: return ["settings.text-resize"]
        case .dismiss: return ["focus.return"]
        }
    }
}

public struct PairActionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var description: String {
        "unknown action '\(text)': expected activate:ID (the control double tapped), text-size (AFTER at 200% text), or dismiss:ID (the element that opened the closed pop-up, picker or modal)"
    }
}
