// swift-tools-version: 6.2
import PackageDescription

/// The player client's interface: the client, its playback, errors, registry key, and test
/// and preview values. No player process: features depend on this, never on the live package.
let package = Package(
  name: "PlayerClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PlayerClient", targets: ["PlayerClient"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry"),
    .package(path: "../Locking"),
  ],
  targets: [
    .target(
      name: "PlayerClient",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "Locking", package: "Locking"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "PlayerClientTests",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        "PlayerClient",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
