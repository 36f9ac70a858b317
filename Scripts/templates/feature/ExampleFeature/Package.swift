// swift-tools-version: 6.2
import PackageDescription

/// The Example feature: ``ExampleStore`` loads a greeting through `UpstreamClient` and holds
/// what to show. Interfaces only: never a live package, never networking.
let package = Package(
  name: "ExampleFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ExampleFeature", targets: ["ExampleFeature"])
  ],
  dependencies: [
    .package(path: "../UpstreamClient"),
    .package(path: "../LoadStore"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "ExampleFeature",
      dependencies: [
        .product(name: "UpstreamClient", package: "UpstreamClient"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ExampleFeatureTests",
      dependencies: [
        "ExampleFeature",
        .product(name: "UpstreamClient", package: "UpstreamClient"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
