import Foundation
import A11yLintModel

/// Reads an untrusted input file into memory with plain `read(2)`.
///
/// Never memory-mapped: a mapped file that shrinks while it is parsed raises SIGBUS inside
/// libxml2 and kills the whole batch. Read into our own buffer, a shrinking file is only a short
/// read, and the parse that follows reports the truncated content. Errors name what the path is
/// (a folder, a device, a FIFO without data) instead of Foundation's "NSCocoaErrorDomain" texts.
public enum FileBytes {
    /// Reads at most `limit` bytes; more is an error. FIFOs (e.g. `<(adb shell …)`) are read to
    /// their end; devices are refused, since `/dev/zero` would never end.
    public static func read(path: String, limit: Int, what: String = "file") throws(InputError) -> Data {
        let file = try InputFile(path: path, limit: limit, what: what)
        let (pointer, count) = try file.readAll()
        // The buffer is handed over as it is: no zero-filled allocation, no copy.
        return Data(bytesNoCopy: pointer, count: count, deallocator: .free)
    }

    public static func describeErrno(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder, not a file"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }
}

/// An input file opened for reading (`FileBytes`' rules): a regular file or a FIFO, refused when
/// larger than the limit, read with `read(2)` into buffers the caller owns (never mapped), and
/// checked at its end for having shrunk while read. `DumpReader` streams XML dumps from it in
/// chunks, so a large dump is never held whole in memory.
final class InputFile {
    let fd: Int32
    let limit: Int
    let what: String
    let isRegular: Bool
    /// The size `fstat` gave for a regular file; 0 for a FIFO.
    let size: Int
    /// Bytes read so far.
    private(set) var total = 0

    init(path: String, limit: Int, what: String) throws(InputError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError("cannot read \(what): \(FileBytes.describeErrno(errno))") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw InputError("cannot read \(what): \(FileBytes.describeErrno(code))")
        }
        let kind = info.st_mode & S_IFMT
        var refusal: String?
        switch kind {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: refusal = "\(what) is a folder, not a file"
        case S_IFCHR, S_IFBLK: refusal = "\(what) is a device, not a regular file; a11ylint reads dumps from files or pipes"
        case S_IFSOCK: refusal = "\(what) is a socket, not a regular file"
        default: refusal = "\(what) is not a regular file"
        }
        if let refusal { close(fd); throw InputError(refusal) }
        // Opened non-blocking so a FIFO without a writer does not hang the open; reads block again.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if kind == S_IFREG, Int(info.st_size) > limit {
            close(fd)
            throw InputError("\(what) is \(info.st_size) bytes; a11ylint reads up to \(limit) bytes")
        }
        self.fd = fd
        self.limit = limit
        self.what = what
        isRegular = kind == S_IFREG
        size = isRegular ? max(Int(info.st_size), 0) : 0
    }

    deinit { close(fd) }

    /// Back to the start of a regular file, to read it again (`XMLFileChunks.rewind`).
    func rewind() throws(InputError) {
        guard isRegular, lseek(fd, 0, SEEK_SET) == 0 else { throw InputError("cannot read \(what) again: \(FileBytes.describeErrno(errno))") }
        total = 0
    }

    /// Reads until `count` bytes are in `buffer` or the file ends; returns how many were read.
    /// More than `limit` bytes in all is an error.
    func fill(_ buffer: UnsafeMutableRawPointer, count: Int) throws(InputError) -> Int {
        var filled = 0
        while filled < count {
            let n = Foundation.read(fd, buffer + filled, count - filled)
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read \(what): \(FileBytes.describeErrno(errno))")
            }
            if n == 0 { break }
            filled += n
            total += n
            if total > limit { throw tooLarge }
        }
        return filled
    }

    private var tooLarge: InputError { InputError("\(what) is larger than \(limit) bytes; a11ylint reads up to \(limit) bytes") }

    /// Once the end is reached: a regular file that gave fewer bytes than its size shrank while read.
    func checkEnd() throws(InputError) {
        if total > limit { throw tooLarge }
        if isRegular, total < size {
            throw InputError("\(what) shrank while it was read (\(total) of \(size) bytes): was it still being written?")
        }
    }

    /// The rest of the file in one `malloc`ed buffer (the caller frees it), after `prefix` bytes
    /// already read: sized from `fstat` for a regular file (one byte more, to see the end without
    /// another allocation), doubled as needed for a FIFO or a growing file. Not zero-filled.
    func readAll(prefix: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)) throws(InputError) -> (UnsafeMutableRawPointer, Int) {
        var capacity = max(isRegular ? size : 64 * 1024, prefix.count) + 1
        guard var buffer = malloc(capacity) else { throw InputError("cannot read \(what): out of memory") }
        var filled = prefix.count
        if let base = prefix.baseAddress, prefix.count > 0 { buffer.copyMemory(from: base, byteCount: prefix.count) }
        do throws(InputError) {
            while true {
                if filled == capacity {
                    guard capacity <= limit else { throw tooLarge }
                    capacity = min(capacity * 2, limit + 1)
                    guard let grown = realloc(buffer, capacity) else { throw InputError("cannot read \(what): out of memory") }
                    buffer = grown
                }
                let n = try fill(buffer + filled, count: capacity - filled)
                filled += n
                if filled < capacity { break }
            }
            try checkEnd()
        } catch {
            free(buffer)
            throw error
        }
        return (buffer, filled)
    }
}

/// A file read as `XMLEventParser` chunks: each is read in full (or to the end) before it is
/// handed over, and the next is read ahead so the last one is known as last, exactly as chunks of
/// the same bytes in memory. Two chunk buffers in all, whatever the file's size.
struct XMLFileChunks: XMLChunkSource {
    let file: InputFile
    private let buffers: UnsafeMutableRawPointer
    private var current: Int
    private var currentCount: Int
    private var ahead: Int
    private var aheadCount: Int

    /// `first` already holds the file's first chunk, full.
    init(file: InputFile, first: UnsafeRawBufferPointer) {
        let size = XMLEventParser.chunkSize
        self.file = file
        buffers = .allocate(byteCount: 2 * size, alignment: 16)
        buffers.copyMemory(from: first.baseAddress!, byteCount: first.count)
        current = 0
        currentCount = first.count
        ahead = size
        aheadCount = -1
    }

    func deallocate() { buffers.deallocate() }

    var canRewind: Bool { file.isRegular }

    /// Reads the file again from its start, its first chunk in full as `init` had it.
    mutating func rewind() throws(InputError) {
        try file.rewind()
        current = 0
        currentCount = try file.fill(buffers, count: XMLEventParser.chunkSize)
        ahead = XMLEventParser.chunkSize
        aheadCount = -1
    }

    mutating func next() throws(InputError) -> (chunk: UnsafeRawBufferPointer, last: Bool) {
        let size = XMLEventParser.chunkSize
        if aheadCount >= 0 {
            // Hand over the chunk read ahead; its buffer becomes the next read-ahead's.
            swap(&current, &ahead)
            currentCount = aheadCount
        }
        aheadCount = currentCount < size ? 0 : try file.fill(buffers + ahead, count: size)
        let last = aheadCount == 0
        if last { try file.checkEnd() }
        return (UnsafeRawBufferPointer(start: buffers + current, count: currentCount), last)
    }
}
