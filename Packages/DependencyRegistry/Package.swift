// swift-tools-version: 6.2
import PackageDescription

/// The hand-written dependency registry: keys, scoped values and test support. Toolchain only.
let package = Package(
  name: "DependencyRegistry",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "DependencyRegistry", targets: ["DependencyRegistry"]),
    .library(name: "DependencyRegistryTesting", targets: ["DependencyRegistryTesting"]),
  ],
  dependencies: [
    .package(path: "../Locking")
  ],
  targets: [
    .target(
      name: "DependencyRegistry",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .target(
      name: "DependencyRegistryTesting",
      dependencies: ["DependencyRegistry", .product(name: "Locking", package: "Locking")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "DependencyRegistryTests",
      dependencies: [
        "DependencyRegistry",
        "DependencyRegistryTesting",
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
