// swift-tools-version: 6.2
import PackageDescription

/// The lists feature: stores that load album lists (newest, random, by year, by genre, ...),
/// random songs and everything starred through ``SubsonicClient``, and the JSON that presents
/// them, each store a ``LoadStore``, the JSON built on ``MusicPresentation``'s. Interfaces only:
/// never a live package, never networking.
let package = Package(
  name: "ListsFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ListsFeature", targets: ["ListsFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "ListsFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ListsFeatureTests",
      dependencies: [
        "ListsFeature",
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
