// swift-tools-version:6.0
// A client of htmlruns' JSON: builds a Foundation AttributedString from it.
// It depends on nothing: a client needs the JSON, not the library. Its test
// reads the golden JSON of the repository's Corpus/.
import PackageDescription

let package = Package(
    name: "htmlruns-client",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "HTMLRunsClient", targets: ["HTMLRunsClient"])
    ],
    targets: [
        .target(name: "HTMLRunsClient"),
        .testTarget(name: "HTMLRunsClientTests", dependencies: ["HTMLRunsClient"]),
    ],
    swiftLanguageModes: [.v6]
)
