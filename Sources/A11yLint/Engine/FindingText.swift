import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// One line per finding, for test failures and logs:
/// `switch_bluetooth (android.widget.Switch) 12:5: error: The switch has no name [name.present] (switch-name-present)`:
/// where, how bad, what, the criteria, and the rule id a configuration turns off.
extension Finding: CustomStringConvertible {
    /// A pair's finding names its place in both dumps (`before 12:5, after 12:5`).
    public var description: String { pair == nil ? description(inFile: nil) : pairLine() }

    /// The same line with the node's place given in `file` (`settings.xml:13:13`) when known.
    public func description(inFile file: String?) -> String {
        var line = node.displayName
        if node.location != .unknown { line += " " + (file.map { "\($0):" } ?? "") + "\(node.location)" }
        line += ": \(status == .review ? "review" : severity.rawValue): "
        // A message is one line in every pack; a custom pack's multi-line message is flattened so
        // the one-line promise holds.
        line += message.split(whereSeparator: \.isNewline).joined(separator: " ")
        if !criteria.isEmpty { line += " [\(criteria.joined(separator: ", "))]" }
        return line + " (\(rules.joined(separator: ", ")))"
    }

    /// The fixes for the frameworks of one platform, in the packs' order: an Android finding never
    /// suggests a UIKit fix. A Compose dump can only come from Jetpack Compose, so it narrows further.
    public func remedies(for platform: Platform, format: DumpFormat? = nil) -> [(framework: String, fix: String)] {
        let frameworks: [String]
        switch (platform, format) {
        case (.android, .compose?): frameworks = ["jetpack-compose"]
        case (.android, _): frameworks = ["android-views", "jetpack-compose"]
        case (.ios, _): frameworks = ["uikit", "swiftui"]
        }
        return frameworks.compactMap { key in remedy[key].map { (Self.frameworkName(key), $0) } }
    }

    /// The name a developer knows the framework by.
    static func frameworkName(_ key: String) -> String {
        switch key {
        case "uikit": return "UIKit"
        case "swiftui": return "SwiftUI"
        case "android-views": return "Android Views"
        case "jetpack-compose": return "Jetpack Compose"
        default: return key
        }
    }
}

extension NodeReference {
    /// `switch_bluetooth (android.widget.Switch)`: the id a test can query, else the label, else the index.
    public var displayName: String {
        let name = id.map { $0.isEmpty ? nil : $0 } ?? nil
        let head = name ?? label.map { "\"\($0)\"" } ?? "node \(index)"
        return className.map { "\(head) (\($0))" } ?? head
    }
}

extension Sequence where Element == Finding {
    /// Failed checks of error severity: what fails a build by default.
    public var errors: [Finding] { filter { $0.status == .fail && $0.severity == .error } }
    /// Failed checks of warning severity.
    public var warnings: [Finding] { filter { $0.status == .fail && $0.severity == .warning } }
    /// Items a person must look at: what one dump cannot tell.
    public var reviews: [Finding] { filter { $0.status == .review } }
}
