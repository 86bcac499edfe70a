import Foundation
import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// contrast.text / contrast.(non-text): the contrast between a control's foreground and background
/// in the screenshot taken with the dump (`AccessibilityTree.screenshot`), after ATF's
/// `TextContrastCheck` and `ImageContrastCheck`, which measure a screenshot through `ContrastSwatch`
/// (google/Accessibility-Test-Framework-for-Android, utils/contrast/ContrastSwatch.java): a
/// histogram of the pixels in the node's bounds; the colours' mean luminance (not weighted by
/// count) splits them into light and dark; the most frequent light colour and the most frequent
/// dark one are the two sides, the more frequent of them the background; the ratio is WCAG's
/// (L1 + 0.05) / (L2 + 0.05), rounded to two decimals as ATF rounds it.
///
/// Without a screenshot it does not apply: no failure and no error (issue 20); the pack's
/// `unmeasured` rule then lists the controls it would have measured for review (one checklist
/// item per screen). A disabled control
/// is exempt (WCAG 1.4.3 and 1.4.11: inactive components); so is an image with no name
/// (decorative), and a swatch of one colour (ATF: nothing to compare, not run).
///
/// `kind: text`: the control's text (its own, or the first text below it), `minimum` 4.5:1; a dump
/// has no text size, so below `minimum` but at least `largeMinimum` (3:1, large text) is reviewed.
/// `kind: icon`: image nodes (`imageClasses`, `imageTypes`), `minimum` 3:1.
package struct PixelContrast: Check {
    public static let id = "pixelContrast"
    public static let optionKeys = ["kind", "minimum", "largeMinimum", "imageClasses", "imageTypes", "textTypes", "sampleLimit", "unmeasured"]

    enum Kind: String { case text, icon }
    let kind: Kind
    let minimum: Double
    let largeMinimum: Double?
    let imageClasses: [String]
    let imageTypes: Set<String>
    let textTypes: Set<String>
    /// At most this many pixels are counted per node (a stride over larger areas): linear time
    /// whatever the screenshot's size.
    let sampleLimit: Int
    /// `unmeasured: "true"`: the review rule for a dump with no screenshot. It asks a person to
    /// check the controls that would have been measured, and does not apply when there is a
    /// screenshot (the measuring rule does).
    let unmeasured: Bool

    struct BadOption: Error, CustomStringConvertible { let description: String }

    public init(options: [String: CheckOption]) throws {
        guard let k = options["kind"]?.list.first.flatMap(Kind.init(rawValue:)) else { throw BadOption(description: "pixelContrast: kind must be text or icon") }
        kind = k
        func number(_ key: String) throws -> Double? {
            guard let w = options[key]?.list.first else { return nil }
            guard let d = Double(w), d >= 1 else { throw BadOption(description: "pixelContrast: \(key) must be a ratio of at least 1, not '\(w)'") }
            return d
        }
        minimum = try number("minimum") ?? (k == .text ? 4.5 : 3)
        largeMinimum = try number("largeMinimum")
        imageClasses = options["imageClasses"]?.list ?? []
        imageTypes = Set(options["imageTypes"]?.list ?? [])
        textTypes = Set(options["textTypes"]?.list ?? [])
        sampleLimit = try number("sampleLimit").map { Int($0) } ?? 65_536
        unmeasured = options["unmeasured"]?.list.first == "true"
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let tree = facts.tree
        if unmeasured, tree.screenshot != nil { return [.notApplicable("the screenshot beside the dump is measured")] }
        if !unmeasured, tree.screenshot == nil { return [.notApplicable("no screenshot was given with the dump")] }
        let node = control.node
        if tree[node].enabled == false || tree[node].accessibilityTraits?.contains(.notEnabled) == true {
            return [.notApplicable("it is disabled (WCAG: inactive components are exempt)")]
        }
        let target: Int
        switch kind {
        case .text:
            guard let t = textNode(node, tree) else { return [.notApplicable("it shows no text")] }
            target = t
        case .icon:
            guard isImage(tree[node]) else { return [.notApplicable("it is not an image or icon")] }
            guard facts.spoken(control)?.hasName == true else { return [.notApplicable("an image without a name is decorative")] }
            target = node
        }
        guard let frame = tree[target].frame, !frame.isEmpty else { return [.notApplicable("the dump records no bounds for it")] }
        guard let shot = tree.screenshot else { return [.review([:])] }
        guard let swatch = Self.swatch(shot, frame, limit: sampleLimit) else { return [.notApplicable("its bounds hold one colour: nothing to compare (ATF: not run)")] }
        let ratio = swatch.ratio
        if ratio >= minimum { return [.pass] }
        var values: MessageValues = ["ratio": Self.format(ratio), "required": Self.format(minimum),
                      "foreground": Self.hex(swatch.foreground), "background": Self.hex(swatch.background)]
        if let large = largeMinimum, ratio >= large {
            values["reason"] = "\(Self.format(ratio)):1 is enough for large text (\(Self.format(large)):1, 18 pt or 14 pt bold), and the dump does not say how large the text is"
            return [.review(values)]
        }
        values["reason"] = ""
        return [.fail(values)]
    }

    /// The node itself when it shows text, else the first node below it that does.
    func textNode(_ i: Int, _ tree: AccessibilityTree) -> Int? {
        func shows(_ n: borrowing Node) -> Bool {
            if let t = n.text, !t.isEmpty { return true }
            if let type = n.elementType, textTypes.contains(type) { return true }
            return false
        }
        if shows(tree[i]) { return i }
        for d in tree.descendants(of: i) where shows(tree[d]) { return d }
        return nil
    }

    func isImage(_ n: borrowing Node) -> Bool {
        if let type = n.elementType, imageTypes.contains(type) { return true }
        guard let cls = n.className else { return false }
        return imageClasses.contains { ClassName.isClass(cls, named: $0) }
    }

    struct Swatch { var background: UInt32; var foreground: UInt32; var ratio: Double }

    /// ATF's ContrastSwatch, single-foreground method, over the pixels of `frame` (opaque colours:
    /// a screenshot's alpha is 255).
    static func swatch(_ shot: Screenshot, _ frame: Rect, limit: Int) -> Swatch? {
        let (xs, ys) = shot.pixelRect(of: frame)
        guard !xs.isEmpty, !ys.isEmpty else { return nil }
        let area = xs.count * ys.count
        let step = area > limit ? Int((Double(area) / Double(limit)).squareRoot().rounded(.up)) : 1
        var counts: [UInt32: Int] = [:]
        shot.rgba.withUnsafeBufferPointer { px in
            for y in stride(from: ys.lowerBound, to: ys.upperBound, by: step) {
                for x in stride(from: xs.lowerBound, to: xs.upperBound, by: step) {
                    let i = (y * shot.width + x) * 4
                    counts[UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2]), default: 0] += 1
                }
            }
        }
        guard counts.count > 1 else { return nil }
        let mean = counts.keys.reduce(0.0) { $0 + luminance($1) } / Double(counts.count)
        var low: (colour: UInt32, count: Int) = (0, 0), high: (colour: UInt32, count: Int) = (0, 0)
        for (colour, count) in counts {
            if luminance(colour) < mean {
                if count > low.count || (count == low.count && colour < low.colour) { low = (colour, count) }
            } else if count > high.count || (count == high.count && colour < high.colour) {
                high = (colour, count)
            }
        }
        let (background, foreground) = high.count > low.count ? (high.colour, low.colour) : (low.colour, high.colour)
        let (lb, lf) = (luminance(background), luminance(foreground))
        let ratio = ((max(lb, lf) + 0.05) / (min(lb, lf) + 0.05) * 100).rounded() / 100
        return Swatch(background: background, foreground: foreground, ratio: ratio)
    }

    /// WCAG 2.x relative luminance of an sRGB colour.
    static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ v: UInt32) -> Double {
            let c = Double(v) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb >> 16 & 255) + 0.7152 * channel(rgb >> 8 & 255) + 0.0722 * channel(rgb & 255)
    }

    static func hex(_ rgb: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + (0 ..< 6).reversed().map { String(digits[Int(rgb >> (UInt32($0) * 4) & 15)]) }.joined()
    }

    static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
