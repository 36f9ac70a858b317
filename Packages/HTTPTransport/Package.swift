// swift-tools-version: 6.2
import PackageDescription

/// The one HTTP transport every live client shares: requests, responses, errors, downloads,
/// retries and the URLSession implementation. Only live packages and the app depend on it.
let package = Package(
  name: "HTTPTransport",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "HTTPTransport", targets: ["HTTPTransport"])
  ],
  dependencies: [
    .package(path: "../Locking"),
    .package(path: "../DependencyRegistry"),  // its test support, for the tests only
  ],
  targets: [
    .target(
      name: "HTTPTransport",
      dependencies: [.product(name: "Locking", package: "Locking")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "HTTPTransportTests",
      dependencies: [
        .product(name: "Locking", package: "Locking"), "HTTPTransport",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
