import Foundation
import CLibPNG
import A11yLintModel

/// Decodes a PNG screenshot with libpng (Debian `libpng-dev`, through pkg-config as libxml2 is).
///
/// libpng's simplified API (`png_image_begin_read_from_memory`, `png_image_finish_read`) applies
/// the transforms to 8-bit RGBA for every colour type and bit depth — grey, grey+alpha, RGB, RGBA,
/// palette with or without `tRNS`, 1 to 16 bits — and undoes Adam7 interlacing; and it reports a
/// broken file through the image's message, not through `longjmp`, which Swift cannot survive.
///
/// A screenshot is input like a dump: hostile until read. Memory stays bounded: the file is read
/// with a size limit (`FileBytes`), the header's dimensions are checked against `Limits` before a
/// pixel buffer is allocated (a 100,000 × 100,000 header costs nothing), decompression can fill no
/// more than that buffer (a deflate bomb in IDAT stops at the image's size), and ancillary chunks
/// stay within libpng's own defaults (`PNG_USER_CHUNK_MALLOC_MAX`, 8 MB; `PNG_USER_CHUNK_CACHE_MAX`,
/// 1,000 chunks). A truncated or corrupt file is an `InputError` naming the file and libpng's reason.
public enum PNGDecoder {
    public struct Limits: Sendable {
        /// The file's size: screenshots of the largest tablets are under 20 MB.
        public var fileBytes = 64 * 1024 * 1024
        /// Either side, in pixels.
        public var side = 16_384
        /// Width × height: 64 MB of RGBA (a 2960 × 1848 tablet screenshot is 5.5 M).
        public var pixels = 16 * 1024 * 1024
        public init() {}
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads and decodes the PNG at `path`.
    public static func decode(contentsOf path: String, limits: Limits = Limits()) throws(InputError) -> Screenshot {
        let data = try FileBytes.read(path: path, limit: limits.fileBytes, what: "the screenshot \(path)")
        return try decode(data, name: path, limits: limits)
    }

    /// Decodes PNG bytes; `name` is the file the errors name.
    public static func decode(_ data: Data, name: String, limits: Limits = Limits()) throws(InputError) -> Screenshot {
        guard data.count >= 8, data.prefix(8).elementsEqual(signature) else {
            throw InputError("\(name): not a PNG image (the screenshot must be PNG: adb exec-out screencap -p)")
        }
        let result: Result<Screenshot, InputError> = data.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(InputError("\(name): unreadable PNG: \(message(of: &image))"))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width <= limits.side, height <= limits.side, width * height <= limits.pixels else {
                return .failure(InputError("\(name): PNG of \(width) × \(height) pixels is larger than a screenshot can be (at most \(limits.side) a side and \(limits.pixels) pixels)"))
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            let stride = width * 4
            var rgba = [UInt8](repeating: 0, count: stride * height)
            let done = rgba.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(stride), nil)
            }
            guard done != 0 else { return .failure(InputError("\(name): unreadable PNG: \(message(of: &image))")) }
            return .success(Screenshot(width: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// libpng's reason, from the image's fixed-size message buffer.
    static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}

/// A screenshot beside a dump, and the scale between its pixels and the dump's coordinates.
public enum ScreenshotAttachment {
    /// The PNG with the dump's base name in the same folder (`screen.xml` + `screen.png`), if any.
    public static func beside(_ dump: URL) -> URL? {
        let png = dump.deletingPathExtension().appendingPathExtension("png")
        guard png != dump else { return nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: png.path, isDirectory: &isFolder) && !isFolder.boolValue ? png : nil
    }

    /// The screen the dump describes: the largest extent of its roots' frames, from the origin.
    static func screen(_ tree: AccessibilityTree) -> (width: Double, height: Double)? {
        var w = 0.0, h = 0.0
        for r in tree.roots { if let f = tree[r].frame { w = max(w, f.maxX); h = max(h, f.maxY) } }
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// How far the screenshot's aspect ratio may differ from the screen's (rounding of odd sizes).
    public static let aspectTolerance = 0.02

    /// Attaches `shot` to `tree` with its scale (the PNG's width over the screen's: 1 for
    /// uiautomator's pixels, 3 for a 3× iPhone's points), or says why it cannot be used: the dump
    /// has no screen size, or the aspect ratios differ (another screen, another orientation, a
    /// cropped image). Then the tree keeps no screenshot.
    @discardableResult
    public static func attach(_ shot: Screenshot, to tree: inout AccessibilityTree, name: String = "the screenshot") -> String? {
        guard let screen = screen(tree) else {
            tree.screenshot = nil
            return "\(name) not used: the dump records no screen size to map its pixels to"
        }
        let dumpAspect = screen.width / screen.height, shotAspect = Double(shot.width) / Double(shot.height)
        guard abs(shotAspect - dumpAspect) <= aspectTolerance * dumpAspect else {
            tree.screenshot = nil
            return "\(name) not used: it is \(shot.width) × \(shot.height) pixels, an aspect ratio of \(format(shotAspect)), but the dump's screen is \(format(screen.width)) × \(format(screen.height)) (\(format(dumpAspect))): another screen or orientation"
        }
        var attached = shot
        attached.setScale(Double(shot.width) / screen.width)
        tree.screenshot = attached
        return nil
    }

    static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
