import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// target.size: a control a person touches is at least `minimum` wide and high: 48×48 dp on
/// Android (ATF's TouchTargetSizeCheck, TOUCH_TARGET_MIN_WIDTH/HEIGHT; Material's touch target),
/// 44×44 pt on iOS (Apple's Human Interface Guidelines; the hit region audit of
/// `performAccessibilityAudit`). Every number and list is an option of the pack
/// (`rules/touch-target.yml`).
///
/// What it judges, and the exemptions, after ATF's `TouchTargetSizeCheck`
/// (google/Accessibility-Test-Framework-for-Android, checks/TouchTargetSizeCheck.java):
/// - Android: only clickable or long-clickable nodes visible to the user (RESULT_ID_NOT_CLICKABLE,
///   RESULT_ID_NOT_VISIBLE); iOS: elements of the types and traits in `iosTargets`.
/// - A target against the screen's side may be `edgeMinimum` (32 dp) in that dimension
///   (getMinimumAllowableSizeForView: "Views against the edge of the screen may be smaller in the
///   neighboring dimension").
/// - A target touching the edge of its scroll container is cut by it: its real size is unknown, so
///   it is not judged (isAgainstScrollableEdge: NOT_RUN).
/// - A small target inside a clickable ancestor that is large enough: the ancestor takes the touch
///   (hasQualifyingClickableAncestor, which ATF demotes to a warning since "the parent must perform
///   the same action as the child"); WCAG 2.5.8's "Equivalent" exception. Not judged.
/// - WCAG 2.5.8's "Inline" exception: a target inside a run of text (a link in a sentence) is sized
///   by the line, not by the author: not judged.
///
/// Android bounds are pixels and no dump records the density: with `AccessibilityTree.density`
/// (`--density`, `density:`) the size in dp is exact (rounded as ATF's meetsRequiredSize does);
/// without it, the densities in `densities` that give the screen a plausible smallest width
/// (`smallestWidthDp`) are tried: too small under all of them fails, too small under some is
/// reviewed (docs/peers.md, "Touch target size").
package struct TargetSize: Check {
    public static let id = "targetSize"
    public static let optionKeys = ["minimum", "edgeMinimum", "systemMinimum", "densities", "smallestWidthDp", "reviewAbove",
                                    "iosTargets", "iosTargetTraits", "systemTargets", "inlineTargets",
                                    "scrollContainers", "textContainers", "ancestorLimit"]

    let minimum: [Platform: Double]
    let edgeMinimum: [Platform: Double]
    let densities: [Double]
    let densityNames: [Double: String]
    let smallestWidth: ClosedRange<Double>
    /// iOS: a target below the minimum but at least this size in both dimensions is reviewed, not
    /// failed: UIKit widens a hit region beyond the frame (`point(inside:with:)`, a larger
    /// `contentShape`) where no dump shows it, as ATF demotes a view with a TouchDelegate to a
    /// warning. Below it (WCAG 2.5.8's 24×24), it fails.
    let reviewAbove: [Platform: Double]
    /// Controls the platform draws and sizes (iOS: a UISwitch 51×31), held to `systemMinimum`.
    let systemTargets: Set<String>
    let systemMinimum: [Platform: Double]
    /// Targets that may sit in a line of text (iOS: Link), for WCAG 2.5.8's Inline exception.
    let inlineTargets: Set<String>
    let iosTargets: Set<String>
    let iosTargetTraits: AccessibilityTraits
    let scrollContainers: Set<String>
    let textContainers: [Platform: [String]]
    /// How far up an ancestor is looked for (clickable parent, scroll container, text run): a
    /// constant, so the check stays linear in the screen's size on a 100,000-deep tree.
    let ancestorLimit: Int

    struct BadOption: Error, CustomStringConvertible { let description: String }

    public init(options: [String: CheckOption]) throws {
        func numbers(_ key: String, _ option: CheckOption?, platform: Platform? = nil) throws -> [Double] {
            guard let option else { return [] }
            let words = platform.map { option.list(for: $0) } ?? option.list
            return try words.map { w in
                guard let d = Double(w), d > 0 else { throw BadOption(description: "targetSize: \(key) must hold positive numbers, not '\(w)'") }
                return d
            }
        }
        var minimum: [Platform: Double] = [:], edge: [Platform: Double] = [:], text: [Platform: [String]] = [:], system: [Platform: Double] = [:]
        for p in Platform.allCases {
            minimum[p] = try numbers("minimum", options["minimum"], platform: p).first
            system[p] = try numbers("systemMinimum", options["systemMinimum"], platform: p).first
            edge[p] = try numbers("edgeMinimum", options["edgeMinimum"], platform: p).first ?? minimum[p]
            text[p] = options["textContainers"]?.list(for: p) ?? []
        }
        self.minimum = minimum
        self.edgeMinimum = edge
        self.textContainers = text
        systemMinimum = system
        systemTargets = Set(options["systemTargets"]?.list ?? [])
        inlineTargets = Set(options["inlineTargets"]?.list ?? [])
        var review: [Platform: Double] = [:]
        for p in Platform.allCases { review[p] = try numbers("reviewAbove", options["reviewAbove"], platform: p).first }
        reviewAbove = review
        densities = try numbers("densities", options["densities"]).sorted()
        densityNames = Dictionary(densities.map { ($0, Self.format($0)) }, uniquingKeysWith: { a, _ in a })
        let width = try numbers("smallestWidthDp", options["smallestWidthDp"])
        smallestWidth = width.count == 2 && width[0] <= width[1] ? width[0] ... width[1] : 0 ... .infinity
        iosTargets = Set(options["iosTargets"]?.list ?? [])
        var traits: AccessibilityTraits = []
        for name in options["iosTargetTraits"]?.list ?? [] {
            guard let t = AccessibilityTraits.named(name) else { throw BadOption(description: "targetSize: unknown trait '\(name)'") }
            traits.insert(t)
        }
        iosTargetTraits = traits
        scrollContainers = Set(options["scrollContainers"]?.list ?? [])
        ancestorLimit = try numbers("ancestorLimit", options["ancestorLimit"]).first.map { Int($0) } ?? 64
    }

    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        let tree = facts.tree, i = control.node, platform = facts.platform
        guard let required = minimum[platform] else { return [.notApplicable("no minimum size for this platform")] }
        guard isTarget(tree[i], platform) else { return [.notApplicable("it is not something a person taps")] }
        if tree[i].visibleToUser == false { return [.notApplicable("it is not on screen")] }
        guard let frame = tree[i].frame, !frame.isEmpty else { return [.notApplicable("the dump records no size for it")] }
        guard let screen = screenSize(tree) else { return [.notApplicable("the dump records no screen size")] }
        // iOS controls UIKit draws and sizes itself below 44 pt (a switch 51×31, a slider 34 high)
        // are held to WCAG 2.5.8's 24×24 instead: their size is Apple's, not the app's.
        let floor = tree[i].elementType.map { systemTargets.contains($0) } == true ? systemMinimum[platform] ?? required : required
        let need = requirement(frame, screen: screen, platform: platform, minimum: floor)

        // The densities to judge at: 1 (points) on iOS; the known one, or the plausible ones, on Android.
        let scales: [Double]
        if platform == .ios {
            scales = [1]
        } else if let d = tree.density {
            scales = [d]
        } else {
            scales = plausibleDensities(screen)
            if scales.isEmpty { return [.notApplicable("no density gives this \(Self.format(screen.width))×\(Self.format(screen.height)) px screen a phone's or tablet's width; give --density")] }
        }
        let smallUnder = scales.filter { !Self.fits(frame, at: $0, need) }
        if smallUnder.isEmpty { return [.pass] }
        if let reason = exemption(i, frame: frame, tree: tree, platform: platform) { return [.notApplicable(reason)] }

        // ATF hasQualifyingClickableAncestor; WCAG 2.5.8 Equivalent: a large enough tappable
        // ancestor takes the touch, judged at each density as the target is.
        let containers = tappableAncestors(i, tree: tree, platform: platform)
        let failing = smallUnder.filter { d in
            !containers.contains { Self.fits($0, at: d, requirement($0, screen: screen, platform: platform, minimum: required)) }
        }
        if failing.isEmpty {
            return [.notApplicable("a large enough tappable container around it takes the touch (ATF TouchTargetSizeCheck: clickable ancestor; WCAG 2.5.8 Equivalent)")]
        }

        let unit = platform == .ios ? "pt" : "dp"
        // Reported at the largest density it fails under: the smallest size it could be. Each value
        // is written once, in the branch that reports it: most small targets on a dump of unknown
        // density are reviewed, and their words were half of this check's cost.
        let scale = failing.max()!
        // Interpolated, not joined with `+`: one buffer per value instead of a String per piece.
        func size(at d: Double) -> String { "\(Self.format(frame.width / d))×\(Self.format(frame.height / d)) \(unit)" }
        let inferred = platform == .android && tree.density == nil && scales.count > 1
        // Room for the four values from the start: grown from one, the dictionary was rehashed
        // twice per reported target.
        var values = [String: String](minimumCapacity: 4)
        values["required"] = "\(Self.format(need.width))×\(Self.format(need.height)) \(unit)"
        let partly = failing.count < scales.count
        if inferred {
            // Inferred: from its size at the highest plausible density to its size at the lowest.
            let low = failing.min()!
            values["size"] = "\(size(at: scale)) (density \(name(scale))) to \(size(at: low)) (density \(name(low)))"
            // A target fine at some density is reported at one (below), unless reviewed first by its size.
            if !partly || reviewAbove[platform] != nil {
                values["density"] = "at every plausible density for a \(Self.format(screen.width))×\(Self.format(screen.height)) px screen (\(scales.map(name).joined(separator: ", ")))"
            }
        } else {
            values["size"] = size(at: scale)
            values["density"] = platform == .ios ? "as the dump measures it" : "at density " + name(scale)
        }
        if let floor = reviewAbove[platform] {
            if frame.width / scale >= floor, frame.height / scale >= floor {
                values["reason"] = "its frame is at least \(Self.format(floor))×\(Self.format(floor)) \(unit) (WCAG 2.5.8), and its hit region may be larger than its frame, which no dump shows"
                return [.review(values)]
            }
            if spaced(i, frame: frame, diameter: floor * scale, tree: tree, platform: platform) {
                values["reason"] = "a \(Self.format(floor)) \(unit) circle centred on it touches no other target (WCAG 2.5.8's Spacing exception), and its hit region may be larger than its frame"
                return [.review(values)]
            }
        }
        if partly {
            values["density"] = "at density " + name(scale)
            let fine = scales.filter { !failing.contains($0) }.map(name).joined(separator: ", ")
            values["reason"] = "large enough, or inside a large enough tappable container, at density " + fine + ": the dump does not record the density; give --density or density: to decide"
            return [.review(values)]
        }
        return [.fail(values)]
    }

    /// A density as the messages write it, formatted once per pack load for the pack's densities.
    func name(_ density: Double) -> String { densityNames[density] ?? Self.format(density) }

    /// ATF's meetsRequiredSize: Math.round(px / density) >= the required dp, in both dimensions.
    static func fits(_ frame: Rect, at scale: Double, _ need: (width: Double, height: Double)) -> Bool {
        (frame.width / scale).rounded() >= need.width && (frame.height / scale).rounded() >= need.height
    }

    /// ATF getMinimumAllowableSizeForView: against the screen's side, the neighbouring dimension
    /// may be `edgeMinimum` (32 dp) rather than the minimum.
    func requirement(_ frame: Rect, screen: (width: Double, height: Double), platform: Platform, minimum: Double) -> (width: Double, height: Double) {
        let edge = min(edgeMinimum[platform] ?? minimum, minimum)
        return (frame.x <= 0 || frame.maxX >= screen.width ? edge : minimum,
                frame.y <= 0 || frame.maxY >= screen.height ? edge : minimum)
    }

    /// The densities in `densities` that give the screen a smallest width a phone or tablet has
    /// (`smallestWidthDp`). Deliberately wide: a target fails only when it is too small at all of them.
    func plausibleDensities(_ screen: (width: Double, height: Double)) -> [Double] {
        let short = min(screen.width, screen.height)
        var plausible: [Double] = []
        plausible.reserveCapacity(densities.count) // one allocation, not one per doubling
        for d in densities where smallestWidth.contains(short / d) { plausible.append(d) }
        return plausible
    }

    /// A node a person taps: ATF judges clickable and long-clickable views; on iOS, the types and
    /// traits of elements that respond to a tap.
    func isTarget(_ node: borrowing Node, _ platform: Platform) -> Bool {
        if platform == .android { return FocusModel.clickable(node) || FocusModel.longClickable(node) }
        if let type = node.elementType, iosTargets.contains(type) || systemTargets.contains(type) { return true }
        if let traits = node.accessibilityTraits, !traits.intersection(iosTargetTraits).isEmpty { return true }
        return false
    }

    /// The frames of the tappable ancestors within `ancestorLimit` (ATF: a clickable ancestor for
    /// a clickable target; a list view, which clicks its rows, is no such ancestor).
    func tappableAncestors(_ i: Int, tree: AccessibilityTree, platform: Platform) -> [Rect] {
        var frames: [Rect] = [], steps = 0
        for a in tree.ancestors(of: i) {
            steps += 1
            if steps > ancestorLimit { break }
            guard isTarget(tree[a], platform), !isScrollContainer(tree[a], platform), let f = tree[a].frame, !f.isEmpty else { continue }
            frames.append(f)
        }
        return frames
    }

    /// WCAG 2.5.8 Spacing: a circle of `diameter` centred on the undersized target's bounding box
    /// intersects no other target, nor the circle of another undersized one. Its neighbours are
    /// its sibling targets (at most `ancestorLimit` × 8 siblings looked at: linear on any screen).
    func spaced(_ i: Int, frame: Rect, diameter: Double, tree: AccessibilityTree, platform: Platform) -> Bool {
        guard let p = tree.parent(of: i) else { return true }
        let r = diameter / 2, cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        var seen = 0
        for s in tree.children(of: p) where s != i {
            seen += 1
            if seen > ancestorLimit * 8 { return false }
            guard isTarget(tree[s], platform), let f = tree[s].frame, !f.isEmpty else { continue }
            // The circle meets the rectangle when the rectangle's nearest point is within r.
            let dx = max(f.x - cx, 0, cx - f.maxX), dy = max(f.y - cy, 0, cy - f.maxY)
            if dx * dx + dy * dy < r * r { return false }
            // Two undersized targets' circles meet when their centres are nearer than a diameter.
            if f.width < diameter || f.height < diameter {
                let ox = f.x + f.width / 2 - cx, oy = f.y + f.height / 2 - cy
                if ox * ox + oy * oy < diameter * diameter { return false }
            }
        }
        return true
    }

    /// Why a small target is not judged at any density, or nil: cut by its scroll container, or
    /// inline in text.
    func exemption(_ i: Int, frame: Rect, tree: AccessibilityTree, platform: Platform) -> String? {
        let inline = "it is inline in text (WCAG 2.5.8's Inline exception: its size is set by the line)"
        // WCAG 2.5.8 Inline: a link beside text on the same line ("Powered by" + link).
        if let type = tree[i].elementType, inlineTargets.contains(type), let p = tree.parent(of: i) {
            for s in tree.children(of: p) where s != i && isText(tree[s], platform) {
                guard let f = tree[s].frame, !f.isEmpty else { continue }
                let gap = max(f.x - frame.maxX, frame.x - f.maxX)
                if f.verticalOverlap(frame) >= min(f.height, frame.height) / 2, gap <= frame.height { return inline }
            }
        }
        var steps = 0, sawScroll = false
        for a in tree.ancestors(of: i) {
            steps += 1
            if steps > ancestorLimit { break }
            let node = tree[a]
            // WCAG 2.5.8 Inline: a target inside a run of text (a span, a link in a text view).
            if isText(node, platform) { return inline }
            // ATF isAgainstScrollableEdge (NOT_RUN): touching its scroll container's edge, it may be cut by it.
            if !sawScroll, isScrollContainer(node, platform), let f = node.frame, !f.isEmpty {
                sawScroll = true
                if frame.y <= f.y || frame.maxY >= f.maxY || frame.x <= f.x || frame.maxX >= f.maxX {
                    return "it touches its scroll container's edge, which may cut it (ATF TouchTargetSizeCheck: against a scrollable edge, not run)"
                }
            }
        }
        return nil
    }

    func isText(_ node: borrowing Node, _ platform: Platform) -> Bool {
        guard let names = textContainers[platform], !names.isEmpty else { return false }
        if platform == .ios { return node.elementType.map { names.contains($0) } ?? false }
        // Android: a TextView (its class, or a subclass by suffix) holding a target: a span or a
        // Compose link annotation, exposed as a child of the text.
        guard let cls = node.className else { return false }
        return names.contains { ClassName.isClass(cls, named: $0) }
    }

    func isScrollContainer(_ node: borrowing Node, _ platform: Platform) -> Bool {
        if node.scrollable == true { return true }
        if let type = node.elementType, scrollContainers.contains(type) { return true }
        return false
    }

    /// The screen: the largest extent of the roots' frames (uiautomator's window, XCUITest's Application).
    func screenSize(_ tree: AccessibilityTree) -> (width: Double, height: Double)? {
        var w = 0.0, h = 0.0
        for r in tree.roots { if let f = tree[r].frame { w = max(w, f.maxX); h = max(h, f.maxY) } }
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// At most two decimals, as `String(Double)` writes the number rounded to them ("38.1",
    /// "116.67"). Below 10^12 that is its digits, written here: the general shortest-form
    /// algorithm cost 560 instructions a call, six calls a reported target.
    static func format(_ v: Double) -> String {
        let hundredths = (v * 100).rounded(), r = hundredths / 100
        if r == r.rounded() { return String(Int(r)) }
        guard abs(hundredths) < 1e14 else { return String(r) }
        let n = Int(hundredths), part = abs(n) % 100
        let decimals = part % 10 == 0 ? String(part / 10) : part < 10 ? "0\(part)" : String(part)
        return "\(n < 0 ? "-" : "")\(abs(n) / 100).\(decimals)"
    }
}
