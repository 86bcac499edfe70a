import A11yLint
import ArgumentParser
import Foundation

// Option values and groups more than one subcommand takes.

/// An option whose values are an enum's raw strings. ArgumentParser's defaults for such an enum
/// make each value's text through a key path and `"\(self)"` (a key path built and dynamic casts
/// made per call), and it asks for the list about 70 times while parsing one command line: 5M of
/// the 45M instructions a small dump's lint took, start-up included. The same values, read directly.
/// Public only because the library's public enums (`ReportFormat`) take it here.
public protocol EnumArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension EnumArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    /// No value has a description apart from its name (what the default finds, case by case).
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}

enum CLIFormat: String, EnumArgument { case text, json, html }
enum CLIPlatform: String, EnumArgument { case auto, ios, android }
enum CLIInputFormat: String, EnumArgument {
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
enum CLIColor: String, EnumArgument { case auto, always, never }

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
extension ReportFormat: EnumArgument {}

extension Configuration.FailOn: EnumArgument {}

extension ReviewLayout: EnumArgument {}
