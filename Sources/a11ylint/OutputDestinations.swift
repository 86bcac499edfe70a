import A11yLint
import ArgumentParser
import Foundation

/// Where a run writes (reports, a baseline, a converted dump), checked before anything is
/// written: a destination that is one of the run's inputs, named twice, or not writable stops
/// the run with exit 2 and every file untouched. Writing keeps links and special files: a
/// symlink or `/dev/stdout` is written through, never replaced by a new file.
struct OutputDestinations {
    struct Destination { var path: String; var what: String }
    private(set) var destinations: [Destination] = []

    mutating func add(_ path: String?, _ what: String) {
        if let path { destinations.append(Destination(path: path, what: what)) }
    }

    /// Identity of an existing file (device and inode), so `./a.xml`, `a.xml` and a link to it match.
    static func identity(_ path: String) -> (UInt64, UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    static func isRegularFileOrMissing(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// Throws a ValidationError (exit 2) naming the first problem; writes nothing.
    func check(inputs: [String]) throws {
        var inputIDs: [String: String] = [:] // "dev:ino" → input path
        for input in inputs {
            if let (dev, ino) = Self.identity(input) { inputIDs["\(dev):\(ino)"] = input }
        }
        var seen: [String: Destination] = [:]
        for d in destinations {
            let key: String
            if let (dev, ino) = Self.identity(d.path) {
                // Standard output and other special files may be named more than once, and may be an input's terminal.
                guard Self.isRegularFileOrMissing(d.path) else { continue }
                key = "\(dev):\(ino)"
                if let input = inputIDs[key] {
                    throw ValidationError("\(d.what) \(d.path) is the input file \(input): refusing to overwrite an input (choose another file)")
                }
            } else {
                key = URL(fileURLWithPath: d.path).standardizedFileURL.path
            }
            if let other = seen[key] {
                throw ValidationError("\(d.what) \(d.path) and \(other.what) \(other.path) are the same file: give each output its own file")
            }
            seen[key] = d
            try Self.checkWritable(d)
        }
    }

    static func checkWritable(_ d: Destination) throws {
        var info = stat()
        if stat(d.path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw ValidationError("cannot write \(d.what) \(d.path): it is a folder") }
            if access(d.path, W_OK) != 0 { throw ValidationError("cannot write \(d.what) \(d.path): \(FileBytes.describeErrno(errno))") }
            if info.st_mode & S_IFMT == S_IFREG {
                // Replaced atomically unless it is a link: the folder must take a new file too.
                let folder = URL(fileURLWithPath: d.path).deletingLastPathComponent().path
                if !isSymlink(d.path), access(folder, W_OK | X_OK) != 0 {
                    throw ValidationError("cannot write \(d.what) \(d.path): its folder \(folder) is not writable")
                }
            }
            return
        }
        let folder = URL(fileURLWithPath: d.path).deletingLastPathComponent().path
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw ValidationError("cannot write \(d.what) \(d.path): the folder \(folder) does not exist")
        }
        if access(folder, W_OK | X_OK) != 0 {
            throw ValidationError("cannot write \(d.what) \(d.path): the folder \(folder) is not writable")
        }
    }

    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Writes a report's chunk to standard output from the array's own memory: `Data(chunk)`
    /// copied it first (a dense screen's 27 MB checklist copied once more on its way out).
    static func writeToStandardOutput(_ chunk: [UInt8]) {
        chunk.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
        }
    }

    /// Writes `bytes` to `path`. A regular file that is not a link is replaced atomically (a
    /// reader never sees half a report: written beside it, then renamed over it); a link,
    /// `/dev/stdout`, a FIFO or a device is opened and written through, so the link and what it
    /// points at stay in place. Errors name the cause from errno, not Foundation's codes.
    static func write(_ bytes: some Collection<UInt8>, to path: String, what: String) throws {
        var info = stat()
        let exists = stat(path, &info) == 0
        let data = Array(bytes)
        if !exists || (info.st_mode & S_IFMT == S_IFREG && !isSymlink(path)) {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var template = Array("\(folder)/.a11ylint-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                throw failure("cannot write \(what) \(path): cannot create a file in \(folder) (\(FileBytes.describeErrno(errno)))")
            }
            // The name mkstemp wrote, read from its C string (the array initialiser is deprecated).
            let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            do {
                try writeAll(data, to: fd, what: what, path: path)
                if exists { _ = fchmod(fd, info.st_mode & 0o7777) } else { let mask = umask(0); umask(mask); _ = fchmod(fd, 0o666 & ~mask) }
                close(fd)
                guard rename(temporary, path) == 0 else { throw failure("cannot write \(what) \(path): \(FileBytes.describeErrno(errno))") }
            } catch {
                close(fd)
                unlink(temporary)
                throw error
            }
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure("cannot write \(what) \(path): \(FileBytes.describeErrno(errno))") }
        defer { close(fd) }
        try writeAll(data, to: fd, what: what, path: path)
    }

    private static func writeAll(_ data: [UInt8], to fd: Int32, what: String, path: String) throws {
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, data.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure("cannot write \(what) \(path): \(FileBytes.describeErrno(errno))")
            }
            written += n
        }
    }

    /// A write that failed after the run: said on stderr without the usage text, exit 2.
    static func failure(_ message: String) -> Error {
        FileHandle.standardError.write(Data("a11ylint: \(message)\n".utf8))
        return ExitCode(2)
    }
}
