// swift-tools-version: 6.2
import PackageDescription

/// The live player client: a player program (mpv, ffplay, or the user's) run as a child process
/// and fed through a pipe. Only the app depends on it.
let package = Package(
  name: "PlayerClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PlayerClientLive", targets: ["PlayerClientLive"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry"),  // its test support, for the tests only
    .package(path: "../PlayerClient"),
    .package(path: "../Locking"),
    .package(path: "../TerminalText"),
  ],
  targets: [
    .target(
      name: "PlayerClientLive",
      dependencies: [
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "Locking", package: "Locking"),
        .product(name: "TerminalText", package: "TerminalText"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "PlayerClientLiveTests",
      dependencies: [
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
        "PlayerClientLive",
        .product(name: "PlayerClient", package: "PlayerClient"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
