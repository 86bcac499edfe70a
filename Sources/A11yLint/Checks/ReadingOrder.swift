/// group.reading-order: labels and their controls are not read as "label, label, data, data".
struct ReadingOrder: Check {
    public static let id = "readingOrder"
    public init(options: [String: CheckOption]) throws {}
    public func evaluate(_ control: Control, in context: some CheckContext) -> [CheckOutcome] {
        guard let s = context.stop(of: control), let i = context.position(ofStop: s), i >= 2 else { return [.notApplicable] }
        let stops = context.model.stops
        // This stop and the one before are controls; the two before those are text: "label, label, data, data".
        guard let previous = context.control(at: stops[i - 1]) ?? context.control(speakingAt: stops[i - 1]),
              previous.kind == control.kind, i >= 3,
              context.isTextOnly(stop: stops[i - 2]), context.isTextOnly(stop: stops[i - 3]) else { return [.pass] }
        let spoken = context.spoken(stop: s), previousSpoken = context.spoken(stop: stops[i - 1])
        // Both controls unnamed: their labels were read first ("label, label, data, data"). One
        // unnamed control beside a labelled one is a separate-label problem (group.single-swipe).
        guard spoken.name.isEmpty && previousSpoken.name.isEmpty else { return [.pass] }
        return [.fail(["labels": context.spoken(stop: stops[i - 3]).name + ", " + context.spoken(stop: stops[i - 2]).name])]
    }
}
