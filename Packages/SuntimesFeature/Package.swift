// swift-tools-version: 6.2
import PackageDescription

/// The solar-day feature: a store that loads a day through ``SuntimesClient`` and the pure values
/// that present it (local times, polar texts, day length, JSON). Interfaces only: never a live
/// package, never networking.
let package = Package(
  name: "SuntimesFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SuntimesFeature", targets: ["SuntimesFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../LoadStore"),
    .package(path: "../SuntimesClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "SuntimesFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SuntimesFeatureTests",
      dependencies: [
        "SuntimesFeature",
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
