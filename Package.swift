// swift-tools-version:6.0
import PackageDescription

/// The rooms of the library (docs/architecture.md), each its own module, and the rooms each may
/// use: a wrong-way import is a compile error. `Tests/A11yLintTests/RoomDependencyTests.swift`
/// keeps this table and the page's "may use" column equal. Across rooms, what is not public is
/// `package`: visible to this package's modules, never to a user's code.
let rooms: [(room: String, uses: [String])] = [
    ("Model", []),
    ("Loaders", ["Model"]),
    ("Writers", ["Model", "Loaders"]),
    ("FocusModel", ["Model"]),
    ("Facts", ["Model", "FocusModel"]),
    ("Rules", ["Model", "FocusModel", "Facts"]),
    ("Checks", ["Model", "FocusModel", "Facts", "Rules"]),
    ("Engine", ["Model", "Loaders", "Writers", "FocusModel", "Facts", "Rules", "Checks"]),
    ("Config", ["Model", "Loaders", "Writers", "Rules", "Engine"]),
    ("Reporters", ["Model", "Loaders", "Writers", "FocusModel", "Facts", "Rules", "Engine", "Config"]),
    ("Pairs", ["Model", "Loaders", "Writers", "FocusModel", "Facts", "Rules", "Engine", "Reporters"]),
    ("Runs", ["Model", "Loaders", "Writers", "FocusModel", "Facts", "Rules", "Checks", "Engine", "Config", "Reporters", "Pairs"]),
]

/// What a room needs beyond the rooms: libxml2 for the XML loaders, libpng for screenshots, Yams
/// for the YAML packs and configuration files.
let outside: [String: [Target.Dependency]] = [
    "Loaders": ["CLibXML2", "CLibPNG"],
    "Rules": [.product(name: "Yams", package: "Yams")],
    "Config": [.product(name: "Yams", package: "Yams")],
]

func module(_ room: String) -> String { "A11yLint\(room)" }

/// One room's hot loops call another's small functions (a node's properties, the spoken words):
/// in release, their bodies cross module boundaries to be inlined and specialised, as they were
/// inside one module.
let crossModule: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let roomTargets: [Target] = rooms.map { entry in
    .target(
        name: module(entry.room),
        dependencies: entry.uses.map { .target(name: module($0)) } + (outside[entry.room] ?? []),
        path: "Sources/A11yLint/\(entry.room)",
        swiftSettings: crossModule
    )
}

let package = Package(
    name: "a11ylint",
    products: [
        .library(name: "A11yLint", targets: ["A11yLint"]),
        .library(name: "A11yLintTesting", targets: ["A11yLintTesting"]),
        .executable(name: "a11ylint", targets: ["a11ylint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation`: the DocC catalogues of A11yLint and A11yLintTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: roomTargets + [
        // libxml2: on Linux through pkg-config (libxml-2.0; `make` installs libxml2-dev). On Apple
        // platforms the SDK carries libxml2 without pkg-config (Homebrew's libxml2 adds one on a
        // Mac); building there was not tried (README "Apple platforms": what was and was not).
        // `make dist` links it statically through a linker script, not through this manifest.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The library users import: re-exports every room's public API (Exports.swift) and
        // holds the DocC catalogue.
        .target(
            name: "A11yLint",
            dependencies: rooms.map { .target(name: module($0.room)) },
            path: "Sources/A11yLint",
            exclude: rooms.map(\.room),
            sources: ["Exports.swift"]
        ),
        // Assertions for XCTest and Swift Testing, and screens built in code; links XCTest, so
        // only test targets should depend on it.
        .target(
            name: "A11yLintTesting",
            dependencies: ["A11yLint"]
        ),
        .executableTarget(
            name: "a11ylint",
            dependencies: ["A11yLint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "A11yLintTests",
            dependencies: ["A11yLint", "A11yLintTesting"] + rooms.map { .target(name: module($0.room)) }
        ),
    ]
)
