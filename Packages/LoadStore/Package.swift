// swift-tools-version: 6.2
import PackageDescription

/// The one store for "load one thing, show it, retry on failure, latest request wins"
/// (``LoadStore``, its ``LoadState``), and the runner under it (``LatestRequest``). Model
/// support: no dependency, no client types, never networking.
let package = Package(
  name: "LoadStore",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "LoadStore", targets: ["LoadStore"])
  ],
  targets: [
    .target(
      name: "LoadStore",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "LoadStoreTests",
      dependencies: ["LoadStore"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
