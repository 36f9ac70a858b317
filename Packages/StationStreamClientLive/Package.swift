// swift-tools-version: 6.2
import PackageDescription

/// The live StationStream client: an internet radio station's stream, fetched over the shared HTTP
/// transport from the station's own host with no credentials. Only the app depends on it.
let package = Package(
  name: "StationStreamClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "StationStreamClientLive", targets: ["StationStreamClientLive"])
  ],
  dependencies: [
    .package(path: "../StationStreamClient"),
    .package(path: "../HTTPTransport"),
  ],
  targets: [
    .target(
      name: "StationStreamClientLive",
      dependencies: [
        .product(name: "StationStreamClient", package: "StationStreamClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "StationStreamClientLiveTests",
      dependencies: [
        "StationStreamClientLive",
        .product(name: "StationStreamClient", package: "StationStreamClient"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
