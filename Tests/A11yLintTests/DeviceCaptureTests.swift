import A11yLint
import Foundation
import Testing

/// `a11ylint capture` against a fake `adb` on PATH that replays a recorded
/// `adb exec-out uiautomator dump /dev/tty` (with uiautomator's trailer line) and a PNG, or adb's
/// own words for a device that is missing, offline, unauthorised or ambiguous.
@Suite struct DeviceCaptureTests {
    static let recordedDump = Repo.fixtures.appendingPathComponent("captures/uiautomator-dump-to-tty-trailer.xml")
    static let recordedPNG = Repo.fixtures.appendingPathComponent("captures/screencap-2x2.png")

    /// What the fake adb does; its stderr lines are adb's (older `error: …`, newer `adb: …`).
    static let fakeADB = """
    #!/bin/sh
    echo "$*" >> "$FAKE_ADB_LOG"
    case "$FAKE_ADB_MODE" in
      offline) echo "error: device offline" >&2; exit 1 ;;
      offline-new) echo "adb: device offline" >&2; exit 1 ;;
      unauthorized) printf "error: device unauthorized.\\nThis adb server's \\$ADB_VENDOR_KEYS is not set\\nTry 'adb kill-server' if that seems wrong.\\nOtherwise check for a confirmation dialog on your device.\\n" >&2; exit 1 ;;
      none) echo "adb: no devices/emulators found" >&2; exit 1 ;;
      several) echo "error: more than one device/emulator" >&2; exit 1 ;;
      idle) echo "ERROR: could not get idle state."; exit 0 ;;
    esac
    if [ "$1" = "-s" ]; then
      if [ "$2" != "emulator-5554" ]; then echo "adb: device '$2' not found" >&2; exit 1; fi
      shift 2
    fi
    case "$*" in
      "exec-out uiautomator dump /dev/tty") cat "$FAKE_ADB_DUMP" ;;
      "exec-out screencap -p") cat "$FAKE_ADB_PNG" ;;
      *) echo "fake adb: unexpected arguments: $*" >&2; exit 1 ;;
    esac
    """

    static let recordedIdb = Repo.fixtures.appendingPathComponent("idb/toggle-switch/fail-label-separate-swipe.json")

    /// Stand-ins for idb (`ui describe-all --json` prints a recorded `idb ui describe-all --json`, flat as it prints it) and xcrun
    /// (`simctl io booted screenshot FILE` writes the PNG), or their failures.
    static let fakeIdb = """
    #!/bin/sh
    echo "idb $*" >> "$FAKE_ADB_LOG"
    case "$FAKE_ADB_MODE" in
      idb-fails) echo "No Companion Available" >&2; exit 1 ;;
    esac
    [ "$*" = "ui describe-all --json" ] || [ "$*" = "ui describe-all --json --udid 1F2E" ] || { echo "fake idb: unexpected $*" >&2; exit 1; }
    cat "$FAKE_IDB_DUMP"
    """
    static let fakeXcrun = """
    #!/bin/sh
    echo "xcrun $*" >> "$FAKE_ADB_LOG"
    case "$FAKE_ADB_MODE" in
      not-booted) echo "No devices are booted." >&2; exit 149 ;;
    esac
    [ "$1 $2 $4" = "simctl io screenshot" ] || { echo "fake xcrun: unexpected $*" >&2; exit 1; }
    cp "$FAKE_ADB_PNG" "$5"
    """

    struct Bench {
        let dir: URL
        let bin: URL
        var log: URL { dir.appendingPathComponent("adb.log") }

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-capture-\(UUID().uuidString)")
            bin = dir.appendingPathComponent("fake-bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            for (name, script) in [("adb", DeviceCaptureTests.fakeADB), ("idb", DeviceCaptureTests.fakeIdb), ("xcrun", DeviceCaptureTests.fakeXcrun)] {
                let tool = bin.appendingPathComponent(name)
                try script.write(to: tool, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
            }
        }

        func environment(mode: String, withADB: Bool = true) -> [String: String] {
            var env = ProcessInfo.processInfo.environment
            env["PATH"] = (withADB ? bin.path + ":" : "") + "/usr/bin:/bin"
            env["ANDROID_HOME"] = nil
            env["ANDROID_SDK_ROOT"] = nil
            env["FAKE_ADB_MODE"] = mode
            env["FAKE_ADB_LOG"] = log.path
            env["FAKE_ADB_DUMP"] = DeviceCaptureTests.recordedDump.path
            env["FAKE_ADB_PNG"] = DeviceCaptureTests.recordedPNG.path
            env["FAKE_IDB_DUMP"] = DeviceCaptureTests.recordedIdb.path
            return env
        }

        func run(_ arguments: [String], mode: String = "ok", withADB: Bool = true) throws -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = CLITests.binary
            process.arguments = arguments
            process.currentDirectoryURL = dir
            process.environment = environment(mode: mode, withADB: withADB)
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errData, as: UTF8.self))
        }

        var adbCalls: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path) }
    }

    @Test func capturesSavesSideBySideAndLintsLikeLint() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bench = try Bench()
        defer { try? FileManager.default.removeItem(at: bench.dir) }
        let captured = try bench.run(["capture", "screens/settings", "--serial", "emulator-5554", "--", "--no-config", "--format", "json"])
        #expect(bench.adbCalls == ["-s emulator-5554 exec-out uiautomator dump /dev/tty", "-s emulator-5554 exec-out screencap -p"])
        #expect(captured.err.contains("saved screens/settings.xml and screens/settings.png"), "\(captured.err)")
        // The dump is saved as well-formed XML (uiautomator's trailer line dropped), the PNG as adb gave it.
        let xml = try String(contentsOf: bench.dir.appendingPathComponent("screens/settings.xml"), encoding: .utf8)
        #expect(xml.hasSuffix("</hierarchy>\n") && !xml.contains("UI hierchary dumped to"))
        #expect(try Data(contentsOf: bench.dir.appendingPathComponent("screens/settings.png")) == Data(contentsOf: Self.recordedPNG))
        // The report is lint's on the saved file: same exit code, same findings as linting the recording.
        let linted = try bench.run(["lint", "--no-config", "--format", "json", "screens/settings.xml"])
        #expect(captured.status == linted.status)
        #expect(captured.out == linted.out && captured.out.contains("\"screens/settings.xml\""))
        // The recording has no PNG beside it; the saved dump has adb's 2×2 one, whose aspect ratio is
        // not the screen's: reported in `notes` and not used, so the findings are the recording's.
        let recorded = try bench.run(["lint", "--no-config", "--format", "json", Self.recordedDump.path])
        func findings(_ json: String) throws -> [String] {
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let file = try #require((doc["files"] as? [[String: Any]])?.first)
            return try ["findings", "review"].map { key in
                String(decoding: try JSONSerialization.data(withJSONObject: file[key] ?? [], options: [.sortedKeys]), as: UTF8.self)
            }
        }
        #expect(try findings(recorded.out) == findings(linted.out))
        #expect(linted.out.contains("aspect"), "the unused screenshot is noted")
    }

    @Test func neverOverwritesWithoutForce() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bench = try Bench()
        defer { try? FileManager.default.removeItem(at: bench.dir) }
        try Data("mine".utf8).write(to: bench.dir.appendingPathComponent("home.png"))
        let refused = try bench.run(["capture", "home.xml", "--", "--no-config"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("home.png already exists") && refused.err.contains("--force"), "\(refused.err)")
        #expect(bench.adbCalls.isEmpty, "the device is not touched when the files exist")
        #expect(!bench.exists("home.xml"))
        #expect(try String(contentsOf: bench.dir.appendingPathComponent("home.png"), encoding: .utf8) == "mine")
        let forced = try bench.run(["capture", "home", "--force", "--", "--no-config", "--fail-on", "never"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try Data(contentsOf: bench.dir.appendingPathComponent("home.png")) == Data(contentsOf: Self.recordedPNG))
        #expect(bench.exists("home.xml"))
    }

    @Test(arguments: [
        ("offline", "is offline"), ("offline-new", "is offline"), ("unauthorized", "has not authorised this computer"),
        ("none", "no Android device or emulator is connected"), ("several", "choose one with --serial"),
        ("idle", "printed no <hierarchy>"),
    ])
    func deviceProblemsSayWhatToDoAndSaveNothing(mode: String, words: String) throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bench = try Bench()
        defer { try? FileManager.default.removeItem(at: bench.dir) }
        let result = try bench.run(["capture", "screen", "--", "--no-config"], mode: mode)
        #expect(result.status == 2, "\(mode): \(result.status) \(result.err)")
        #expect(result.err.contains("a11ylint capture: error: ") && result.err.contains(words), "\(mode): \(result.err)")
        #expect(result.out.isEmpty)
        #expect(!bench.exists("screen.xml") && !bench.exists("screen.png"))
    }

    @Test func anUnknownSerialOrNoADBIsAClearError() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bench = try Bench()
        defer { try? FileManager.default.removeItem(at: bench.dir) }
        let unknown = try bench.run(["capture", "screen", "-s", "R58M12345", "--", "--no-config"])
        #expect(unknown.status == 2 && unknown.err.contains("no device R58M12345 is connected"), "\(unknown.err)")
        let missing = try bench.run(["capture", "screen", "--", "--no-config"], withADB: false)
        #expect(missing.status == 2 && missing.err.contains("adb not found on PATH"), "\(missing.err)")
        // Lint's own options are checked before the device is touched.
        let calls = bench.adbCalls.count
        let badOption = try bench.run(["capture", "screen", "--", "--format", "nonsense"])
        #expect(badOption.status == 2 && bench.adbCalls.count == calls, "\(badOption.err)")
        #expect(!bench.exists("screen.xml"))
    }

    /// --simulator: idb's tree saved as NAME.json (linted as the idb format), simctl's screenshot as NAME.png.
    @Test func aSimulatorIsCapturedThroughIdbAndSimctl() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bench = try Bench()
        defer { try? FileManager.default.removeItem(at: bench.dir) }
        let captured = try bench.run(["capture", "login", "--simulator", "--udid", "1F2E", "--", "--no-config", "--format", "json"])
        #expect(bench.adbCalls.count == 2 && bench.adbCalls[0] == "idb ui describe-all --json --udid 1F2E", "\(bench.adbCalls)")
        #expect(bench.adbCalls.last?.hasPrefix("xcrun simctl io 1F2E screenshot ") == true)
        #expect(try Data(contentsOf: bench.dir.appendingPathComponent("login.json")) == Data(contentsOf: Self.recordedIdb))
        #expect(try Data(contentsOf: bench.dir.appendingPathComponent("login.png")) == Data(contentsOf: Self.recordedPNG))
        let linted = try bench.run(["lint", "--no-config", "--format", "json", "login.json"])
        #expect(captured.status == linted.status && captured.out == linted.out && captured.out.contains("\"idb\""), "\(captured.err)")

        let notBooted = try bench.run(["capture", "other", "--simulator", "--", "--no-config"], mode: "not-booted")
        #expect(notBooted.status == 2 && notBooted.err.contains("no iOS simulator is booted"), "\(notBooted.err)")
        let noCompanion = try bench.run(["capture", "other", "--simulator", "--", "--no-config"], mode: "idb-fails")
        #expect(noCompanion.status == 2 && noCompanion.err.contains("idb ui describe-all --json failed (exit 1): No Companion Available"), "\(noCompanion.err)")
        #expect(!bench.exists("other.json") && !bench.exists("other.png"))
        let mixed = try bench.run(["capture", "other", "--simulator", "--serial", "X", "--", "--no-config"])
        #expect(mixed.status == 2 && mixed.err.contains("--udid"))
    }

    @Test func adbsWordingsOldAndNew() {
        typealias F = DeviceCapture.Failure.Kind
        let cases: [(String, F?)] = [
            ("error: device offline\n", .deviceOffline),
            ("adb: device offline\n", .deviceOffline),
            ("adb.exe: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\n", .deviceUnauthorized),
            ("error: no devices/emulators found\n", .noDevice),
            ("adb: error: failed to get feature set: more than one device/emulator\n", .moreThanOneDevice),
            ("", nil),
        ]
        for (stderr, kind) in cases {
            #expect(DeviceCapture.failure(stderr: stderr, status: stderr.isEmpty ? 0 : 1, command: "adb exec-out", serial: nil)?.kind == kind, "\(stderr)")
        }
        #expect(DeviceCapture.failure(stderr: "adb: device 'X1' not found\n", status: 1, command: "adb", serial: "X1")?.kind == .deviceNotFound)
        #expect(DeviceCapture.failure(stderr: "boom\n", status: 3, command: "adb", serial: nil)?.kind == .commandFailed)
    }

    @Test func namesWithOrWithoutExtension() {
        #expect(DeviceCapture.destinations(for: "a/b.xml").dump.path.hasSuffix("a/b.xml"))
        #expect(DeviceCapture.destinations(for: "a/b").screenshot.path.hasSuffix("a/b.png"))
        let trailer = Data("<hierarchy rotation=\"0\"></hierarchy>UI hierchary dumped to: /dev/tty\n".utf8)
        #expect(String(decoding: DeviceCapture.removingTTYTrailer(trailer), as: UTF8.self) == "<hierarchy rotation=\"0\"></hierarchy>\n")
    }
}
