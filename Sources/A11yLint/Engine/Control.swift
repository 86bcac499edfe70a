/// A control found in a tree: which pack recognised it, on which node, and how.
struct Control: Sendable {
    public var kind: String
    public var node: Int
    /// False for a custom look-alike the pack recognised by its identity, not its role.
    public var isNative: Bool
}

/// Finds the controls a pack describes.
struct ControlRecogniser {
    let packs: [RulePack]
    /// Per pack, the last dotted component of each Android class it names (matched by that alone).
    private let classNames: [Set<Substring>]

    /// Per pack, the look-alike id words as lowercase bytes.
    private let needles: [[[UInt8]]]

    init(packs: [RulePack]) {
        self.packs = packs
        classNames = packs.map { Set($0.recognise.androidClasses.map(Self.lastComponent)) }
        needles = packs.map { $0.recognise.lookalikeIdWords.map { Array($0.lowercased().utf8) }.filter { !$0.isEmpty } }
    }

    func controls(in tree: AccessibilityTree) -> [Control] {
        var found: [Control] = []
        var fallback: [Control] = []
        // A pack that takes unrecognised checkable nodes is asked only when no other pack knows the node.
        let fallbackPack = packs.firstIndex { $0.recognise.unrecognisedCheckable }
        let checkable = tree.platform == .android && fallbackPack != nil ? UnrecognisedCheckable(tree: tree) : nil
        // Borrow nodes from the buffer: a Node copy retains dozens of strings, and this visits every node.
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                var matched = false
                for (p, pack) in packs.enumerated() where p != fallbackPack {
                    if let native = match(nodes[i], pack.recognise, classNames: classNames[p], needles: needles[p], platform: tree.platform) {
                        found.append(Control(kind: pack.control, node: i, isNative: native))
                        matched = true
                        break
                    }
                }
                if !matched, let fallbackPack, let checkable, checkable.matches(nodes[i], at: i) {
                    fallback.append(Control(kind: packs[fallbackPack].control, node: i, isNative: false))
                }
            }
        }
        if !fallback.isEmpty { found = UnrecognisedCheckable.merge(fallback, into: found, tree: tree) }
        // A container that holds a real control of the same kind is its row, not a look-alike; and a
        // control inside another of the same kind is its part (WebDriverAgent lists a UISwitch's knob
        // as a Switch inside the Switch).
        var kept: [Control] = []
        var open: [String: Control] = [:] // the last kept control of each kind, in pre-order
        for control in found {
            if let outer = open[control.kind], tree.isAncestor(outer.node, of: control.node), outer.isNative || !control.isNative { continue }
            kept.append(control)
            open[control.kind] = control
        }
        // Per kind, the native controls' nodes in pre-order: one lies inside a look-alike's subtree
        // exactly when the first one after it comes before its subtree's end (binary search, so a
        // screen of thousands of look-alikes stays fast).
        var nativeNodes: [String: [Int]] = [:]
        for control in kept where control.isNative { nativeNodes[control.kind, default: []].append(control.node) }
        return kept.filter { control in
            guard !control.isNative, let natives = nativeNodes[control.kind] else { return true }
            var lo = 0, hi = natives.count
            while lo < hi { let mid = (lo + hi) / 2; if natives[mid] <= control.node { lo = mid + 1 } else { hi = mid } }
            return !(lo < natives.count && natives[lo] < tree.subtreeEnd(control.node))
        }
    }

    /// "com.example:id/wifi_switch" → "wifi_switch": short enough for a terminal line.
    static func shortID(_ id: String) -> String {
        guard let slash = id.utf8.lastIndex(of: UInt8(ascii: "/")) else { return id }
        return String(id[id.utf8.index(after: slash)...])
    }

    static func lastComponent(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
        return name[name.utf8.index(after: dot)...]
    }

    /// true: recognised by role; false: recognised as a look-alike; nil: not this control.
    func match(_ node: borrowing Node, _ r: RulePack.Recognition, classNames: Set<Substring>, needles: [[UInt8]], platform: Platform) -> Bool? {
        switch platform {
        case .android:
            if let cls = node.className, classNames.contains(Self.lastComponent(cls)) { return true }
            if let role = node.role, r.composeRoles.contains(where: { $0.caseInsensitiveCompare(role) == .orderedSame }) { return true }
            if let description = node.roleDescription?.lowercased(), r.roleDescriptions.contains(where: { description.contains($0.lowercased()) }) { return true }
            if hasLookalikeWord(node.resourceId ?? node.testTag, needles),
               node.checkable == true || ([.none, .viewGroup].contains(AndroidRole.of(node)) && FocusModel.actionable(node)) {
                return false
            }
        case .ios:
            if let type = node.elementType, r.iosElementTypes.contains(type) { return true }
            if let cls = node.className, r.iosClasses.contains(cls) { return true }
            if let traits = node.accessibilityTraits, !r.iosTraits.isEmpty, !traits.isDisjoint(with: r.iosTraits) { return true }
            let traits = StopDescriber.traits(of: node)
            // A custom element whose value reads like the control's state ("Off"), with the button
            // trait, or an id or hint that names the control ("customToggle", "double tap to toggle").
            if let value = node.accessibilityValue?.trimmed.lowercased(), r.iosButtonValues.contains(where: { $0.lowercased() == value }),
               traits.contains(.button) || hasLookalikeWord(node.accessibilityIdentifier, needles) || hasLookalikeWord(node.accessibilityHint, needles) { return false }
            if let label = node.accessibilityLabel?.trimmed.lowercased(),
               r.labelSuffixes.contains(where: { label.hasSuffix($0.lowercased()) }) { return false }
            if traits.contains(.button), hasLookalikeWord(node.accessibilityIdentifier, needles) { return false }
        }
        return nil
    }

    func hasLookalikeWord(_ id: String?, _ needles: [[UInt8]]) -> Bool {
        guard var id, !id.isEmpty, !needles.isEmpty else { return false }
        // The entry name after "package:id/", searched case-insensitively in place: this runs on every node.
        return id.withUTF8 { bytes in
            let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
            return needles.contains { needle in
                guard needle.count <= bytes.count - start else { return false }
                return (start ... bytes.count - needle.count).contains { i in
                    for k in 0 ..< needle.count {
                        let b = bytes[i + k]
                        if (b >= 65 && b <= 90 ? b + 32 : b) != needle[k] { return false }
                    }
                    return true
                }
            }
        }
    }
}
