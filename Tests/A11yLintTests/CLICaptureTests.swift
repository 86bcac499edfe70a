import Foundation
import Testing

/// The built binary with dumps piped in (`-` for standard input), and the command line's rough
/// edges around captures: an `--output` without a format, the platform assertion's wording.
@Suite struct CLICaptureTests {
    /// Runs the binary with `input` on its standard input (nil: a terminal-less empty pipe).
    static func run(_ arguments: [String], input: Data?, in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Written on its own thread: a dump larger than the pipe's buffer would block the child's output.
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static let dump = Repo.fixtures.appendingPathComponent("uiautomator/toggle-switch/fail-name-says-switch.xml")

    static func files(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["files"] as? [[String: Any]])
    }

    @Test func lintReadsADumpFromStandardInput() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bytes = try Data(contentsOf: Self.dump)
        let piped = try Self.run(["lint", "--no-config", "--format", "json", "-"], input: bytes)
        let named = try Self.run(["lint", "--no-config", "--format", "json", Self.dump.path], input: nil)
        #expect(piped.status == named.status && piped.status == 0, "\(piped.err)")
        let pipedFile = try #require(try Self.files(piped.out).first)
        let namedFile = try #require(try Self.files(named.out).first)
        #expect(pipedFile["path"] as? String == "<stdin>")
        #expect(pipedFile["format"] as? String == "uiautomator" && pipedFile["nodeCount"] as? Int == namedFile["nodeCount"] as? Int)
        #expect((pipedFile["findings"] as? [Any])?.count == (namedFile["findings"] as? [Any])?.count && (namedFile["findings"] as? [Any])?.isEmpty == false)
        // Beside files, in the same run; a dump larger than a chunk streams from the pipe.
        let large = Data(StreamedLoadingTests.screen)
        let mixed = try Self.run(["lint", "--no-config", "--format", "json", Self.dump.path, "-"], input: large)
        let paths = try Self.files(mixed.out).map { $0["path"] as? String }
        #expect(paths.contains("<stdin>") && paths.contains(Self.dump.path), "\(mixed.err)")
        #expect(try Self.files(mixed.out).first { $0["path"] as? String == "<stdin>" }?["nodeCount"] as? Int == 1_200)
        // The text report names it too, and an input error in it is located and exits 2.
        let cut = try Self.run(["lint", "--no-config", "-"], input: bytes.prefix(bytes.count - 40))
        #expect(cut.status == 2 && cut.out.contains("<stdin>:") && cut.out.contains("the XML ends"), "\(cut.out)")
    }

    @Test func standardInputTwiceOrEmptyIsAnInputErrorAndTheOtherFilesAreStillLinted() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let twice = try Self.run(["lint", "--no-config", "--format", "json", "-", "-", Self.dump.path], input: try Data(contentsOf: Self.dump))
        #expect(twice.status == 2)
        let files = try Self.files(twice.out)
        #expect(files.count == 3)
        #expect(files.filter { $0["error"] is NSNull }.count == 2, "\(twice.out)")
        #expect(twice.out.contains("named more than once"))
        let empty = try Self.run(["lint", "--no-config", "-"], input: Data())
        #expect(empty.status == 2 && empty.out.contains("<stdin>") && empty.out.contains("empty"), "\(empty.out)")
    }

    @Test func announceAndConvertReadStandardInput() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let bytes = try Data(contentsOf: Self.dump)
        let announced = try Self.run(["announce", "-"], input: bytes)
        let named = try Self.run(["announce", Self.dump.path], input: nil)
        #expect(announced.status == 0 && announced.out.hasPrefix("<stdin> (uiautomator"), "\(announced.out)")
        #expect(announced.out.split(separator: "\n").dropFirst() == named.out.split(separator: "\n").dropFirst())
        let converted = try Self.run(["convert", "-", "--to", "json"], input: bytes)
        let convertedNamed = try Self.run(["convert", Self.dump.path, "--to", "json"], input: nil)
        #expect(converted.status == 0 && converted.out == convertedNamed.out && !converted.out.isEmpty)
        let broken = try Self.run(["convert", "-"], input: Data("<hierarchy><node".utf8))
        #expect(broken.status == 2 && broken.err.hasPrefix("<stdin>:1:"), "\(broken.err)")
    }

    @Test func anOutputWithoutAFormatIsAUsageError() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for flag in ["-o", "--output"] {
            let result = try Self.run(["lint", "--no-config", Self.dump.path, flag, "x.json"], input: nil, in: dir)
            #expect(result.status == 2 && result.err.contains("--output x.json has no --format"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.json").path))
        }
        let paired = try Self.run(["lint", "--no-config", Self.dump.path, "--format", "json", "-o", "x.json"], input: nil, in: dir)
        #expect(paired.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.json").path), "\(paired.err)")
    }

    @Test func thePlatformAssertionSaysAnAndroidTree() throws {
        guard FileManager.default.fileExists(atPath: CLITests.binary.path) else { Issue.record("no binary"); return }
        let android = try Self.run(["lint", "--no-config", "--platform", "ios", Self.dump.path], input: nil)
        #expect(android.status == 2 && android.out.contains("it is an Android tree"), "\(android.out)")
        let ios = Repo.fixtures.appendingPathComponent("xcuitest/toggle-switch/fail-name-says-switch.xml")
        let result = try Self.run(["lint", "--no-config", "--platform", "android", ios.path], input: nil)
        #expect(result.status == 2 && result.out.contains("it is an iOS tree"), "\(result.out)")
    }
}
