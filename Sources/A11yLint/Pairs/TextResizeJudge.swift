import Foundation
import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// `text-size`: AFTER was captured at a larger text size (200%). Every text of BEFORE must still be
/// there in full: not gone, not ellipsised, not cut off by its parent or the screen, and not newly
/// overlapping another text. Dumps report a view's whole text even when the screen shows it
/// ellipsised, so "…" is caught only where the app put it into the text itself; the frames are
/// what a dump tells reliably.
struct TextResizeJudge {
    let pair: DumpPair
    /// The criterion judged and its rule ids per result (the shared criterion whose `pair.action` is `text-size`).
    let criterion: Criterion
    /// The results this judge reports, each a rule in the criterion's data.
    static let results = ["vanished", "ellipsised", "clipped", "overlap", "changed"]
    /// Frames within this many points or pixels count as inside (rounding in the dumps).
    static let tolerance = 1.0
    /// Overlap checks per text, so a screen of stacked texts stays linear.
    static let overlapWindow = 64

    private static let ellipses = ["…", "..."]

    func judge() -> [Finding] {
        let before = pair.before, after = pair.after
        let beforeTexts = before.indices.filter { Self.text(before[$0]) != nil }
        let afterTexts = after.indices.filter { Self.text(after[$0]) != nil }

        // AFTER texts by id and by text; each may be taken once.
        var byID: [String: [Int]] = [:], byText: [String: [Int]] = [:], ellipsised: [String: [Int]] = [:]
        for i in afterTexts.reversed() {
            let text = Self.text(after[i])!
            if let id = DumpPair.id(of: after[i]) { byID[id, default: []].append(i) }
            byText[text, default: []].append(i)
            if let stem = Self.stem(text) { ellipsised[Self.key(stem), default: []].append(i) }
        }
        var taken = Set<Int>()
        func take(_ list: inout [Int]?) -> Int? {
            while let last = list?.last {
                list!.removeLast()
                if !taken.contains(last) { taken.insert(last); return last }
            }
            return nil
        }

        var findings: [Finding] = []
        var matched: [(before: Int, after: Int)] = []
        for b in beforeTexts {
            let text = Self.text(before[b])!
            var a: Int?
            if let id = DumpPair.id(of: before[b]), byID[id] != nil {
                a = take(&byID[id])
            }
            if a == nil { a = take(&byText[text]) }
            if let found = a, let afterText = Self.text(after[found]), afterText != text {
                if let stem = Self.stem(afterText), text.hasPrefix(stem), Self.stem(text) == nil {
                    findings.append(fail("ellipsised", "“\(text)” is cut short to “\(afterText)” at the larger text size.", b, found))
                } else {
                    findings.append(Finding(rule: rule("changed"), criteria: [criterion.id], severity: .info, status: .review,
                                            message: "The text changed from “\(text)” to “\(afterText)” between the dumps: check nothing was lost.",
                                            before: pair.beforeRef(b), after: pair.afterRef(found)))
                }
                continue
            }
            if a == nil, let shortened = ellipsisMatch(text, &ellipsised, taken: &taken) {
                findings.append(fail("ellipsised", "“\(text)” is cut short to “\(Self.text(after[shortened])!)” at the larger text size.", b, shortened))
                continue
            }
            guard let a else {
                if Self.scrolls(b, in: before) {
                    // Dumps hold what is on screen: in a list, larger text pushes rows out of view.
                    findings.append(Finding(rule: rule("vanished"), criteria: [criterion.id], severity: .info, status: .review,
                                            message: "“\(text)” is not in AFTER; it was in a scrolling container, so it may only have scrolled out of view: check it.",
                                            before: pair.beforeRef(b), after: nil))
                } else {
                    findings.append(fail("vanished", "“\(text)” is gone at the larger text size.", b, nil))
                }
                continue
            }
            matched.append((b, a))
            if let cut = clipping(b, a) { findings.append(cut) }
        }
        findings += overlaps(matched)
        return findings
    }

    /// Where `text` shows ellipsised in AFTER: an untaken text whose stem is a prefix of it.
    private func ellipsisMatch(_ text: String, _ ellipsised: inout [String: [Int]], taken: inout Set<Int>) -> Int? {
        let key = Self.key(text)
        guard var list = ellipsised[key] else { return nil }
        defer { ellipsised[key] = list }
        // The last few candidates only: a screen of ellipsised texts starting alike stays linear.
        for at in list.indices.reversed().prefix(Self.overlapWindow) {
            let candidate = list[at]
            guard !taken.contains(candidate), text.hasPrefix(Self.stem(Self.text(pair.after[candidate])!)!) else { continue }
            list.remove(at: at)
            taken.insert(candidate)
            return candidate
        }
        return nil
    }

    /// Cut off: no size, outside the screen or a parent that does not scroll, or shorter than at 100%
    /// (uiautomator reports the visible part of a view, so a clipped text shrinks). Only what is new
    /// at the larger size counts: a text already cut off at 100% is not lost by resizing.
    private func clipping(_ b: Int, _ a: Int) -> Finding? {
        let after = pair.after
        guard let frame = after[a].frame else { return nil }
        let text = Self.text(after[a])!
        if frame.isEmpty, pair.before[b].frame.map({ !$0.isEmpty }) ?? true {
            return fail("clipped", "“\(text)” has no size on screen at the larger text size.", b, a)
        }
        let cut = Self.cutOff(a, in: after)
        if let whose = cut.by, Self.cutOff(b, in: pair.before).by == nil {
            return fail("clipped", "“\(text)” is cut off by \(whose) at the larger text size.", b, a)
        }
        if !cut.scrolls, let old = pair.before[b].frame, !old.isEmpty, frame.height + Self.tolerance < old.height {
            return fail("clipped", "“\(text)” is cut off at the larger text size: its visible height shrank from \(Self.number(old.height)) to \(Self.number(frame.height)).", b, a)
        }
        return nil
    }

    /// Whether a scrolling container holds node `i`.
    static func scrolls(_ i: Int, in tree: AccessibilityTree) -> Bool {
        tree.ancestors(of: i).contains { isScroller(tree[$0]) }
    }

    static func isScroller(_ node: Node) -> Bool {
        node.scrollable == true || ["ScrollView", "Table", "CollectionView"].contains(node.elementType ?? "")
    }

    /// What cuts node `i` off: its nearest ancestor with a frame, unless that ancestor scrolls
    /// (scrolling reveals the rest). `by` names it ("the screen" for a root).
    static func cutOff(_ i: Int, in tree: AccessibilityTree) -> (by: String?, scrolls: Bool) {
        guard let frame = tree[i].frame, !frame.isEmpty else { return (nil, false) }
        for ancestor in tree.ancestors(of: i) {
            let node = tree[ancestor]
            if isScroller(node) { return (nil, true) }
            guard let outer = node.frame, !outer.isEmpty else { continue }
            guard !contains(outer, frame) else { return (nil, false) }
            return (tree.parent(of: ancestor) == nil ? "the screen" : "its parent \(node.className ?? node.elementType ?? "view")", false)
        }
        return (nil, false)
    }

    /// Texts that overlap in AFTER but did not in BEFORE. Sorted by top edge; each text is compared
    /// with the next few that start above its bottom edge.
    private func overlaps(_ matched: [(before: Int, after: Int)]) -> [Finding] {
        let after = pair.after, before = pair.before
        let placed = matched.filter { after[$0.after].frame.map { !$0.isEmpty } ?? false }
            .sorted { after[$0.after].frame!.y < after[$1.after].frame!.y }
        var findings: [Finding] = []
        var reported = Set<Int>()
        for (k, first) in placed.enumerated() {
            let f1 = after[first.after].frame!
            var j = k + 1
            while j < placed.count, j - k <= Self.overlapWindow {
                let second = placed[j]
                let f2 = after[second.after].frame!
                if f2.y >= f1.maxY - Self.tolerance { break }
                j += 1
                guard !after.isAncestor(first.after, of: second.after), !after.isAncestor(second.after, of: first.after),
                      Self.overlap(f1, f2) else { continue }
                if let b1 = before[first.before].frame, let b2 = before[second.before].frame, Self.overlap(b1, b2) { continue }
                guard !reported.contains(second.after) else { continue }
                reported.insert(second.after)
                findings.append(fail("overlap",
                                     "“\(Self.text(after[second.after])!)” overlaps “\(Self.text(after[first.after])!)” at the larger text size.",
                                     second.before, second.after))
            }
        }
        return findings
    }

    /// The rule id the criterion's data gives a result (`pair.rules` in `rules/criteria.yml`).
    private func rule(_ result: String) -> String { criterion.pair?.rules[result] ?? "\(criterion.id).\(result)" }

    private func fail(_ result: String, _ message: String, _ b: Int?, _ a: Int?) -> Finding {
        Finding(rule: rule(result), criteria: [criterion.id], severity: .error, status: .fail, message: message,
                before: b.map(pair.beforeRef), after: a.map(pair.afterRef))
    }

    /// The visible text of a node, if it has any (Android `text`, iOS static text).
    static func text(_ node: Node) -> String? {
        guard let text = node.text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// The text before a trailing ellipsis, when it ends in one.
    static func stem(_ text: String) -> String? {
        for e in ellipses where text.hasSuffix(e) {
            let stem = String(text.dropLast(e.count)).trimmingCharacters(in: .whitespaces)
            return stem.isEmpty ? nil : stem
        }
        return nil
    }

    /// Ellipsised texts are looked up by their first characters (a stem is at least one).
    static func key(_ text: String) -> String { String(text.prefix(1)) }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > tolerance && min(a.maxY, b.maxY) - max(a.y, b.y) > tolerance
    }

    static func number(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
}
