// swift-tools-version:6.0
import PackageDescription

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
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "A11yLint",
            dependencies: ["CLibXML2", .product(name: "Yams", package: "Yams")]
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
            dependencies: ["A11yLint", "A11yLintTesting"]
        ),
    ]
)
