// swift-tools-version: 6.2
import PackageDescription

/// The live Suntimes client: the Sunrise-Sunset API over the shared HTTP transport, with shared
/// in-flight requests and a bounded cache. Only the app depends on it.
let package = Package(
  name: "SuntimesClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SuntimesClientLive", targets: ["SuntimesClientLive"])
  ],
  dependencies: [
    .package(path: "../Locking"),
    .package(path: "../SuntimesClient"),
    .package(path: "../HTTPTransport"),
  ],
  targets: [
    .target(
      name: "SuntimesClientLive",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SuntimesClientLiveTests",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        "SuntimesClientLive",
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
