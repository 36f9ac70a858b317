// swift-tools-version: 6.2
import PackageDescription

/// The Example client's interface: the client, its errors, its registry key, and its test
/// and preview values. No networking: features depend on this, never on the live package.
let package = Package(
  name: "ExampleClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ExampleClient", targets: ["ExampleClient"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "ExampleClient",
      dependencies: [.product(name: "DependencyRegistry", package: "DependencyRegistry")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ExampleClientTests",
      dependencies: [
        "ExampleClient",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
