import A11yLintModel
import A11yLintEngine

/// Where a checklist item is to be tested, in a few words every report shares: "3 controls:
/// radio-button 66:23, 70:23; toggle-switch 80:5", "the whole screen", or both.
enum ReviewPlaces {
    /// Controls named before "and N more".
    static let listed = 6

    static func describe(_ item: ReviewItem) -> String {
        var kinds: [String] = [], places: [String: [String]] = [:]
        for c in item.controls.prefix(listed) {
            if places[c.control] == nil { kinds.append(c.control) }
            places[c.control, default: []].append("\(c.node.location)")
        }
        var text = kinds.map { "\($0) \(places[$0]!.joined(separator: ", "))" }.joined(separator: "; ")
        if item.controls.count > listed { text += " and \(item.controls.count - listed) more" }
        if !item.controls.isEmpty { text = "\(item.controls.count) control\(item.controls.count == 1 ? "" : "s"): " + text }
        if item.wholeScreen { text = text.isEmpty ? "the whole screen" : "the whole screen; " + text }
        return text
    }
}
