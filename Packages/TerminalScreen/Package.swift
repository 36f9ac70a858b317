// swift-tools-version: 6.2
import PackageDescription

/// A full-screen terminal's frames and keys, as values: a buffer of cells measured in display
/// columns (``ScreenBuffer``), the bytes that turn one frame into the next (``ScreenDiff``) and
/// the events a terminal's input bytes mean (``InputParser``). Pure: no system calls, so every
/// part is tested in memory. Toolchain only.
let package = Package(
  name: "TerminalScreen",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TerminalScreen", targets: ["TerminalScreen"])
  ],
  dependencies: [
    .package(path: "../TerminalText"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "TerminalScreen",
      dependencies: [.product(name: "TerminalText", package: "TerminalText")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "TerminalScreenTests",
      dependencies: [
        "TerminalScreen",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
