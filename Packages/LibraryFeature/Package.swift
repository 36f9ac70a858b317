// swift-tools-version: 6.2
import PackageDescription

/// The library feature: what every music feature shares to show the library: the load state of
/// a library store, the track order of an album's songs, and the pure values that present
/// artists, albums and songs (table cells, stable JSON). No store of its own, no registry.
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
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "LibraryFeatureTests",
      dependencies: [
        "LibraryFeature",
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
