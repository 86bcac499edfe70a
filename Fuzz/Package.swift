// swift-tools-version:6.0
// libFuzzer harness for a11ylint (issue 13). A separate package so the project builds without
// the fuzzer runtime; built by `make fuzz` with -sanitize=fuzzer,address in release (never
// -Ounchecked: it removes the overflow traps the fuzzer is there to find).
import PackageDescription

let package = Package(
    name: "a11ylint-fuzz",
    dependencies: [.package(name: "a11ylint", path: "..")],
    targets: [
        .executableTarget(
            name: "a11ylint-fuzz",
            dependencies: [.product(name: "A11yLint", package: "a11ylint"), "FuzzChecks"]
        ),
        // The output checks (JSON valid, XML well-formed), in C: `-Xswiftc -sanitize=…` leaves C
        // targets uninstrumented, so they add no coverage noise and cost no sanitizer time.
        .target(name: "FuzzChecks", dependencies: ["CFuzzLibXML2"]),
        .systemLibrary(name: "CFuzzLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    ]
)
