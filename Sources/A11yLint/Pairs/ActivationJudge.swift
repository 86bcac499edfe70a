/// `activate:ID`: after a double tap the control's state flipped (a toggle on↔off; a choice — a
/// control whose pack checks group exclusivity — now selected, its group still exclusive), and selecting a choice did not change the
/// context (same app and screen title, the control still there; most of an untitled screen gone is
/// a review item).
struct ActivationJudge {
    let pair: DumpPair
    let id: String
    let recogniser: ControlRecogniser

    func judge() -> Result<[PairFinding], PairError> {
        let before = pair.before, after = pair.after
        guard let named = DumpPair.find(id, in: before) else {
            return .failure(PairError(message: "no element with id '\(id)' in BEFORE"))
        }
        // The id may name the control or its row: the control is the node itself or the first
        // recognised control inside it.
        let beforeControls = recogniser.controls(in: before)
        let control = beforeControls.first { $0.node == named } ?? beforeControls.first { before.isAncestor(named, of: $0.node) }
        let node = control?.node ?? named
        let kind = control?.kind
        // A choice (its pack checks group exclusivity) is selected by double tap, not toggled.
        let vocabulary = ControlVocabulary(packs: recogniser.packs)
        let isRadio = kind.map { kind in
            recogniser.packs.contains { $0.control == kind && $0.rules.contains { $0.checkID == RadioGroupExclusivity.id } }
        } ?? false
        let noun = kind.flatMap { vocabulary.nouns[$0] } ?? "control"
        let criteria = isRadio ? ["mobile.doubletap", "radio.state"] : ["mobile.doubletap"]
        var findings: [PairFinding] = []

        let identityChange = ScreenIdentity(before).change(to: ScreenIdentity(after))
        guard let afterNamed = DumpPair.find(id, in: after) else {
            let message = isRadio
                ? "Selecting the \(noun) changed the context: it is gone from AFTER\(identityChange.map { " (\($0))" } ?? "")."
                : "The control is gone from AFTER: double tap did not just toggle it\(identityChange.map { " (\($0))" } ?? "")."
            findings.append(fail(isRadio ? "pair-radio-no-context-change" : "pair-doubletap-toggles",
                                 isRadio ? ["radio.no-context-change"] : ["mobile.doubletap"], message, before: node, after: nil))
            return .success(findings)
        }
        let afterControls = recogniser.controls(in: after)
        let afterNode = (afterControls.first { $0.node == afterNamed } ?? afterControls.first { after.isAncestor(afterNamed, of: $0.node) })?.node ?? afterNamed

        let was = PairState.isOn(before[node], platform: before.platform)
        let now = PairState.isOn(after[afterNode], platform: after.platform)
        switch (was, now) {
        case (nil, _), (_, nil):
            findings.append(PairFinding(rule: "pair-doubletap-toggles", criteria: criteria, severity: .info, status: .review,
                                        message: "The dumps do not record the \(noun)'s state (before: \(PairState.word(was, radio: isRadio)), after: \(PairState.word(now, radio: isRadio))): check that double tap changes it.",
                                        before: pair.beforeRef(node), after: pair.afterRef(afterNode)))
        case let (was?, now?) where isRadio:
            if !now {
                findings.append(fail("pair-radio-selected", criteria,
                                     "After double tap the \(noun) is not selected (before: \(PairState.word(was, radio: true))).",
                                     before: node, after: afterNode))
            }
        case let (was?, now?):
            if was == now {
                findings.append(fail("pair-doubletap-toggles", criteria,
                                     "Double tap did not toggle the \(noun): it was \(PairState.word(was, radio: false)) and is still \(PairState.word(now, radio: false)).",
                                     before: node, after: afterNode))
            }
        }

        if isRadio {
            findings += exclusivity(afterNode, kind: kind!, noun: noun, controls: afterControls)
            if let identityChange {
                findings.append(fail("pair-radio-no-context-change", ["radio.no-context-change"],
                                     "Selecting the \(noun) changed the context: \(identityChange).", before: node, after: afterNode))
            } else if let replaced = replacedShare(), ScreenIdentity(before).title == nil || ScreenIdentity(after).title == nil {
                // Without a title to tell, most of the screen going may be a new screen or a section
                // the choice hid (which is fine): a person decides.
                findings.append(PairFinding(rule: "pair-radio-no-context-change", criteria: ["radio.no-context-change"], severity: .info,
                                            status: .review,
                                            message: "After selecting the \(noun) \(replaced) of the elements with ids in BEFORE are gone: check that it is still the same screen.",
                                            before: pair.beforeRef(node), after: pair.afterRef(afterNode)))
            }
        }
        return .success(findings)
    }

    /// In AFTER, the controls of its kind that share the activated one's parent: at most one selected.
    private func exclusivity(_ radio: Int, kind: String, noun: String, controls: [Control]) -> [PairFinding] {
        let after = pair.after
        guard let parent = after.parent(of: radio) else { return [] }
        let group = controls.filter { $0.kind == kind && after.parent(of: $0.node) == parent }.map(\.node)
        let selected = group.filter { PairState.isOn(after[$0], platform: after.platform) == true }
        guard selected.count > 1 else { return [] }
        let names = selected.map { DumpPair.name(after[$0]).map { "“\($0)”" } ?? "node \($0)" }
        return [PairFinding(rule: "pair-radio-exclusive", criteria: ["radio.exclusive"], severity: .error, status: .fail,
                            message: "After selecting it, \(selected.count) \(noun)s of its group are selected: \(names.joined(separator: ", ")).",
                            before: nil, after: pair.afterRef(radio))]
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

    private func fail(_ rule: String, _ criteria: [String], _ message: String, before: Int?, after: Int?) -> PairFinding {
        PairFinding(rule: rule, criteria: criteria, severity: .error, status: .fail, message: message,
                    before: before.map(pair.beforeRef), after: after.map(pair.afterRef))
    }
}
