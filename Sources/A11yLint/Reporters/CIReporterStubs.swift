// TEMPORARY until the CI reporters land (deleted on merge).
public enum SARIFReporter { public static func render(_ reports: [FileReport], packs: [RulePack]) -> String { "" } }
public enum JUnitReporter { public static func render(_ reports: [FileReport], packs: [RulePack]) -> String { "" } }
public enum GitHubReporter { public static func render(_ reports: [FileReport]) -> String { "" } }
public enum CheckstyleReporter { public static func render(_ reports: [FileReport]) -> String { "" } }
public enum MarkdownReporter { public static func render(_ reports: [FileReport]) -> String { "" } }
