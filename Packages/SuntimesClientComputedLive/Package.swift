// swift-tools-version: 6.2
import PackageDescription

/// The computed Suntimes client: every solar day worked out on the machine from the NOAA solar
/// calculator's equations (Meeus), with the Sunrise-Sunset API's definitions. No network, no
/// file, no global state. Only the app depends on it.
let package = Package(
  name: "SuntimesClientComputedLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SuntimesClientComputedLive", targets: ["SuntimesClientComputedLive"])
  ],
  dependencies: [
    .package(path: "../SuntimesClient")
  ],
  targets: [
    .target(
      name: "SuntimesClientComputedLive",
      dependencies: [.product(name: "SuntimesClient", package: "SuntimesClient")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SuntimesClientComputedLiveTests",
      dependencies: [
        "SuntimesClientComputedLive",
        .product(name: "SuntimesClient", package: "SuntimesClient"),
      ],
      resources: [.copy("Reference")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
