import A11yLint
import ArgumentParser
import Foundation

/// `--write-baseline` when some dumps could not be read: their previous entries are kept (they
/// are not "fixed", only unread), and the run says which files kept or lost entries.
enum BaselineRecording {
    static func write(_ reports: [FileReport], to path: String) throws {
        let failed = reports.contains { $0.error != nil }
        var previous: Baseline?
        if failed, FileManager.default.fileExists(atPath: path) {
            do { previous = try Baseline.load(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw ValidationError("some dumps could not be read, and the existing baseline \(path) cannot be read to keep their entries (\(error)); not writing it")
            }
        }
        let (baseline, kept, lost) = Baseline.recording(reports, previous: previous, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent())
        try OutputDestinations.write(baseline.render().utf8, to: path, what: "the baseline")
        if !kept.isEmpty {
            note("baseline \(path) keeps its previous entries for \(list(kept)), which could not be read in this run")
        }
        if !lost.isEmpty {
            note("baseline \(path) has no entries for \(list(lost)): they could not be read, and no previous baseline held them")
        }
    }

    static func list(_ files: [String]) -> String {
        let shown = files.prefix(5).joined(separator: ", ")
        return files.count > 5 ? "\(files.count) files (\(shown), …)" : "\(files.count == 1 ? "" : "\(files.count) files: ")\(shown)"
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("a11ylint: \(text)\n".utf8))
    }
}
