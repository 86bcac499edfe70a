import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// How much a recogniser's match says about a node. The most specific claim on a node wins, whatever
/// order the packs load in: a native class or Compose role is what the screen reader itself reads
/// (TalkBack's `Role.getRole`, VoiceOver's element type), a trait or role description is what the
/// developer declared, and the rest are guesses from how a custom control looks.
enum Specificity: Int, Comparable, Sendable {
    /// An iOS button whose value reads like the state ("Checked"): several controls share such values.
    case value = 1
    /// A look-alike whose id, test tag or hint names the control ("termsCheckbox").
    case idWord = 2
    /// A role written into the label by hand ("Terms, checkbox"): what VoiceOver actually says.
    case labelSuffix = 3
    /// An iOS trait or an Android role description.
    case trait = 4
    /// A native class, element type or Compose role.
    case native = 5

    static func < (a: Specificity, b: Specificity) -> Bool { a.rawValue < b.rawValue }

    /// Recognised by role (true) or as a look-alike (false).
    var isNative: Bool { self >= .trait }
}

/// Every pack's recognisers in one set of tables keyed by what a node carries (class, role, trait,
/// value, label suffix), so a node is looked up once whatever the number of packs.
struct RecognitionIndex: Sendable {
    /// Two packs make the same claim: which node is which control would depend on load order.
    struct Conflict: Error, CustomStringConvertible, Sendable {
        var description: String
    }

    private(set) var androidClasses: [Substring: Int] = [:]
    private(set) var composeRoles: [String: Int] = [:]
    /// TalkBack's role of the node (`AndroidRole.of`): the class suffix and clickability.
    private(set) var androidRoles: [AndroidRole: Int] = [:]
    /// `androidClasses` found by a full class name's bytes, and `androidRoles` as a list: both are
    /// asked per node, and hashing the key was most of the cost of asking.
    private(set) var androidClassTable = ClassNameTable([:])
    private(set) var androidRoleList: [(role: AndroidRole, pack: Int)] = []
    /// (lower-cased word, pack): a role description containing the word is the pack's control.
    private(set) var roleDescriptions: [(String, Int)] = []
    private(set) var iosElementTypes: [String: Int] = [:]
    private(set) var iosClasses: [String: Int] = [:]
    /// At most one pack per trait bit, so this is as long as the traits claimed, not the packs.
    private(set) var iosTraits: [(AccessibilityTraits, Int)] = []
    private(set) var iosButtonValues: [String: Int] = [:]
    /// Keyed by the words after the label's last comma, lower-cased (", Radio Button" → "radio button").
    private(set) var labelSuffixes: [String: Int] = [:]
    /// (lower-cased bytes, pack), longest first so the most specific word is found first.
    private(set) var idWords: [([UInt8], Int)] = []
    /// The pack that claims Android heading nodes (`recognise.android.headings`).
    private(set) var androidHeadings: Int?
    /// The pack that claims Android nodes offering expand/collapse (`recognise.android.expandActions`).
    private(set) var androidExpandActions: Int?
    /// The pack that claims Android actionable nodes with no class, role or name (`recognise.android.rolelessClickable`).
    private(set) var androidRolelessClickable: Int?
    /// Android containers by `resource-id` (`recognise.android.resourceIds`): a whole id, or an entry
    /// name ("parentPanel") for any package.
    private(set) var resourceIds: [String: Int] = [:]
    /// The same claims as bytes, whole ids (with ":id/") apart from entry names.
    private(set) var resourceIdBytes: [(key: [UInt8], whole: Bool, pack: Int)] = []
    /// Per pack: the ids one of which its container must hold below it (`resourceIdsHolding`).
    private(set) var resourceIdsHolding: [Int: Set<String>] = [:]
    /// Lower-cased, trimmed pane titles (`recognise.android.paneTitles`).
    private(set) var paneTitles: [String: Int] = [:]
    /// The pack that takes Android checkable nodes no other pack knows.
    private(set) var fallback: Int?
    /// Some pack leaves options of single-choice lists to the fallback (`notInSingleChoiceList`).
    private(set) var leavesSingleChoiceOptions = false
    private(set) var conflicts: [String] = []

    /// The claims of the packs `including` selects (generic packs and the others are indexed
    /// apart: the generic ones are asked only when no other pack claims a node); pack numbers
    /// stay positions in `packs`.
    init(packs: [RulePack], including: (RulePack) -> Bool = { _ in true }) {
        var found: [String] = []
        var descriptions: [String: Int] = [:], traits: [UInt32: Int] = [:], words: [String: Int] = [:]
        for (p, pack) in packs.enumerated() where including(pack) {
            let r = pack.recognise
            // The same entry in two packs: an error when the packs load, naming both. `what` is
            // written only then: every start indexes every pack.
            func claim<Key: Hashable>(_ table: inout [Key: Int], _ key: Key, _ what: @autoclosure () -> String) {
                if let other = table[key], other != p {
                    found.append("\(what()) is claimed by both '\(packs[other].control)' (\(packs[other].source)) and '\(pack.control)' (\(pack.source))")
                } else {
                    table[key] = p
                }
            }
            for cls in r.androidClasses { claim(&androidClasses, ControlRecogniser.lastComponent(cls), "Android class \(cls)") }
            for role in r.composeRoles { claim(&composeRoles, role.lowercased(), "Compose role \(role)") }
            for role in r.androidRoles.compactMap(AndroidRole.init(rawValue:)) { claim(&androidRoles, role, "TalkBack role \(role.rawValue)") }
            for word in r.roleDescriptions { claim(&descriptions, word.lowercased(), "role description “\(word)”") }
            for type in r.iosElementTypes { claim(&iosElementTypes, type, "iOS element type \(type)") }
            for cls in r.iosClasses { claim(&iosClasses, cls, "iOS class \(cls)") }
            for (name, trait) in AccessibilityTraits.byName where r.iosTraits.contains(trait) { claim(&traits, trait.rawValue, "iOS trait \(name)") }
            for value in r.iosButtonValues { claim(&iosButtonValues, value.lowercased(), "iOS value “\(value)”") }
            for suffix in r.labelSuffixes { claim(&labelSuffixes, Self.suffixKey(suffix), "label suffix “\(suffix)”") }
            for word in r.lookalikeIdWords where !word.isEmpty { claim(&words, word.lowercased(), "look-alike id word “\(word)”") }
            for id in r.androidResourceIds { claim(&resourceIds, id, "Android resource-id \(id)") }
            if !r.androidResourceIdsHolding.isEmpty { resourceIdsHolding[p] = Set(r.androidResourceIdsHolding) }
            for title in r.androidPaneTitles { claim(&paneTitles, title.trimmed.lowercased(), "Android pane title “\(title)”") }
            if r.androidHeadings {
                if let other = androidHeadings, other != p {
                    found.append("Android headings are claimed by both '\(packs[other].control)' (\(packs[other].source)) and '\(pack.control)' (\(pack.source))")
                } else {
                    androidHeadings = p
                }
            }
            if r.androidExpandActions {
                if let other = androidExpandActions, other != p {
                    found.append("Android expand/collapse actions are claimed by both '\(packs[other].control)' (\(packs[other].source)) and '\(pack.control)' (\(pack.source))")
                } else {
                    androidExpandActions = p
                }
            }
            if r.androidRolelessClickable {
                if let other = androidRolelessClickable, other != p {
                    found.append("Android role-less clickable nodes are claimed by both '\(packs[other].control)' (\(packs[other].source)) and '\(pack.control)' (\(pack.source))")
                } else {
                    androidRolelessClickable = p
                }
            }
            leavesSingleChoiceOptions = leavesSingleChoiceOptions || r.notInSingleChoiceList
            if r.unrecognisedCheckable {
                if let other = fallback {
                    found.append("unrecognised checkable nodes are claimed by both '\(packs[other].control)' (\(packs[other].source)) and '\(pack.control)' (\(pack.source))")
                } else {
                    fallback = p
                }
            }
        }
        // Longest word first, then load order: "checkbox" before "check" whichever pack came first.
        // Lengths in bytes, what the searches compare (`count` would break graphemes per comparison).
        roleDescriptions = descriptions.sorted { ($0.key.utf8.count, $1.value) > ($1.key.utf8.count, $0.value) }.map { ($0.key, $0.value) }
        iosTraits = traits.sorted { $0.key < $1.key }.map { (AccessibilityTraits(rawValue: $0.key), $0.value) }
        idWords = words.sorted { ($0.key.utf8.count, $1.value) > ($1.key.utf8.count, $0.value) }.map { (Array($0.key.utf8), $0.value) }
        resourceIdBytes = resourceIds.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.key.contains(":id/"), $0.value) }
        conflicts = found
        androidClassTable = ClassNameTable(androidClasses)
        androidRoleList = androidRoles.sorted { $0.value < $1.value }.map { ($0.key, $0.value) }
    }

    /// The pack claiming a TalkBack role.
    func androidRolePack(_ role: AndroidRole) -> Int? {
        for entry in androidRoleList where entry.role == role { return entry.pack }
        return nil
    }

    /// The words after a label's last comma, trimmed and lower-cased: the role a developer appended.
    static func suffixKey(_ text: some StringProtocol) -> String { SpeechVocabulary.suffixKey(text) }

    /// The pack whose container id the node has (`resourceIds`), when the node holds one of the pack's
    /// `resourceIdsHolding` ids below it. Only a node with a claimed id is searched below: such
    /// containers are few, so a dump is still visited once.
    func resourceIdPack(_ id: String?, at node: Int, in tree: AccessibilityTree) -> Int? {
        guard !resourceIds.isEmpty, var id else { return nil }
        // Most ids are claimed by no pack: compare bytes first, so no string is made per node.
        guard let p = id.withUTF8({ bytes in resourceIdBytes.first { Self.matches(bytes, $0.key, whole: $0.whole) }?.pack }) else { return nil }
        guard let holding = resourceIdsHolding[p] else { return p }
        for d in tree.descendants(of: node) {
            if let inner = tree.nodes[d].resourceId, holding.contains(inner) || holding.contains(ControlRecogniser.shortID(inner)) { return p }
        }
        return nil
    }

    /// Whether an id is `key` (a whole id) or ends in "/" + `key` (an entry name).
    static func matches(_ id: UnsafeBufferPointer<UInt8>, _ key: [UInt8], whole: Bool) -> Bool {
        if whole { return id.count == key.count && id.elementsEqual(key) }
        guard id.count > key.count, id[id.count - key.count - 1] == UInt8(ascii: "/") else { return false }
        return id[(id.count - key.count)...].elementsEqual(key)
    }

    /// The pack a pane title names (`paneTitles`), compared whole and case-insensitively.
    func paneTitlePack(_ title: String?) -> Int? {
        guard !paneTitles.isEmpty, let title else { return nil }
        return paneTitles[title.trimmed.lowercased()]
    }

    func roleDescriptionPack(_ description: String) -> Int? {
        guard !roleDescriptions.isEmpty else { return nil }
        let lowered = description.lowercased()
        return roleDescriptions.first { lowered.contains($0.0) }?.1
    }

    /// Words that, ending an id, say the view is a row or a holder of a control, not the control
    /// ("radio_station_row", "dropdown_item", "toggle_container").
    static let containerWords: [[UInt8]] = ["row", "item", "cell", "container", "layout", "list"].map { Array($0.utf8) }

    /// Android: the pack whose look-alike word names what the view is. A view that shows a state
    /// (checkable, checked, selected, a state description), or is no layout, is named by the word
    /// anywhere in its id, as `idWordPack` (`showsState` true). A plain clickable layout whose id's entry name ends in a container word
    /// ("radio_station_row", "dropdown_item", "crossButtonContainer"; trailing digits aside) is a row
    /// or a holder, not the control the word names; otherwise the word names it as before.
    func androidIdWordPack(_ id: String?, showsState: Bool) -> Int? {
        if showsState { return idWordPack(id) }
        guard var id, !id.isEmpty, !idWords.isEmpty else { return nil }
        // nil: not a container; .some(p): a container, claimed only by a word that itself ends the
        // name with the container word ("nav_drawer_item" is the sidebar menu's "drawer_item").
        let container: Int?? = id.withUTF8 { bytes in
            let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
            var end = bytes.count
            while end > start, bytes[end - 1] >= 48, bytes[end - 1] <= 57 { end -= 1 } // "row_1", "item2"
            while end > start, Self.isSeparator(bytes[end - 1]) { end -= 1 }
            guard end > start else { return nil }
            // The last word: back to a separator, or to an upper-case letter (camelCase).
            var lastStart = end - 1
            while lastStart > start, !Self.isSeparator(bytes[lastStart - 1]), !(bytes[lastStart] >= 65 && bytes[lastStart] <= 90) { lastStart -= 1 }
            guard Self.containerWords.contains(where: { Self.equalsLowered(bytes, lastStart, end, $0) }) else { return nil }
            return .some(idWords.first { needle, _ in needle.count <= end - start && Self.equalsLowered(bytes, end - needle.count, end, needle) }?.1)
        }
        if let container { return container }
        return idWordPack(id)
    }

    private static func isSeparator(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") }

    /// Whether bytes[from..<to] lower-cased are `word`.
    private static func equalsLowered(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, _ word: [UInt8]) -> Bool {
        guard to - from == word.count else { return false }
        for k in 0 ..< word.count {
            let b = bytes[from + k]
            if (b >= 65 && b <= 90 ? b + 32 : b) != word[k] { return false }
        }
        return true
    }

    /// The pack whose look-alike word the id contains (longest word first), searched
    /// case-insensitively in the entry name after "package:id/".
    func idWordPack(_ id: String?) -> Int? {
        guard var id, !id.isEmpty, !idWords.isEmpty else { return nil }
        return id.withUTF8 { bytes in
            let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
            return idWords.first { needle, _ in
                guard needle.count <= bytes.count - start else { return false }
                return (start ... bytes.count - needle.count).contains { i in
                    for k in 0 ..< needle.count {
                        let b = bytes[i + k]
                        if (b >= 65 && b <= 90 ? b + 32 : b) != needle[k] { return false }
                    }
                    return true
                }
            }?.1
        }
    }
}
