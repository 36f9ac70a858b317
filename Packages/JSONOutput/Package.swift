// swift-tools-version: 6.2
import PackageDescription

/// What `--json` prints: ``StableJSON`` values written by one encoder, byte for byte as
/// Foundation's `JSONEncoder` writes them with sorted keys and pretty printing, several times
/// faster. Toolchain only.
let package = Package(
  name: "JSONOutput",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "JSONOutput", targets: ["JSONOutput"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "JSONOutput",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "JSONOutputTests",
      dependencies: [
        "JSONOutput",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
