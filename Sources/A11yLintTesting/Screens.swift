import A11yLint

/// An Android screen built in code, as uiautomator would dump it:
///
///     let screen = AndroidScreen {
///         A11y.Row(clickable: true) { A11y.Text("Wi-Fi"); A11y.Switch(isOn: true) }
///     }
///     XCTAssertAccessible(screen)
///
/// Every element gets the attributes a real dump carries (`enabled`, `clickable`, `bounds`…), so
/// rules judge it as they would a capture rather than reporting missing facts for review.
public struct AndroidScreen: AccessibilityTreeConvertible, Sendable {
    public let accessibilityTree: AccessibilityTree

    /// `size` is the screen in pixels; `package` the app's package name.
    public init(package: String = "com.example.app", size: (width: Double, height: Double) = (1080, 2400),
                @ScreenBuilder _ content: () -> [ScreenElement]) {
        var root = ScreenElement(.custom("android.widget.FrameLayout"), children: content())
        root.node.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        accessibilityTree = ScreenRenderer(platform: .android, package: package, unit: 120).render(root)
    }
}

/// An iOS screen built in code, as Appium's XCUITest page source would show it, inside an
/// `Application` and a `Window`:
///
///     let screen = IOSScreen {
///         A11y.Cell { A11y.StaticText("Wi-Fi"); A11y.Switch(isOn: true) }
///     }
public struct IOSScreen: AccessibilityTreeConvertible, Sendable {
    public let accessibilityTree: AccessibilityTree

    /// `size` is the screen in points.
    public init(app: String = "Example", size: (width: Double, height: Double) = (390, 844),
                @ScreenBuilder _ content: () -> [ScreenElement]) {
        let window = ScreenElement(.custom("XCUIElementTypeWindow"), children: content())
        var root = ScreenElement(.custom("XCUIElementTypeApplication"), children: [window])
        root.label = app
        root.node.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        accessibilityTree = ScreenRenderer(platform: .ios, package: nil, unit: 44).render(root)
    }
}

/// Turns elements into a tree: the platform's class and default attributes for each, then frames.
/// Loops over explicit stacks, so however deep the code nests elements, no recursion.
struct ScreenRenderer {
    let platform: Platform
    let package: String?
    /// The height of one line of content (px on Android, pt on iOS).
    let unit: Double

    func render(_ root: ScreenElement) -> AccessibilityTree {
        var builder = TreeBuilder(maxDepth: Int.max)
        var layouts: [Layout] = []
        // (element, next child to visit, inside a row that is one focus stop)
        var stack: [(element: ScreenElement, next: Int, grouped: Bool)] = [(root, 0, false)]
        builder.open(node(for: root, grouped: false))
        layouts.append(Layout(row: root.kind == .row, fixed: root.node.frame))
        while !stack.isEmpty {
            let top = stack.count - 1
            let (element, next, grouped) = stack[top]
            if next < element.children.count {
                stack[top].next += 1
                let child = element.children[next]
                builder.open(node(for: child, grouped: grouped))
                layouts.append(Layout(row: child.kind == .row, fixed: child.node.frame))
                stack.append((child, 0, grouped || child.groupsChildren))
            } else {
                builder.close()
                stack.removeLast()
            }
        }
        var tree = builder.finish(platform: platform, format: platform == .android ? .uiautomator : .xcuitest)
        let frames = frames(tree, layouts)
        for i in tree.indices { tree.update(i) { $0.frame = frames[i] } }
        return tree
    }

    struct Layout {
        var row: Bool
        var fixed: Rect?
    }

    /// Sizes bottom-up (a child's index is always greater than its parent's), then places children
    /// top-down: stacked in a group, side by side in a row. A frame given in code wins.
    private func frames(_ tree: AccessibilityTree, _ layouts: [Layout]) -> [Rect] {
        var heights = [Double](repeating: unit, count: tree.count)
        for i in tree.indices.reversed() {
            let children = Array(tree.children(of: i))
            if let fixed = layouts[i].fixed { heights[i] = fixed.height; continue }
            guard !children.isEmpty else { continue }
            heights[i] = layouts[i].row ? children.map { heights[$0] }.max() ?? unit : children.reduce(0) { $0 + heights[$1] }
        }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: tree.count)
        for i in tree.indices where tree.parent(of: i) == nil {
            frames[i] = layouts[i].fixed ?? Rect(x: 0, y: 0, width: unit * 9, height: heights[i])
        }
        for i in tree.indices {
            let children = Array(tree.children(of: i))
            guard !children.isEmpty else { continue }
            let parent = frames[i]
            var x = parent.x, y = parent.y
            let width = layouts[i].row ? parent.width / Double(children.count) : parent.width
            for c in children {
                frames[c] = layouts[c].fixed ?? Rect(x: x, y: y, width: width, height: heights[c])
                if layouts[i].row { x += width } else { y += heights[c] }
            }
        }
        return frames
    }

    /// `grouped`: the element is inside a row that is one focus stop, so it takes no focus of its own.
    private func node(for element: ScreenElement, grouped: Bool) -> Node {
        platform == .android ? androidNode(element, grouped: grouped) : iosNode(element, grouped: grouped)
    }

    private func androidNode(_ element: ScreenElement, grouped: Bool) -> Node {
        var node = element.node
        var actionable: Bool
        switch element.kind {
        case .group: node.className = node.className ?? "android.widget.FrameLayout"; actionable = false
        case .row: node.className = node.className ?? "android.widget.LinearLayout"; actionable = false
        case .text: node.className = node.className ?? "android.widget.TextView"; actionable = false
        case .button: node.className = node.className ?? "android.widget.Button"; actionable = true
        case .toggle: node.className = node.className ?? "android.widget.Switch"; actionable = true
        case .radio: node.className = node.className ?? "android.widget.RadioButton"; actionable = true
        case .radioGroup: node.className = node.className ?? "android.widget.RadioGroup"; actionable = false
        case .checkbox: node.className = node.className ?? "android.widget.CheckBox"; actionable = true
        case .image: node.className = node.className ?? "android.widget.ImageView"; actionable = false
        case .textField: node.className = node.className ?? "android.widget.EditText"; actionable = true
        case let .custom(name): node.className = node.className ?? name; actionable = false
        }
        if element.kind == .image { node.contentDescription = node.contentDescription ?? element.label }
        else { node.text = node.text ?? element.label }
        node.text = node.text ?? ""
        if grouped { actionable = false }
        if element.groupsChildren { actionable = true }
        let checkable = [.toggle, .radio, .checkbox].contains(element.kind)
        node.packageName = node.packageName ?? package
        node.contentDescription = node.contentDescription ?? ""
        node.checkable = node.checkable ?? checkable
        node.checked = node.checked ?? (element.isOn ?? false)
        node.clickable = node.clickable ?? actionable
        node.focusable = node.focusable ?? actionable
        node.longClickable = node.longClickable ?? false
        node.enabled = node.enabled ?? true
        node.focused = node.focused ?? false
        node.scrollable = node.scrollable ?? false
        node.password = node.password ?? false
        node.selected = node.selected ?? false
        node.visibleToUser = node.visibleToUser ?? true
        node.resourceId = node.resourceId.flatMap { $0.isEmpty ? nil : $0 }
        node.accessibilityIdentifier = nil
        return node
    }

    private func iosNode(_ element: ScreenElement, grouped: Bool) -> Node {
        var node = element.node
        let type: String
        var leaf = true
        switch element.kind {
        case .group, .radioGroup: type = "Other"; leaf = false
        case .row: type = "Cell"; leaf = false
        case .text: type = "StaticText"
        case .button, .radio, .checkbox: type = "Button"
        case .toggle: type = "Switch"
        case .image: type = "Image"
        case .textField: type = "TextField"
        case let .custom(name):
            type = name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
            leaf = false
        }
        node.elementType = node.elementType ?? type
        node.className = node.className ?? "XCUIElementType" + (node.elementType ?? type)
        node.accessibilityLabel = node.accessibilityLabel ?? element.label
        if node.accessibilityValue == nil {
            switch element.kind {
            case .toggle, .checkbox: node.accessibilityValue = element.iosValue ?? element.isOn.map { $0 ? "1" : "0" }
            case .radio: node.accessibilityValue = element.iosValue ?? element.isOn.map { $0 ? "Selected" : "Unselected" }
            case .text: node.accessibilityValue = element.iosValue ?? element.label
            default: node.accessibilityValue = element.iosValue
            }
        }
        if element.kind == .text { node.text = node.text ?? element.label }
        if element.kind == .radio, element.isOn == true {
            node.selected = node.selected ?? true
            node.accessibilityTraits = node.accessibilityTraits ?? [.button, .selected]
        }
        node.selected = node.selected ?? false
        node.enabled = node.enabled ?? true
        node.visibleToUser = node.visibleToUser ?? true
        if element.groupsChildren {
            leaf = true
            node.accessibilityLabel = node.accessibilityLabel ?? Self.texts(in: element).joined(separator: ", ")
        }
        if grouped { leaf = false }
        node.isAccessibilityElement = node.isAccessibilityElement ?? leaf
        node.resourceId = nil
        return node
    }

    /// The labels of the texts inside `element`, in order (an explicit stack, no recursion).
    static func texts(in element: ScreenElement) -> [String] {
        var result: [String] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            if next.kind == .text, let label = next.label { result.append(label) }
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
