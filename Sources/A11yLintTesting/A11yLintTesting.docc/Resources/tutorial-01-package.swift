// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyAppTests",
    dependencies: [
        .package(path: "../a11ylint"),
    ],
    targets: [
        .testTarget(
            name: "SettingsUITests",
            dependencies: [
                .product(name: "A11yLint", package: "a11ylint"),
                .product(name: "A11yLintTesting", package: "a11ylint"),
            ],
            // Announcement snapshots are stored here, beside the tests; they are not sources.
            exclude: ["__Announcements__"]
        ),
    ]
)
