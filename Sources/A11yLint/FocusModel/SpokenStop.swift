import A11yLintModel

/// What one focus stop says, in parts, so rules can ask "is the role spoken?" and a report
/// can show the announcement. Words come from `SpokenWords`.
public struct SpokenStop: Sendable, Equatable {
    public var node: Int {
        _read { yield box.fields.pointee.node }
        _modify { yield &writable.pointee.node }
    }
    /// The name: own label first, then labels read from grouped children.
    public var nameParts: [String] {
        _read { yield box.fields.pointee.nameParts }
        _modify { yield &writable.pointee.nameParts }
    }
    /// Role words spoken (own role and roles of grouped children), from `SpokenWords`.
    public var roles: [String] {
        _read { yield box.fields.pointee.roles }
        _modify { yield &writable.pointee.roles }
    }
    /// State words spoken ("Checked", "Off", "Selected", stateDescription…).
    public var states: [String] {
        _read { yield box.fields.pointee.states }
        _modify { yield &writable.pointee.states }
    }
    /// Whether the stop announces a checked/on/selected-style state at all.
    public var exposesCheckedState: Bool {
        _read { yield box.fields.pointee.exposesCheckedState }
        _modify { yield &writable.pointee.exposesCheckedState }
    }
    public var disabled: Bool {
        _read { yield box.fields.pointee.disabled }
        _modify { yield &writable.pointee.disabled }
    }
    public var selected: Bool {
        _read { yield box.fields.pointee.selected }
        _modify { yield &writable.pointee.selected }
    }
    public var hint: String? {
        get { box.string(.hint) }
        set { setString(.hint, newValue) }
    }
    /// The error TalkBack says after the stop's description ("Error: Enter a valid email"), when
    /// the stop's node is content-invalid with an error text; nil otherwise.
    public var error: String? {
        get { box.string(.error) }
        set { setString(.error, newValue) }
    }
    /// Where the stop sits in a collection ("2 of 5"), when the dump carries collection facts.
    public var position: String? {
        get { box.string(.position) }
        set { setString(.position, newValue) }
    }
    /// Said when focus enters a collection ("in list, 5 items").
    public var collection: String? {
        get { box.string(.collection) }
        set { setString(.collection, newValue) }
    }
    /// The whole announcement as the screen reader would say it. Composed when asked: a lint
    /// describes every stop beside a control but announces only those with a finding, and
    /// dropping repeated words (case-insensitively) is most of a description's cost.
    public var text: String {
        get { composedText ?? Self.compose(saidWords, droppingRepeatsIn: repeatsDropped) }
        set { composedText = newValue }
    }
    /// The announcement's words in order, before repeats are dropped.
    var saidWords: [String] {
        _read { yield box.fields.pointee.saidWords }
        _modify { yield &writable.pointee.saidWords }
    }
    /// Where in `saidWords` a word already said (ignoring case) is skipped.
    var repeatsDropped: Range<Int> {
        _read { yield box.fields.pointee.repeatsDropped }
        _modify { yield &writable.pointee.repeatsDropped }
    }
    var composedText: String? {
        get { box.string(.composedText) }
        set { setString(.composedText, newValue) }
    }

    /// Every part in one shared box (copy-on-write): checks ask for a stop's words many times a
    /// control, and a copy is one retain, not one per list and string.
    private var box: SpokenStopBox {
        _read { yield sendableBox.box }
        _modify { yield &sendableBox.box }
    }
    private var sendableBox: SendableSpokenStopBox

    /// The box's fixed part, made unique before a change.
    private var writable: UnsafeMutablePointer<SpokenStopFields> {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = box.copy(capacity: 0) }
            return box.fields
        }
    }

    /// Sets one optional string (`PackedStrings.set`), as `Node` does: the box is copied only when
    /// it is shared or has no room, and the value moves into it.
    private mutating func setString(_ field: SpokenStopString, _ value: consuming String?) {
        let mask = Int(box.fields.pointee.strings), bit = Int(field.bit)
        guard let room = PackedStrings.room(setting: bit, clearing: value == nil, in: mask) else { return }
        if !isKnownUniquelyReferenced(&box) || Int(box.fields.pointee.room) < room { box = box.copy(capacity: room) }
        box.fields.pointee.strings = UInt8(PackedStrings.set(consume value, bit: bit, in: mask, at: box.strings))
    }

    /// Room for one optional string: a TalkBack stop's hint, a VoiceOver stop's text.
    public init(node: Int) { sendableBox = SendableSpokenStopBox(box: SpokenStopBox.make(SpokenStopFields(node: node), capacity: 1)) }

    public static func == (a: SpokenStop, b: SpokenStop) -> Bool {
        if a.box === b.box { return true }
        let x = a.box.fields.pointee, y = b.box.fields.pointee
        return x.node == y.node && x.nameParts == y.nameParts && x.roles == y.roles && x.states == y.states
            && x.exposesCheckedState == y.exposesCheckedState && x.disabled == y.disabled && x.selected == y.selected
            && x.saidWords == y.saidWords && x.repeatsDropped == y.repeatsDropped && x.strings == y.strings
            && SpokenStopString.allCases.allSatisfy { a.box.string($0) == b.box.string($0) }
    }

    static func compose(_ words: [String], droppingRepeatsIn range: Range<Int>) -> String {
        guard !range.isEmpty else { return words.joinedBytes(separator: ", ") }
        var kept: [String] = []
        kept.reserveCapacity(words.count) // one allocation: grown, it was three a stop
        kept += words[..<range.lowerBound]
        // A stop says a handful of words: comparing each with those kept is cheaper than
        // lower-casing and hashing every one. A stop reading thousands of children takes the set.
        if words.count <= 16 {
            for word in words[range] where !kept.contains(where: { Self.sameIgnoringCase($0, word) }) { kept.append(word) }
        } else {
            var said = Set(kept.map { $0.lowercased() })
            for word in words[range] where said.insert(word.lowercased()).inserted { kept.append(word) }
        }
        kept += words[range.upperBound...]
        return kept.joinedBytes(separator: ", ")
    }

    /// `a.lowercased() == b.lowercased()`, deciding ASCII texts byte by byte. Lower-casing maps
    /// each scalar on its own and never to nothing, so a difference between two ASCII bytes (or
    /// one text ending first, while both were ASCII) is a difference after lower-casing too.
    static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
        var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
        while true {
            switch (x.next(), y.next()) {
            case (nil, nil): return true
            case let (p?, q?):
                if p >= 0x80 || q >= 0x80 { return a.lowercased() == b.lowercased() }
                if p == q { continue }
                let lp = p &- 65 < 26 ? p | 0x20 : p, lq = q &- 65 < 26 ? q | 0x20 : q
                if lp != lq { return false }
            // One ends first on an ASCII prefix: the other's rest lower-cases to something.
            default: return false
            }
        }
    }

    public var name: String { nameParts.joined(separator: ", ") }

    /// Whether some part of the name tells the user something: an icon-font glyph, symbols or an
    /// image file's name are spoken (in `text`) but are no name (`NameText`).
    package var hasName: Bool { nameParts.contains { NameText.names($0) } }
}

/// A stop's fixed parts (`SpokenStop` holds them boxed); its optional strings follow them in the
/// box, only those it has (`SpokenStopString`).
struct SpokenStopFields: Sendable {
    var node: Int
    var nameParts: [String] = []
    var roles: [String] = []
    var states: [String] = []
    var saidWords: [String] = []
    var repeatsDropped: Range<Int> = 0 ..< 0
    var exposesCheckedState: Bool = false
    var disabled: Bool = false
    var selected: Bool = false
    /// Which optional strings the stop has (`SpokenStopString` bits), in that order after the head.
    var strings: UInt8 = 0
    /// How many strings the box has room for.
    var room: UInt8 = 0
}

/// The optional strings of a stop, in the order its box keeps those it has. Five optionals in
/// the head took 80 bytes a stop where a TalkBack stop has one (its hint): 34,000 stops on a
/// 100,000-node screen (issue 24: peak memory).
enum SpokenStopString: UInt8, CaseIterable {
    case hint, error, position, collection, composedText

    var bit: UInt8 { 1 << rawValue }
}

/// One stop's parts in the box itself, read through a pointer: a class's `var` would pay the
/// run-time exclusivity check on every access, and parts allocated apart cost a second
/// allocation per stop.
final class SpokenStopBox: ManagedBuffer<SpokenStopFields, String> {
    var fields: UnsafeMutablePointer<SpokenStopFields> { withUnsafeMutablePointerToHeader { $0 } }
    var strings: UnsafeMutablePointer<String> { withUnsafeMutablePointerToElements { $0 } }

    /// A box with `fields` and room for `capacity` strings, none yet initialised: the caller
    /// initialises as many as `fields.strings` names.
    static func make(_ fields: SpokenStopFields, capacity: Int) -> SpokenStopBox {
        let box = unsafeDowncast(create(minimumCapacity: capacity) { _ in fields }, to: SpokenStopBox.self)
        box.fields.pointee.room = UInt8(min(box.capacity, SpokenStopString.allCases.count))
        return box
    }

    deinit {
        _ = withUnsafeMutablePointers { fields, strings in strings.deinitialize(count: fields.pointee.strings.nonzeroBitCount) }
    }

    @inline(__always) func string(_ field: SpokenStopString) -> String? {
        PackedStrings.string(Int(field.bit), in: Int(fields.pointee.strings), at: strings)
    }

    /// The same parts in a box of its own, with room for at least `capacity` strings.
    func copy(capacity: Int) -> SpokenStopBox {
        let count = fields.pointee.strings.nonzeroBitCount
        let new = SpokenStopBox.make(fields.pointee, capacity: max(capacity, count))
        new.strings.initialize(from: strings, count: count)
        return new
    }
}

/// `ManagedBuffer` is never `Sendable`; a stop's box is changed only while uniquely referenced.
struct SendableSpokenStopBox: @unchecked Sendable {
    var box: SpokenStopBox
}
