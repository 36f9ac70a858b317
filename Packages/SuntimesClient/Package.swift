// swift-tools-version: 6.2
import PackageDescription

/// The Suntimes client's interface: the client, its models and errors, its registry key, and its
/// test and preview values. No networking: features depend on this, never on the live package.
let package = Package(
  name: "SuntimesClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SuntimesClient", targets: ["SuntimesClient"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "SuntimesClient",
      dependencies: [.product(name: "DependencyRegistry", package: "DependencyRegistry")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SuntimesClientTests",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        "SuntimesClient",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
