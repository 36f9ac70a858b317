// swift-tools-version: 6.2
import PackageDescription

/// The live Subsonic client: every endpoint of the interface over the shared HTTP transport,
/// with token, password and API-key authentication. Only the app depends on it.
let package = Package(
  name: "SubsonicClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SubsonicClientLive", targets: ["SubsonicClientLive"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry"),  // its test support, for the tests only
    .package(path: "../Locking"),
    .package(path: "../SubsonicClient"),
    .package(path: "../HTTPTransport"),
  ],
  targets: [
    .target(
      name: "SubsonicClientLive",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SubsonicClientLiveTests",
      dependencies: [
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
        .product(name: "Locking", package: "Locking"),
        "SubsonicClientLive",
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
