import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// Lints files on every core and returns the reports in input order; shows a counter on stderr when asked.
public struct ParallelLinter: Sendable {
    public var jobs: Int
    public var showProgress: Bool

    public init(jobs: Int, showProgress: Bool) { self.jobs = jobs; self.showProgress = showProgress }

    public func run(_ files: [FileCollector.Entry], _ lint: @Sendable (FileCollector.Entry) -> FileReport) -> [FileReport] {
        let results = ResultSlots<FileReport>(count: files.count)
        let done = Counter()
        let workers = max(1, min(jobs, files.count))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.increment() - 1
                guard i < files.count else { return }
                results.set(i, lint(files[i]))
                let finished = done.increment()
                if showProgress && (finished % 10 == 0 || finished == files.count) {
                    FileHandle.standardError.write(Data("\rlinting \(finished)/\(files.count)".utf8))
                }
            }
        }
        if showProgress && !files.isEmpty { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return results.values()
    }
}

/// Slots written by index from many threads; each index is written once.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { lock.lock(); slots[i] = value; lock.unlock() }
    func values() -> [T] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
