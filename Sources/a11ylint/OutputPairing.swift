import A11yLint
import ArgumentParser
import Foundation

/// Which report goes where. Each `--output` belongs to the `--format` written just before it, as
/// a person reads the command line (`--format json --format sarif -o a.sarif` puts SARIF, not
/// JSON, in a.sarif); a format with no file goes to standard output. Anything ambiguous is a usage
/// error rather than a report silently written in the wrong format.
struct OutputPairing {
    struct Destination: Equatable {
        var format: ReportFormat
        /// nil: standard output.
        var file: String?
    }

    enum Token: Equatable { case format, output }

    /// The arguments the lint options were parsed from, whose order pairs each --output with
    /// its --format: the command line's, or those `capture` hands on after `--`.
    nonisolated(unsafe) static var lintArguments = Array(CommandLine.arguments.dropFirst())

    /// The order of `--format` and `--output` options on a command line (up to `--`).
    static func tokens(_ arguments: [String]) -> [Token] {
        var result: [Token] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { break }
            if a == "--format" { result.append(.format); i += 2; continue }
            if a.hasPrefix("--format=") { result.append(.format) }
            if a == "--output" || a == "-o" { result.append(.output); i += 2; continue }
            if a.hasPrefix("--output=") { result.append(.output) }
            i += 1
        }
        return result
    }

    /// Pairs the parsed formats and outputs in the order `tokens` gives; without a usable order
    /// (the counts differ, as when the command is built in code) each output takes the format at its position.
    static func destinations(formats: [ReportFormat], outputs: [String], order: [Token]) throws -> [Destination] {
        var result: [Destination] = []
        let counts = (order.filter { $0 == .format }.count, order.filter { $0 == .output }.count)
        if formats.isEmpty {
            // `lint dumps -o x.json` must not write a text report into x.json: name the format.
            guard outputs.isEmpty else {
                throw ValidationError("--output \(outputs[0]) has no --format before it: write --format FORMAT --output FILE (\(ReportFormat.names))")
            }
            result = [Destination(format: .text, file: nil)]
        } else if counts == (formats.count, outputs.count) {
            var f = 0, o = 0
            for token in order {
                switch token {
                case .format:
                    result.append(Destination(format: formats[f], file: nil)); f += 1
                case .output:
                    guard let last = result.indices.last, result[last].file == nil else {
                        throw ValidationError("--output \(outputs[o]) has no --format of its own before it: write --format FORMAT --output FILE for each file")
                    }
                    result[last].file = outputs[o]; o += 1
                }
            }
        } else {
            guard outputs.count <= formats.count else { throw ValidationError("more --output files than --format options: pair each --output with a --format") }
            result = formats.enumerated().map { Destination(format: $1, file: $0 < outputs.count ? outputs[$0] : nil) }
        }
        let toStdout = result.filter { $0.file == nil }.count
        if toStdout > 1 {
            throw ValidationError("\(toStdout) formats would go to standard output (\(result.filter { $0.file == nil }.map(\.format.rawValue).joined(separator: ", "))); give each but one an --output file")
        }
        // Two destinations that are one file are refused by OutputDestinations, by device and inode.
        return result
    }
}
