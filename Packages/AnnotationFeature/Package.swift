// swift-tools-version: 6.2
import PackageDescription

/// The annotation feature: a store that stars and unstars songs, albums and artists, rates songs
/// and scrobbles plays through ``SubsonicClient``, refusing invalid arguments before sending; the
/// keys that annotate any list's selection in the full-screen UI and the line that says what
/// they did (snapshots re-recorded with `SUNSONIC_RECORD=1 swift test`). Interfaces only: never
/// a live package, never networking.
let package = Package(
  name: "AnnotationFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "AnnotationFeature", targets: ["AnnotationFeature"])
  ],
  dependencies: [
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
  ],
  targets: [
    .target(
      name: "AnnotationFeature",
      dependencies: [
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "AnnotationFeatureTests",
      dependencies: [
        "AnnotationFeature",
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalScreenTesting", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
