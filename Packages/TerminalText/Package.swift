// swift-tools-version: 6.2
import PackageDescription

/// Text shown on a terminal: how many columns it takes (``DisplayWidth``) and how text from
/// outside is made unable to act on the terminal (``TerminalEscape``). One implementation for the
/// app's tables and the full-screen views. Toolchain only.
let package = Package(
  name: "TerminalText",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TerminalText", targets: ["TerminalText"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "TerminalText",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "TerminalTextTests",
      dependencies: [
        "TerminalText",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
