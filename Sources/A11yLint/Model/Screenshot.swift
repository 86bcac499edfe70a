/// A screenshot taken with a dump (`adb exec-out screencap -p`, Appium `getScreenshot`,
/// `XCUIScreen.main.screenshot()`), decoded to 8-bit RGBA, and how its pixels map to the dump's
/// coordinates. Loaders decode it (`PNGDecoder`) and attach it (`ScreenshotAttachment`); a check
/// reads colours from it and never asks which file or format it came from.
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA, 4 bytes a pixel, `width * height * 4` bytes.
    public let rgba: [UInt8]
    /// Screenshot pixels per dump unit: 1 for uiautomator (its bounds are pixels), the PNG's width
    /// over the screen's width in points for XCUITest (3 on a 3× iPhone). Set when attached.
    public internal(set) var scale: Double = 1

    package init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// The colour at pixel (x, y) as (r, g, b, a); nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// The pixels under `frame` (in the dump's coordinates), clipped to the image.
    public func pixelRect(of frame: Rect) -> (x: Range<Int>, y: Range<Int>) {
        func clamp(_ v: Double, _ limit: Int) -> Int { max(0, min(limit, Int((v * scale).rounded()))) }
        let x0 = clamp(frame.x, width), x1 = clamp(frame.maxX, width), y0 = clamp(frame.y, height), y1 = clamp(frame.maxY, height)
        return (x0 ..< max(x0, x1), y0 ..< max(y0, y1))
    }

    package mutating func setScale(_ s: Double) { scale = s }
}
