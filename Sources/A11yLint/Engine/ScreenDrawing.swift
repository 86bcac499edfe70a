import A11yLintModel
import A11yLintLoaders
import A11yLintFocusModel
import A11yLintFacts

/// What a picture of the screen needs (the HTML report): every node's frame for the wireframe,
/// the controls recognised and the screen reader's stops with their words. Made only when asked
/// (`Linter.lint(file:…, recordingScreen: true)`), so other reports pay nothing for it.
public struct ScreenDrawing: Sendable, Equatable {
    /// A focus stop in swipe order.
    public struct Stop: Sendable, Equatable {
        /// 1-based place in the swipe order.
        public var position: Int
        public var node: Int
        public var bounds: Rect?
        /// What the screen reader says there.
        public var text: String

        public init(position: Int, node: Int, bounds: Rect?, text: String) {
            self.position = position; self.node = node; self.bounds = bounds; self.text = text
        }
    }

    /// A recognised control and the stop that speaks it.
    public struct Control: Sendable, Equatable {
        public var kind: String
        public var node: Int
        public var bounds: Rect?
        /// The position of the stop that speaks it (nil: no stop reaches it).
        public var stop: Int?

        public init(kind: String, node: Int, bounds: Rect?, stop: Int?) {
            self.kind = kind; self.node = node; self.bounds = bounds; self.stop = stop
        }
    }

    /// The frames of the nodes that have one on screen (not empty), in pre-order, at most `frameLimit`.
    public var frames: [Rect]
    public var controls: [Control]
    public var stops: [Stop]

    /// The screenshot taken with the dump, as the PNG file's bytes, and where it lies in the dump's
    /// coordinates (the screen: its pixels over the scale between them): drawn under the boxes.
    public struct Picture: Sendable, Equatable {
        public var png: [UInt8]
        public var bounds: Rect
        public init(png: [UInt8], bounds: Rect) { self.png = png; self.bounds = bounds }
    }
    /// nil: no screenshot was used with the dump, or its file is over `pictureByteLimit`.
    public var picture: Picture?

    /// A wireframe of a 100,000-row dump would be a picture nobody reads: the first frames only.
    public static let frameLimit = 4000
    /// A screenshot larger than this is left out of a drawing (the wireframe stands in): a page
    /// of many screens must still open.
    public static let pictureByteLimit = 1_500_000

    public init(frames: [Rect] = [], controls: [Control] = [], stops: [Stop] = []) {
        self.frames = frames; self.controls = controls; self.stops = stops
    }

    /// The drawing of `tree` with the `controls` recognised in it, its words in `vocabulary`'s terms.
    package init(tree: AccessibilityTree, controls: [A11yLintFacts.Control], vocabulary: ControlVocabulary) {
        let model = FocusModel(tree: tree)
        let announcements = tree.announcements(using: model, vocabulary: vocabulary.speech)
        var positionOf: [Int: Int] = [:]
        for a in announcements { positionOf[a.node] = a.position }
        self.frames = Self.frames(of: tree)
        self.stops = announcements.map { Stop(position: $0.position, node: $0.node, bounds: tree[$0.node].frame, text: Clip.text($0.text)) }
        self.controls = controls.map { c in
            Control(kind: c.kind, node: c.node, bounds: tree[c.node].frame, stop: model.speaker(of: c.node).flatMap { positionOf[$0] })
        }
    }

    /// The frames a wireframe of `tree` draws: those on screen (not empty), in pre-order, at most `frameLimit`.
    package static func frames(of tree: AccessibilityTree) -> [Rect] {
        var frames: [Rect] = []
        for i in 0 ..< tree.count {
            guard frames.count < frameLimit else { break }
            if let f = tree[i].frame, !f.isEmpty { frames.append(f) }
        }
        return frames
    }
}
