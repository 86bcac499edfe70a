import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

/// Screenshots (issue 20, point 1): PNG decoding through libpng for every colour type, bit depth,
/// palette, transparency and interlacing; hostile files as input errors in bounded memory; the
/// scale between the dump's coordinates and the pixels, and screenshots of another screen refused.
@Suite struct ScreenshotTests {
    /// A PNG written by hand: stored (uncompressed) deflate blocks, so the test needs no zlib and
    /// every byte is the test's own. `rows` are the image's unfiltered scanlines (packed samples);
    /// `interlaced` writes them as Adam7's seven passes.
    static func png(width: Int, height: Int, colourType: UInt8, bitDepth: UInt8, rows: [[UInt8]],
                    palette: [UInt8]? = nil, transparency: [UInt8]? = nil, interlaced: Bool = false,
                    declaredWidth: Int? = nil, declaredHeight: Int? = nil, cutAt: Int? = nil) -> Data {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes { c ^= UInt32(b); for _ in 0 ..< 8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 } }
            return c ^ 0xFFFF_FFFF
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(crc(typed)))
        }
        let samples = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colourType)]!
        let bitsPerPixel = samples * Int(bitDepth)
        // Pixels as bit strings, so a pass can pick any of them whatever the depth.
        func pixelBits(_ x: Int, _ y: Int) -> [UInt8] {
            (0 ..< bitsPerPixel).map { b in
                let bit = x * bitsPerPixel + b
                return rows[y][bit / 8] >> (7 - UInt8(bit % 8)) & 1
            }
        }
        func scanline(_ xs: [Int], _ y: Int) -> [UInt8] {
            let bits = xs.flatMap { pixelBits($0, y) }
            var out = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
            for (i, bit) in bits.enumerated() where bit == 1 { out[i / 8] |= 0x80 >> UInt8(i % 8) }
            return [0] + out
        }
        var raw: [UInt8] = []
        if interlaced {
            for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
                let xs = Array(stride(from: x0, to: width, by: dx))
                guard !xs.isEmpty else { continue }
                for y in stride(from: y0, to: height, by: dy) { raw += scanline(xs, y) }
            }
        } else {
            for y in 0 ..< height { raw += scanline(Array(0 ..< width), y) }
        }
        // zlib: header, stored blocks of at most 65,535 bytes, Adler-32.
        var z: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset), last: UInt8 = offset + n == raw.count ? 1 : 0
            z += [last, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8 & 255)] + raw[offset ..< offset + n]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        z += be32(Int(b << 16 | a))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", be32(declaredWidth ?? width) + be32(declaredHeight ?? height) + [bitDepth, colourType, 0, 0, interlaced ? 1 : 0])
        if let palette { file += chunk("PLTE", palette) }
        if let transparency { file += chunk("tRNS", transparency) }
        file += chunk("IDAT", z) + chunk("IEND", [])
        return Data(file.prefix(cutAt ?? file.count))
    }

    /// A 9×9 image (odd, so Adam7's passes are uneven): red left half, blue right half, by column.
    static let side = 9
    static func isLeft(_ x: Int) -> Bool { x < 5 }

    static func decode(_ data: Data) throws -> Screenshot { try PNGDecoder.decode(data, name: "shot.png") }

    @Test(arguments: [false, true])
    func everyColourTypeAndDepthDecodesToRGBA(interlaced: Bool) throws {
        let n = Self.side
        // RGB, 8 and 16 bits.
        let rgb8 = (0 ..< n).map { _ in (0 ..< n).flatMap { Self.isLeft($0) ? [255, 0, 0] as [UInt8] : [0, 0, 255] } }
        let rgb16 = (0 ..< n).map { _ in (0 ..< n).flatMap { Self.isLeft($0) ? [255, 255, 0, 0, 0, 0] as [UInt8] : [0, 0, 0, 0, 255, 255] } }
        // RGBA 8: the right half half-transparent.
        let rgba8 = (0 ..< n).map { _ in (0 ..< n).flatMap { Self.isLeft($0) ? [255, 0, 0, 255] as [UInt8] : [0, 0, 255, 128] } }
        // Palette, 4 bits: entry 0 red, 1 blue; tRNS makes blue fully transparent.
        let indexed4 = (0 ..< n).map { _ in stride(from: 0, to: n, by: 2).map { x -> UInt8 in
            let hi: UInt8 = Self.isLeft(x) ? 0 : 1, lo: UInt8 = x + 1 < n && !Self.isLeft(x + 1) ? 1 : 0
            return hi << 4 | lo
        } }
        // Grey, 1 bit: white left, black right; grey+alpha 8.
        let grey1 = (0 ..< n).map { _ in [UInt8(0b1111_1000), 0] }
        let greyAlpha8 = (0 ..< n).map { _ in (0 ..< n).flatMap { Self.isLeft($0) ? [200, 255] as [UInt8] : [50, 0] } }
        let cases: [(String, Data, (r: UInt8, g: UInt8, b: UInt8, a: UInt8), (r: UInt8, g: UInt8, b: UInt8, a: UInt8))] = [
            ("rgb8", Self.png(width: n, height: n, colourType: 2, bitDepth: 8, rows: rgb8, interlaced: interlaced), (255, 0, 0, 255), (0, 0, 255, 255)),
            ("rgb16", Self.png(width: n, height: n, colourType: 2, bitDepth: 16, rows: rgb16, interlaced: interlaced), (255, 0, 0, 255), (0, 0, 255, 255)),
            ("rgba8", Self.png(width: n, height: n, colourType: 6, bitDepth: 8, rows: rgba8, interlaced: interlaced), (255, 0, 0, 255), (0, 0, 255, 128)),
            ("palette4+tRNS", Self.png(width: n, height: n, colourType: 3, bitDepth: 4, rows: indexed4, palette: [255, 0, 0, 0, 0, 255], transparency: [255, 0], interlaced: interlaced), (255, 0, 0, 255), (0, 0, 255, 0)),
            ("grey1", Self.png(width: n, height: n, colourType: 0, bitDepth: 1, rows: grey1, interlaced: interlaced), (255, 255, 255, 255), (0, 0, 0, 255)),
            ("grey+alpha8", Self.png(width: n, height: n, colourType: 4, bitDepth: 8, rows: greyAlpha8, interlaced: interlaced), (200, 200, 200, 255), (50, 50, 50, 0)),
        ]
        for (name, data, left, right) in cases {
            let shot = try Self.decode(data)
            #expect(shot.width == n && shot.height == n && shot.rgba.count == n * n * 4, "\(name)")
            for y in [0, 4, 8] {
                for x in 0 ..< n {
                    let p = try #require(shot.pixel(x: x, y: y))
                    let want = Self.isLeft(x) ? left : right
                    // A fully transparent pixel's colour is not meaningful after libpng's alpha handling.
                    let same = want.a == 0 ? p.a == 0 : (p.r, p.g, p.b, p.a) == want
                    #expect(same, "\(name) interlaced=\(interlaced) (\(x),\(y)): \(p) want \(want)")
                }
            }
        }
    }

    @Test func hostilePNGsAreInputErrorsNamingTheFile() throws {
        let rows = (0 ..< 4).map { _ in [UInt8](repeating: 7, count: 12) }
        let good = Self.png(width: 4, height: 4, colourType: 2, bitDepth: 8, rows: rows)
        #expect(try Self.decode(good).width == 4)
        // Not a PNG; a truncated one; a header claiming 100,000 × 100,000 pixels (refused before any
        // pixel buffer exists); a header larger than its data (a short IDAT).
        let cases: [(Data, String)] = [
            (Data("<hierarchy/>".utf8), "not a PNG"),
            (Self.png(width: 4, height: 4, colourType: 2, bitDepth: 8, rows: rows, cutAt: 40), "unreadable PNG"),
            (Self.png(width: 4, height: 4, colourType: 2, bitDepth: 8, rows: rows, declaredWidth: 100_000, declaredHeight: 100_000), "larger than a screenshot"),
            (Self.png(width: 4, height: 4, colourType: 2, bitDepth: 8, rows: rows, declaredHeight: 4_000), "unreadable PNG"),
            (Data(good.prefix(8)), "unreadable PNG"),
        ]
        for (data, words) in cases {
            #expect {
                _ = try Self.decode(data)
            } throws: { error in
                let text = (error as? InputError)?.message ?? ""
                return text.hasPrefix("shot.png: ") && text.contains(words)
            }
        }
        // A deflate bomb: a 4,000 × 4,000 image is 64 MB of RGBA at most (the limit), never more,
        // whatever the compressed stream claims; a smaller limit refuses it outright.
        var small = PNGDecoder.Limits()
        small.pixels = 1_000_000
        let big = Self.png(width: 1, height: 1, colourType: 0, bitDepth: 8, rows: [[0]], declaredWidth: 4_000, declaredHeight: 4_000)
        #expect(throws: InputError.self) { try PNGDecoder.decode(big, name: "bomb.png", limits: small) }
    }

    @Test func theScaleIsDerivedAndAnotherScreenIsRefused() throws {
        let shot = try Self.decode(Self.png(width: 9, height: 18, colourType: 0, bitDepth: 8, rows: (0 ..< 18).map { _ in [UInt8](repeating: 0, count: 9) }))
        // XCUITest: points; a 3× screenshot of a 3 × 6 point screen.
        var ios = try DumpReader.load(string: #"{"platform":"ios","elementType":"Application","id":"app","frame":[0,0,3,6]}"#)
        #expect(ScreenshotAttachment.attach(shot, to: &ios) == nil)
        #expect(ios.screenshot?.scale == 3)
        #expect(ios.screenshot.map { $0.pixelRect(of: Rect(x: 1, y: 1, width: 1, height: 2)) }.map { [$0.x, $0.y] } == [3 ..< 6, 3 ..< 9])
        // uiautomator: pixels, one to one.
        var android = try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,9,18]}"#)
        #expect(ScreenshotAttachment.attach(shot, to: &android) == nil && android.screenshot?.scale == 1)
        // Landscape dump, portrait screenshot: reported, not used.
        var turned = try DumpReader.load(string: #"{"platform":"android","className":"android.widget.FrameLayout","id":"root","bounds":[0,0,18,9]}"#)
        let problem = ScreenshotAttachment.attach(shot, to: &turned, name: "screen.png")
        #expect(problem?.contains("screen.png not used") == true && problem?.contains("aspect ratio") == true, "\(problem ?? "")")
        #expect(turned.screenshot == nil)
    }

    @Test func aScreenshotBesideTheDumpIsFoundByItsBaseName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("screen.xml"), txt = dir.appendingPathComponent("other.txt")
        try Data().write(to: dump)
        try Data().write(to: txt)
        #expect(ScreenshotAttachment.beside(dump) == nil)
        try Self.png(width: 1, height: 1, colourType: 0, bitDepth: 8, rows: [[0]]).write(to: dir.appendingPathComponent("screen.png"))
        #expect(ScreenshotAttachment.beside(dump)?.lastPathComponent == "screen.png")
        #expect(ScreenshotAttachment.beside(txt) == nil)
    }

    /// A screenshot that cannot be read is an input error of its dump that names the PNG, not only the dump.
    @Test func aMissingScreenshotIsNamed() throws {
        let dump = Repo.root.appendingPathComponent("examples/wifi-settings.xml")
        let report = Linter().lint(file: dump, screenshot: URL(fileURLWithPath: "/nonexistent/screen.png"))
        let message = try #require(report.error?.message)
        #expect(message.contains("/nonexistent/screen.png") && message.contains("cannot read"), "\(message)")
    }

    @Test func theCommandLineUsesNotesAndRefusesScreenshots() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-shotcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("screen.xml")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("examples/wifi-settings.xml"), to: dump)
        func grey(_ w: Int, _ h: Int) -> Data { Self.png(width: w, height: h, colourType: 0, bitDepth: 8, rows: (0 ..< h).map { _ in [UInt8](repeating: 90, count: w) }) }
        let plain = try runProcess(CLITests.binary, ["lint", "--no-config", "--format", "json", dump.path])
        // The dump's screen is 1080 × 2400: a 54 × 120 PNG beside it has its aspect ratio and is used silently.
        try grey(54, 120).write(to: dir.appendingPathComponent("screen.png"))
        let beside = try runProcess(CLITests.binary, ["lint", "--no-config", "--format", "json", dump.path])
        // Used: the same failures, no note, and contrast is measured (one grey: nothing to compare),
        // so the "no screenshot" contrast review the plain run lists is gone.
        func file(_ out: String) throws -> [String: Any] {
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            return try #require((doc["files"] as? [[String: Any]])?.first)
        }
        func criteria(_ file: [String: Any]) -> [String] { (file["review"] as? [[String: Any]] ?? []).compactMap { $0["criterion"] as? String } }
        let (withShot, without) = (try file(beside.out), try file(plain.out))
        #expect(beside.status == plain.status && withShot["notes"] == nil, "\(beside.err)")
        #expect(NSArray(array: withShot["findings"] as? [Any] ?? []) == NSArray(array: without["findings"] as? [Any] ?? []))
        #expect(criteria(without).contains("contrast.text") && !criteria(withShot).contains("contrast.text"))
        #expect(criteria(withShot) == criteria(without).filter { $0 != "contrast.text" && $0 != "contrast.graphics" })
        // A landscape one is noted, not used; the findings are the same.
        try grey(120, 54).write(to: dir.appendingPathComponent("screen.png"))
        let turned = try runProcess(CLITests.binary, ["lint", "--no-config", dump.path])
        #expect(turned.status == 1 && turned.out.contains("note: screen.png not used") && turned.out.contains("aspect ratio"), "\(turned.out)")
        // --screenshot names another file; a broken PNG is an input error (exit 2) naming it.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: dir.appendingPathComponent("cut.png"))
        let broken = try runProcess(CLITests.binary, ["lint", "--no-config", "--screenshot", dir.appendingPathComponent("cut.png").path, dump.path])
        #expect(broken.status == 2 && broken.out.contains("cut.png: unreadable PNG"), "\(broken.out)\(broken.err)")
        let folder = try runProcess(CLITests.binary, ["lint", "--no-config", "--screenshot", dir.appendingPathComponent("screen.png").path, dir.path])
        #expect(folder.status == 2 && folder.err.contains("--screenshot"), "\(folder.err)")
    }

    /// The png fuzz mode's seeds (Fuzz/seeds/png: palette with tRNS, 1-bit grey, 16-bit RGBA, grey
    /// with alpha and gAMA) and the fixtures' screenshots all decode.
    @Test func theFuzzSeedsAndFixtureScreenshotsDecode() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Repo.root.appendingPathComponent("Fuzz/seeds/png").path).filter { $0.hasSuffix(".png") }
        #expect(seeds.count >= 4)
        let fixtures = Repo.files(under: Repo.fixtures, extensions: ["png"])
        #expect(fixtures.count >= 6)
        for path in seeds.map({ Repo.root.appendingPathComponent("Fuzz/seeds/png/" + $0).path }) + fixtures.map(\.path) {
            let shot = try PNGDecoder.decode(contentsOf: path)
            #expect(shot.rgba.count == shot.width * shot.height * 4, "\(path)")
        }
    }
}
