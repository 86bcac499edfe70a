import Foundation

extension Linter {
    /// Lints one tree as the CLI would with a `.a11ylint.yml`: rules turned off are dropped,
    /// severities overridden, ignored nodes left out. `path` is what `ignore: files:` globs match.
    public func lint(_ tree: AccessibilityTree, configuration: Configuration, path: String = "") -> [Finding] {
        var report = FileReport(path: path, format: tree.format, platform: tree.platform, nodeCount: tree.count, error: nil, findings: lint(tree))
        configuration.apply(to: &report)
        return report.findings
    }
}

extension Configuration {
    /// Reads a `.a11ylint.yml`, checking rule ids against the built-in packs.
    public init(contentsOf url: URL) throws {
        self = try ConfigurationLoader.load(contentsOf: url, packs: Linter.builtInPacks)
    }
}

extension AccessibilityTree {
    /// Reads a dump file of any supported format (detected from its content unless `format` is given).
    public init(contentsOf url: URL, format: DumpFormat? = nil) throws(InputError) {
        self = try DumpReader.load(contentsOf: url, format: format)
    }

    /// Reads a dump held in a string (a page source an Appium or XCUITest session just returned).
    public init(dump: String, format: DumpFormat? = nil) throws(InputError) {
        self = try DumpReader.load(string: dump, format: format)
    }
}
