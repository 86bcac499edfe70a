/// A control found in a tree: which pack recognised it, on which node, and how.
public struct Control: Sendable {
    public var kind: String
    public var node: Int
    /// False for a custom look-alike the pack recognised by its identity, not its role.
    public var isNative: Bool
}

/// Finds the controls a pack describes.
struct ControlRecogniser {
    let packs: [RulePack]

    func controls(in tree: AccessibilityTree) -> [Control] {
        var found: [Control] = []
        for i in tree.indices {
            let node = tree[i]
            for pack in packs {
                if let native = match(node, pack.recognise, platform: tree.platform) {
                    found.append(Control(kind: pack.control, node: i, isNative: native))
                    break
                }
            }
        }
        // A container that holds a real control of the same kind is its row, not a look-alike.
        return found.filter { control in
            control.isNative || !found.contains { $0.isNative && $0.kind == control.kind && tree.isAncestor(control.node, of: $0.node) }
        }
    }

    static func lastComponent(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }

    /// true: recognised by role; false: recognised as a look-alike; nil: not this control.
    func match(_ node: Node, _ r: RulePack.Recognition, platform: Platform) -> Bool? {
        switch platform {
        case .android:
            if let cls = node.className {
                let last = Self.lastComponent(cls)
                if r.androidClasses.contains(where: { $0 == cls || Self.lastComponent($0) == last }) { return true }
            }
            if let role = node.role, r.composeRoles.contains(where: { $0.caseInsensitiveCompare(role) == .orderedSame }) { return true }
            if let description = node.roleDescription?.lowercased(), r.roleDescriptions.contains(where: { description.contains($0.lowercased()) }) { return true }
            let plain = [.none, .viewGroup].contains(AndroidRole.of(node)) || node.checkable == true
            if plain, FocusModel.actionable(node) || node.checkable == true, hasLookalikeWord(node.resourceId ?? node.testTag, r) {
                return false
            }
        case .ios:
            if let type = node.elementType, r.iosElementTypes.contains(type) { return true }
            if let cls = node.className, r.iosClasses.contains(cls) { return true }
            if let traits = node.accessibilityTraits, !r.iosTraits.isEmpty, !traits.isDisjoint(with: r.iosTraits) { return true }
            let traits = StopDescriber.traits(of: node)
            if traits.contains(.button), let value = node.accessibilityValue?.trimmed.lowercased(),
               r.iosButtonValues.contains(where: { $0.lowercased() == value }) { return false }
            if let label = node.accessibilityLabel?.trimmed.lowercased(),
               r.labelSuffixes.contains(where: { label.hasSuffix($0.lowercased()) }) { return false }
            if traits.contains(.button), hasLookalikeWord(node.accessibilityIdentifier, r) { return false }
        }
        return nil
    }

    func hasLookalikeWord(_ id: String?, _ r: RulePack.Recognition) -> Bool {
        guard let id = id?.lowercased(), !id.isEmpty else { return false }
        let name = id.split(separator: "/").last.map(String.init) ?? id
        return r.lookalikeIdWords.contains { name.contains($0.lowercased()) }
    }
}

import Foundation
