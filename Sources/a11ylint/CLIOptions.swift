import A11yLint
import ArgumentParser
import Foundation

// Option values and groups more than one subcommand takes.

enum CLIFormat: String, ExpressibleByArgument, CaseIterable { case text, json, html }
enum CLIPlatform: String, ExpressibleByArgument, CaseIterable { case auto, ios, android }
enum CLIInputFormat: String, ExpressibleByArgument, CaseIterable {
    case auto, uiautomator, xcuitest, debugdescription, idb, compose
    case nativeJSON = "native-json", nativeXML = "native-xml"
}
extension CLIPlatform {
    /// nil: read from the dump.
    var platform: Platform? { self == .auto ? nil : Platform(rawValue: rawValue) }
}
extension CLIInputFormat {
    /// nil: detected from content.
    var dumpFormat: DumpFormat? { self == .auto ? nil : DumpFormat(rawValue: rawValue) }
}
enum CLIColor: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("A folder of rule packs (*.yml) to add; a pack for a control that is built in replaces it. Repeatable.", valueName: "dir"))
    var ruleDirectories: [String] = []

    func packs() throws -> [RulePack] {
        do {
            return try BuiltInRules.packs(adding: ruleDirectories.map { URL(fileURLWithPath: $0) })
        } catch {
            throw ValidationError("cannot load rule packs: \(error)")
        }
    }
}

/// The library's registry of lint report formats is the --format list.
extension ReportFormat: ExpressibleByArgument {}

extension Configuration.FailOn: ExpressibleByArgument {}

extension ReviewLayout: ExpressibleByArgument {}
