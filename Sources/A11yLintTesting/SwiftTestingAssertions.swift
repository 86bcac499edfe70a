#if canImport(Testing)
import A11yLint
import Foundation
import Testing

/// Records one issue per failing finding at the caller's source location:
///
///     @Test func wifiSettings() throws {
///         expectAccessible(try AccessibilityTree(contentsOf: dumpURL))
///     }
///
/// `#expect(AccessibilityAudit(screen).isAccessible)` works too; its failure prints the audit,
/// one line per finding.
public func expectAccessible<Screen: AccessibilityTreeConvertible>(
    _ screen: @autoclosure () throws -> Screen,
    _ options: AccessibilityAudit.Options = .default,
    _ comment: Comment? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    _ = recordFailures(screen, options, comment, sourceLocation)
}

/// Like `expectAccessible`, and then stops the test (throws) when the screen fails, as `#require` does.
public func requireAccessible<Screen: AccessibilityTreeConvertible>(
    _ screen: @autoclosure () throws -> Screen,
    _ options: AccessibilityAudit.Options = .default,
    _ comment: Comment? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    if let failure = recordFailures(screen, options, comment, sourceLocation) { throw failure }
}

/// What `requireAccessible` throws after recording the issues.
public struct AccessibilityRequirementFailure: Error, CustomStringConvertible {
    public var description: String
}

/// The same for announcements: compares `announcementText()` with a stored file; see `AnnouncementSnapshot`.
/// The snapshot is named after the test function (`@Test func wifiRow()` →
/// `__Announcements__/<File>/wifiRow.txt`) unless `named` says otherwise; a parameterised test, or
/// one with two snapshots, names them.
public func expectAnnouncements<Screen: AccessibilityTreeConvertible>(
    _ screen: @autoclosure () throws -> Screen,
    named name: String = #function,
    record: Bool? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let snapshot = AnnouncementSnapshot(name: AnnouncementSnapshot.name(forTest: name), testFile: sourceLocation.filePath)
        if let failure = snapshot.verify(try screen().accessibilityTree.announcementText(), record: record).failureMessage {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: "could not read the screen: \(error)"), sourceLocation: sourceLocation)
    }
}

private func recordFailures<Screen: AccessibilityTreeConvertible>(
    _ screen: () throws -> Screen, _ options: AccessibilityAudit.Options, _ comment: Comment?,
    _ sourceLocation: Testing.SourceLocation
) -> AccessibilityRequirementFailure? {
    let prefix = comment.map { "\($0.rawValue): " } ?? ""
    let audit: AccessibilityAudit
    do { audit = AccessibilityAudit(try screen(), options: options) } catch {
        let text = prefix + "could not read the screen: \(error)"
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        return AccessibilityRequirementFailure(description: text)
    }
    let failures = audit.failures
    for finding in failures {
        Issue.record(Comment(rawValue: prefix + audit.message(for: finding)), sourceLocation: sourceLocation)
    }
    return failures.isEmpty ? nil : AccessibilityRequirementFailure(description: audit.description)
}

extension AccessibilityAudit: CustomTestStringConvertible {
    public var testDescription: String { description }
}
#endif
