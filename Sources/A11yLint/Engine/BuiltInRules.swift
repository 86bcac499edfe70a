import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// The packs in the top-level `rules/` folder, embedded so an installed binary needs no checkout.
/// `EmbeddedRulePacks.swift` is Swift generated from `rules/*.yml` by `make rules` (a test keeps them
/// equal), so that no start of a11ylint parses YAML for them. In Engine, not Rules: it hands the
/// packs the built-in checks (`CheckCatalogue`), which Rules may not name.
public enum BuiltInRules {
    /// The file of shared criteria; every other `.yml` in `rules/` is a pack.
    public static let criteriaFile = "criteria.yml"

    /// The packs, once no two of them claim the same nodes (`ControlRecogniser.validate`).
    static func checked(_ packs: [RulePack]) throws -> [RulePack] {
        try ControlRecogniser.validate(packs)
        return packs
    }

    /// The criteria of `rules/criteria.yml`.
    public static var sharedCriteria: [Criterion] { EmbeddedRulePacks.criteria }

    public static func packs() throws -> [RulePack] { try checked(EmbeddedRulePacks.packs(checks: CheckCatalogue.resolver)) }

    /// The built-in packs, decoded once. They are compiled in, so whether two of them claim the
    /// same nodes is a property of the build: `BuiltInPacksValidTests` checks it once, instead of
    /// every start building a recogniser to find out (`packs()` still checks). A failure here is a
    /// defect of the build, not of anything a user passed in.
    package static let loaded: [RulePack] = {
        do { return try EmbeddedRulePacks.packs(checks: CheckCatalogue.resolver) } catch { fatalError("a11ylint's built-in rule packs do not load: \(error)") }
    }()

    /// Packs from a folder (`--rules DIR`): every `*.yml` / `*.yaml` but `criteria.yml`, sorted by name.
    /// They may cite the built-in criteria and declare their own.
    public static func packs(in directory: URL, shared: [Criterion] = sharedCriteria) throws -> [RulePack] {
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
            .filter { ["yml", "yaml"].contains($0.pathExtension) && $0.lastPathComponent != criteriaFile }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try checked(files.map { file in
            let data = try FileBytes.read(path: file.path, limit: 16 * 1024 * 1024, what: file.path)
            guard let yaml = String(data: data, encoding: .utf8) else { throw InputError("\(file.path) is not UTF-8 text") }
            return try RulePackLoader.load(yaml: yaml, source: file.path, shared: shared, checks: CheckCatalogue.resolver)
        })
    }

    /// Built-in packs, with packs from `directories` added, or replacing a built-in pack of the same control.
    /// Without folders, the packs decoded once: a start neither decodes nor validates them again.
    public static func packs(adding directories: [URL]) throws -> [RulePack] {
        guard !directories.isEmpty else { return loaded }
        var result = loaded
        for directory in directories {
            for pack in try packs(in: directory) {
                if let i = result.firstIndex(where: { $0.control == pack.control }) { result[i] = pack } else { result.append(pack) }
            }
        }
        return try checked(result)
    }
}

extension RulePackLoader {
    /// A pack from YAML, naming the built-in checks. It may cite the `shared` criteria and those it declares itself.
    public static func load(yaml: String, source: String, shared: [Criterion] = BuiltInRules.sharedCriteria) throws -> RulePack {
        try load(yaml: yaml, source: source, shared: shared, checks: CheckCatalogue.resolver)
    }
}

extension ControlVocabulary {
    /// The built-in packs' vocabulary.
    public static let builtIn = ControlVocabulary(packs: BuiltInRules.loaded)
}

extension CriteriaIndex {
    /// The built-in shared criteria and the packs' own.
    public init(packs: [RulePack]) { self.init(shared: BuiltInRules.sharedCriteria, packs: packs) }
}
