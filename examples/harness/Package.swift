// swift-tools-version:6.0
// A consumer of a11ylint, as an app's test target would be: it depends on the package by path
// and uses only the public products. `make test` builds and runs it.
import PackageDescription

let package = Package(
    name: "harness",
    dependencies: [
        .package(name: "a11ylint", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                .product(name: "A11yLint", package: "a11ylint"),
                .product(name: "A11yLintTesting", package: "a11ylint"),
            ],
            exclude: ["__Announcements__", "known-issues.a11ylint.yml"]
        ),
    ]
)
