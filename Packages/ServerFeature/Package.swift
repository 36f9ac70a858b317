// swift-tools-version: 6.2
import PackageDescription

/// The server feature: what the server says of itself and of the signed-in user: who I am there
/// (roles, folders), the library scan (its state, starting one), and what is playing now, each
/// a ``LoadStore`` through ``SubsonicClient``. Interfaces only: never a live package, never
/// networking.
let package = Package(
  name: "ServerFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ServerFeature", targets: ["ServerFeature"])
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
      name: "ServerFeature",
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
      name: "ServerFeatureTests",
      dependencies: [
        "ServerFeature",
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
