// swift-tools-version: 6.2
import PackageDescription

/// The search feature: a store that searches the library with `search3` (debounced as the query
/// is typed, or at once), pages its songs, and the pure values that present the results (table
/// cells, JSON). Interfaces only: never a live package, never networking.
let package = Package(
  name: "SearchFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SearchFeature", targets: ["SearchFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../Locking"),
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "SearchFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "Locking", package: "Locking"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "SearchFeature",
        .product(name: "Locking", package: "Locking"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
