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

/// One `a11ylint announce` run without the command line: collect the files, load each dump and
/// simulate its screen reader. Reporters only render the `AnnounceReport`s it returns.
public struct AnnounceRun: Sendable {
    public var paths: [String]
    public var packs: [RulePack]
    /// nil: read from the dump; otherwise asserted (a dump of the other platform is an input error).
    public var platform: Platform?
    /// nil: detected from content.
    public var inputFormat: DumpFormat?
    /// The process ends after this run (the command line): a run over one file leaves its tree
    /// to the exit instead of freeing it (`Announcer.leavesScreensToExit`).
    public var endsProcess = false

    public init(paths: [String], packs: [RulePack] = [], platform: Platform? = nil, inputFormat: DumpFormat? = nil) {
        self.paths = paths; self.packs = packs; self.platform = platform; self.inputFormat = inputFormat
    }

    /// One report per file, in path order; folders' non-dumps are skipped as `lint` skips them.
    public func run() -> [AnnounceReport] {
        let files = FileCollector.collect(paths)
        // One announcer for every file: the packs' index and words are the run's, not each file's.
        var announcer = Announcer(packs: packs)
        announcer.leavesScreensToExit = endsProcess && files.count == 1
        let reports = files.map { entry in
            if let problem = entry.problem { return Self.unreadable(entry.path, problem) }
            return announcer.report(file: entry.url, format: inputFormat, platform: platform, displayPath: entry.path)
        }
        let skipped = FileCollector.notDumps(files, errors: reports.map(\.error))
        return FileCollector.replacingSkipped(reports, skipped: skipped, files: files, error: Self.unreadable)
    }

    /// 2 if a dump could not be read; otherwise 0.
    public static func exitStatus(of reports: [AnnounceReport]) -> Int32 {
        reports.contains { $0.error != nil } ? 2 : 0
    }

    static func unreadable(_ path: String, _ problem: String) -> AnnounceReport {
        AnnounceReport(path: path, format: nil, platform: nil, error: InputError(problem))
    }

    /// Loads a file and simulates its screen reader; an unreadable file becomes a report with its error.
    /// Announcing many files, keep one `Announcer`: this makes one for the file.
    public static func report(file url: URL, format: DumpFormat? = nil, platform: Platform? = nil, displayPath: String? = nil, packs: [RulePack] = []) -> AnnounceReport {
        Announcer(packs: packs).report(file: url, format: format, platform: platform, displayPath: displayPath)
    }

    /// The screen reader's swipe order over `tree`, each stop marked with the controls it speaks.
    /// Announcing many trees, keep one `Announcer`: this makes one for the tree.
    public static func report(tree: AccessibilityTree, path: String, packs: [RulePack] = []) -> AnnounceReport {
        Announcer(packs: packs).report(tree: tree, path: path)
    }
}

/// The screen reader simulation with what it needs from the packs made once: their joint index
/// (which controls a stop speaks) and their words (label roles, state values). Both depend on
/// the packs alone, so a run, or a caller announcing many trees, keeps one; as `Linter` keeps its
/// recogniser. Stateless and `Sendable`.
public struct Announcer: Sendable {
    public let packs: [RulePack]
    let recogniser: ControlRecogniser
    /// The packs' label roles and state values; the built-in packs' when no packs were given.
    let speech: SpeechVocabulary
    /// Trees of this many nodes or more have their two halves run on two cores. Below it a half
    /// takes well under a millisecond (`announce` on a 990-node screen took as long in wall time
    /// either way), and the hop has a cost of its own: a half handed over leaves the worker
    /// freeing its dispatch continuation after the caller returned, a heap that grows by one block
    /// per call as the caller sees it (the fuzzer ran each such input again, then scanned the heap
    /// for leaks: most of a detect-mode run on a busy machine). A property so a test can run one
    /// tree both ways.
    var concurrentFrom = 1_000
    /// The process ends after this report (the command line on one file): the tree and its focus
    /// model are left to the exit, not freed (`LeftToExit`).
    public var leavesScreensToExit = false

    public init(packs: [RulePack] = []) {
        self.packs = packs
        recogniser = ControlRecogniser(packs: packs)
        speech = packs.isEmpty ? ControlVocabulary.builtIn.speech : ControlVocabulary(packs: packs).speech
    }

    /// Loads a file and simulates its screen reader; an unreadable file becomes a report with its error.
    public func report(file url: URL, format: DumpFormat? = nil, platform: Platform? = nil, displayPath: String? = nil) -> AnnounceReport {
        let path = displayPath ?? url.path
        do {
            let tree = try DumpReader.load(contentsOf: url, format: format)
            try tree.confirm(platform: platform)
            return report(tree: tree, path: path)
        } catch {
            return AnnounceReport(path: path, format: format, platform: platform, error: error)
        }
    }

    /// The screen reader's swipe order over `tree`, each stop marked with the controls it speaks.
    public func report(tree: AccessibilityTree, path: String) -> AnnounceReport {
        // Each node's TalkBack role, asked once for the focus model and recognition alike.
        let roles = AndroidRoles(tree)
        let model = FocusModel(tree: tree, roles: roles)
        let recogniser = recogniser, speech = speech
        // Two independent halves: the words of every stop, and the control marks plus node
        // references. Each writes only its own slot.
        let words = Slot<[Announcement]>(), marks = Slot<([Int: [String]], [NodeReference])>()
        let half: @Sendable (Int) -> Void = { half in
            if half == 0 {
                words.value = tree.announcements(using: model, vocabulary: speech)
            } else {
                var controlsAt: [Int: [String]] = [:]
                for control in recogniser.controls(in: tree, roles: roles) {
                    if let speaker = model.speaker(of: control.node) { controlsAt[speaker, default: []].append(control.kind) }
                }
                let paths = NodePaths(tree: tree)
                marks.value = (controlsAt, model.stops.map { paths.reference($0, label: nil) })
            }
        }
        // On two cores when the tree is large; a small one's halves run here, one after the other.
        if tree.count >= concurrentFrom { DispatchQueue.concurrentPerform(iterations: 2, execute: half) } else { half(0); half(1) }
        let (controlsAt, references) = marks.value ?? ([:], [])
        let stops = (words.value ?? []).enumerated().map { i, a in
            AnnounceReport.Stop(announcement: a, node: references[i], controls: controlsAt[a.node] ?? [])
        }
        var report = AnnounceReport(path: path, format: tree.format, platform: tree.platform, nodeCount: tree.count, stops: stops)
        report.frames = ScreenDrawing.frames(of: tree)
        if leavesScreensToExit { LeftToExit.keep((tree, model)) }
        return report
    }
}

/// One value written by one thread and read after it joined (DispatchQueue.concurrentPerform).
final class Slot<T>: @unchecked Sendable {
    var value: T?
}
