import A11yLint
import Foundation

extension PairReport {
    /// What fails an assertion: an input error (the pair could not be judged) or error findings.
    var failureMessages: [String] {
        if let error { return ["could not judge \(before) → \(after) (\(action)): \(error)"] }
        return errors.map(line(for:))
    }
}

/// Judges two screens in code or from dumps: `PairJudge` for trees already loaded.
enum PairAssertion {
    static func report(_ before: AccessibilityTree, _ after: AccessibilityTree, _ action: PairAction) -> PairReport {
        PairJudge().judge(before: before, after: after, action: action)
    }

    /// Every step of a scenario file, or the reason it cannot be read.
    static func scenarioMessages(_ url: URL) -> [String] {
        do {
            return try Scenario(contentsOf: url).run(relativeTo: url.deletingLastPathComponent()).flatMap(\.failureMessages)
        } catch {
            return ["could not read the scenario: \(error)"]
        }
    }
}

#if canImport(XCTest)
import XCTest

/// Fails once per error the pair shows (double tap did not toggle, text lost at 200%, focus not
/// returned), at the caller's line:
///
///     XCTAssertPair(try AccessibilityTree(dump: before), try AccessibilityTree(dump: after), .activate(id: "wifi_switch"))
public func XCTAssertPair<Before: AccessibilityTreeConvertible, After: AccessibilityTreeConvertible>(
    _ before: @autoclosure () throws -> Before,
    _ after: @autoclosure () throws -> After,
    _ action: PairAction,
    file: StaticString = #filePath, line: UInt = #line
) {
    let report: PairReport
    do { report = PairAssertion.report(try before().accessibilityTree, try after().accessibilityTree, action) } catch {
        XCTFail("could not read the screen: \(error)", file: file, line: line)
        return
    }
    for message in report.failureMessages { XCTFail(message, file: file, line: line) }
}

/// Runs a scenario file (steps of dumps and the actions between them; see `Scenario`) and fails
/// once per error, at the caller's line.
public func XCTAssertScenario(contentsOf url: URL, file: StaticString = #filePath, line: UInt = #line) {
    for message in PairAssertion.scenarioMessages(url) { XCTFail(message, file: file, line: line) }
}
#endif

#if canImport(Testing)
import Testing

/// Records one issue per error the pair shows, at the caller's source location.
public func expectPair<Before: AccessibilityTreeConvertible, After: AccessibilityTreeConvertible>(
    _ before: @autoclosure () throws -> Before,
    _ after: @autoclosure () throws -> After,
    _ action: PairAction,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let report: PairReport
    do { report = PairAssertion.report(try before().accessibilityTree, try after().accessibilityTree, action) } catch {
        Issue.record(Comment(rawValue: "could not read the screen: \(error)"), sourceLocation: sourceLocation)
        return
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// Runs a scenario file and records one issue per error.
public func expectScenario(contentsOf url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for message in PairAssertion.scenarioMessages(url) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}
#endif
