import A11yLint
import ArgumentParser
import Foundation

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write any dump in a11ylint's native JSON or XML form (docs/format.md).",
        discussion: """
        Keeps every property the source dump carried, and only those: what a format cannot tell \
        stays unknown, so linting the converted file gives the same findings. Use it to inspect, \
        hand-edit or version a dump.

        Examples:
          a11ylint convert window_dump.xml --to json > screen.json
          a11ylint convert screen.txt --to xml --output screen.a11ylint.xml
        """
    )

    enum Target: String, EnumArgument { case json, xml }

    @Argument(help: ArgumentHelp("The dump to convert; - reads it from standard input.", valueName: "file"))
    var path: String

    @Option(help: "The native form to write.")
    var to: Target = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Force the input format instead of detecting it.")
    var inputFormat: CLIInputFormat = .auto

    @Option(help: "Set the platform instead of the one the format implies.")
    var platform: CLIPlatform = .auto

    func run() throws {
        let forced = inputFormat.dumpFormat
        var destinations = OutputDestinations()
        destinations.add(output, "--output")
        try destinations.check(inputs: [path])
        var tree: AccessibilityTree
        // `-`: standard input, shown as <stdin>.
        let input = path == StandardInput.argument ? StandardInput.entry() : FileCollector.Entry(path: path)
        do throws(InputError) {
            if let problem = input.problem { throw InputError(problem) }
            tree = try DumpReader.load(contentsOf: input.url, format: forced)
        } catch {
            let at = error.location.map { $0.line > 0 ? ":\($0.line):\($0.column)" : "" } ?? ""
            FileHandle.standardError.write(Data("\(input.path)\(at): input error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        if let p = platform.platform { tree.platform = p }
        let text = to == .json ? NativeJSONWriter.render(tree) : NativeXMLWriter.render(tree)
        if let output {
            try OutputDestinations.write(text.utf8, to: output, what: "--output")
        } else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
    }
}
