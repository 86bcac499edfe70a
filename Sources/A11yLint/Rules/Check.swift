import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// The outcome of one check on one control.
package enum CheckOutcome: Sendable, Equatable {
    case pass
    /// Does not apply to this control, and why ("no focus stop speaks it"): recorded with
    /// `--include-passes`, as axe-core's inapplicable results and ATF's NOT_RUN are.
    case notApplicable(String? = nil)
    /// Fails, with values for the rule's message template (`${name}` etc.) and the node to point at.
    case fail(MessageValues, node: Int? = nil)
    /// Cannot be decided from this dump: a person must look.
    case review(MessageValues)
}

/// A check's values for its rule's message template (`${size}` → "40×40 dp"): a few pairs, in the
/// order the check set them, looked up by comparing keys (`String` equality, as a dictionary's).
/// A `[String: String]` allocated its table and hashed every key it was given and asked: 38 M
/// instructions for the 16,600 small targets of the typical screen, and comparing two messages'
/// values (`LastMessage`) walked both tables.
package struct MessageValues: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    package typealias Element = (key: String, value: String)
    /// A struct, not a tuple: an array of tuples is destroyed through the runtime's generic
    /// tuple witness, a call per element.
    fileprivate struct Pair: Sendable { var key: String, value: String }
    /// The pairs as set.
    private var given: [Pair] = []
    /// How to work the values out when they are read (`init(deferred:)`); nil once they are set.
    private var deferred: (@Sendable () -> MessageValues)?

    /// The pairs: as set, or worked out now (again at each read: a reader that reads them often
    /// reads them `resolved`).
    private var pairs: [Pair] { deferred.map { $0().pairs } ?? given }

    package init() {}

    /// Room for `capacity` pairs from the start (set one by one, the list grew three times for four).
    package init(minimumCapacity capacity: Int) { given.reserveCapacity(capacity) }

    /// A later pair with the same key replaces the earlier one.
    package init(dictionaryLiteral elements: (String, String)...) {
        given.reserveCapacity(elements.count)
        for (key, value) in elements { self[key] = value }
    }

    /// Values worked out by `make` only when they are read. A check whose outcome is mostly not
    /// read (a review gathered into the checklist reads only its rule's first values) returns them
    /// so: the typical screen's 16,600 small targets wrote 100 M instructions of words for one message.
    package init(deferred make: @escaping @Sendable () -> MessageValues) { deferred = make }

    /// The same values, worked out once (a deferred one's `make` called now).
    package var resolved: MessageValues {
        guard let deferred else { return self }
        return deferred().resolved
    }

    /// Made the values as set, before a change.
    private mutating func resolve() { if deferred != nil { self = resolved } }

    package var count: Int { pairs.count }
    package var isEmpty: Bool { pairs.isEmpty }

    package struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Pair]>
        package mutating func next() -> Element? { base.next().map { ($0.key, $0.value) } }
    }

    package func makeIterator() -> Iterator { Iterator(base: pairs.makeIterator()) }

    /// The value of `key`; set to nil, the pair is removed.
    package subscript(key: String) -> String? {
        get { pairs.first { $0.key == key }?.value }
        set {
            resolve()
            if let k = given.firstIndex(where: { $0.key == key }) {
                if let newValue { given[k].value = newValue } else { given.remove(at: k) }
            } else if let newValue {
                given.append(Pair(key: key, value: newValue))
            }
        }
    }

    /// The same keys, each value transformed.
    package func mapValues(_ transform: (String) throws -> String) rethrows -> MessageValues {
        var mapped = resolved
        for k in mapped.given.indices { mapped.given[k].value = try transform(mapped.given[k].value) }
        return mapped
    }

    /// As `Dictionary.merging`: `combine` decides a key both have (its current value, then `other`'s).
    package func merging(_ other: MessageValues, uniquingKeysWith combine: (String, String) throws -> String) rethrows -> MessageValues {
        var merged = resolved
        for (key, value) in other { merged[key] = try merged[key].map { try combine($0, value) } ?? value }
        return merged
    }

    /// Adds the pairs of `other` whose keys this has not (the first value of a key is kept).
    package mutating func add(keepingExisting other: MessageValues) {
        resolve()
        for pair in other.pairs where self[pair.key] == nil { given.append(pair) }
    }

    /// Set in the same order with the same values (two findings of one check): compared pair by
    /// pair. Else equal as dictionaries are: the same keys with the same values, in any order.
    package static func == (a: MessageValues, b: MessageValues) -> Bool {
        let x = a.pairs, y = b.pairs
        guard x.count == y.count else { return false }
        if x.indices.allSatisfy({ x[$0].key == y[$0].key && x[$0].value == y[$0].value }) { return true }
        return x.allSatisfy { pair in y.first { $0.key == pair.key }?.value == pair.value }
    }
}

/// A small reusable test, parameterised from a rule's YAML `options`.
package protocol Check: Sendable {
    static var id: String { get }
    /// Option keys the check accepts (anything else in YAML is an error).
    static var optionKeys: [String] { get }
    init(options: [String: CheckOption]) throws
    /// A check that can only ask a person (never pass or fail): its rules need no examples.
    static var onlyReviews: Bool { get }
    func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome]
}

extension Check {
    public static var optionKeys: [String] { [] }
    package static var onlyReviews: Bool { false }
}

package enum CheckOption: Sendable, Equatable {
    case string(String)
    case list([String])
    case perPlatform([String: [String]])

    public var list: [String] {
        switch self {
        case let .string(s): return [s]
        case let .list(l): return l
        case let .perPlatform(m): return m.values.flatMap { $0 }
        }
    }

    public func list(for platform: Platform) -> [String] {
        if case let .perPlatform(m) = self { return m[platform.rawValue] ?? [] }
        return list
    }
}

/// A rule's check as its YAML gives it: one check with options, or a composition. Kept beside the
/// built check so the packs can be written out as Swift at embed time (`EmbeddedPackWriter`).
enum CheckSpec: Sendable {
    case single(id: String, options: [String: CheckOption])
    case composition(all: [CheckComposition.Part], any: [CheckComposition.Part], none: [CheckComposition.Part])

    func make(checks: CheckResolver) throws -> any Check {
        switch self {
        case let .single(id, options): return try checks.make(id, options: options)
        case let .composition(all, any, none): return CheckComposition(all: all, any: any, none: none)
        }
    }

    /// The id shown in `a11ylint rules` and SARIF: the check's, or `all(a, b) any(c)`.
    var id: String {
        switch self {
        case let .single(id, _): return id
        case let .composition(all, any, none):
            return [("all", all), ("any", any), ("none", none)].filter { !$0.1.isEmpty }
                .map { "\($0.0)(\($0.1.map(\.id).joined(separator: ", ")))" }.joined(separator: " ")
        }
    }
}

/// The reasons several checks give for not applying.
package enum NotApplicable {
    package static let noStop = "no focus stop speaks it"
    package static let androidOnly = "it is judged on Android only"

    /// The reason a check for Android focus stops does not apply.
    package static func androidStop(_ facts: ScreenFacts, _ control: Control) -> String {
        facts.platform != .android ? androidOnly : noStop
    }

    /// The reason a check for iOS focus stops does not apply.
    package static func iosStop(_ facts: ScreenFacts, _ control: Control) -> String {
        facts.platform != .ios ? "it is judged on iOS only" : noStop
    }
}
