import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// Writes the built-in criteria and packs as Swift (`EmbeddedRulePacks.swift`), so that starting
/// a11ylint builds them from code instead of parsing YAML: the parse was a fifth of a small lint.
/// `make rules` runs it through a test (`RuleExampleTests`), which also fails when the file is not
/// what `rules/` says, and compares what the code builds with what the YAML loader builds.
enum EmbeddedPackWriter {
    struct Unwritable: Error, CustomStringConvertible { let description: String }

    static func source(criteria: [Criterion], packs: [RulePack]) throws -> String {
        var out = """
        // Generated from rules/*.yml by `make rules` (EmbeddedPackWriter). Do not edit: a test keeps it
        // equal to rules/. If a change to the pack model stops this file compiling, give the enum an
        // empty body (`static let criteria: [Criterion] = []` and `static func packs(checks: CheckResolver) throws -> [RulePack] { [] }`)
        // and run `make rules` again.

        import A11yLintModel
        import A11yLintFocusModel
        import A11yLintFacts

        package enum EmbeddedRulePacks {
            package static let criteria: [Criterion] = [

        """
        for c in criteria {
            out += "        \(criterion(c)),\n"
        }
        out += "    ]\n\n"
        out += "    package static func packs(checks: CheckResolver) throws -> [RulePack] {\n        [" + packs.indices.map { "try pack\($0)(checks)" }.joined(separator: ", ") + "]\n    }\n"
        for (i, pack) in packs.enumerated() {
            out += "\n    // \(sourceName(pack.source))\n"
            out += "    static func pack\(i)(_ checks: CheckResolver) throws -> RulePack {\n"
            out += "        var pack = RulePack(control: \(lit(pack.control)), title: \(lit(pack.title)), seed: \(lit(pack.seed)), recognise: .init(), rules: [], source: \(lit(sourceName(pack.source))))\n"
            out += try recognition(pack.recognise)
            if !pack.criteria.isEmpty {
                out += "        pack.criteria = [\n" + pack.criteria.map { "            \(criterion($0)),\n" }.joined() + "        ]\n"
            }
            out += "        pack.rules.reserveCapacity(\(pack.rules.count))\n"
            for rule in pack.rules { out += "        pack.rules.append(try \(self.rule(rule)))\n" }
            if let a = pack.activation { out += "        pack.activation = \(activation(a))\n" }
            if let d = pack.dismissal { out += "        pack.dismissal = .init(id: \(lit(d.id)), criteria: \(list(d.criteria)))\n" }
            out += "        return pack\n    }\n"
        }
        return out + "}\n"
    }

    /// `rules/<file>` whatever folder the pack was read from.
    static func sourceName(_ path: String) -> String { "rules/" + (path.split(separator: "/").last.map(String.init) ?? path) }

    static func criterion(_ c: Criterion) -> String {
        let pair = c.pair.map { p in
            ", pair: .init(action: \(lit(p.action)), rules: [" + p.rules.keys.sorted().map { "\(lit($0)): \(lit(p.rules[$0]!))" }.joined(separator: ", ") + "])"
        } ?? ""
        return "Criterion(id: \(lit(c.id)), how: .\(c.how.rawValue), summary: \(lit(c.summary)), condensed: \(lit(c.condensed)), seed: \(lit(c.seed)), test: \(lit(c.test)), controls: \(list(c.controls)), source: \(lit(sourceName(c.source)))\(pair), wcag: \(list(c.wcag)))"
    }

    /// Every recognition field that differs from its default, found by reflection so that a field
    /// added to `RulePack.Recognition` is written without touching this file (or fails loudly here).
    static func recognition(_ r: RulePack.Recognition) throws -> String {
        let defaults = Dictionary(Mirror(reflecting: RulePack.Recognition()).children.compactMap { c in c.label.map { ($0, String(reflecting: c.value)) } }, uniquingKeysWith: { a, _ in a })
        var out = ""
        for child in Mirror(reflecting: r).children {
            guard let label = child.label, String(reflecting: child.value) != defaults[label] else { continue }
            let value: String
            switch child.value {
            case let v as [String]: value = list(v)
            case let v as Set<String>: value = list(v.sorted())
            case let v as String: value = lit(v)
            case let v as Bool: value = v ? "true" : "false"
            case let v as AccessibilityTraits: value = "AccessibilityTraits(rawValue: \(v.rawValue))"
            case let v as [String: [String]]: value = v.isEmpty ? "[:]" : "[" + v.keys.sorted().map { "\(lit($0)): \(list(v[$0]!))" }.joined(separator: ", ") + "]"
            default: throw Unwritable(description: "EmbeddedPackWriter cannot write recognise field '\(label)' of type \(type(of: child.value)): add a case")
            }
            out += "        pack.recognise.\(label) = \(value)\n"
        }
        return out
    }

    static func activation(_ a: RulePack.Activation) -> String {
        func pairRule(_ r: RulePack.Activation.PairRule?) -> String {
            r.map { ".init(id: \(lit($0.id)), criteria: \(list($0.criteria)))" } ?? "nil"
        }
        return "RulePack.Activation(effect: .\(a.effect.rawValue), state: \(pairRule(a.state)), exclusive: \(pairRule(a.exclusive)), context: \(pairRule(a.context)))"
    }

    static func rule(_ r: Rule) -> String {
        var args = ["id: \(lit(r.id))", "control: \(lit(r.control))", "criteria: \(list(r.criteria))", "severity: .\(r.severity.rawValue)",
                    "platforms: [" + r.platforms.map(\.rawValue).sorted().map { ".\($0)" }.joined(separator: ", ") + "]",
                    "spec: \(spec(r.spec))", "checks: checks", "message: \(lit(r.message))"]
        args.append("remedy: " + (r.remedy.isEmpty ? "[:]" : "[" + r.remedy.keys.sorted().map { "\(lit($0)): \(lit(r.remedy[$0]!))" }.joined(separator: ", ") + "]"))
        args.append("test: " + (r.test.map(lit) ?? "nil"))
        args += ["description: \(lit(r.description))", "scope: .\(r.scope.rawValue)", "pass: \(list(r.examples.pass))", "fail: \(list(r.examples.fail))"]
        if !r.covers.isEmpty { args.append("covers: \(list(r.covers))") }
        return "Rule.embedded(" + args.joined(separator: ", ") + ")"
    }

    static func spec(_ s: CheckSpec) -> String {
        switch s {
        case let .single(id, options): return ".single(id: \(lit(id)), options: \(self.options(options)))"
        case let .composition(all, any, none):
            func parts(_ p: [CheckComposition.Part]) -> String {
                "[" + p.map { "try .init(name: \(lit($0.name)), id: \(lit($0.id)), options: \(options($0.options)), checks: checks)" }.joined(separator: ", ") + "]"
            }
            return ".composition(all: \(parts(all)), any: \(parts(any)), none: \(parts(none)))"
        }
    }

    static func options(_ o: [String: CheckOption]) -> String {
        guard !o.isEmpty else { return "[:]" }
        return "[" + o.keys.sorted().map { key in
            let value: String = switch o[key]! {
            case let .string(s): ".string(\(lit(s)))"
            case let .list(l): ".list(\(list(l)))"
            case let .perPlatform(m): ".perPlatform([" + m.keys.sorted().map { "\(lit($0)): \(list(m[$0]!))" }.joined(separator: ", ") + "])"
            }
            return "\(lit(key)): \(value)"
        }.joined(separator: ", ") + "]"
    }

    static func list(_ items: [String]) -> String { "[" + items.map(lit).joined(separator: ", ") + "]" }

    /// A Swift string literal: backslash, quote and control characters escaped.
    static func lit(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

extension Rule {
    /// A rule as `EmbeddedRulePacks.swift` writes it: built from code, checked as the loader checks it.
    static func embedded(id: String, control: String, criteria: [String], severity: Severity, platforms: Set<Platform>, spec: CheckSpec,
                         checks: CheckResolver, message: String, remedy: [String: String], test: String?, description: String, scope: Scope,
                         pass: [String], fail: [String], covers: [String] = []) throws -> Rule {
        var rule = Rule(id: id, control: control, criteria: criteria, severity: severity, platforms: platforms, checkID: spec.id,
                        check: try spec.make(checks: checks), message: message, remedy: remedy, test: test, description: description,
                        examples: Examples(pass: pass, fail: fail))
        rule.scope = scope
        rule.spec = spec
        rule.covers = covers
        return rule
    }
}
