import A11yLintModel
import A11yLintFocusModel
import A11yLintFacts

/// A rule's checks combined as axe-core combines them, so that "one swipe says name, role and state"
/// is three existing checks in the YAML rather than a fourth that re-implements them:
/// every `all` check must pass, at least one `any` check must pass, and no `none` check may pass
/// (a `none` check finds what must not be there). The failing parts are named in the template
/// value `${missing}` by their `as:` names (the check id if none is given).
struct CheckComposition: Check {
    static let id = "composition"

    struct Part: Sendable {
        var name: String
        var check: any Check
        /// What the YAML said, to write the rule back out (`EmbeddedPackWriter`).
        var id: String
        var options: [String: CheckOption]

        init(name: String, id: String, options: [String: CheckOption], checks: CheckResolver) throws {
            (self.name, self.id, self.options) = (name, id, options)
            check = try checks.make(id, options: options)
        }
    }

    let all: [Part], any: [Part], none: [Part]

    init(options: [String: CheckOption]) throws {
        throw CheckResolver.UnknownCheck(message: "a composition is written as check: { all: […], any: […], none: […] }")
    }

    init(all: [Part], any: [Part], none: [Part]) {
        (self.all, self.any, self.none) = (all, any, none)
    }

    /// One part's outcomes folded into one: a failure wins over a review, a review over a pass.
    enum Summary { case pass, notApplicable, fail(MessageValues, node: Int?), review(MessageValues) }

    static func summarise(_ outcomes: [CheckOutcome]) -> Summary {
        var result = Summary.notApplicable
        for outcome in outcomes {
            switch (outcome, result) {
            case let (.fail(values, node), _): return .fail(values, node: node)
            case let (.review(values), .pass), let (.review(values), .notApplicable): result = .review(values)
            case (.pass, .notApplicable): result = .pass
            default: break
            }
        }
        return result
    }

    func evaluate(_ control: Control, in facts: ScreenFacts) -> [CheckOutcome] {
        var failed: [String] = [], failValues: MessageValues = [:], failNode: Int?
        var reviewed: [String] = [], reviewValues: MessageValues = [:]
        var applicable = false
        func keep(_ values: MessageValues, in target: inout MessageValues) { target.add(keepingExisting: values) }

        // Parts are read by index: iterating copies each part (its name, check and options) per control.
        for k in all.indices {
            switch Self.summarise(all[k].check.evaluate(control, in: facts)) {
            case .pass: applicable = true
            case .notApplicable: break
            case let .fail(values, node): failed.append(all[k].name); keep(values, in: &failValues); failNode = failNode ?? node
            case let .review(values): reviewed.append(all[k].name); keep(values, in: &reviewValues)
            }
        }
        if !any.isEmpty {
            var passed = false, unsure: [String] = [], failedHere: [String] = [], values: MessageValues = [:]
            for k in any.indices {
                switch Self.summarise(any[k].check.evaluate(control, in: facts)) {
                case .pass: passed = true
                case .notApplicable: break
                case let .fail(v, _): failedHere.append(any[k].name); keep(v, in: &values)
                case let .review(v): unsure.append(any[k].name); keep(v, in: &reviewValues)
                }
            }
            if passed { applicable = true } else if !unsure.isEmpty { reviewed.append(unsure.joined(separator: " or ")) } else if !failedHere.isEmpty {
                failed.append(failedHere.joined(separator: " or ")); keep(values, in: &failValues)
            }
        }
        for k in none.indices {
            switch Self.summarise(none[k].check.evaluate(control, in: facts)) {
            case .pass: failed.append(none[k].name)
            case .fail: applicable = true
            case .notApplicable: break
            case let .review(values): reviewed.append(none[k].name); keep(values, in: &reviewValues)
            }
        }
        if !failed.isEmpty {
            failValues["missing"] = failed.joined(separator: ", ")
            return [.fail(failValues, node: failNode)]
        }
        if !reviewed.isEmpty {
            reviewValues["missing"] = reviewed.joined(separator: ", ")
            return [.review(reviewValues)]
        }
        return applicable ? Self.passed : Self.noPartApplies
    }

    /// The two outcomes without values, one list each for every control (made per control, each
    /// was an allocation: a literal with a payload is not a constant).
    private static let passed: [CheckOutcome] = [.pass]
    private static let noPartApplies: [CheckOutcome] = [.notApplicable("none of its parts applies")]
}
