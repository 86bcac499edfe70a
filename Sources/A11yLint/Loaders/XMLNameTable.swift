/// Element and attribute names interned for one `XMLScanner` run, as libxml2's dictionary does:
/// each distinct name is copied once, NUL-terminated, into blocks that never move, so the same
/// name always arrives at the same address and handlers can cache by pointer (`XMLName`).
///
/// Bounded: past `limit` distinct names (hostile input only; a dump has a few dozen) `intern`
/// returns nil and the scanner declines, leaving the document to libxml2.
struct XMLNameTable {
    static let limit = 4096
    static let maxLength = 1000
    private static let slotCount = 8192 // a power of two, twice `limit`
    private static let blockSize = 64 * 1024

    private struct Slot {
        var hash: UInt32
        var id: Int32 // -1: empty
    }

    private let slots: UnsafeMutablePointer<Slot>
    /// By id: the interned name, its length, and the last start tag it was an attribute of
    /// (duplicate attributes are found in one compare, not libxml2's pairwise loop).
    private let names: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    private let lengths: UnsafeMutablePointer<Int>
    let stamps: UnsafeMutablePointer<Int>
    private var blocks: [UnsafeMutablePointer<UInt8>] = []
    private var free: UnsafeMutablePointer<UInt8>?
    private var freeCount = 0
    private(set) var count = 0

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(hash: 0, id: -1), count: Self.slotCount)
        names = .allocate(capacity: Self.limit)
        lengths = .allocate(capacity: Self.limit)
        stamps = .allocate(capacity: Self.limit)
        stamps.initialize(repeating: -1, count: Self.limit)
    }

    func deallocate() {
        slots.deallocate()
        names.deallocate()
        lengths.deallocate()
        stamps.deallocate()
        for block in blocks { block.deallocate() }
    }

    func name(_ id: Int) -> UnsafeMutablePointer<UInt8> { names[id] }
    func length(_ id: Int) -> Int { lengths[id] }

    /// FNV-1a, one byte at a time, as the scanner reads a name.
    @inline(__always)
    static func hash(_ h: UInt32, _ byte: UInt8) -> UInt32 { (h ^ UInt32(byte)) &* 16_777_619 }
    static let hashSeed: UInt32 = 2_166_136_261

    /// The id of the name `bytes[0 ..< length]` (whose hash is `hash`), interning it first; nil
    /// when the table is full.
    @inline(__always)
    mutating func intern(_ bytes: UnsafePointer<UInt8>, length: Int, hash: UInt32) -> Int? {
        var slot = Int(hash) & (Self.slotCount - 1)
        while true {
            let entry = slots[slot]
            if entry.id < 0 { break }
            if entry.hash == hash {
                let id = Int(entry.id)
                if lengths[id] == length, memcmp(names[id], bytes, length) == 0 { return id }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        guard count < Self.limit, length <= Self.maxLength else { return nil }
        if freeCount < length + 1 {
            let block = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.blockSize)
            blocks.append(block)
            free = block
            freeCount = Self.blockSize
        }
        let copy = free!
        copy.initialize(from: bytes, count: length)
        copy[length] = 0
        free = copy + length + 1
        freeCount -= length + 1
        let id = count
        names[id] = copy
        lengths[id] = length
        slots[slot] = Slot(hash: hash, id: Int32(id))
        count += 1
        return id
    }
}

import Foundation
