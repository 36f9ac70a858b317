// swift-tools-version: 6.2
import PackageDescription

/// The library feature: stores that browse the library (the artists, an artist, an album, a
/// song) through ``SubsonicClient``, the load state every library store shares, and the pure
/// values that present the library (table cells, JSON) for this and the other music features.
/// Interfaces only: never a live package, never networking.
let package = Package(
  name: "LibraryFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "LibraryFeature", targets: ["LibraryFeature"])
  ],
  dependencies: [
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "LibraryFeature",
      dependencies: [
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "LibraryFeatureTests",
      dependencies: [
        "LibraryFeature",
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
