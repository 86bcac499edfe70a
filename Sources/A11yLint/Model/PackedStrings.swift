/// Optional strings kept packed after a box's head: a bit mask names which fields are present, and
/// the strings follow in field order, only those present (`NodeStorage`, and FocusModel's
/// `SpokenStopBox`). The rules of reading and changing them live here once; each box says how it
/// is made its own and given room (`room(setting:clearing:in:)`, then `set`).
///
/// Non-generic, over the strings' pointer and the mask as an `Int`: a generic form over the two
/// box types was not specialised across modules (witness tables on every set: +4% instructions).
@usableFromInline package enum PackedStrings {
    /// The position among the packed strings of the field with `bit`.
    @inlinable @inline(__always) package static func index(of bit: Int, in mask: Int) -> Int { (mask & (bit &- 1)).nonzeroBitCount }

    /// The string of the field with `bit`, or nil when the mask says it is absent.
    @inlinable @inline(__always) package static func string(_ bit: Int, in mask: Int, at strings: UnsafeMutablePointer<String>) -> String? {
        mask & bit != 0 ? strings[index(of: bit, in: mask)] : nil
    }

    /// How many strings the box needs room for to set the field with `bit` (to nil when
    /// `clearing`); nil when nothing changes (an absent field set to nil). The caller then makes the
    /// box its own with that room (copying it when it is shared or too small) and calls `set`.
    @inlinable @inline(__always) package static func room(setting bit: Int, clearing: Bool, in mask: Int) -> Int? {
        let count = mask.nonzeroBitCount, present = mask & bit != 0
        if clearing { return present ? count : nil }
        return present ? count : count + 1
    }

    /// Sets the field with `bit` to `value` in a box of the caller's alone with the room `room`
    /// asked for, and returns the new mask. The value is taken, not borrowed: it moves into the box.
    @inlinable @inline(__always) package static func set(_ value: consuming String?, bit: Int, in mask: Int,
                                              at strings: UnsafeMutablePointer<String>) -> Int {
        let index = index(of: bit, in: mask), count = mask.nonzeroBitCount
        let present = mask & bit != 0
        guard value != nil else {
            guard present else { return mask }
            (strings + index).deinitialize(count: 1)
            (strings + index).moveInitialize(from: strings + index + 1, count: count - index - 1)
            return mask & ~bit
        }
        // Moved out of the optional, not copied: retained once, by the box.
        let value = (consume value)!
        if present {
            strings[index] = value
            return mask
        }
        (strings + index + 1).moveInitialize(from: strings + index, count: count - index)
        (strings + index).initialize(to: value)
        return mask | bit
    }
}
