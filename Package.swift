// swift-tools-version:6.0
// htmlruns: real-world HTML to a platform-neutral styled string.
// Zero package dependencies: the library, the CLI, the tests and the
// benchmarks build with the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "htmlruns",
    products: [
        .library(name: "HTMLRuns", targets: ["HTMLRuns"]),
        .executable(name: "htmlruns", targets: ["htmlruns"]),
        .executable(name: "htmlruns-bench", targets: ["htmlruns-bench"]),
    ],
    targets: [
        .target(name: "HTMLRuns"),
        .executableTarget(name: "htmlruns", dependencies: ["HTMLRuns"]),
        .executableTarget(
            name: "htmlruns-bench",
            dependencies: ["HTMLRuns"],
            path: "Benchmarks/htmlruns-bench"
        ),
        .testTarget(name: "HTMLRunsTests", dependencies: ["HTMLRuns"]),
    ],
    swiftLanguageModes: [.v6]
)
