// swift-tools-version: 6.2
import PackageDescription

/// The StationStream client's interface (an internet radio station's stream): the client, its
/// errors, its registry key, and its test and preview values. No networking: features depend on this, never on the live package.
let package = Package(
  name: "StationStreamClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "StationStreamClient", targets: ["StationStreamClient"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "StationStreamClient",
      dependencies: [.product(name: "DependencyRegistry", package: "DependencyRegistry")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "StationStreamClientTests",
      dependencies: [
        "StationStreamClient",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
