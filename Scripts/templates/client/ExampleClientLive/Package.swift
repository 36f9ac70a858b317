// swift-tools-version: 6.2
import PackageDescription

/// The live Example client: the Example service over the shared HTTP transport. Only the
/// app depends on it.
let package = Package(
  name: "ExampleClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ExampleClientLive", targets: ["ExampleClientLive"])
  ],
  dependencies: [
    .package(path: "../ExampleClient"),
    .package(path: "../HTTPTransport"),
  ],
  targets: [
    .target(
      name: "ExampleClientLive",
      dependencies: [
        .product(name: "ExampleClient", package: "ExampleClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ExampleClientLiveTests",
      dependencies: [
        "ExampleClientLive",
        .product(name: "ExampleClient", package: "ExampleClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
