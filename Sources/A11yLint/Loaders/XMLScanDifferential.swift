import A11yLintModel

/// `XMLScanner` against libxml2 on one document, for the `xml-scan` fuzz mode and the tests:
/// whenever the scanner accepts, libxml2 must accept with the same events (names, attribute
/// values as bytes, locations, ends); whenever libxml2 reports an error, the scanner must have
/// declined. The scanner is also run in tiny chunks, which must not change what it does.
public enum XMLScanDifferential {
    /// What a reader saw, one line per event.
    final class Recorder: XMLEventHandler {
        var events: [String] = []

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            var line = "<\(name.string) @\(location.line):\(location.column)"
            for attribute in attributes {
                line += " \(attribute.name.string)=\(Array(attribute.value))"
            }
            events.append(line)
            return nil
        }

        func endElement() { events.append(">") }
    }

    /// The depth limit used here: low, so the scanner's limit is reached by small inputs.
    static let maxDepth = 40

    /// The scanner's events when it accepts `bytes` cut into `chunkSize` chunks; nil when it declines.
    static func scanned(_ bytes: UnsafeRawBufferPointer, chunkSize: Int, trailer: XMLDocumentEnd.Trailer?) -> [String]? {
        let recorder = Recorder()
        var source = XMLMemoryChunks(bytes, chunkSize: chunkSize)
        var scanner = XMLScanner(handler: recorder, maxDepth: maxDepth, trailer: trailer)
        let outcome = scanner.scan(&source)
        scanner.deallocate()
        return outcome == .accepted ? recorder.events : nil
    }

    /// libxml2's events, or the error it reported.
    static func parsed(_ bytes: UnsafeRawBufferPointer, trailer: XMLDocumentEnd.Trailer?) -> Result<[String], InputError> {
        let recorder = Recorder()
        do throws(InputError) {
            try XMLEventParser(handler: recorder, maxDepth: maxDepth, trailer: trailer).parse(bytes)
            return .success(recorder.events)
        } catch {
            return .failure(error)
        }
    }

    /// nil when the scanner and libxml2 agree on `bytes` (with and without uiautomator's trailer);
    /// otherwise what differs.
    public static func mismatch(_ bytes: UnsafeRawBufferPointer) -> String? {
        for trailer in [nil, UIAutomatorDumpTrailer.matches as XMLDocumentEnd.Trailer] {
            let whole = scanned(bytes, chunkSize: XMLEventParser.chunkSize, trailer: trailer)
            // Tiny chunks put every construct across a chunk's end; a large input only in a few
            // places (its tags are read again from their start after each chunk).
            for tiny in bytes.count <= 4096 ? [1, 3, 7] : [61, 1021] {
                let cut = scanned(bytes, chunkSize: tiny, trailer: trailer)
                if cut != whole {
                    return "the scanner in \(tiny)-byte chunks \(cut == nil ? "declined" : "accepted") what in one chunk it \(whole == nil ? "declined" : "accepted")"
                        + (cut != nil && whole != nil ? " (events differ)" : "")
                }
            }
            guard let events = whole else { continue }
            switch parsed(bytes, trailer: trailer) {
            case let .failure(error):
                return "the scanner accepted what libxml2 refuses: \(error)"
            case let .success(reference):
                if reference != events {
                    let k = (0 ..< min(reference.count, events.count)).first { reference[$0] != events[$0] } ?? min(reference.count, events.count)
                    let a = k < reference.count ? reference[k] : "(end)"
                    let b = k < events.count ? events[k] : "(end)"
                    return "event \(k) differs: libxml2 \(a), scanner \(b)"
                }
            }
        }
        return nil
    }

    /// Whether the scanner accepts `bytes` (in one chunk, no trailer): tests check what it declines.
    public static func accepts(_ bytes: UnsafeRawBufferPointer) -> Bool {
        scanned(bytes, chunkSize: XMLEventParser.chunkSize, trailer: nil) != nil
    }
}
