import Foundation

/// A capture from a connected Android device or emulator through `adb` (`a11ylint capture`): the
/// accessibility tree (`adb exec-out uiautomator dump /dev/tty`) and a screenshot
/// (`adb exec-out screencap -p`), saved side by side as `NAME.xml` and `NAME.png`.
///
/// adb's own failures (no device, offline, unauthorised, more than one, a serial that is not
/// connected, adb missing) become a ``DeviceCapture/Failure`` that says what to do; nothing is
/// saved then. The same names are never overwritten unless `force` is set, and both are checked
/// before anything is written.
public struct DeviceCapture: Sendable {
    /// The adb executable: a path, or a name looked up on `PATH` (then in `$ANDROID_HOME/platform-tools`).
    public var adb: String
    /// `adb -s SERIAL`: which device, when more than one is connected.
    public var serial: String?
    /// The environment adb runs with (nil: this process's).
    public var environment: [String: String]?

    public init(adb: String = "adb", serial: String? = nil, environment: [String: String]? = nil) {
        self.adb = adb
        self.serial = serial
        self.environment = environment
    }

    /// What a capture brought back.
    public struct Capture: Sendable, Equatable {
        /// The uiautomator dump, with the `UI hierchary dumped to: /dev/tty` line uiautomator
        /// prints after `</hierarchy>` removed, so the saved file is well-formed XML.
        public var dump: Data
        /// The screenshot, PNG.
        public var screenshot: Data
    }

    /// Where a capture was saved.
    public struct Saved: Sendable, Equatable {
        public var dump: URL
        public var screenshot: URL
    }

    /// A capture that could not be made or saved, in words a user can act on.
    public struct Failure: Error, CustomStringConvertible, Equatable, Sendable {
        public enum Kind: String, Sendable {
            case adbNotFound, noDevice, deviceOffline, deviceUnauthorized, moreThanOneDevice, deviceNotFound
            case adbFailed, notADump, notAPNG, fileExists, cannotWrite
        }
        public var kind: Kind
        public var message: String
        public var description: String { message }
    }

    /// Runs both adb commands and returns what they printed.
    public func capture() throws -> Capture {
        let executable = try locateADB()
        let dumpOutput = try run(executable, ["exec-out", "uiautomator", "dump", "/dev/tty"])
        let dump = Self.removingTTYTrailer(dumpOutput)
        guard Self.looksLikeDump(dump) else {
            let said = String(decoding: dumpOutput.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(kind: .notADump, message: "adb exec-out uiautomator dump printed no <hierarchy> (\(said.isEmpty ? "nothing" : "“\(said)”")): is the screen on and unlocked, and the app idle? (uiautomator cannot dump while an animation runs)")
        }
        let screenshot = try run(executable, ["exec-out", "screencap", "-p"])
        guard screenshot.starts(with: Self.pngSignature) else {
            throw Failure(kind: .notAPNG, message: "adb exec-out screencap -p printed \(screenshot.count) bytes that are not a PNG")
        }
        return Capture(dump: dump, screenshot: screenshot)
    }

    /// `NAME.xml` and `NAME.png` for a name given with or without `.xml`.
    public static func destinations(for name: String) -> Saved {
        var base = name
        for suffix in [".xml", ".png"] where base.lowercased().hasSuffix(suffix) { base.removeLast(suffix.count) }
        return Saved(dump: URL(fileURLWithPath: base + ".xml"), screenshot: URL(fileURLWithPath: base + ".png"))
    }

    /// Refuses existing files (unless `force`) before anything is captured or written.
    public static func checkDestinations(_ saved: Saved, force: Bool) throws {
        guard !force else { return }
        let existing = [saved.dump, saved.screenshot].filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty {
            throw Failure(kind: .fileExists, message: "\(existing.map(\.path).joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); choose another name or pass --force to overwrite")
        }
    }

    /// Writes the capture (creating the folder if needed).
    public static func save(_ capture: Capture, to saved: Saved, force: Bool) throws {
        try checkDestinations(saved, force: force)
        do {
            try FileManager.default.createDirectory(at: saved.dump.deletingLastPathComponent(), withIntermediateDirectories: true)
            try capture.dump.write(to: saved.dump, options: .atomic)
            try capture.screenshot.write(to: saved.screenshot, options: .atomic)
        } catch {
            throw Failure(kind: .cannotWrite, message: "cannot write \(saved.dump.path) and \(saved.screenshot.path): \(error.localizedDescription)")
        }
    }

    // MARK: adb

    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    func locateADB() throws -> URL {
        let env = environment ?? ProcessInfo.processInfo.environment
        if adb.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: adb) else {
                throw Failure(kind: .adbNotFound, message: "adb not found at \(adb)")
            }
            return URL(fileURLWithPath: adb)
        }
        var folders = (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for sdk in [env["ANDROID_HOME"], env["ANDROID_SDK_ROOT"]].compactMap({ $0 }) { folders.append(sdk + "/platform-tools") }
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(adb)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(kind: .adbNotFound, message: "\(adb) not found on PATH or in $ANDROID_HOME/platform-tools: install Android SDK platform-tools (Debian: apt-get install adb)")
    }

    /// Runs `adb [-s serial] arguments`; its standard output, or a ``Failure`` from what it said.
    func run(_ executable: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = (serial.map { ["-s", $0] } ?? []) + arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(kind: .adbNotFound, message: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        // stderr on its own thread: a full pipe would block adb while stdout is read.
        let errorBox = DataBox()
        let errorHandle = err.fileHandleForReading
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errorBox.data = errorHandle.readDataToEndOfFile()
            reading.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        let said = String(decoding: errorBox.data, as: UTF8.self)
        let command = "adb \(process.arguments!.joined(separator: " "))"
        // adb exec-out passes the device command's exit status on only in newer versions: its
        // own errors are recognised by their words as well.
        if let failure = Self.failure(stderr: said, status: process.terminationStatus, command: command, serial: serial) {
            throw failure
        }
        return output
    }

    /// adb's error for a missing, offline or unauthorised device, as older versions
    /// (`error: device offline`) and newer ones (`adb: device offline`, `adb.exe: …`) word it.
    package static func failure(stderr: String, status: Int32, command: String, serial: String?) -> Failure? {
        let text = stderr.lowercased()
        let device = serial.map { "device \($0)" } ?? "the device"
        if text.contains("no devices/emulators found") || text.contains("no devices found") {
            return Failure(kind: .noDevice, message: "no Android device or emulator is connected (\(command): “no devices/emulators found”): connect one with USB debugging on, or start an emulator; `adb devices` lists them")
        }
        if text.contains("device unauthorized") {
            return Failure(kind: .deviceUnauthorized, message: "\(device) has not authorised this computer (\(command): “device unauthorized”): unlock it and accept the “Allow USB debugging?” prompt, then try again")
        }
        if text.contains("device offline") {
            return Failure(kind: .deviceOffline, message: "\(device) is offline (\(command): “device offline”): reconnect it, or restart adb with `adb kill-server`, then try again")
        }
        if text.contains("more than one device") {
            return Failure(kind: .moreThanOneDevice, message: "more than one device or emulator is connected: choose one with --serial (`adb devices` lists their serials)")
        }
        if let serial, text.contains("device '\(serial.lowercased())' not found") || text.contains("device \(serial.lowercased()) not found") {
            return Failure(kind: .deviceNotFound, message: "no device \(serial) is connected (`adb devices` lists the serials)")
        }
        if status != 0 {
            let said = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return Failure(kind: .adbFailed, message: "\(command) failed (exit \(status))\(said.isEmpty ? "" : ": \(said)")")
        }
        return nil
    }

    // MARK: The dump

    static func looksLikeDump(_ data: Data) -> Bool {
        data.range(of: Data("<hierarchy".utf8)) != nil
    }

    /// Cuts whatever follows `</hierarchy>` when it is uiautomator's own line
    /// (`UI hierchary dumped to: /dev/tty`, misspelt as uiautomator spells it) and blanks.
    package static func removingTTYTrailer(_ data: Data) -> Data {
        let close = Data("</hierarchy>".utf8)
        guard let end = data.range(of: close, options: .backwards) else { return data }
        let rest = String(decoding: data[end.upperBound...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard rest.isEmpty || rest.hasPrefix("UI hierchary dumped to") || rest.hasPrefix("UI hierarchy dumped to") else { return data }
        return data[..<end.upperBound] + Data("\n".utf8)
    }
}

/// stderr read on another thread, handed back once.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    var data: Data {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
