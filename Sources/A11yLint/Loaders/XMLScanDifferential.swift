import A11yLintModel

/// `XMLScanner` against libxml2 on one document, for the `xml-scan` fuzz mode and the tests:
/// whenever the scanner accepts, libxml2 must accept with the same events (names, attribute
/// values as bytes, locations, ends); whenever libxml2 reports an error, the scanner must have
/// declined. The scanner is also run in tiny chunks, which must not change what it does.
public enum XMLScanDifferential {
    /// What a reader saw, as one byte stream (cheap to build and compare under the fuzzer's
    /// sanitizers): per element its location, name and attributes, length-prefixed; `events`
    /// reads it back one line per event.
    final class Recorder: XMLEventHandler {
        var stream: [UInt8] = []
        /// Only a digest of the stream (FNV-1a), not the stream: what the fuzz mode compares first.
        let digestOnly: Bool
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325

        init(digestOnly: Bool = false) { self.digestOnly = digestOnly }

        private func add(_ byte: UInt8) {
            if digestOnly { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 } else { stream.append(byte) }
        }
        private func append(_ n: Int) { withUnsafeBytes(of: Int64(n).littleEndian) { for b in $0 { add(b) } } }
        private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            append(bytes.count)
            for b in bytes { add(b) }
        }
        private func append(_ name: XMLName) {
            append(UnsafeBufferPointer(start: name.pointer, count: strlen(UnsafeRawPointer(name.pointer).assumingMemoryBound(to: CChar.self))))
        }

        func startElement(_ name: XMLName, _ attributes: XMLAttributes, at location: SourceLocation) -> InputError? {
            add(1)
            append(location.line)
            append(location.column)
            append(name)
            append(attributes.count)
            for attribute in attributes {
                append(attribute.name)
                append(attribute.value)
            }
            return nil
        }

        func endElement() { add(2) }

        /// The stream one line per event: `<name @line:column key=[bytes]…`, and `>` for an end.
        static func events(_ stream: [UInt8]) -> [String] {
            var events: [String] = []
            var i = 0
            func int() -> Int {
                var n: Int64 = 0
                for k in 0 ..< 8 { n |= Int64(stream[i + k]) << (8 * Int64(k)) }
                i += 8
                return Int(n)
            }
            func bytes() -> [UInt8] {
                let n = int()
                defer { i += n }
                return Array(stream[i ..< i + n])
            }
            while i < stream.count {
                let kind = stream[i]
                i += 1
                if kind == 2 { events.append(">"); continue }
                let line = int(), column = int()
                var event = "<\(String(decoding: bytes(), as: UTF8.self)) @\(line):\(column)"
                for _ in 0 ..< int() {
                    let key = String(decoding: bytes(), as: UTF8.self)
                    event += " \(key)=\(bytes())"
                }
                events.append(event)
            }
            return events
        }
    }

    /// The depth limit used here: low, so the scanner's limit is reached by small inputs.
    static let maxDepth = 40

    /// The scanner's events when it accepts `bytes` cut into `chunkSize` chunks; nil when it declines.
    static func scanned(_ bytes: UnsafeRawBufferPointer, chunkSize: Int, trailer: XMLDocumentEnd.Trailer?) -> [String]? {
        scannedStream(bytes, chunkSize: chunkSize, trailer: trailer).map(Recorder.events)
    }

    static func scannedStream(_ bytes: UnsafeRawBufferPointer, chunkSize: Int, trailer: XMLDocumentEnd.Trailer?) -> [UInt8]? {
        scannedRecorder(bytes, chunkSize: chunkSize, trailer: trailer, digestOnly: false)?.stream
    }

    static func scannedRecorder(_ bytes: UnsafeRawBufferPointer, chunkSize: Int, trailer: XMLDocumentEnd.Trailer?, digestOnly: Bool) -> Recorder? {
        let recorder = Recorder(digestOnly: digestOnly)
        var source = XMLMemoryChunks(bytes, chunkSize: chunkSize)
        var scanner = XMLScanner(handler: recorder, maxDepth: maxDepth, trailer: trailer)
        let outcome = scanner.scan(&source)
        scanner.deallocate()
        return outcome == .accepted ? recorder : nil
    }

    /// libxml2's events, or the error it reported.
    static func parsed(_ bytes: UnsafeRawBufferPointer, trailer: XMLDocumentEnd.Trailer?, digestOnly: Bool = false) -> Result<Recorder, InputError> {
        let recorder = Recorder(digestOnly: digestOnly)
        do throws(InputError) {
            try XMLEventParser(handler: recorder, maxDepth: maxDepth, trailer: trailer).parse(bytes)
            return .success(recorder)
        } catch {
            return .failure(error)
        }
    }

    /// nil when the scanner and libxml2 agree on `bytes` (with and without uiautomator's trailer);
    /// otherwise what differs.
    public static func mismatch(_ bytes: UnsafeRawBufferPointer) -> String? {
        // The trailer changes nothing unless the text after the root could be one.
        let trailers: [XMLDocumentEnd.Trailer?] = ByteSearch.contains(bytes, "dumped to: ") ? [nil, UIAutomatorDumpTrailer.matches] : [nil]
        for trailer in trailers {
            // Digests first; the streams themselves only to say what differs.
            let whole = scannedRecorder(bytes, chunkSize: XMLEventParser.chunkSize, trailer: trailer, digestOnly: true)?.digest
            // Tiny chunks put every construct across a chunk's end; larger inputs fewer of them.
            // One-byte chunks only up to 256 bytes: the scanner reads a construct again from its
            // start after each chunk, so a tag of n bytes cost n²/2 steps, and on inputs up to
            // 1 KB that pass was most of the mode's time (under 1,000 inputs a second); 7- and
            // 61-byte chunks still cut every construct longer than 7 bytes somewhere.
            for tiny in bytes.count <= 256 ? [1, 7] : bytes.count <= 16384 ? [7, 61] : [1021] {
                let cut = scannedRecorder(bytes, chunkSize: tiny, trailer: trailer, digestOnly: true)?.digest
                if cut != whole {
                    return "the scanner in \(tiny)-byte chunks \(cut == nil ? "declined" : "accepted") what in one chunk it \(whole == nil ? "declined" : "accepted")"
                        + (cut != nil && whole != nil ? " (events differ)" : "")
                }
            }
            guard let digest = whole else { continue }
            switch parsed(bytes, trailer: trailer, digestOnly: true) {
            case let .failure(error):
                return "the scanner accepted what libxml2 refuses: \(error)"
            case let .success(recorder):
                if recorder.digest != digest {
                    let reference = (try? parsed(bytes, trailer: trailer).get()).map { Recorder.events($0.stream) } ?? []
                    let events = scanned(bytes, chunkSize: XMLEventParser.chunkSize, trailer: trailer) ?? []
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
        scannedStream(bytes, chunkSize: XMLEventParser.chunkSize, trailer: nil) != nil
    }
}

import Foundation
