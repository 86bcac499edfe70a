import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintEngine
import A11yLintReporters

/// `activate:ID`: a diff of the two screens' facts around the control double tapped, judged by the
/// rules its pack declares (`activation:` in `rules/<control>.yml`): its state flipped (`toggle`)
/// or it is selected (`select`), a choice's group is still exclusive, and the context did not
/// change (same app and screen title, the control still there; most of an untitled screen gone is
/// a review item). What the control is, which rules apply and which criteria they decide are the
/// pack's; this file knows no control.
struct ActivationJudge {
    let pair: DumpPair
    let id: String
    let recogniser: ControlRecogniser
    let vocabulary: ControlVocabulary

    /// The criteria the judgement decided (for "nothing lost" lines), set by `judge()`'s caller from the pack.
    static func criteria(of activation: RulePack.Activation) -> [String] {
        var seen = Set<String>()
        return activation.rules.flatMap(\.criteria).filter { seen.insert($0).inserted }
    }

    func judge() -> Result<(findings: [Finding], criteria: [String]), PairError> {
        let before = pair.before, after = pair.after
        guard let named = DumpPair.find(id, in: before) else {
            return .failure(PairError(message: "no element with id '\(id)' in BEFORE"))
        }
        let beforeFacts = ScreenFacts(tree: before, controls: recogniser.controls(in: before), vocabulary: vocabulary)
        // The id may name the control, its row or one of its parts: the control is the node itself,
        // the first recognised control inside it, or the innermost one around it (a stepper's button).
        let activates = { (c: Control) in recogniser.packs.contains { $0.control == c.kind && $0.activation != nil } }
        let own = Self.control(named: named, in: beforeFacts), around = Self.control(around: named, in: beforeFacts)
        // A part with no activation of its own (a stepper's Button) is double tapped for the control around it.
        guard let control = own.flatMap({ activates($0) ? $0 : nil }) ?? around.flatMap({ activates($0) ? $0 : nil }) ?? own ?? around else {
            return .failure(PairError(message: "the element with id '\(id)' is no control a11ylint recognises, and holds none and is inside none: double tap has no state to judge"))
        }
        let noun = vocabulary.nouns[control.kind] ?? control.kind
        guard let activation = recogniser.packs.first(where: { $0.control == control.kind })?.activation else {
            let judged = recogniser.packs.filter { $0.activation != nil }.map { vocabulary.nouns[$0.control] ?? $0.control }
            return .failure(PairError(message: "'\(id)' is a \(noun), whose pack declares no activation rules: compare judges double tap on \(judged.joined(separator: ", "))"))
        }
        let selects = activation.effect == .select
        let criteria = Self.criteria(of: activation)
        var findings: [Finding] = []

        let identityChange = ScreenIdentity(before).change(to: ScreenIdentity(after))
        guard let afterNamed = DumpPair.find(id, in: after) else {
            let rule = activation.context ?? activation.state
            let message = activation.context != nil
                ? "\(selects ? "Selecting" : "Activating") the \(noun) changed the context: it is gone from AFTER\(identityChange.map { " (\($0))" } ?? "")."
                : "The \(noun) is gone from AFTER: double tap did not just \(selects ? "select" : "toggle") it\(identityChange.map { " (\($0))" } ?? "")."
            findings.append(fail(rule, message, before: control.node, after: nil))
            findings[0].control = control.kind
            return .success((findings, criteria))
        }
        let afterFacts = ScreenFacts(tree: after, controls: recogniser.controls(in: after), vocabulary: vocabulary)
        // The same control in AFTER: the node itself or one inside it, else the one of the same kind around it.
        let afterControl = Self.control(named: afterNamed, in: afterFacts).flatMap { $0.kind == control.kind ? $0 : nil }
            ?? afterFacts.controls.last { $0.kind == control.kind && after.isAncestor($0.node, of: afterNamed) }
            ?? Self.control(named: afterNamed, in: afterFacts)
        let afterNode = afterControl?.node ?? afterNamed

        if activation.effect == .step {
            findings += stepped(control, named: named, afterControl: afterControl, afterNamed: afterNamed, rule: activation.state, noun: noun)
        } else {
            findings += toggled(control, afterControl: afterControl, afterNode: afterNode, facts: (beforeFacts, afterFacts), rule: activation.state, selects: selects, noun: noun)
        }

        if let exclusive = activation.exclusive, let afterControl {
            findings += exclusivity(afterControl, rule: exclusive, noun: noun, facts: afterFacts)
        }
        if let context = activation.context {
            if let identityChange {
                findings.append(fail(context, "\(selects ? "Selecting" : "Activating") the \(noun) changed the context: \(identityChange).", before: control.node, after: afterNode))
            } else if let replaced = replacedShare(), ScreenIdentity(before).title == nil || ScreenIdentity(after).title == nil {
                // Without a title to tell, most of the screen going may be a new screen or a section
                // the control hid (which is fine): a person decides.
                findings.append(Finding(rule: context.id, criteria: context.criteria, severity: .info, status: .review,
                                        message: "After \(selects ? "selecting" : "activating") the \(noun) \(replaced) of the elements with ids in BEFORE are gone: check that it is still the same screen.",
                                        before: pair.beforeRef(control.node), after: pair.afterRef(afterNode)))
            }
        }
        for i in findings.indices { findings[i].control = control.kind }
        return .success((findings, criteria))
    }

    /// `toggle` / `select`: the control's state after double tap, from the one state model.
    private func toggled(_ control: Control, afterControl: Control?, afterNode: Int, facts: (ScreenFacts, ScreenFacts),
                         rule: RulePack.Activation.PairRule, selects: Bool, noun: String) -> [Finding] {
        // The one state model, as lint reads it (`ControlState` through the facts).
        var findings: [Finding] = []
        let (beforeFacts, afterFacts) = facts
        let after = pair.after
        let was = beforeFacts.isOn(control)
        let now = afterControl.map(afterFacts.isOn) ?? ControlState(of: after[afterNode], platform: after.platform).isOn
        switch (was, now) {
        case (nil, _), (_, nil):
            findings.append(Finding(rule: rule.id, criteria: rule.criteria, severity: .info, status: .review,
                                    message: "The dumps do not record the \(noun)'s state (before: \(PairState.word(was, selects: selects)), after: \(PairState.word(now, selects: selects))): check that double tap changes it.",
                                    before: pair.beforeRef(control.node), after: pair.afterRef(afterNode)))
        case let (was?, now?) where selects:
            if !now {
                findings.append(fail(rule, "After double tap the \(noun) is not selected (before: \(PairState.word(was, selects: true))).",
                                     before: control.node, after: afterNode))
            }
        case let (was?, now?):
            if was == now {
                findings.append(fail(rule, "Double tap did not toggle the \(noun): it was \(PairState.word(was, selects: false)) and is still \(PairState.word(now, selects: false)).",
                                     before: control.node, after: afterNode))
            }
        }
        return findings
    }

    /// `step`: double tap on one of the control's buttons (ID) changes what the control shows (its
    /// value, or the number between its buttons), and focus stays on that button. Whether the new
    /// value is spoken cannot be seen in a dump: the pack's review rule asks a person.
    private func stepped(_ control: Control, named: Int, afterControl: Control?, afterNamed: Int,
                         rule: RulePack.Activation.PairRule, noun: String) -> [Finding] {
        let before = pair.before, after = pair.after
        let was = Self.shown(control.node, in: before)
        let now = Self.shown(afterControl?.node ?? afterNamed, in: after)
        let button = DumpPair.name(before[named]).map { "“\($0)”" } ?? "'\(id)'"
        var findings: [Finding] = []
        if was.isEmpty || now.isEmpty {
            findings.append(Finding(rule: rule.id, criteria: rule.criteria, severity: .info, status: .review,
                                    message: "The dumps do not show the \(noun)'s value: check that double tap on \(button) changes it and the new value is announced.",
                                    before: pair.beforeRef(control.node), after: pair.afterRef(afterNamed)))
        } else if was == now {
            findings.append(fail(rule, "Double tap on \(button) did not change what the \(noun) shows (“\(Clip.text(was))”).",
                                 before: control.node, after: afterControl?.node ?? afterNamed))
        }
        // Focus: only where AFTER records it, as for focus return (FocusReturnJudge): TalkBack's
        // a11y-focused on Android, the focus a page source records (`focused`) on iOS.
        let focused = after.platform == .ios ? DumpPair.inputFocus(in: after) : DumpPair.screenReaderFocus(in: after)
        if let elsewhere = focused.first, !focused.contains(where: { $0 == afterNamed || after.isAncestor(afterNamed, of: $0) }) {
            findings.append(fail(rule, "After double tap on \(button), focus moved to \(FocusReturnJudge.name(elsewhere, in: after)): the new value must be announced with focus left on the button.",
                                 before: named, after: afterNamed))
        }
        return findings
    }

    /// What a control shows, its nodes' words and values (`ControlState.value`: a range counts too)
    /// in document order: the value a stepper's buttons change.
    static func shown(_ node: Int, in tree: AccessibilityTree) -> String {
        var words: [String] = []
        for i in node ..< tree.subtreeEnd(node) {
            let n = tree[i]
            for word in [n.text, n.contentDescription, n.accessibilityLabel, ControlState.value(of: n, platform: tree.platform)?.shown] {
                if let word, !word.isEmpty, words.last != word { words.append(word) }
            }
        }
        return words.joined(separator: ", ")
    }

    /// The control on the named node, else the first recognised control inside it.
    static func control(named node: Int, in facts: ScreenFacts) -> Control? {
        facts.controls.first { $0.node == node } ?? facts.controls.first { facts.tree.isAncestor(node, of: $0.node) }
    }

    /// The innermost recognised control holding the named node: a stepper around the button double tapped.
    static func control(around node: Int, in facts: ScreenFacts) -> Control? {
        facts.controls.last { facts.tree.isAncestor($0.node, of: node) }
    }

    /// In AFTER, at most one member of the control's group is selected (the group lint judges
    /// exclusivity on: `ScreenFacts.group(of:)`).
    private func exclusivity(_ control: Control, rule: RulePack.Activation.PairRule, noun: String, facts: ScreenFacts) -> [Finding] {
        let selected = facts.group(of: control).members.filter { facts.isOn($0) == true }.map(\.node)
        guard selected.count > 1 else { return [] }
        let names = selected.map { DumpPair.name(pair.after[$0]).map { "“\($0)”" } ?? "node \($0)" }
        return [Finding(rule: rule.id, criteria: rule.criteria, severity: .error, status: .fail,
                        message: "After selecting it, \(selected.count) \(noun)s of its group are selected: \(names.joined(separator: ", ")).",
                        before: nil, after: pair.afterRef(control.node))]
    }

    /// "3 of 4" when more than half of BEFORE's ids (at least 4 of them) are gone: another screen.
    private func replacedShare() -> String? {
        var ids = Set<String>()
        for i in pair.before.indices { if let id = DumpPair.id(of: pair.before[i]) { ids.insert(id) } }
        guard ids.count >= 4 else { return nil }
        var kept = Set<String>()
        for i in pair.after.indices { if let id = DumpPair.id(of: pair.after[i]), ids.contains(id) { kept.insert(id) } }
        let gone = ids.count - kept.count
        return gone * 2 > ids.count ? "\(gone) of \(ids.count)" : nil
    }

    private func fail(_ rule: RulePack.Activation.PairRule, _ message: String, before: Int?, after: Int?) -> Finding {
        Finding(rule: rule.id, criteria: rule.criteria, severity: .error, status: .fail, message: message,
                before: before.map(pair.beforeRef), after: after.map(pair.afterRef))
    }
}
