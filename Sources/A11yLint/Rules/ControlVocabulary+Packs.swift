import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// The vocabulary read from the packs' `recognise:` sections.
extension ControlVocabulary {
    public init(packs: [RulePack]) {
        self.init()
        speech.labelRoles.insert(SpokenWords.voiceOver[.button].lowercased())
        for pack in packs {
            let r = pack.recognise
            stateTexts[pack.control, default: []].formUnion(r.stateTexts.map { $0.lowercased() })
            speech.labelRoles.formUnion(r.labelSuffixes.map(SpeechVocabulary.suffixKey))
            speech.stateValues.formUnion(r.iosButtonValues.map { $0.lowercased() })
            groupClasses.formUnion(r.groupClasses.map { ClassName.lastComponent($0) })
            nouns[pack.control] = r.noun ?? pack.title.lowercased()
            if !r.unrecognisedCheckable { titles.append(pack.title) }
        }
        stateTexts = stateTexts.filter { !$0.value.isEmpty }
    }
}
