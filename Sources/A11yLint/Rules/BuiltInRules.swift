import Foundation

/// The packs in the top-level `rules/` folder, embedded so an installed binary needs no checkout.
/// `EmbeddedRulePacks.swift` is generated from `rules/*.yml` by `make rules` (a test keeps them equal).
public enum BuiltInRules {
    public static func packs() throws -> [RulePack] {
        try EmbeddedRulePacks.files.map { try RulePackLoader.load(yaml: $0.yaml, source: "rules/\($0.name)") }
    }

    /// Packs from a folder (`--rules DIR`): every `*.yml` / `*.yaml`, sorted by name.
    public static func packs(in directory: URL) throws -> [RulePack] {
        // Foundation's errors read "NSCocoaErrorDomain Code=260": say what is wrong with the path.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else {
            throw InputError("\(directory.path): no such folder")
        }
        guard isFolder.boolValue else { throw InputError("\(directory.path) is not a folder (--rules takes a folder of *.yml packs)") }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw InputError("\(directory.path): cannot list the folder (permission denied?)")
        }
        let files = names.map { directory.appendingPathComponent($0) }
            .filter { ["yml", "yaml"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { file in
            let data = try FileBytes.read(path: file.path, limit: 16 * 1024 * 1024, what: file.path)
            guard let yaml = String(data: data, encoding: .utf8) else { throw InputError("\(file.path) is not UTF-8 text") }
            return try RulePackLoader.load(yaml: yaml, source: file.path)
        }
    }

    /// Built-in packs, with packs from `directories` added, or replacing a built-in pack of the same control.
    public static func packs(adding directories: [URL]) throws -> [RulePack] {
        var result = try packs()
        for directory in directories {
            for pack in try packs(in: directory) {
                if let i = result.firstIndex(where: { $0.control == pack.control }) { result[i] = pack } else { result.append(pack) }
            }
        }
        return result
    }
}
