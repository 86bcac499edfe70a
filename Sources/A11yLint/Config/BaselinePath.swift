import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintRules
import A11yLintEngine

/// How a baseline names a dump: relative to the baseline file's folder, so `lint dumps`,
/// `lint ./dumps` and `lint $PWD/dumps` (or a job started from another folder) name the same
/// file the same way. Earlier versions wrote the path as given on the command line; such
/// baselines still match a run given the same way (`Baseline.relativePaths`).
public enum BaselinePath {
    /// `path` (as named or found, relative to the current folder or absolute) relative to
    /// `directory`, with `..` where it lies outside; symbolic links in the folders are resolved on
    /// both sides, so a `$PWD` that is a link still matches. Standard input keeps its name.
    public static func key(_ path: String, relativeTo directory: URL,
                           currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path != StandardInput.displayName else { return path }
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL
        let folder = resolved(file.deletingLastPathComponent()).pathComponents
        let base = resolved(URL(fileURLWithPath: directory.path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))).pathComponents
        var common = 0
        while common < folder.count, common < base.count, folder[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + folder[common...] + [file.lastPathComponent]
        return parts.joined(separator: "/")
    }

    /// The same file as the current folder sees it: a key read back.
    public static func path(ofKey key: String, relativeTo directory: URL) -> String {
        key == StandardInput.displayName || key.hasPrefix("/") ? key : directory.appendingPathComponent(key).standardizedFileURL.path
    }

    private static func resolved(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }
}
