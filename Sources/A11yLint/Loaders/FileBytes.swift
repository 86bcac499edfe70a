import Foundation

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
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError("cannot read \(what): \(describeErrno(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputError("cannot read \(what): \(describeErrno(errno))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw InputError("\(what) is a folder, not a file")
        case S_IFCHR, S_IFBLK: throw InputError("\(what) is a device, not a regular file; a11ylint reads dumps from files or pipes")
        case S_IFSOCK: throw InputError("\(what) is a socket, not a regular file")
        default: throw InputError("\(what) is not a regular file")
        }
        // Opened non-blocking so a FIFO without a writer does not hang the open; reads block again.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
            throw InputError("\(what) is \(info.st_size) bytes; a11ylint reads up to \(limit) bytes")
        }
        let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 64 * 1024
        var data = Data(count: max(expected, 0) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= limit else { throw InputError("\(what) is larger than \(limit) bytes; a11ylint reads up to \(limit) bytes") }
                data.count = min(data.count * 2, limit + 1)
            }
            let room = data.count - filled
            let n = data.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress! + filled, room)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read \(what): \(describeErrno(errno))")
            }
            if n == 0 { break }
            filled += n
        }
        if filled > limit { throw InputError("\(what) is larger than \(limit) bytes; a11ylint reads up to \(limit) bytes") }
        if info.st_mode & S_IFMT == S_IFREG, filled < Int(info.st_size) {
            throw InputError("\(what) shrank while it was read (\(filled) of \(info.st_size) bytes): was it still being written?")
        }
        data.count = filled
        return data
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
