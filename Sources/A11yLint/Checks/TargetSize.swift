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

    let minimum: PerPlatform<Double>
    let edgeMinimum: PerPlatform<Double>
    let densities: [Double]
    /// The name of each of `densities`, in its order.
    let densityNames: [String]
    let smallestWidth: ClosedRange<Double>
    /// iOS: a target below the minimum but at least this size in both dimensions is reviewed, not
    /// failed: UIKit widens a hit region beyond the frame (`point(inside:with:)`, a larger
    /// `contentShape`) where no dump shows it, as ATF demotes a view with a TouchDelegate to a
    /// warning. Below it (WCAG 2.5.8's 24×24), it fails.
    let reviewAbove: PerPlatform<Double>
    /// Controls the platform draws and sizes (iOS: a UISwitch 51×31), held to `systemMinimum`.
    let systemTargets: Set<String>
    let systemMinimum: PerPlatform<Double>
    /// Targets that may sit in a line of text (iOS: Link), for WCAG 2.5.8's Inline exception.
    let inlineTargets: Set<String>
    let iosTargets: Set<String>
    let iosTargetTraits: AccessibilityTraits
    let scrollContainers: Set<String>
    let textContainers: PerPlatform<[String]>
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
        var minimum = PerPlatform<Double>(), edge = PerPlatform<Double>(), text = PerPlatform<[String]>(), system = PerPlatform<Double>()
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
        var review = PerPlatform<Double>()
        for p in Platform.allCases { review[p] = try numbers("reviewAbove", options["reviewAbove"], platform: p).first }
        reviewAbove = review
        densities = try numbers("densities", options["densities"]).sorted()
        densityNames = densities.map { Self.format($0) }
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
        let smallUnder = Self.subset(of: scales) { !Self.fits(frame, at: $0, need) }
        if smallUnder.isEmpty { return [.pass] }
        if let reason = exemption(i, frame: frame, tree: tree, platform: platform) { return [.notApplicable(reason)] }

        // ATF hasQualifyingClickableAncestor; WCAG 2.5.8 Equivalent: a large enough tappable
        // ancestor takes the touch, judged at each density as the target is.
        let containers = tappableAncestors(i, tree: tree, platform: platform)
        let failing = Self.subset(of: smallUnder) { d in
            !containers.contains { Self.fits($0, at: d, requirement($0, screen: screen, platform: platform, minimum: required)) }
        }
        if failing.isEmpty {
            return [.notApplicable("a large enough tappable container around it takes the touch (ATF TouchTargetSizeCheck: clickable ancestor; WCAG 2.5.8 Equivalent)")]
        }

        // Reported at the largest density it fails under: the smallest size it could be.
        let scale = failing.max()!
        // Reviewed or failed is decided first; the words of its message are written only when
        // they are read (`MessageValues(deferred:)`): most small targets are reviewed, and a
        // review gathered into the checklist reads only its rule's first values.
        var verdict = Verdict.fails
        if let floor = reviewAbove[platform] {
            if frame.width / scale >= floor, frame.height / scale >= floor {
                verdict = .largeFrame(floor)
            } else if spaced(i, frame: frame, diameter: floor * scale, tree: tree, platform: platform) {
                verdict = .spaced(floor)
            }
        }
        if case .fails = verdict, failing.count < scales.count { verdict = .partly }
        let words = Words(verdict: verdict, platform: platform, frame: frame, need: need, screen: screen, scale: scale, scales: scales,
                          failing: failing, inferred: platform == .android && tree.density == nil && scales.count > 1,
                          reviewedAbove: reviewAbove[platform] != nil)
        let values = MessageValues(deferred: { [self] in self.values(words) })
        if case .fails = verdict { return [.fail(values)] }
        return [.review(values)]
    }

    /// Why a small target is reported as it is.
    enum Verdict {
        /// Small at every density judged.
        case fails
        /// Its frame is at least the review floor: its hit region may be larger (reviewed).
        case largeFrame(Double)
        /// A circle of the floor's diameter on it touches no other target (reviewed).
        case spaced(Double)
        /// Small at some plausible densities only (reviewed: the density decides).
        case partly
    }

    /// What a small target's message says, decided (`evaluate`), to be written when read.
    struct Words: Sendable {
        let verdict: Verdict
        let platform: Platform
        let frame: Rect
        let need: (width: Double, height: Double)
        let screen: (width: Double, height: Double)
        let scale: Double
        let scales: [Double]
        let failing: [Double]
        let inferred: Bool
        let reviewedAbove: Bool
    }

    /// The message's values for `words`.
    func values(_ words: Words) -> MessageValues {
        let frame = words.frame, scale = words.scale, unit: StaticString = words.platform == .ios ? "pt" : "dp"
        // Each value is written as bytes into one reused buffer (`MessageText`): interpolated, the
        // four values cost 22 `String.append` calls and six `format` Strings per reported target,
        // 210M of this check's 500M instructions on a group of 20,000 small radio buttons.
        var text = MessageText()
        var values = MessageValues(minimumCapacity: 4)
        text.size(words.need.width, words.need.height, unit)
        values["required"] = text.taken()
        if words.inferred {
            // Inferred: from its size at the highest plausible density to its size at the lowest.
            let low = words.failing.min()!
            text.size(frame.width / scale, frame.height / scale, unit); text.add(" (density "); text.add(string: name(scale)); text.add(") to ")
            text.size(frame.width / low, frame.height / low, unit); text.add(" (density "); text.add(string: name(low)); text.add(")")
            values["size"] = text.taken()
            // A target fine at some density is reported at one (below), unless reviewed first by its size.
            if words.failing.count == words.scales.count || words.reviewedAbove {
                text.add("at every plausible density for a "); text.size(words.screen.width, words.screen.height, "px"); text.add(" screen (")
                names(words.scales, into: &text); text.add(")")
                values["density"] = text.taken()
            }
        } else {
            text.size(frame.width / scale, frame.height / scale, unit)
            values["size"] = text.taken()
            values["density"] = words.platform == .ios ? "as the dump measures it" : "at density " + name(scale)
        }
        switch words.verdict {
        case let .largeFrame(floor):
            text.add("its frame is at least "); text.size(floor, floor, unit)
            text.add(" (WCAG 2.5.8), and its hit region may be larger than its frame, which no dump shows")
            values["reason"] = text.taken()
        case let .spaced(floor):
            text.add("a "); text.number(floor); text.add(" "); text.add(unit)
            text.add(" circle centred on it touches no other target (WCAG 2.5.8's Spacing exception), and its hit region may be larger than its frame")
            values["reason"] = text.taken()
        case .partly:
            text.add("at density "); text.add(string: name(scale))
            values["density"] = text.taken()
            text.add("large enough, or inside a large enough tappable container, at density ")
            names(words.scales, except: words.failing, into: &text)
            text.add(": the dump does not record the density; give --density or density: to decide")
            values["reason"] = text.taken()
        case .fails:
            break
        }
        return values
    }

    /// A density as the messages write it, formatted once per pack load for the pack's densities.
    /// Found by a search of the pack's few densities: hashing the Double for a dictionary cost 139
    /// instructions a name, four names a reviewed target.
    func name(_ density: Double) -> String {
        if let k = densities.firstIndex(of: density) { return densityNames[k] }
        return Self.format(density)
    }

    /// The names of `densities` but those in `excluded`, joined by ", ", written into `text` (no
    /// array of densities or names, no joined String).
    func names(_ densities: [Double], except excluded: [Double] = [], into text: inout MessageText) {
        var first = true
        for d in densities where !excluded.contains(d) {
            if !first { text.add(", ") }
            first = false
            text.add(string: name(d))
        }
    }

    /// The densities of `scales` that `include` keeps, in one allocation: filtered, the array grew
    /// from one, two allocations a list (12M instructions on a group of 20,000 radio buttons).
    static func subset(of scales: [Double], where include: (Double) -> Bool) -> [Double] {
        var kept: [Double] = []
        for d in scales where include(d) {
            if kept.isEmpty { kept.reserveCapacity(scales.count) }
            kept.append(d)
        }
        return kept
    }

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
    /// The roots are walked where they are: `tree.roots` made an array per target (10M
    /// instructions on a group of 20,000 radio buttons).
    func screenSize(_ tree: AccessibilityTree) -> (width: Double, height: Double)? {
        var w = 0.0, h = 0.0, r = 0
        while r < tree.count {
            if let f = tree[r].frame { w = max(w, f.maxX); h = max(h, f.maxY) }
            r = tree.subtreeEnd(r)
        }
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// At most two decimals, as `String(Double)` writes the number rounded to them ("38.1",
    /// "116.67"): `MessageText.number`'s digits.
    static func format(_ v: Double) -> String {
        var text = MessageText()
        text.number(v)
        return text.taken()
    }
}

/// A value per platform, read by a switch: a `[Platform: Double]` hashed the platform at each
/// lookup, four a target (15M instructions on a group of 20,000 radio buttons).
struct PerPlatform<Value: Sendable>: Sendable {
    private var android: Value?
    private var ios: Value?

    subscript(_ platform: Platform) -> Value? {
        get {
            switch platform {
            case .android: android
            case .ios: ios
            }
        }
        set {
            switch platform {
            case .android: android = newValue
            case .ios: ios = newValue
            }
        }
    }
}

/// A message value written as UTF-8 bytes, then taken as a String, the buffer kept for the next
/// value: one buffer and one String per value, where interpolation appended a String per piece.
/// The buffer is a `ByteBuffer`, as `JSONOutput`'s is: an `[UInt8]`'s `append(contentsOf:)` cost
/// 180 instructions a piece, 54M for the 300,000 pieces of a group of 20,000 radio buttons.
/// Not copyable: one writer owns the buffer it frees.
struct MessageText: ~Copyable {
    private var buffer = ByteBuffer(capacity: 256)

    private mutating func append(_ byte: UInt8) { buffer.append(byte) }

    mutating func add(_ literal: StaticString) { buffer.append(literal) }

    /// A String's bytes (named apart from `add(_:)`, which a literal would otherwise resolve to
    /// this one: a String made and copied per piece).
    mutating func add(string: String) { buffer.append(contentsOf: string) }

    /// "W×H unit", each number as `number` writes it.
    mutating func size(_ width: Double, _ height: Double, _ unit: StaticString) {
        number(width); add("×"); number(height); append(UInt8(ascii: " ")); add(unit)
    }

    /// At most two decimals, as `String(Double)` writes the number rounded to them ("38.1",
    /// "116.67"). Below 10^12 that is its digits, written here: the general shortest-form
    /// algorithm cost 560 instructions a call, six calls a reported target.
    mutating func number(_ v: Double) {
        let hundredths = (v * 100).rounded(), r = hundredths / 100
        guard abs(hundredths) < 1e14 else { return add(string: r == r.rounded() ? String(Int(r)) : String(r)) }
        let n = Int(hundredths)
        if n < 0 { append(UInt8(ascii: "-")) }
        digits(abs(n) / 100)
        let part = abs(n) % 100
        guard part != 0 else { return }
        append(UInt8(ascii: "."))
        append(UInt8(ascii: "0") + UInt8(part / 10))
        if part % 10 != 0 { append(UInt8(ascii: "0") + UInt8(part % 10)) }
    }

    /// A non-negative integer's decimal digits.
    private mutating func digits(_ n: Int) {
        if n >= 10 { digits(n / 10) }
        append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    /// The text written since the last value, as a String; the buffer is emptied, its room kept.
    mutating func taken() -> String {
        defer { buffer.count = 0 }
        return buffer.text
    }
}
