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
            case toolNotFound, noDevice, deviceOffline, deviceUnauthorized, moreThanOneDevice, deviceNotFound
            case commandFailed, notADump, notAPNG, fileExists, cannotWrite
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

    /// `NAME.xml` (or `NAME.json`, idb's) and `NAME.png` for a name given with or without an extension.
    public static func destinations(for name: String, dumpExtension: String = "xml") -> Saved {
        var base = name
        for suffix in [".xml", ".json", ".png"] where base.lowercased().hasSuffix(suffix) { base.removeLast(suffix.count) }
        return Saved(dump: URL(fileURLWithPath: base + "." + dumpExtension), screenshot: URL(fileURLWithPath: base + ".png"))
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
        try Self.locate(adb, environment: environment, sdkFolders: true,
                        missing: "install Android SDK platform-tools (Debian: apt-get install adb)")
    }

    /// An executable by path, or by name on `PATH` (and in `$ANDROID_HOME/platform-tools` for adb).
    static func locate(_ tool: String, environment: [String: String]?, sdkFolders: Bool = false, missing: String) throws -> URL {
        let env = environment ?? ProcessInfo.processInfo.environment
        if tool.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: tool) else {
                throw Failure(kind: .toolNotFound, message: "\(tool) not found: \(missing)")
            }
            return URL(fileURLWithPath: tool)
        }
        var folders = (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        if sdkFolders {
            for sdk in [env["ANDROID_HOME"], env["ANDROID_SDK_ROOT"]].compactMap({ $0 }) { folders.append(sdk + "/platform-tools") }
        }
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(kind: .toolNotFound, message: "\(tool) not found on PATH\(sdkFolders ? " or in $ANDROID_HOME/platform-tools" : ""): \(missing)")
    }

    /// Runs `adb [-s serial] arguments`; its standard output, or a ``Failure`` from what it said.
    func run(_ executable: URL, _ arguments: [String]) throws -> Data {
        let fullArguments = (serial.map { ["-s", $0] } ?? []) + arguments
        let result = try Self.execute(executable, fullArguments, environment: environment)
        // adb exec-out passes the device command's exit status on only in newer versions: its
        // own errors are recognised by their words as well.
        if let failure = Self.failure(stderr: result.stderr, status: result.status, command: "adb \(fullArguments.joined(separator: " "))", serial: serial) {
            throw failure
        }
        return result.stdout
    }

    /// Runs a program to its end: its exit status, standard output and standard error.
    static func execute(_ executable: URL, _ arguments: [String], environment: [String: String]?) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(kind: .toolNotFound, message: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        // stderr on its own thread: a full pipe would block the program while stdout is read.
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
        return (process.terminationStatus, output, String(decoding: errorBox.data, as: UTF8.self))
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
            return Failure(kind: .commandFailed, message: "\(command) failed (exit \(status))\(said.isEmpty ? "" : ": \(said)")")
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

/// A capture from a booted iOS simulator on a Mac (`a11ylint capture --simulator`): the
/// accessibility tree from idb (`idb ui describe-all --json`, which a11ylint reads as the `idb`
/// format) and a screenshot from `xcrun simctl io booted screenshot`, saved as `NAME.json` and
/// `NAME.png`. `xcrun simctl` alone has no command that prints the accessibility tree.
///
/// Built and tested on Linux against stand-in `idb` and `xcrun` programs only: the words of
/// their real errors beyond simctl's "No devices are booted." are passed on as they come.
public struct SimulatorCapture: Sendable {
    /// `--udid` for idb and the device for simctl; nil: the booted simulator.
    public var udid: String?
    public var idb: String
    public var xcrun: String
    public var environment: [String: String]?

    public init(udid: String? = nil, idb: String = "idb", xcrun: String = "xcrun", environment: [String: String]? = nil) {
        self.udid = udid
        self.idb = idb
        self.xcrun = xcrun
        self.environment = environment
    }

    public func capture() throws -> DeviceCapture.Capture {
        let idbURL = try DeviceCapture.locate(idb, environment: environment, missing: "install idb (pip install fb-idb, and brew install facebook/fb/idb-companion)")
        let xcrunURL = try DeviceCapture.locate(xcrun, environment: environment, missing: "iOS simulators are captured on a Mac with Xcode")
        let describe = ["ui", "describe-all", "--json"] + (udid.map { ["--udid", $0] } ?? [])
        let dump = try run(idbURL, describe, name: "idb").stdout
        guard dump.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "[") else {
            let said = String(decoding: dump.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DeviceCapture.Failure(kind: .notADump, message: "idb \(describe.joined(separator: " ")) printed no JSON list of elements (\(said.isEmpty ? "nothing" : "“\(said)”"))")
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-screenshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: temporary) }
        _ = try run(xcrunURL, ["simctl", "io", udid ?? "booted", "screenshot", temporary.path], name: "xcrun")
        let screenshot = (try? Data(contentsOf: temporary)) ?? Data()
        guard screenshot.starts(with: DeviceCapture.pngSignature) else {
            throw DeviceCapture.Failure(kind: .notAPNG, message: "xcrun simctl io \(udid ?? "booted") screenshot wrote \(screenshot.count) bytes that are not a PNG")
        }
        return DeviceCapture.Capture(dump: dump, screenshot: screenshot)
    }

    func run(_ executable: URL, _ arguments: [String], name: String) throws -> (status: Int32, stdout: Data, stderr: String) {
        let result = try DeviceCapture.execute(executable, arguments, environment: environment)
        let command = "\(name) \(arguments.joined(separator: " "))"
        if result.stderr.contains("No devices are booted") || result.stderr.contains("No booted simulator") {
            throw DeviceCapture.Failure(kind: .noDevice, message: "no iOS simulator is booted (\(command)): boot one (open Simulator, or xcrun simctl boot NAME), or name one with --udid")
        }
        if result.status != 0 {
            let said = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw DeviceCapture.Failure(kind: .commandFailed, message: "\(command) failed (exit \(result.status))\(said.isEmpty ? "" : ": \(said)")")
        }
        return result
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
