import A11yLintModel
import A11yLintLoaders
import A11yLintWriters
import A11yLintFocusModel
import A11yLintFacts
import A11yLintRules
import A11yLintChecks

/// Every built-in check: a pack's YAML names one by id, the engine runs it. Adding a check is one
/// line here. It lives in Engine, not Rules, because the checks use Rules: the pack loader gets this
/// list through `CheckResolver` (`BuiltInRules` passes it), so Rules never names a check.
enum CheckCatalogue {
    static let checks: [any Check.Type] = [
        NamePresent.self,
        NameMatchesLabel.self,
        NameNotPlaceholder.self,
        NameExcludesWords.self,
        NameNoDuplicate.self,
        RoleExposed.self,
        NativeElement.self,
        LabelInSameStop.self,
        ReadingOrder.self,
        StateExposed.self,
        DisabledExposed.self,
        Reachable.self,
        KeyboardFocusable.self, ClickHintSpoken.self,
        FocusOrderOverrides.self,
        ModalContainment.self,
        FieldErrorSpoken.self,
        DescriptionHidesControl.self,
        RoleUndecided.self,
        RadioGroupExclusivity.self,
        RadioInGroup.self,
        RadioGroupSize.self,
        ManualReview.self,
        NameNotGeneric.self,
        HintOnlyName.self,
        PartsNamed.self,
        ValueOnlyName.self,
        ValueExposed.self,
        OwnStopNamed.self,
        ExpansionExposed.self,
        ContentReachable.self,
        TargetSize.self,
        PixelContrast.self,
        DuplicateClickableBounds.self,
        EditableDescription.self,
        TraitsConflict.self,
    ]

    static let resolver = CheckResolver(checks)

    /// The error's old name, for checks written before the catalogue left Rules: a check throws
    /// `CheckResolver.UnknownCheck` (Checks may not use Engine).
    typealias UnknownCheck = CheckResolver.UnknownCheck
}
