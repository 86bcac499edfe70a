import Foundation
import A11yLintModel

extension AccessibilityTree {
    /// Reads a dump file of any supported format (detected from its content unless `format` is given).
    public init(contentsOf url: URL, format: DumpFormat? = nil) throws(InputError) {
        self = try DumpReader.load(contentsOf: url, format: format)
        sourceName = url.lastPathComponent
    }

    /// Reads a dump held in a string (a page source an Appium or XCUITest session just returned).
    public init(dump: String, format: DumpFormat? = nil) throws(InputError) {
        self = try DumpReader.load(string: dump, format: format)
    }
}
