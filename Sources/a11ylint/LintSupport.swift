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

    func writeOutputs(_ reports: [FileReport], packs: [RulePack]) throws {
        for (format, destination) in try pairedOutputs().map({ ($0.format, $0.file) }) {
            let useColor = destination == nil && (color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil))
            let text: String
            switch format {
            case .json:
                if destination == nil { JSONReporter.write(reports) { FileHandle.standardOutput.write(Data($0)) }; continue }
                text = JSONReporter.render(reports)
            case .text:
                var reporter = TextReporter(color: useColor, showReview: !noReview)
                reporter.vocabulary = ControlVocabulary(packs: packs)
                text = reporter.render(reports)
            case .sarif: text = SARIFReporter.render(reports, packs: packs, includeReview: includeReview && !noReview)
            case .junit: text = JUnitReporter.render(reports, packs: packs)
            case .github: text = GitHubReporter.render(reports, includeReview: includeReview && !noReview)
            case .checkstyle: text = CheckstyleReporter.render(reports)
            case .markdown: text = MarkdownReporter.render(reports)
            }
            if let destination {
                try OutputDestinations.write(text.utf8, to: destination, what: "--output")
            } else {
                print(text, terminator: "")
            }
        }
    }
}
