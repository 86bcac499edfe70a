import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// Expands folders into dump files, in a stable order; missing paths become input errors.
public enum FileCollector {
    /// `inFolder`: found by walking a folder, not named on the command line.
    public struct Entry: Sendable {
        public var path: String
        public var problem: String?
        /// The folder named on the command line that this file was found in (nil: named itself).
        public var folder: String?
        public var inFolder: Bool { folder != nil }
        /// Named as `-`: read from standard input (`StandardInput`), reported as `<stdin>`.
        public var isStandardInput = false

        public init(path: String, problem: String? = nil, folder: String? = nil) {
            self.path = path; self.problem = problem; self.folder = folder
        }
    }
    public static let extensions: Set<String> = ["xml", "json", "txt", "log"]

    /// Folders hold other files too (a README.txt, a config .json): those found in a folder that
    /// no loader recognises are skipped, with a note on stderr; a broken dump stays an input error.
    public static func notDumps(_ files: [Entry], errors: [InputError?]) -> Set<String> {
        let skipped = zip(files, errors).filter { $0.inFolder && $1?.isUnrecognisedFormat == true }.map(\.0.path)
        if let first = skipped.first {
            FileHandle.standardError.write(Data("a11ylint: skipped \(skipped.count) file\(skipped.count == 1 ? "" : "s") in folders that no loader recognises as a dump (first: \(first)); name a file to see why\n".utf8))
        }
        return Set(skipped)
    }

    /// Drops the skipped non-dumps, but a folder whose every file was skipped becomes one input
    /// error: a CI job pointed at a folder of logs must not pass with nothing checked.
    public static func replacingSkipped<R>(_ reports: [R], skipped: Set<String>, files: [Entry], error: (String, String) -> R) -> [R] {
        guard !skipped.isEmpty else { return reports }
        var remaining: [String: Int] = [:]
        for f in files { if let folder = f.folder, !skipped.contains(f.path) { remaining[folder, default: 0] += 1 } }
        var result: [R] = []
        var reported = Set<String>()
        for (report, file) in zip(reports, files) {
            guard skipped.contains(file.path) else { result.append(report); continue }
            if let folder = file.folder, remaining[folder, default: 0] == 0, reported.insert(folder).inserted {
                result.append(error(folder, "no dump in this folder: every .xml, .json, .txt or .log file in it is something else (first: \(file.path))"))
            }
        }
        return result
    }

    public static func collect(_ paths: [String]) -> [Entry] {
        var result: [Entry] = []
        let fm = FileManager.default
        var standardInputs = 0
        for path in paths {
            if path == StandardInput.argument {
                result.append(StandardInput.entry(occurrence: standardInputs))
                standardInputs += 1
                continue
            }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.append(Entry(path: path, problem: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else { result.append(Entry(path: path)); continue }
            let enumerator = fm.enumerator(atPath: path)
            var found: [String] = []
            while let item = enumerator?.nextObject() as? String {
                if extensions.contains((item as NSString).pathExtension.lowercased()) { found.append((path as NSString).appendingPathComponent(item)) }
            }
            if found.isEmpty {
                // A CI job pointed at the wrong folder must not pass with nothing checked.
                result.append(Entry(path: path, problem: "no dump files (.\(extensions.sorted().joined(separator: ", ."))) in this folder"))
            }
            result += found.sorted().map { Entry(path: $0, folder: path) }
        }
        return result
    }
}
