#if canImport(XCTest)
import A11yLint
import Foundation
import XCTest

/// Fails the test once per failing finding, at the caller's file and line, with a readable message:
///
///     XCTAssertAccessible(try AccessibilityTree(contentsOf: dumpURL))
///     XCTAssertAccessible(app.debugDescription, .init(failOn: .warning))
///
/// A dump that cannot be read fails the test with the reason (it is never silently accessible).
public func XCTAssertAccessible<Screen: AccessibilityTreeConvertible>(
    _ screen: @autoclosure () throws -> Screen,
    _ options: AccessibilityAudit.Options = .default,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let audit: AccessibilityAudit
    do { audit = AccessibilityAudit(try screen(), options: options) } catch {
        XCTFail(XCTAccessibilityMessage.prefixed(message(), "could not read the screen: \(error)"), file: file, line: line)
        return
    }
    for finding in audit.failures {
        XCTFail(XCTAccessibilityMessage.prefixed(message(), audit.message(for: finding)), file: file, line: line)
    }
}

/// The same for a dump held in a string: a page source or `XCUIApplication().debugDescription`.
public func XCTAssertAccessible(
    _ dump: @autoclosure () throws -> String,
    _ options: AccessibilityAudit.Options = .default,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertAccessible(try AccessibilityTree(dump: dump()), options, message(), file: file, line: line)
}

/// The same for a dump file.
public func XCTAssertAccessible(
    contentsOf url: @autoclosure () throws -> URL,
    _ options: AccessibilityAudit.Options = .default,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertAccessible(try AccessibilityTree(contentsOf: url()), options, message(), file: file, line: line)
}

/// Compares what the screen reader says with a stored snapshot; see `AnnouncementSnapshot`.
/// The snapshot is named after the test (`testWifiRow()` → `__Announcements__/<File>/testWifiRow.txt`)
/// unless `named` says otherwise; a test with two snapshots names at least one.
public func XCTAssertAnnouncements<Screen: AccessibilityTreeConvertible>(
    _ screen: @autoclosure () throws -> Screen,
    named name: String = #function,
    record: Bool? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let outcome: AnnouncementSnapshot.Outcome
    do {
        let snapshot = AnnouncementSnapshot(name: AnnouncementSnapshot.name(forTest: name), testFile: "\(file)")
        outcome = snapshot.verify(try screen().accessibilityTree.announcementText(), record: record)
    } catch {
        XCTFail("could not read the screen: \(error)", file: file, line: line)
        return
    }
    if let failure = outcome.failureMessage { XCTFail(failure, file: file, line: line) }
}

enum XCTAccessibilityMessage {
    static func prefixed(_ user: String, _ text: String) -> String { user.isEmpty ? text : "\(user): \(text)" }
}
#endif
