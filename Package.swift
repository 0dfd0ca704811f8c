// swift-tools-version:6.0
// htmlruns: real-world HTML to a platform-neutral styled string.
// Zero package dependencies: the library, the CLI, the tests and the
// benchmarks build with the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "htmlruns",
    products: [
        .library(name: "HTMLRuns", targets: ["HTMLRuns"]),
        .library(name: "HTMLRunsFoundation", targets: ["HTMLRunsFoundation"]),
        .executable(name: "htmlruns", targets: ["htmlruns"]),
        .executable(name: "htmlruns-bench", targets: ["htmlruns-bench"]),
    ],
    targets: [
        .target(name: "HTMLRuns"),
        // Bridges to Foundation's attributed strings, kept out of the core
        // so that `HTMLRuns` needs the standard library alone.
        .target(name: "HTMLRunsFoundation", dependencies: ["HTMLRuns"]),
        .executableTarget(name: "htmlruns", dependencies: ["HTMLRuns"]),
        .executableTarget(
            name: "htmlruns-bench",
            dependencies: ["HTMLRuns"],
            path: "Benchmarks/htmlruns-bench"
        ),
        .testTarget(
            name: "HTMLRunsTests",
            dependencies: ["HTMLRuns", "HTMLRunsFoundation"],
            // Golden outputs and fuzz inputs read from disk by path,
            // not bundled resources.
            exclude: [
                "CLI/Goldens", "Robustness/FuzzFindings", "Browser/HTML5LibFragments", "CSS/ModernColors",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target exists only when HTMLRUNS_FUZZ=1 (see Scripts/fuzz.sh),
// so the normal build, `swift test` and CI never see its unsafe flags.
if Context.environment["HTMLRUNS_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "htmlruns-fuzz",
            dependencies: ["HTMLRuns"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
}
