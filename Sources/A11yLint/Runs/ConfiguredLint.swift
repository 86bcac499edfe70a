import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks
import A11yLintEngine
import A11yLintConfig
import A11yLintReporters
import A11yLintPairs

extension Linter {
    /// Lints one tree as the CLI would with a `.a11ylint.yml`: rules turned off are dropped,
    /// severities overridden, ignored nodes left out. `path` is what `ignore: files:` globs match.
    public func lint(_ tree: AccessibilityTree, configuration: Configuration, path: String = "") -> [Finding] {
        // Folded after the configuration: a rule turned off hides only its own failures.
        var report = FileReport(path: path, format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil,
                                findings: lint(tree, foldingCovered: false))
        configuration.apply(to: &report)
        return foldingCovered(report.findings)
    }
}

extension Configuration {
    /// Reads a `.a11ylint.yml`, checking rule ids against the built-in packs.
    public init(contentsOf url: URL) throws {
        self = try ConfigurationLoader.load(contentsOf: url, packs: Linter.builtInPacks)
    }
}
