import A11yLint
import ArgumentParser
import Foundation

// Where a lint run's settings come from and where its reports go: the command line's side of it.
extension Lint {
    /// Every file this run writes, checked before linting: none may be an input, twice named or unwritable.
    var destinations: OutputDestinations {
        var d = OutputDestinations()
        for o in outputs { d.add(o, "--output") }
        d.add(writeBaseline, "--write-baseline")
        return d
    }

    func loadConfiguration(packs: inout [RulePack]) throws -> Configuration {
        guard !noConfig else { return Configuration() }
        let url = config.map { URL(fileURLWithPath: $0) } ?? ConfigurationLoader.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let url else { return Configuration() }
        do {
            let settings = try ConfigurationLoader.load(contentsOf: url, packs: packs)
            if !settings.rulePacks.isEmpty {
                packs = try BuiltInRules.packs(adding: rules.ruleDirectories.map { URL(fileURLWithPath: $0) } + settings.rulePacks)
            }
            return settings
        } catch let error as ConfigurationLoader.LoadError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch {
            throw ValidationError("cannot load rule packs: \(error)")
        }
    }

    func writeOutputs(_ reports: [FileReport], packs: [RulePack], hiddenByBaseline: Int?) throws {
        for destination in try pairedOutputs() {
            var options = ReportOptions(packs: packs, showReview: !noReview, includeReview: includeReview && !noReview)
            options.hiddenByBaseline = hiddenByBaseline
            options.failuresOnly = quiet
            options.reviewLayout = review
            options.annotationLimit = maxAnnotations == 0 ? nil : maxAnnotations
            options.color = destination.file == nil && (color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil))
            if let file = destination.file {
                try OutputDestinations.write(destination.format.render(reports, options: options).utf8, to: file, what: "--output")
            } else {
                destination.format.write(reports, options: options, to: OutputDestinations.writeToStandardOutput)
            }
        }
    }
}
