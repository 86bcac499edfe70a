import A11yLint
import ArgumentParser
import Foundation

struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Capture the screen of a connected Android device (adb), save the dump and a screenshot, and lint it.",
        discussion: """
        Runs `adb exec-out uiautomator dump /dev/tty` and `adb exec-out screencap -p` (with -s \
        SERIAL when --serial is given), saves NAME.xml and NAME.png side by side, then lints \
        NAME.xml as `a11ylint lint` does: options after `--` are lint's (--format, --output, \
        --config, --fail-on, …). An existing NAME.xml or NAME.png is never overwritten unless \
        --force is given. adb is looked up on PATH, then in $ANDROID_HOME/platform-tools (--adb \
        names it).

        No device, a device that is offline or has not authorised this computer, more than one \
        device without --serial: a message saying what to do, nothing saved, exit code 2.

        --simulator captures a booted iOS simulator on a Mac instead: `idb ui describe-all \
        --json` (xcrun simctl has no accessibility-tree command) saved as NAME.json, and `xcrun \
        simctl io booted screenshot` as NAME.png (--udid for another simulator). It needs idb \
        (fb-idb and idb-companion) and Xcode.

        Exit codes: those of lint (0, 1 failures at or above --fail-on), and 2 when the capture failed.

        Examples:
          a11ylint capture settings
          a11ylint capture a11y-dumps/checkout --serial emulator-5554
          a11ylint capture settings --force -- --format json --output settings.json
          a11ylint capture login --simulator
        """
    )

    @Argument(help: ArgumentHelp("Where to save: NAME.xml (NAME.json from a simulator) and NAME.png (default: screen-<date>-<time> in the current folder).", valueName: "name"))
    var name: String?

    @Option(name: [.customLong("serial"), .customShort("s")], help: ArgumentHelp("The device's serial (adb -s; `adb devices` lists them).", valueName: "serial"))
    var serial: String?

    @Option(help: ArgumentHelp("The adb executable (default: adb on PATH, then $ANDROID_HOME/platform-tools).", valueName: "path"))
    var adb: String = "adb"

    @Flag(help: "Overwrite NAME.xml and NAME.png if they exist.")
    var force = false

    @Flag(help: "Capture a booted iOS simulator (idb and xcrun simctl, on a Mac) instead of an Android device: NAME.json and NAME.png.")
    var simulator = false

    @Option(help: ArgumentHelp("With --simulator: the simulator's UDID (default: the booted one).", valueName: "udid"))
    var udid: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Options for lint, after --.", valueName: "lint-option"))
    var lintOptions: [String] = []

    func validate() throws {
        if simulator, serial != nil { throw ValidationError("--serial names an Android device; a simulator is named with --udid") }
        if !simulator, udid != nil { throw ValidationError("--udid names a simulator: add --simulator") }
        // Lint's options are checked before the device is touched.
        _ = try lintCommand(for: "capture.xml")
    }

    func lintCommand(for dump: String) throws -> Lint {
        OutputPairing.lintArguments = lintOptions
        do {
            return try Lint.parse(lintOptions + [dump])
        } catch {
            throw ValidationError("lint options after --: \(Lint.message(for: error))")
        }
    }

    func run() throws {
        let saved = DeviceCapture.destinations(for: name ?? Self.defaultName(), dumpExtension: simulator ? "json" : "xml")
        do {
            try DeviceCapture.checkDestinations(saved, force: force)
            let captured = simulator ? try SimulatorCapture(udid: udid).capture() : try DeviceCapture(adb: adb, serial: serial).capture()
            try DeviceCapture.save(captured, to: saved, force: force)
        } catch let failure as DeviceCapture.Failure {
            FileHandle.standardError.write(Data("a11ylint capture: error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        FileHandle.standardError.write(Data("a11ylint capture: saved \(saved.dump.relativePath) and \(saved.screenshot.relativePath)\n".utf8))
        let lint = try lintCommand(for: saved.dump.relativePath)
        try lint.run()
    }

    static func defaultName() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "screen-" + formatter.string(from: Date())
    }
}
