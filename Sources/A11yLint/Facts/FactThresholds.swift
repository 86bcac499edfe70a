import A11yLintModel
import A11yLintFocusModel

/// Every threshold the facts of a screen are computed with, named once. Each is a judgement about
/// how screens are laid out; the reason is beside it, and docs/architecture.md lists the table.
enum FactThresholds {
    /// Two frames share a visual row when they overlap vertically by at least this fraction of the
    /// shorter one: a text and a switch centred on one line match, the next line's text does not.
    static let sameRowOverlap = 0.5
    /// How far above a control's stop its row may sit (or the container it shares with a text
    /// stop), in tree levels, and still be the control's own row; deeper containers are sections
    /// or whole screens. The same bound serves a row whose text another stop reads.
    static let rowLevels = 3
    /// How many nodes a row's container may hold when its texts are searched for an unnamed
    /// control's title: a row, not a section. Keeps that search constant work per control.
    static let rowNodes = 200
    /// How far a label above a control may reach into the control's top edge, in dump units:
    /// dumps round frames, and a few points of overlap are still "above".
    static let aboveOverlap = 4.0
    /// The smallest gap a label above may leave, when the control is shorter: 48 is the minimum
    /// touch-target size (Android 48dp, about iOS's 44pt), the usual height of one list row, so a
    /// label further up belongs to something else.
    static let aboveGap = 48.0

    /// Whether two frames share a visual row (`sameRowOverlap`).
    static func sameRow(_ a: Rect, _ b: Rect) -> Bool {
        a.verticalOverlap(b) >= min(a.height, b.height) * sameRowOverlap
    }
}
