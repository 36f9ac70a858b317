// swift-tools-version: 6.2
import PackageDescription

/// The media feature: stores that fetch a song's cover and find its lyrics through
/// ``SubsonicClient``, and the pure values that present them (the cover's safe default file
/// name, lyrics as text and JSON). Downloads are ``DownloadFeature``'s. Interfaces only: never a
/// live package, never networking.
let package = Package(
  name: "MediaFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MediaFeature", targets: ["MediaFeature"])
  ],
  dependencies: [
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "MediaFeature",
      dependencies: [
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "MediaFeatureTests",
      dependencies: [
        "MediaFeature",
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
