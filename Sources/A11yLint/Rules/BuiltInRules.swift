import Foundation

/// The packs in the top-level `rules/` folder, embedded so an installed binary needs no checkout.
/// `EmbeddedRulePacks.swift` is generated from `rules/*.yml` by `make rules` (a test keeps them equal).
public enum BuiltInRules {
    public static func packs() throws -> [RulePack] {
        try checked(EmbeddedRulePacks.files.map { try RulePackLoader.load(yaml: $0.yaml, source: "rules/\($0.name)") })
    }

    /// The packs, once no two of them claim the same nodes (`ControlRecogniser.validate`).
    static func checked(_ packs: [RulePack]) throws -> [RulePack] {
        try ControlRecogniser.validate(packs)
        return packs
    }

    /// Packs from a folder (`--rules DIR`): every `*.yml` / `*.yaml`, sorted by name.
    public static func packs(in directory: URL) throws -> [RulePack] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { ["yml", "yaml"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try checked(files.map { try RulePackLoader.load(yaml: String(contentsOf: $0, encoding: .utf8), source: $0.path) })
    }

    /// Built-in packs, with packs from `directories` added, or replacing a built-in pack of the same control.
    public static func packs(adding directories: [URL]) throws -> [RulePack] {
        var result = try packs()
        for directory in directories {
            for pack in try packs(in: directory) {
                if let i = result.firstIndex(where: { $0.control == pack.control }) { result[i] = pack } else { result.append(pack) }
            }
        }
        return try checked(result)
    }
}
