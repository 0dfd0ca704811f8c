// swift-tools-version:6.1
// An HTTP service around htmlruns: POST HTML to /convert, get the styled
// string as JSON. A separate package so that htmlruns itself keeps zero
// dependencies; it uses the library from this checkout (`../..`).
import PackageDescription

let package = Package(
    name: "htmlruns-server",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "htmlruns-server", targets: ["htmlruns-server"])
    ],
    dependencies: [
        .package(name: "htmlruns", path: "../.."),
        // No default traits: the example needs neither swift-configuration
        // nor the full-Foundation extras, and the first build is shorter.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
    ],
    targets: [
        .target(
            name: "HTMLRunsServer",
            dependencies: [
                .product(name: "HTMLRuns", package: "htmlruns"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
            ]
        ),
        .executableTarget(
            name: "htmlruns-server",
            dependencies: ["HTMLRunsServer"]
        ),
        .testTarget(
            name: "HTMLRunsServerTests",
            dependencies: [
                "HTMLRunsServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
