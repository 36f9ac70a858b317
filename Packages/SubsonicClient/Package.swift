// swift-tools-version: 6.2
import PackageDescription

/// The Subsonic client's interface: the client, its models and errors, its registry key, and its
/// test and preview values. No networking: features depend on this, never on the live package.
let package = Package(
  name: "SubsonicClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SubsonicClient", targets: ["SubsonicClient"])
  ],
  dependencies: [
    .package(path: "../Locking"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "SubsonicClient",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SubsonicClientTests",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        "SubsonicClient",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
