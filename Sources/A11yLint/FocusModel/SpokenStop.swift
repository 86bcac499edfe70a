import A11yLintModel

/// What one focus stop says, in parts, so rules can ask "is the role spoken?" and a report
/// can show the announcement. Words come from `SpokenWords`.
///
/// A describer builds a stop in a `SpokenStopDraft` (plain lists it appends to); the stop keeps
/// the parts packed in one box: its words (states, name parts, roles, the said words) and the
/// optional strings it has follow the box's head, so a stop is one allocation of just its size.
/// Four lists a stop took 262 bytes and four allocations of the 370 a stop cost on a
/// 100,000-node screen (issue 24: peak memory).
public struct SpokenStop: Sendable, Equatable {
    public var node: Int {
        _read { yield box.fields.pointee.node }
        _modify { yield &writable.pointee.node }
    }
    /// The name: own label first, then labels read from grouped children.
    public var nameParts: [String] {
        get { Array(nameList) }
        set { update { $0.nameParts = newValue } }
    }
    /// Role words spoken (own role and roles of grouped children), from `SpokenWords`.
    public var roles: [String] {
        get { Array(roleList) }
        set { update { $0.roles = newValue } }
    }
    /// State words spoken ("Checked", "Off", "Selected", stateDescription…).
    public var states: [String] {
        get { Array(stateList) }
        set { update { $0.states = newValue } }
    }
    /// The name parts, read in place (no list made): what checks read.
    package var nameList: SpokenWordList { list(from: box.fields.pointee.states, count: box.fields.pointee.names) }
    /// The role words, read in place.
    package var roleList: SpokenWordList { list(from: box.fields.pointee.states + box.fields.pointee.names, count: box.fields.pointee.roles) }
    /// The state words, read in place.
    package var stateList: SpokenWordList { list(from: 0, count: box.fields.pointee.states) }
    /// The announcement's words in order, before repeats are dropped.
    var saidList: SpokenWordList {
        let f = box.fields.pointee
        return list(from: f.states + f.names + f.roles, count: f.said)
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
        set { update { $0.hint = newValue } }
    }
    /// The error TalkBack says after the stop's description ("Error: Enter a valid email"), when
    /// the stop's node is content-invalid with an error text; nil otherwise.
    public var error: String? {
        get { box.string(.error) }
        set { update { $0.error = newValue } }
    }
    /// Where the stop sits in a collection ("2 of 5"), when the dump carries collection facts.
    public var position: String? {
        get { box.string(.position) }
        set { update { $0.position = newValue } }
    }
    /// Said when focus enters a collection ("in list, 5 items").
    public var collection: String? {
        get { box.string(.collection) }
        set { update { $0.collection = newValue } }
    }
    /// The whole announcement as the screen reader would say it. Composed when asked: a lint
    /// describes every stop beside a control but announces only those with a finding, and
    /// dropping repeated words (case-insensitively) is most of a description's cost.
    public var text: String {
        get { box.string(.composedText) ?? saidList.withWords { Self.compose($0, droppingRepeatsIn: repeatsDropped) } }
        set { update { $0.composedText = newValue } }
    }
    /// Where in the said words a word already said (ignoring case) is skipped.
    var repeatsDropped: Range<Int> { Int(box.fields.pointee.repeatsFrom) ..< Int(box.fields.pointee.repeatsTo) }

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
            if !isKnownUniquelyReferenced(&box) { box = box.copy() }
            return box.fields
        }
    }

    private func list(from start: Int32, count: Int32) -> SpokenWordList {
        SpokenWordList(owner: sendableBox, start: Int(start), count: Int(count))
    }

    /// A change to the words or strings: made on a draft and packed again. Describers build stops
    /// in drafts; this is for callers that change a finished stop (tests, a user's code).
    private mutating func update(_ change: (inout SpokenStopDraft) -> Void) {
        var draft = self.draft
        change(&draft)
        self = SpokenStop(draft)
    }

    /// An empty stop at `node`: parts are added to it through its setters.
    public init(node: Int) { self.init(SpokenStopDraft(node: node)) }

    /// The draft's parts, packed: the lists' words and the strings it has, in one box.
    package init(_ draft: borrowing SpokenStopDraft) {
        var copy = copy draft
        self.init(moving: &copy)
    }

    /// The draft's parts, moved into one box: the draft is left empty, with its lists' room, for
    /// the next stop. Copied, each word was retained for the box and released when the draft was
    /// emptied again, an atomic operation each (840,000 on the typical 100,000-node screen).
    package init(moving draft: inout SpokenStopDraft) {
        var mask = 0
        for field in SpokenStopString.allCases where draft.has(field) { mask |= Int(field.bit) }
        let words = draft.states.count + draft.nameParts.count + draft.roles.count + draft.saidWords.count
        let fields = SpokenStopFields(
            node: draft.node, states: Int32(draft.states.count), names: Int32(draft.nameParts.count), roles: Int32(draft.roles.count),
            said: Int32(draft.saidWords.count), repeatsFrom: Int32(draft.repeatsDropped.lowerBound), repeatsTo: Int32(draft.repeatsDropped.upperBound),
            exposesCheckedState: draft.exposesCheckedState, disabled: draft.disabled, selected: draft.selected, strings: UInt8(mask))
        let box = SpokenStopBox.make(fields, capacity: words + mask.nonzeroBitCount)
        var at = box.words
        // Moved out, and the slots left holding the empty string, which needs no release: the
        // list is then emptied keeping its room.
        func take(_ list: inout [String]) {
            let n = list.count
            guard n > 0 else { return }
            list.withUnsafeMutableBufferPointer { slots in
                at.moveInitialize(from: slots.baseAddress!, count: n)
                slots.baseAddress!.initialize(repeating: "", count: n)
            }
            at += n
            list.removeAll(keepingCapacity: true)
        }
        take(&draft.states)
        take(&draft.nameParts)
        take(&draft.roles)
        take(&draft.saidWords)
        for field in SpokenStopString.allCases { if let value = draft.take(field) { at.initialize(to: value); at += 1 } }
        sendableBox = SendableSpokenStopBox(box: box)
    }

    /// The parts as lists again (for a change to a finished stop).
    package var draft: SpokenStopDraft {
        var draft = SpokenStopDraft(node: node)
        draft.states = Array(stateList)
        draft.nameParts = Array(nameList)
        draft.roles = Array(roleList)
        draft.saidWords = Array(saidList)
        draft.repeatsDropped = repeatsDropped
        draft.exposesCheckedState = exposesCheckedState
        draft.disabled = disabled
        draft.selected = selected
        draft.hint = hint
        draft.error = error
        draft.position = position
        draft.collection = collection
        draft.composedText = box.string(.composedText)
        return draft
    }

    public static func == (a: SpokenStop, b: SpokenStop) -> Bool {
        if a.box === b.box { return true }
        let x = a.box.fields.pointee, y = b.box.fields.pointee
        return x.node == y.node && x.states == y.states && x.names == y.names && x.roles == y.roles && x.said == y.said
            && x.repeatsFrom == y.repeatsFrom && x.repeatsTo == y.repeatsTo && x.exposesCheckedState == y.exposesCheckedState
            && x.disabled == y.disabled && x.selected == y.selected && x.strings == y.strings
            && UnsafeBufferPointer(start: a.box.words, count: a.box.count).elementsEqual(UnsafeBufferPointer(start: b.box.words, count: b.box.count))
    }

    static func compose(_ words: UnsafeBufferPointer<String>, droppingRepeatsIn range: Range<Int>) -> String {
        guard !range.isEmpty else { return words.joinedBytes(separator: ", ") }
        // A stop says a handful of words: comparing each with those kept is cheaper than
        // lower-casing and hashing every one. Which are kept is a bit per word, and the kept words
        // are written out where they are (a list of them was a copy of each, retained and released).
        if words.count <= 16 {
            var keep: UInt32 = 0
            for i in words.indices {
                if range.contains(i) {
                    var j = 0
                    while j < i, keep & 1 << j == 0 || !Self.sameIgnoringCase(words[j], words[i]) { j += 1 }
                    if j < i { continue }
                }
                keep |= 1 << i
            }
            return words.joinedBytes(separator: ", ") { keep & 1 << $0 != 0 }
        }
        // A stop reading thousands of children takes the set.
        var kept: [String] = []
        kept.reserveCapacity(words.count) // one allocation: grown, it was three a stop
        kept += words[..<range.lowerBound]
        var said = Set(kept.map { $0.lowercased() })
        for word in words[range] where said.insert(word.lowercased()).inserted { kept.append(word) }
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

    /// The name parts joined; a single part is the name itself (no new string: `joinedBytes`).
    public var name: String { nameList.withWords { $0.joinedBytes(separator: ", ") } }

    /// Whether some part of the name tells the user something: an icon-font glyph, symbols or an
    /// image file's name are spoken (in `text`) but are no name (`NameText`).
    package var hasName: Bool { nameList.contains { NameText.names($0) } }
}

/// Some of a stop's words (its name parts, roles, states), read in place from its box.
package struct SpokenWordList: RandomAccessCollection, Sendable {
    private let owner: SendableSpokenStopBox
    private let start: Int
    package let count: Int

    init(owner: SendableSpokenStopBox, start: Int, count: Int) {
        self.owner = owner
        self.start = start
        self.count = count
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    package subscript(position: Int) -> String {
        precondition(position >= 0 && position < count, "word index out of range")
        return owner.box.words[start + position]
    }

    /// The words as a buffer, valid inside `body` (the list keeps its box alive).
    package func withWords<R>(_ body: (UnsafeBufferPointer<String>) -> R) -> R {
        withExtendedLifetime(owner) { body(UnsafeBufferPointer(start: owner.box.words + start, count: count)) }
    }
}

/// A stop's parts while a describer says them: plain lists it appends to, packed into a
/// `SpokenStop` when the stop is done. One draft serves every stop of a screen (`reset(node:)`
/// keeps the lists' room), so saying a stop allocates its box and nothing else.
package struct SpokenStopDraft {
    package var node: Int
    package var nameParts: [String] = []
    package var roles: [String] = []
    package var states: [String] = []
    /// The announcement's words in order, before repeats are dropped.
    package var saidWords: [String] = []
    /// Where in `saidWords` a word already said (ignoring case) is skipped.
    package var repeatsDropped: Range<Int> = 0 ..< 0
    package var exposesCheckedState = false
    package var disabled = false
    package var selected = false
    package var hint: String?
    package var error: String?
    package var position: String?
    package var collection: String?
    package var composedText: String?

    package init(node: Int) { self.node = node }

    /// Empty again, for `node`, keeping the lists' room.
    package mutating func reset(node: Int) {
        self.node = node
        // Packing moves the words out and empties the lists (`SpokenStop(moving:)`): an empty list
        // is left as it is (the emptying call costs a few hundred instructions even then).
        if !nameParts.isEmpty { nameParts.removeAll(keepingCapacity: true) }
        if !roles.isEmpty { roles.removeAll(keepingCapacity: true) }
        if !states.isEmpty { states.removeAll(keepingCapacity: true) }
        if !saidWords.isEmpty { saidWords.removeAll(keepingCapacity: true) }
        repeatsDropped = 0 ..< 0
        exposesCheckedState = false
        disabled = false
        selected = false
        hint = nil
        error = nil
        position = nil
        collection = nil
        composedText = nil
    }

    /// The whole announcement (`SpokenStop.text`).
    package var text: String {
        get { composedText ?? saidWords.withUnsafeBufferPointer { SpokenStop.compose($0, droppingRepeatsIn: repeatsDropped) } }
        set { composedText = newValue }
    }

    package var name: String { nameParts.joinedBytes(separator: ", ") }

    func string(_ field: SpokenStopString) -> String? {
        switch field {
        case .hint: hint
        case .error: error
        case .position: position
        case .collection: collection
        case .composedText: composedText
        }
    }

    /// Whether the draft has the string (asked without copying it).
    func has(_ field: SpokenStopString) -> Bool {
        switch field {
        case .hint: hint != nil
        case .error: error != nil
        case .position: position != nil
        case .collection: collection != nil
        case .composedText: composedText != nil
        }
    }

    /// The string, moved out: the draft's is nil after.
    mutating func take(_ field: SpokenStopString) -> String? {
        switch field {
        case .hint: hint.take()
        case .error: error.take()
        case .position: position.take()
        case .collection: collection.take()
        case .composedText: composedText.take()
        }
    }
}

/// A stop's fixed parts (`SpokenStop` holds them boxed). Its words follow them in the box (the
/// states, name parts, roles and said words, counted here), then the optional strings it has
/// (`SpokenStopString`).
struct SpokenStopFields: Sendable {
    var node: Int
    var states: Int32
    var names: Int32
    var roles: Int32
    var said: Int32
    var repeatsFrom: Int32
    var repeatsTo: Int32
    var exposesCheckedState: Bool
    var disabled: Bool
    var selected: Bool
    /// Which optional strings the stop has (`SpokenStopString` bits), in that order after the words.
    var strings: UInt8

    var words: Int { Int(states) + Int(names) + Int(roles) + Int(said) }
}

/// The optional strings of a stop, in the order its box keeps those it has. Five optionals in
/// the head took 80 bytes a stop where a TalkBack stop has one (its hint): 34,000 stops on a
/// 100,000-node screen (issue 24: peak memory).
enum SpokenStopString: UInt8, CaseIterable {
    case hint, error, position, collection, composedText

    var bit: UInt8 { 1 << rawValue }
}

/// One stop's parts in the box itself, read through a pointer: a class's `var` would pay the
/// run-time exclusivity check on every access, and parts allocated apart cost an allocation each.
final class SpokenStopBox: ManagedBuffer<SpokenStopFields, String> {
    var fields: UnsafeMutablePointer<SpokenStopFields> { withUnsafeMutablePointerToHeader { $0 } }
    /// The words, then the optional strings.
    var words: UnsafeMutablePointer<String> { withUnsafeMutablePointerToElements { $0 } }
    /// How many strings the box holds.
    var count: Int { fields.pointee.words + fields.pointee.strings.nonzeroBitCount }

    /// A box with `fields` and room for `capacity` strings, none yet initialised: the caller
    /// initialises as many as `fields` counts.
    static func make(_ fields: SpokenStopFields, capacity: Int) -> SpokenStopBox {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in fields }, to: SpokenStopBox.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { fields, words in
            words.deinitialize(count: fields.pointee.words + fields.pointee.strings.nonzeroBitCount)
        }
    }

    @inline(__always) func string(_ field: SpokenStopString) -> String? {
        PackedStrings.string(Int(field.bit), in: Int(fields.pointee.strings), at: words + fields.pointee.words)
    }

    /// The same parts in a box of its own.
    func copy() -> SpokenStopBox {
        let new = SpokenStopBox.make(fields.pointee, capacity: count)
        new.words.initialize(from: words, count: count)
        return new
    }
}

/// `ManagedBuffer` is never `Sendable`; a stop's box is changed only while uniquely referenced.
struct SendableSpokenStopBox: @unchecked Sendable {
    var box: SpokenStopBox
}
