import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// Finds the controls the packs describe: each node is looked up once in the packs' joint index
/// and goes to the pack with the most specific claim on it (`Specificity`), never to whichever
/// pack happened to load first.
package struct ControlRecogniser: Sendable {
    package let packs: [RulePack]
    /// The claims of every pack but the generic ones.
    let index: RecognitionIndex
    /// The generic packs' claims (`recognise.generic`), asked when no other pack claims a node.
    let generic: RecognitionIndex
    /// Each kind the packs name, numbered in pack order; per pack its kind's number; per number
    /// whether a generic pack names it. Sorting a screen's controls by kind reads arrays by these
    /// numbers: hashing each control's kind name six times was 60 M instructions on a 100,000-node screen.
    let kindNumbers: [String: Int32]
    let kindOfPack: [Int32]
    let genericKind: [Bool]

    package init(packs: [RulePack]) {
        self.packs = packs
        index = RecognitionIndex(packs: packs) { !$0.recognise.generic }
        generic = RecognitionIndex(packs: packs) { $0.recognise.generic }
        var numbers: [String: Int32] = [:]
        for pack in packs where numbers[pack.control] == nil { numbers[pack.control] = Int32(numbers.count) }
        kindNumbers = numbers
        kindOfPack = packs.map { numbers[$0.control]! }
        var generic = [Bool](repeating: false, count: numbers.count)
        for p in packs.indices where packs[p].recognise.generic { generic[Int(kindOfPack[p])] = true }
        genericKind = generic
    }

    /// Throws when two packs make the same claim (the same class, role, trait, value, label suffix
    /// or id word) at the same rank: which of them a node belongs to would otherwise depend on the
    /// packs' order. A generic pack's claim never conflicts with another pack's: it ranks below.
    package static func validate(_ packs: [RulePack]) throws {
        let recogniser = ControlRecogniser(packs: packs)
        let conflicts = recogniser.index.conflicts + recogniser.generic.conflicts
        guard conflicts.isEmpty else { throw RecognitionIndex.Conflict(description: conflicts.joined(separator: "; ")) }
    }

    /// `roles`: the tree's TalkBack roles when the caller asked them already (a lint hands the
    /// same to the focus model); nil asks them here.
    package func controls(in tree: AccessibilityTree, roles: AndroidRoles? = nil) -> [Control] {
        let roles = roles ?? AndroidRoles(tree)
        var found: [Control] = [], foundKinds: [Int32] = []
        var fallback: [Control] = []
        // The pack that takes unrecognised checkable nodes is asked only when no other pack knows the node.
        let fallbackPack = index.fallback
        let checkable = tree.platform == .android && fallbackPack != nil ? UnrecognisedCheckable(tree: tree) : nil
        // Options of single-choice lists, computed only when a pack leaves them to the fallback.
        let singleChoice = tree.platform == .android && index.leavesSingleChoiceOptions ? Self.singleChoiceOptions(tree) : []
        // Each node is read from the buffer once, into `claim(_:at:…)`, and borrowed from there on:
        // a node read from memory the callee might change is copied for the call (dozens of
        // strings retained and released), so every further read would be another copy.
        var classes = ClassPacks()
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                switch claim(nodes[i], at: i, role: roles.of(i, nodes[i]), in: tree, checkable: checkable, singleChoice: singleChoice, classes: &classes) {
                case let .pack(p, specificity):
                    found.append(Control(kind: packs[p].control, node: i, isNative: specificity.isNative))
                    foundKinds.append(kindOfPack[p])
                case let .fallback(p): fallback.append(Control(kind: packs[p].control, node: i, isNative: false))
                case nil: break
                }
            }
        }
        // Generic controls (a button) are parts of the controls around them, never the other way round:
        // an empty Button inside a checkable wrapper does not make the wrapper its row.
        if !fallback.isEmpty {
            let isGeneric = foundKinds.map { genericKind[Int($0)] }
            let generic = found.indices.filter { isGeneric[$0] }.map { found[$0] }
            found = UnrecognisedCheckable.merge(fallback, into: found.indices.filter { !isGeneric[$0] }.map { found[$0] }, tree: tree)
            if !generic.isEmpty { found = (found + generic).sorted { $0.node < $1.node } }
            foundKinds = found.map { kindNumbers[$0.kind]! }
        }
        // A container that holds a real control of the same kind is its row, not a look-alike; and a
        // control inside another of the same kind is its part (WebDriverAgent lists a UISwitch's knob
        // as a Switch inside the Switch).
        var kept: [Control] = [], keptKinds: [Int32] = []
        // Per kind (`kindNumbers`), the place in `kept` of the last kept control of that kind, in pre-order; -1: none yet.
        var open = [Int](repeating: -1, count: genericKind.count)
        var enclosing: [Int] = [] // the kept non-generic controls around the current node, innermost last
        var genericElements: [Int] = [] // iOS: the kept generic controls that are elements, innermost last
        for (f, control) in found.enumerated() {
            let kind = Int(foundKinds[f]), isGeneric = genericKind[kind]
            if open[kind] >= 0, case let outer = kept[open[kind]], tree.isAncestor(outer.node, of: control.node), outer.isNative || !control.isNative { continue }
            while let last = enclosing.last, !tree.isAncestor(last, of: control.node) { enclosing.removeLast() }
            // iOS: a generic control VoiceOver takes as an element (a Button, by UIKit's default when
            // the dump does not say) hides what it holds: the buttons and rows drawn inside it, and
            // the images and other leaves that are no element of their own, are never visited but
            // spoken through it (AccessibilitySnapshot AccessibilityHierarchyParser: an
            // accessibility element's subviews are not parsed; the XCTest snapshot still lists them,
            // and WebDriverAgent's isWDAccessible, XCUIElement+FBWebDriverAttributes.m, calls nothing
            // under an accessibility element accessible). It speaks as itself ("Button"), so
            // it is the control the user meets, not their row. A cell is the exception: UIKit's cell
            // speaks as what it holds (its subviews' labels, its accessory's value and traits:
            // CellAccessory.swift), so a control inside it keeps the cell as its row; so does a
            // control of another kind that is an element or holds parts of its own.
            let hasChildren = tree.subtreeEnd(control.node) > control.node + 1
            let isElement = tree.platform == .ios && FocusModel.isElement(tree[control.node], hasChildren: hasChildren)
            if Self.insideGenericElement(control.node, tree: tree, elements: &genericElements),
               isGeneric || !(isElement || hasChildren) { continue }
            // A generic control inside another control that the user operates as one (the Button a
            // checkable wrapper speaks) is its part; inside a container control (an alert, a menu)
            // it is a control of its own.
            if isGeneric {
                // …except a text field's own button (UITextField's "Clear text"), which VoiceOver
                // visits as a Button of its own beside the field (FocusModel.isTextFieldPart): the
                // user meets it, so its name and role are judged.
                if let outer = enclosing.last,
                   !(tree.platform == .ios && FocusModel.isTextFieldPart(tree[control.node], of: tree[outer])) { continue }
                if isElement, tree[control.node].elementType != "Cell" { genericElements.append(control.node) }
            } else if Self.operatedAsOne(tree[control.node], platform: tree.platform) {
                enclosing.append(control.node)
            }
            open[kind] = kept.count
            kept.append(control)
            keptKinds.append(Int32(kind))
        }
        // Per kind, the native controls' nodes in pre-order: a look-alike holding one is its row.
        var nativeNodes = [[Int]](repeating: [], count: genericKind.count)
        for (k, control) in kept.enumerated() where control.isNative { nativeNodes[Int(keptKinds[k])].append(control.node) }
        // A generic control (a table row, a button look-alike) that holds another control is that
        // control's row: the inner one is what the screen reader stops on and what the rules judge.
        let keptNodes = kept.map(\.node)
        var result: [Control] = []
        result.reserveCapacity(kept.count)
        for (k, control) in kept.enumerated() {
            let kind = Int(keptKinds[k])
            if genericKind[kind], Self.anyBelow(control.node, in: keptNodes, tree: tree) { continue }
            // A kind with no native control kept has an empty list: nothing below.
            if !control.isNative, Self.anyBelow(control.node, in: nativeNodes[kind], tree: tree) { continue }
            result.append(control)
        }
        return result
    }

    /// Whether one of `nodes` (in pre-order) lies inside `node`'s subtree, below it: the first one
    /// after `node` comes before the subtree's end (binary search, so thousands of controls stay fast).
    static func anyBelow(_ node: Int, in nodes: [Int], tree: AccessibilityTree) -> Bool {
        var lo = 0, hi = nodes.count
        while lo < hi { let mid = (lo + hi) / 2; if nodes[mid] <= node { lo = mid + 1 } else { hi = mid } }
        return lo < nodes.count && nodes[lo] < tree.subtreeEnd(node)
    }

    /// Whether `node` lies inside the innermost of `elements` (kept in pre-order, innermost last);
    /// the ones it has left are dropped, so the walk stays linear.
    static func insideGenericElement(_ node: Int, tree: AccessibilityTree, elements: inout [Int]) -> Bool {
        while let last = elements.last, !tree.isAncestor(last, of: node) { elements.removeLast() }
        return !elements.isEmpty
    }

    /// A control the screen reader stops on as a whole, so what it holds is spoken through it:
    /// an accessibility element (iOS) or an actionable node (Android).
    static func operatedAsOne(_ node: borrowing Node, platform: Platform) -> Bool {
        platform == .ios ? node.isAccessibilityElement == true : FocusModel.actionable(node)
    }

    /// Per node: whether an ancestor is a single-choice list (one pre-order pass).
    static func singleChoiceOptions(_ tree: AccessibilityTree) -> [Bool] {
        var inside = [Bool](repeating: false, count: tree.count)
        for i in 0 ..< tree.count {
            if let p = tree.parent(of: i) { inside[i] = inside[p] || tree[p].collectionInfo?.selectionMode == 1 }
        }
        return inside
    }

    /// Whether a frame covers half the window (the first root's frame) or more: a backdrop, not a control.
    static func coversHalfTheWindow(_ frame: Rect?, in tree: AccessibilityTree) -> Bool {
        guard let frame, let root = tree.firstRoot, let window = tree[root].frame, !window.isEmpty else { return false }
        return frame.width * frame.height >= window.width * window.height / 2
    }

    /// "com.example:id/wifi_switch" → "wifi_switch": short enough for a terminal line.
    package static func shortID(_ id: String) -> String {
        guard let slash = id.utf8.lastIndex(of: UInt8(ascii: "/")) else { return id }
        return String(id[id.utf8.index(after: slash)...])
    }

    package static func lastComponent(_ name: String) -> Substring { ClassName.lastComponent(name) }

    /// A Compose node that is a focus stop only because it merges its descendants: nothing to
    /// click, long-click or focus (Compose's delegate makes a merging node screen-reader-focusable,
    /// `isScreenReaderFocusable`, whatever its actions).
    static func onlyMerges(_ node: borrowing Node) -> Bool {
        node.mergeDescendants == true && node.screenReaderFocusable != true && node.focusable != true
            && !FocusModel.clickable(node) && !FocusModel.longClickable(node)
    }

    /// Whether an Android view shows a state a screen reader speaks: its id may then name the
    /// control wherever the word stands.
    static func showsState(_ node: borrowing Node) -> Bool {
        node.checkable == true || node.checked == true || node.selected == true || node.toggleableState != nil
            || node.hasNonEmpty(.stateDescription)
    }

    /// Who takes a node: a pack (with how specific its claim is), or the fallback pack of checkable nodes no pack knows.
    private enum Claim { case pack(Int, Specificity), fallback(Int) }

    /// The non-generic packs first, then the fallback, then the generic packs (`recognise.generic`).
    private func claim(_ node: borrowing Node, at i: Int, role: AndroidRole, in tree: AccessibilityTree, checkable: UnrecognisedCheckable?, singleChoice: [Bool],
                       classes: inout ClassPacks) -> Claim? {
        // The packs the node's class names in both indexes, remembered by the name (Android).
        let named = tree.platform == .android ? node.withString(.className) { classes.packs(of: $0, own: index, generic: generic) } : nil
        // Not `??`: its autoclosure captured a copy of the node.
        var claim = match(node, platform: tree.platform, in: index, role: role, classPack: named.map { $0.own })
        if claim == nil { claim = containerMatch(node, at: i, in: tree, index: index) }
        // A word is a guess (an id or hint word, a value that reads like a state): where the element's
        // container says what it is, the container wins. A tab bar's items are tabs whatever they are
        // called (Apple Music's "Radio" tab): VoiceOver says "Radio, Tab, 1 of 5" from the bar alone
        // (AccessibilitySnapshot AccessibilityHierarchyParser.swift, `.tabBarItem` context), TalkBack
        // the same from a TabWidget's role (Role.java ROLE_TAB_BAR).
        if let (_, specificity) = claim, specificity < .labelSuffix, Self.insideTabBar(i, in: tree) { claim = nil }
        if let (p, specificity) = claim, !(packs[p].recognise.notInSingleChoiceList && !singleChoice.isEmpty && singleChoice[i]) {
            return .pack(p, specificity)
        }
        // Asked through `?.`: `if let` bound a copy of it, its tree's every field retained, per node.
        if let fallbackPack = index.fallback, checkable?.matches(node, at: i) == true { return .fallback(fallbackPack) }
        var genericClaim = match(node, platform: tree.platform, in: generic, role: role, classPack: named.map { $0.generic })
        if genericClaim == nil { genericClaim = containerMatch(node, at: i, in: tree, index: generic) }
        if let (p, specificity) = genericClaim { return .pack(p, specificity) }
        // uiautomator names a Compose node's class android.view.View, and a plain View is TalkBack's
        // ROLE_NONE too (Role.java: no `instanceof` branch for it): a clickable leaf of that role with
        // no text, description or hint is a stop (AccessibilityNodeInfoUtils.shouldFocusNode: focusable
        // with no visible children) that says only "Double tap to activate", as the class-less Compose
        // node above. Only a leaf: a node with children is named by what they say (a row showing text);
        // and only one the user activates: a focusable-only empty view (a focus sink) is no button.
        // Not a backdrop covering half the window or more: a dialog's or sheet's scrim (Material's
        // BottomSheetDialog `touch_outside`, design_bottom_sheet_dialog.xml, is
        // importantForAccessibility="no", which uiautomator dumps list all the same; SystemUI's scrims).
        //
        // A layout (ViewGroup, FrameLayout…: TalkBack's ROLE_VIEW_GROUP, which speaks no role word
        // either) is the same unnamed button: a React Native `Pressable` or a clickable card. And so
        // is one whose children say nothing (an icon-font TextView whose glyph uiautomator dropped,
        // an ImageView with no description): TalkBack does not even stop on it
        // (AccessibilityNodeInfoUtils.shouldFocusNode: "Don't focus, node is focusable but has
        // nothing to speak"), so the button pack's reachability review lists it.
        if tree.platform == .android, let p = generic.androidRolelessClickable,
           Self.declaresNoRoleOrWords(node), node.scrollable != true,
           FocusModel.clickable(node) || FocusModel.longClickable(node),
           Self.speaksNoRole(role), !Self.coversHalfTheWindow(node.frame, in: tree),
           tree.subtreeEnd(i) == i + 1 || Self.holdsNothingToSay(i, in: tree) {
            return .pack(p, .trait)
        }
        return nil
    }

    /// Whether the node is an item of a tab bar (its parent or grandparent): an iOS TabBar, or an
    /// Android view whose TalkBack role is the tab bar's (TabWidget).
    static func insideTabBar(_ i: Int, in tree: AccessibilityTree) -> Bool {
        if tree.platform == .ios { return VoiceOverContext.tabBar(of: i, in: tree) != nil }
        var current = i
        for _ in 0 ..< 2 {
            guard let p = tree.parent(of: current) else { return false }
            if AndroidRole.of(tree[p]) == .tabBar { return true }
            current = p
        }
        return false
    }

    /// The identifier as the developer set it, or nil when it only repeats the label: WebDriverAgent
    /// writes the label as `name` when there is no identifier (XCUIElement+FBWebDriverAttributes.m,
    /// wdName), so "Radio" there is a word the user reads, not a name the developer gave the control.
    /// A label word names no control kind: only a role appended to the label does (`labelSuffixes`).
    static func ownIdentifier(_ node: borrowing Node) -> String? {
        guard let id = node.accessibilityIdentifier else { return nil }
        for words in [node.accessibilityLabel, node.text, node.accessibilityValue] {
            if let words, words.trimmed.caseInsensitiveCompare(id.trimmed) == .orderedSame { return nil }
        }
        return id
    }

    /// Traits that say what an element is, other than a button: with one of them, a word in its
    /// identifier or a state-like value is no evidence that it is some other control.
    static let roleTraits: AccessibilityTraits = [.link, .image, .header, .searchField, .adjustable, .keyboardKey, .staticText, .tabBar, .textEntry]

    /// An Android node with no Compose role, role description or checkable state, and no text,
    /// description or hint: the screen reader has neither a role nor a word for it of its own.
    /// What `recognise.android.rolelessClickable` claims, when it also acts.
    static func declaresNoRoleOrWords(_ node: borrowing Node) -> Bool {
        node.role == nil && node.roleDescription == nil && node.checkable != true
            && !Self.says(node, .contentDescription) && !Self.says(node, .text) && !Self.says(node, .hintText)
    }

    /// Whether a text says something: an icon font's glyph (a private-use code point) or symbols
    /// alone are drawn, not read (`NameText`), so a view showing only them has no words of its own.
    static func says(_ text: String?) -> Bool { text.map(NameText.names) ?? false }

    /// `says` of one of the node's texts, read in place.
    static func says(_ node: borrowing Node, _ field: StringField) -> Bool { node.withString(field) { NameText.names($0) } ?? false }

    /// TalkBack's roles with no role word: ROLE_NONE (a plain View) and ROLE_VIEW_GROUP (a layout).
    static func speaksNoRole(_ role: AndroidRole) -> Bool { role == AndroidRole.none || role == .viewGroup }

    /// Whether every descendant of an Android node is plain and silent: a layout, a view, an image
    /// or a text view with no text, description, hint or state, none of them actionable or
    /// scrollable. A child that acts (a button in a clickable row) is its own stop, and a child
    /// that shows content of its own (a web view, a map's surface) is not judged from a dump.
    /// The scan stops at the first such child; and an icon button holds a handful of nodes, so a
    /// subtree of more than 64 is no such button and is not scanned: nested silent layouts cost
    /// linear time, not the size of each one's subtree.
    static func holdsNothingToSay(_ i: Int, in tree: AccessibilityTree) -> Bool {
        guard tree.subtreeEnd(i) - i <= 64 else { return false }
        for d in tree.descendants(of: i) {
            if tree.nodes[d].visibleToUser == false { continue }
            if FocusModel.actionable(tree.nodes[d]) || tree.nodes[d].scrollable == true || tree.nodes[d].checkable == true { return false }
            if Self.says(tree.nodes[d], .text) || Self.says(tree.nodes[d], .contentDescription)
                || tree.nodes[d].hasNonBlank(.hintText) || tree.nodes[d].hasNonBlank(.stateDescription)
                || tree.nodes[d].role != nil || tree.nodes[d].roleDescription != nil { return false }
            switch AndroidRole.of(tree.nodes[d]) {
            case .none, .viewGroup, .image: continue
            default:
                // An empty TextView (an icon font's glyph is dropped from the dump) says nothing.
                if tree.nodes[d].withString(.className, { ClassName.lastComponent($0) == "TextView" }) == true { continue }
                return false
            }
        }
        return true
    }

    /// An Android container the platform lays out for a control, known by its id and what it holds
    /// (`recognise.android.resourceIds`): the layout is the framework's own, so the claim is native.
    func containerMatch(_ node: borrowing Node, at i: Int, in tree: AccessibilityTree, index: RecognitionIndex) -> (Int, Specificity)? {
        guard tree.platform == .android, let p = index.resourceIdPack(node.resourceId, at: i, in: tree) else { return nil }
        return (p, .native)
    }

    /// The pack with the most specific claim on the node, and how specific it is; nil when none claims it.
    func match(_ node: borrowing Node, platform: Platform) -> (Int, Specificity)? {
        match(node, platform: platform, in: index) ?? match(node, platform: platform, in: generic)
    }

    /// The most specific claim of one index (the generic packs', or the others'). `role`: the
    /// node's TalkBack role when it was asked already (`AndroidRoles`); nil asks it when needed.
    /// `classPack`: the pack the node's class names in `index`, when the caller knows it already
    /// (nil: looked up here; `.some(nil)`: none).
    func match(_ node: borrowing Node, platform: Platform, in index: RecognitionIndex, role known: AndroidRole? = nil,
               classPack: Int?? = nil) -> (Int, Specificity)? {
        switch platform {
        case .android:
            // The names are looked up where the node keeps them: copied out, each was a retain and a release.
            if let p = classPack ?? (node.withString(.className, { index.androidClassTable[$0] }) ?? nil) { return (p, .native) }
            if let role = node.role, let p = index.composeRoles[role.lowercased()] { return (p, .native) }
            // The role is asked at most once per node, and not at all when the screen's roles were.
            var role = known
            if !index.androidRoles.isEmpty {
                if role == nil { role = AndroidRole.of(node) }
                if let p = index.androidRolePack(role!) { return (p, .native) }
            }
            if let description = node.roleDescription, let p = index.roleDescriptionPack(description) { return (p, .trait) }
            if let p = index.paneTitlePack(node.paneTitle) { return (p, .trait) }
            if let p = index.androidHeadings, node.checkable != true, node.heading == true || node.collectionItemInfo?.heading == true { return (p, .trait) }
            if let p = index.androidExpandActions, node.checkable != true, ControlState.androidExpansion(node) != nil { return (p, .trait) }
            // A look-alike must act like a control before its id is searched: the cheap test first.
            // A layout (TalkBack's ROLE_VIEW_GROUP) that shows no state is a holder when its id ends in
            // a container word (`androidIdWordPack`); any other view is named by its id word as before.
            if role == nil { role = AndroidRole.of(node) }
            // A Compose role no pack claims (Role.Tab, Role.Image…) says what the node is: no id word overrides it.
            if node.role == nil, node.checkable == true || (FocusModel.actionable(node) && (role == AndroidRole.none || role == .viewGroup)),
               let p = index.androidIdWordPack(node.resourceId ?? node.testTag, showsState: role != .viewGroup || Self.showsState(node)) {
                return (p, .idWord)
            }
            // No class, role or name (a Compose icon made clickable without a Role or description):
            // TalkBack's ROLE_NONE stop, "Double tap to activate" only. Rows that show text are named,
            // so they are not claimed. A node that only merges its descendants
            // (`Modifier.semantics(mergeDescendants = true) {}`) is a focus stop but offers no action
            // (no "Double tap to activate"): in an unmerged print its texts sit on its children, so
            // it looks nameless, but it is a group of texts, not a button.
            if let p = index.androidRolelessClickable, node.className == nil, Self.declaresNoRoleOrWords(node),
               FocusModel.actionable(node), !Self.onlyMerges(node) {
                return (p, .trait)
            }
        case .ios:
            if let p = node.withString(.elementType, { index.iosElementTypes[$0] }) ?? nil { return (p, .native) }
            if let p = node.withString(.className, { index.iosClasses[$0] }) ?? nil { return (p, .native) }
            if let traits = node.accessibilityTraits, !traits.isEmpty, let (_, p) = index.iosTraits.first(where: { traits.contains($0.0) }) {
                return (p, .trait)
            }
            var best: (Int, Specificity)?
            func offer(_ p: Int, _ s: Specificity) { if best == nil || s > best!.1 { best = (p, s) } }
            if let label = node.accessibilityLabel, label.utf8.contains(UInt8(ascii: ",")), let p = index.labelSuffixes[RecognitionIndex.suffixKey(label)] {
                offer(p, .labelSuffix)
            }
            let traits = StopDescriber.traits(of: node)
            // A trait that says what the element is (a link, a header, adjustable…) is stronger than any word.
            if !traits.isDisjoint(with: Self.roleTraits) { return best }
            let idPack = index.idWordPack(Self.ownIdentifier(node))
            // A value that is no state a pack knows ("50%", "3 items") says the element is something
            // else than an on/off or chosen control: the id word is not evidence then. "0"/"1" is how
            // WebDriverAgent writes a toggle's or a selected button's state.
            let value = node.accessibilityValue?.trimmed.lowercased()
            let valueIsState = value.map { $0.isEmpty || $0 == "0" || $0 == "1" || index.iosButtonValues[$0] != nil } ?? true
            if traits.contains(.button), valueIsState, let idPack { offer(idPack, .idWord) }
            // A custom element whose value reads like the control's state ("Off"), with the button
            // trait, or an id or hint that names the control ("customToggle", "double tap to toggle").
            if let value = node.accessibilityValue?.trimmed.lowercased(), let p = index.iosButtonValues[value] {
                if idPack == p || index.idWordPack(node.accessibilityHint) == p { offer(p, .idWord) }
                else if traits.contains(.button) { offer(p, .value) }
            }
            return best
        }
        return nil
    }
}

/// The packs each Android class name names in the recogniser's two indexes, remembered for one
/// screen by the name's string: the loaders share one string per name, and a screen has a few
/// dozen, so most nodes find theirs here instead of in the tables (two lookups of 210
/// instructions a node, 38 M on the typical 100,000-node screen). A place per name's hash; a name
/// met in a place another holds takes it.
struct ClassPacks {
    private var names = [(UInt64, UInt64)?](repeating: nil, count: 64)
    private var packs = [(own: Int?, generic: Int?)](repeating: (nil, nil), count: 64)

    mutating func packs(of className: borrowing String, own: RecognitionIndex, generic: RecognitionIndex) -> (own: Int?, generic: Int?) {
        let bits = className.storageBits
        let place = Int(truncatingIfNeeded: (bits.0 &* 0x9E37_79B9_7F4A_7C15 ^ bits.1) >> 58)
        if let known = names[place], known == bits { return packs[place] }
        let found = (own: own.androidClassTable[className], generic: generic.androidClassTable[className])
        names[place] = bits
        packs[place] = found
        return found
    }
}
