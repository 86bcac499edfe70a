import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules

/// group.reading-order: labels and their controls are not read as "label, label, data, data".
package struct ReadingOrder: Check {
    public static let id = "readingOrder"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        guard let s = facts.stop(of: control), let i = facts.position(ofStop: s), i >= 2 else { return [.notApplicable("it is not a focus stop after two others")] }
        let stops = facts.model.stops
        // This stop and the one before are controls; the two before those are text: "label, label, data, data".
        guard let previous = facts.control(at: stops[i - 1]) ?? facts.control(speakingAt: stops[i - 1]),
              previous.kind == control.kind, i >= 3,
              facts.isTextOnly(stop: stops[i - 2]), facts.isTextOnly(stop: stops[i - 3]) else { return [.pass] }
        let spoken = facts.spoken(stop: s), previousSpoken = facts.spoken(stop: stops[i - 1])
        // Both controls unnamed: their labels were read first ("label, label, data, data"). One
        // unnamed control beside a labelled one is a separate-label problem (group.single-swipe).
        guard !spoken.hasName && !previousSpoken.hasName else { return [.pass] }
        return [.fail(["labels": facts.spoken(stop: stops[i - 3]).name + ", " + facts.spoken(stop: stops[i - 2]).name])]
    }
}
