import A11yLintModel
import A11yLintRules

/// Where a finding about a pair of dumps (`compare`) points in each: the node in BEFORE, in AFTER,
/// or both. A class, so that `Finding` holds one reference for it, nil on every finding about one
/// dump: findings are copied by the hundred thousand in a dense lint, and two inline
/// `NodeReference?` would lengthen every copy of every finding by two node references. Immutable,
/// and equal by value.
public final class PairPlaces: Sendable, Equatable {
    /// The node in BEFORE; nil when BEFORE has none (a group only AFTER shows).
    public let before: NodeReference?
    /// The node in AFTER; nil when AFTER lost it (a text gone at 200%, a control gone after double tap).
    public let after: NodeReference?

    public init(before: NodeReference?, after: NodeReference?) {
        self.before = before; self.after = after
    }

    public static func == (a: PairPlaces, b: PairPlaces) -> Bool {
        a === b || (a.before == b.before && a.after == b.after)
    }
}

/// A pair's finding is an ordinary finding (every reporter renders it) whose `node` is its node in
/// AFTER, or in BEFORE when AFTER has none, and whose `pair` names both.
extension Finding {
    /// A finding about a pair of dumps: `node` is `after`, else `before`, else a placeholder for the
    /// whole screen; no announcement, remedy or test step (the rule's, in its pack, explain it).
    public init(rule: String, criteria: [String], severity: Rule.Severity, status: Status, message: String,
                before: NodeReference?, after: NodeReference?, control: String = Finding.screen) {
        self.init(rule: rule, criteria: criteria, severity: severity, status: status, message: message, control: control,
                  node: after ?? before ?? Self.nowhere, announcement: "", remedy: [:], test: nil)
        pair = PairPlaces(before: before, after: after)
    }

    /// Where a pair's finding with a node in neither dump points (the judges always name one).
    private static let nowhere = NodeReference(index: 0, id: nil, className: nil, location: .unknown, path: "/", bounds: nil, label: nil)

    /// The node in BEFORE of a pair's finding; nil when BEFORE has none, and for a finding about
    /// one dump (its place is `node`).
    public var before: NodeReference? { pair?.before }
    /// The node in AFTER of a pair's finding; nil when AFTER lost it, and for a finding about one
    /// dump (its place is `node`, and it has no AFTER: `pair` is nil).
    public var after: NodeReference? { pair?.after }

    /// A pair's finding as a line naming both files: `settings.xml:12:5, settings-on.xml:12:5: error: …`.
    /// A node without a known location keeps the word "before" or "after"; a finding about one
    /// dump is in neither file, and is its `description`.
    public func line(beforeFile: String, afterFile: String) -> String {
        pair == nil ? description : pairLine(before: beforeFile, after: afterFile, separator: ":")
    }

    /// `wifi_switch (android.widget.Switch) before 12:5, after 12:5: error: … [mobile.doubletap] (pair-doubletap-toggles)`:
    /// `description` of a pair's finding.
    func pairLine(before beforeName: String = "before", after afterName: String = "after", separator: String = " ") -> String {
        func place(_ ref: NodeReference?, _ name: String, _ word: String) -> String? {
            guard let ref else { return nil }
            return ref.location == .unknown ? word : "\(name)\(separator)\(ref.location)"
        }
        let places = [place(before, beforeName, "before"), place(after, afterName, "after")].compactMap { $0 }
        let node = (after ?? before)?.displayName ?? "screen"
        let level = status == .review ? "review" : severity.rawValue
        return "\(node) \(places.joined(separator: ", ")): \(level): \(message) [\(criteria.joined(separator: ", "))] (\(rule))"
    }
}

/// What a pair's finding was called when it was a type of its own.
@available(*, deprecated, renamed: "Finding")
public typealias PairFinding = Finding
