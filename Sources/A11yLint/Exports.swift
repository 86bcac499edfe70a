// The one module users import: every room's public API, re-exported.
@_exported import A11yLintModel
@_exported import A11yLintLoaders
@_exported import A11yLintWriters
@_exported import A11yLintFocusModel
@_exported import A11yLintFacts
@_exported import A11yLintRules
@_exported import A11yLintChecks
@_exported import A11yLintEngine
@_exported import A11yLintConfig
@_exported import A11yLintReporters
@_exported import A11yLintPairs
@_exported import A11yLintRuns
