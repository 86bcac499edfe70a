/// Bytes written in place into one growing allocation, never a `String` per piece: the JSON
/// writer's output (`JSONOutput`) and a check's message text (`TargetSize`'s `MessageText`) are
/// both made this way, a literal or a string's bytes copied in, and decoded once when done.
@usableFromInline package struct ByteBuffer: ~Copyable {
    @usableFromInline package var base: UnsafeMutablePointer<UInt8>
    @usableFromInline package var count = 0
    @usableFromInline package var capacity: Int

    @inlinable package init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inlinable package mutating func append(_ bytes: UnsafePointer<UInt8>, _ n: Int) {
        if n > capacity - count { grow(to: count + n) }
        (base + count).update(from: bytes, count: n)
        count += n
    }

    @inlinable package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// A literal's bytes, with no String made.
    @inlinable package mutating func append(_ literal: StaticString) { append(literal.utf8Start, literal.utf8CodeUnitCount) }

    /// A String's bytes (named apart from the literal's, which a literal would otherwise resolve
    /// to this one: a String made and read per piece).
    @inlinable package mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let start = utf8.baseAddress { append(start, utf8.count) }
        }
    }

    /// Room for `n` more bytes, so a caller can write them at `base + count` itself.
    @inlinable package mutating func reserve(_ n: Int) {
        if n > capacity - count { grow(to: count + n) }
    }

    /// At least twice the room (or what is needed), the bytes moved over.
    @usableFromInline package mutating func grow(to needed: Int) {
        let larger = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// The bytes written, as an array.
    @inlinable package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written, decoded as UTF-8.
    @inlinable package var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
