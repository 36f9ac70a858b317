// swift-tools-version: 6.2
import PackageDescription

/// The Subsonic client's interface: the client, its models and errors, its registry key, and its
/// test and preview values. No networking: features depend on this, never on the live package.
///
/// `SubsonicClientInMemory` is a second product: a stateful in-memory server that answers every
/// endpoint and reads back what was written, for tests and the app's `--preview`. No feature's
/// library target imports it (`Scripts/check-architecture`).
let package = Package(
  name: "SubsonicClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SubsonicClient", targets: ["SubsonicClient"]),
    .library(name: "SubsonicClientInMemory", targets: ["SubsonicClientInMemory"]),
  ],
  dependencies: [
    .package(path: "../Locking"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "SubsonicClient",
      dependencies: [.product(name: "DependencyRegistry", package: "DependencyRegistry")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .target(
      name: "SubsonicClientInMemory",
      dependencies: ["SubsonicClient", .product(name: "Locking", package: "Locking")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SubsonicClientTests",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        "SubsonicClient",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SubsonicClientInMemoryTests",
      dependencies: [
        "SubsonicClientInMemory",
        "SubsonicClient",
        .product(name: "Locking", package: "Locking"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
