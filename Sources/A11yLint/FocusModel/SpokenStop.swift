import A11yLintModel

/// What one focus stop says, in parts, so rules can ask "is the role spoken?" and a report
/// can show the announcement. Words come from `SpokenWords`.
///
/// A describer builds a stop in a `SpokenStopDraft` (plain lists it appends to); the stop keeps
/// the parts packed in one box: its words (states, name parts, roles), the optional strings it
/// has and the said words follow the box's head, so a stop is one allocation of just its size.
/// Four lists a stop took 262 bytes and four allocations of the 370 a stop cost on a
/// 100,000-node screen (issue 24: peak memory). A said word is most often one of the stop's parts
/// or strings again ("Off, Wi-Fi, Switch, Double tap to toggle"): kept as its place among them
/// (`SpokenStopFields.saidPlaces`), not as a second copy, it takes four bits instead of 16 bytes.
public struct SpokenStop: Sendable, Equatable {
    public var node: Int {
        get { Int(box.fields.pointee.node) }
        set { writable.pointee.node = Int32(newValue) }
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
    package var nameList: SpokenWordList { list(from: Int(box.fields.pointee.states), count: box.fields.pointee.names) }
    /// The role words, read in place.
    package var roleList: SpokenWordList { list(from: Int(box.fields.pointee.states + box.fields.pointee.names), count: box.fields.pointee.roles) }
    /// The state words, read in place.
    package var stateList: SpokenWordList { list(from: 0, count: box.fields.pointee.states) }
    /// Whether the said words are kept by place (`SpokenStopFields.saidPlaces`).
    var saysByPlace: Bool { box.fields.pointee.saysByPlace }

    /// The announcement's words in order, before repeats are dropped, valid inside `body`.
    func withSaidWords<R>(_ body: (UnsafeBufferPointer<String>) -> R) -> R {
        let f = box.fields.pointee
        guard f.saysByPlace else { return list(from: f.saidStart, count: f.said).withWords(body) }
        let count = f.saidCount
        return withExtendedLifetime(sendableBox) {
            withUnsafeTemporaryAllocation(of: String.self, capacity: count) { words in
                // Each word borrowed bit for bit from the box, which outlives the call: not copied
                // (a copy retains), and so never released from here either.
                let raw = UnsafeMutableRawPointer(words.baseAddress!)
                for k in 0 ..< count {
                    (raw + k * MemoryLayout<String>.stride).copyMemory(from: box.words + f.place(ofSaid: k), byteCount: MemoryLayout<String>.size)
                }
                return body(UnsafeBufferPointer(words))
            }
        }
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
        get { box.string(.composedText) ?? withSaidWords { Self.compose($0, droppingRepeatsIn: repeatsDropped) } }
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

    private func list(from start: Int, count: Int32) -> SpokenWordList {
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
        let parts = draft.states.count + draft.nameParts.count + draft.roles.count
        let strings = mask.nonzeroBitCount
        let said = SaidPlaces(of: draft, parts: parts, strings: strings)
        let kept = said.places == nil ? draft.saidWords.count : said.own
        let fields = SpokenStopFields(
            saidPlaces: said.places ?? 0, node: Int32(draft.node), states: Int32(draft.states.count), names: Int32(draft.nameParts.count),
            roles: Int32(draft.roles.count), said: Int32(kept), repeatsFrom: Int32(draft.repeatsDropped.lowerBound),
            repeatsTo: Int32(draft.repeatsDropped.upperBound), exposesCheckedState: draft.exposesCheckedState, disabled: draft.disabled,
            selected: draft.selected, strings: UInt8(mask) | (said.places == nil ? 0 : SpokenStopFields.saysByPlaceBit))
        let box = SpokenStopBox.make(fields, capacity: parts + strings + kept)
        var at = box.words
        // Moved out, and the slots left holding the empty string, which needs no release: the
        // list is then emptied keeping its room, a word at a time (a stop has a few:
        // `removeAll(keepingCapacity:)` cost 200 instructions a list).
        func take(_ list: inout [String], keeping keep: (Int) -> Bool = { _ in true }) {
            let n = list.count
            guard n > 0 else { return }
            list.withUnsafeMutableBufferPointer { slots in
                for k in 0 ..< n where keep(k) {
                    at.moveInitialize(from: slots.baseAddress! + k, count: 1)
                    (slots.baseAddress! + k).initialize(to: "")
                    at += 1
                }
            }
            for _ in 0 ..< n { list.removeLast() }
        }
        take(&draft.states)
        take(&draft.nameParts)
        take(&draft.roles)
        for field in SpokenStopString.allCases { if let value = draft.take(field) { at.initialize(to: value); at += 1 } }
        // The words said by place are released with the list (they are the parts' strings again).
        take(&draft.saidWords) { k in said.places == nil || said.isOwn(k) }
        sendableBox = SendableSpokenStopBox(box: box)
    }

    /// The parts as lists again (for a change to a finished stop).
    package var draft: SpokenStopDraft {
        var draft = SpokenStopDraft(node: node)
        draft.states = Array(stateList)
        draft.nameParts = Array(nameList)
        draft.roles = Array(roleList)
        draft.saidWords = withSaidWords { Array($0) }
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

    /// Equal parts, strings and said words (however each keeps its said words).
    public static func == (a: SpokenStop, b: SpokenStop) -> Bool {
        if a.box === b.box { return true }
        let x = a.box.fields.pointee, y = b.box.fields.pointee
        guard x.node == y.node, x.states == y.states, x.names == y.names, x.roles == y.roles, x.repeatsFrom == y.repeatsFrom,
              x.repeatsTo == y.repeatsTo, x.exposesCheckedState == y.exposesCheckedState, x.disabled == y.disabled,
              x.selected == y.selected, x.stringMask == y.stringMask,
              UnsafeBufferPointer(start: a.box.words, count: x.saidStart).elementsEqual(UnsafeBufferPointer(start: b.box.words, count: y.saidStart))
        else { return false }
        return a.withSaidWords { p in b.withSaidWords { q in p.elementsEqual(q) } }
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

    /// The bits (`String.storageBits`) of the `k`th string the draft has, in `SpokenStopString` order.
    func stringBits(at k: Int) -> (UInt64, UInt64)? {
        var left = k
        for field in SpokenStopString.allCases where has(field) {
            if left == 0 {
                switch field {
                case .hint: return hint.map(\.storageBits)
                case .error: return error.map(\.storageBits)
                case .position: return position.map(\.storageBits)
                case .collection: return collection.map(\.storageBits)
                case .composedText: return composedText.map(\.storageBits)
                }
            }
            left -= 1
        }
        return nil
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

/// A stop's fixed parts (`SpokenStop` holds them boxed). Its words follow them in the box: the
/// states, name parts and roles, counted here, then the optional strings it has
/// (`SpokenStopString`), then the said words it keeps as words.
struct SpokenStopFields: Sendable {
    /// With `saysByPlaceBit` set in `strings`: the said words in order, each as its place among
    /// the box's words, four bits apiece from the lowest, ended by the first 0xF (or after 16).
    var saidPlaces: UInt64
    var node: Int32
    var states: Int32
    var names: Int32
    var roles: Int32
    /// The said words kept as words, after the strings: every one, or those said by place that
    /// are none of the parts or strings (a word the describer adds, "Selected", "Disabled").
    var said: Int32
    var repeatsFrom: Int32
    var repeatsTo: Int32
    var exposesCheckedState: Bool
    var disabled: Bool
    var selected: Bool
    /// Which optional strings the stop has (`SpokenStopString` bits), in that order after the
    /// parts; and `saysByPlaceBit`.
    var strings: UInt8

    static let saysByPlaceBit: UInt8 = 0x80

    var stringMask: Int { Int(strings & ~Self.saysByPlaceBit) }
    var saysByPlace: Bool { strings & Self.saysByPlaceBit != 0 }
    /// Where the strings start: after the parts.
    var stringStart: Int { Int(states) + Int(names) + Int(roles) }
    /// Where the said words kept as words start: after the strings.
    var saidStart: Int { stringStart + stringMask.nonzeroBitCount }
    /// How many strings the box holds.
    var count: Int { saidStart + Int(said) }
    /// How many words are said (by place, or as kept).
    var saidCount: Int {
        guard saysByPlace else { return Int(said) }
        let ends = ~saidPlaces
        // The first nibble that is 0xF (all its bits set): its place in `~saidPlaces` is all zeros.
        for k in 0 ..< 16 where (ends >> (4 * k)) & 0xF == 0 { return k }
        return 16
    }
    /// The place among the box's words of the `k`th said word.
    func place(ofSaid k: Int) -> Int { saysByPlace ? Int((saidPlaces >> (4 * k)) & 0xF) : saidStart + k }
}

/// How a draft's said words are kept: by place among the stop's parts and strings (the same
/// string, compared by its bits: describers say the parts' strings again, they do not make new
/// ones), the rest as words of their own after them; nil `places` when some place is past 14 or
/// more than 16 words are said, and every said word is kept as a word.
struct SaidPlaces {
    private(set) var places: UInt64?
    /// How many said words are kept as words (with `places`).
    private(set) var own = 0
    /// Which said words are kept as words, a bit each (with `places`).
    private var ownBits: UInt16 = 0

    func isOwn(_ k: Int) -> Bool { ownBits & 1 << k != 0 }

    init(of draft: borrowing SpokenStopDraft, parts: Int, strings: Int) {
        let count = draft.saidWords.count
        guard count <= 16, count > 0 else { places = nil; return }
        // Places past 14 cannot be written in four bits.
        let candidates = min(parts + strings, 15)
        var packed = UInt64.max, own = 0, ownBits: UInt16 = 0
        let found = draft.saidWords.withUnsafeBufferPointer { said in
            draft.states.withUnsafeBufferPointer { states in
                draft.nameParts.withUnsafeBufferPointer { names in
                    draft.roles.withUnsafeBufferPointer { roles in
                        // The bits of the part or string at place `p`, in the order the box keeps them.
                        func bits(at p: Int) -> (UInt64, UInt64)? {
                            var q = p
                            if q < states.count { return states[q].storageBits }
                            q -= states.count
                            if q < names.count { return names[q].storageBits }
                            q -= names.count
                            if q < roles.count { return roles[q].storageBits }
                            return draft.stringBits(at: q - roles.count)
                        }
                        // Said words mostly follow the parts' order: each search starts after the last found.
                        var from = 0
                        for k in 0 ..< count {
                            let word = said[k].storageBits
                            var place = -1
                            for step in 0 ..< candidates {
                                let p = from + step < candidates ? from + step : from + step - candidates
                                if let b = bits(at: p), b == word { place = p; break }
                            }
                            if place >= 0 {
                                from = place + 1
                            } else {
                                place = parts + strings + own; own += 1; ownBits |= 1 << k
                                if place >= 15 { return false }
                            }
                            packed = packed & ~(0xF << UInt64(4 * k)) | UInt64(place) << UInt64(4 * k)
                        }
                        return true
                    }
                }
            }
        }
        places = found ? packed : nil
        self.own = own
        self.ownBits = ownBits
    }

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
    /// The parts, the optional strings, then the said words kept as words.
    var words: UnsafeMutablePointer<String> { withUnsafeMutablePointerToElements { $0 } }
    /// How many strings the box holds.
    var count: Int { fields.pointee.count }

    /// A box with `fields` and room for `capacity` strings, none yet initialised: the caller
    /// initialises as many as `fields` counts.
    static func make(_ fields: SpokenStopFields, capacity: Int) -> SpokenStopBox {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in fields }, to: SpokenStopBox.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { fields, words in
            words.deinitialize(count: fields.pointee.count)
        }
    }

    @inline(__always) func string(_ field: SpokenStopString) -> String? {
        PackedStrings.string(Int(field.bit), in: fields.pointee.stringMask, at: words + fields.pointee.stringStart)
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
