// swift-tools-version: 6.2
import PackageDescription

/// The download feature: a store that downloads a song's file through ``SubsonicClient`` with
/// observable progress, and the pure values that present it (a progress bar, the file's safe
/// default name). Interfaces only: never a live package, never networking.
let package = Package(
  name: "DownloadFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "DownloadFeature", targets: ["DownloadFeature"])
  ],
  dependencies: [
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "DownloadFeature",
      dependencies: [
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "DownloadFeatureTests",
      dependencies: [
        "DownloadFeature",
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
