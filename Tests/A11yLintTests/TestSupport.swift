import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

/// Compares `actual` with a recorded file (a golden, a snapshot) in `folder`, or writes it there
/// when `A11YLINT_RECORD` is set, to be reviewed in the diff. `filter` is the test to rerun to
/// record; `what` names the output in the failure ("announcements of x.xml"), the file's name if nil.
func expectRecorded(_ actual: String, file name: String, in folder: URL, recordWith filter: String, what: String? = nil,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = folder.appendingPathComponent(name)
    let shown = url.path.hasPrefix(Repo.root.path + "/") ? String(url.path.dropFirst(Repo.root.path.count + 1)) : url.path
    if ProcessInfo.processInfo.environment["A11YLINT_RECORD"] != nil {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try? String(contentsOf: url, encoding: .utf8)
    #expect(expected != nil, "no recording \(shown): record with A11YLINT_RECORD=1 swift test --filter \(filter), then review it", sourceLocation: sourceLocation)
    #expect(actual == expected, "\(what ?? name) changed; diff against \(shown)", sourceLocation: sourceLocation)
}

enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static let corpus = shared.appendingPathComponent("corpus")
    static let fixtures = root.appendingPathComponent("Fixtures")
    /// Every dump in ../shared/corpus (empty when ../shared is missing: `SharedFolderTests` then fails and says why).
    static let corpusFiles = files(under: corpus, extensions: ["xml", "json", "txt"])

    /// Why ../shared is needed and how to get it, for a failing test's message.
    static let sharedMissing = """
        ../shared (the corpus, criteria.md and schemas) is missing beside the repository at \(shared.path). \
        CI clones the repository beside it; locally, check the repository out next to the project's shared/ folder.
        """

    static func files(under dir: URL, extensions: Set<String>) -> [URL] {
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        return e.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }
}

/// Loads an example tree, returning it with the ids marked `!` (the nodes that must fire), marks removed.
func loadExample(_ json: String) throws -> (AccessibilityTree, Set<String>) {
    var marked = Set<String>()
    var text = json
    let pattern = try NSRegularExpression(pattern: #""id"\s*:\s*"!([^"]*)""#)
    for match in pattern.matches(in: json, range: NSRange(json.startIndex..., in: json)) {
        if let r = Range(match.range(at: 1), in: json) { marked.insert(String(json[r])) }
    }
    text = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "\"id\":\"$1\"")
    return (try DumpReader.load(string: text), marked)
}

func lint(_ url: URL) throws -> [Finding] {
    var tree = try DumpReader.load(contentsOf: url)
    // A fixture's screenshot beside it (screen.xml + screen.png) is used, as the CLI uses it.
    if let png = ScreenshotAttachment.beside(url) { ScreenshotAttachment.attach(try PNGDecoder.decode(contentsOf: png.path), to: &tree) }
    return Linter().lint(tree)
}

/// Runs a program and returns its exit status, standard output and standard error.
func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// A program the tests start, found on PATH, or an error that names it and the package to install.
func requiredTool(_ name: String, package: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw MissingTool(description: "the tests need '\(name)', which is not on PATH: install Debian's \(package) (`make test-deps` does it)")
}

struct MissingTool: Error, CustomStringConvertible {
    var description: String
}

/// Lints a dump with one made-up pack (its YAML whole) and no built-in pack: how a check's
/// edge-case tests run it through the engine, apart from any real control's rules.
func lint(_ dump: String, withPack yaml: String, source: String = "scratch.yml") throws -> [Finding] {
    let pack = try RulePackLoader.load(yaml: yaml, source: source)
    return Linter(packs: [pack]).lint(try DumpReader.load(string: dump))
}
