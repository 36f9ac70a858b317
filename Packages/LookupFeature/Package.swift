// swift-tools-version: 6.2
import PackageDescription

/// The lookup feature: finding an artist, album, song or playlist by its name as well as its
/// id (case and diacritics ignored, an exact name first), at most one search request, with a
/// ``LoadStore`` that says which items matched when several did. Interfaces only:
/// never a live package, never networking.
let package = Package(
  name: "LookupFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "LookupFeature", targets: ["LookupFeature"])
  ],
  dependencies: [
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "LookupFeature",
      dependencies: [
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "LookupFeatureTests",
      dependencies: [
        "LookupFeature",
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
