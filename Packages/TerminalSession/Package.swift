// swift-tools-version: 6.2
import PackageDescription

/// What talks to the real terminal for the full-screen UI, and the loop that draws it: raw mode
/// saved and restored exactly (``TerminalSession``), the window's size, the signals a
/// full-screen program must answer (Ctrl-C, SIGTERM, SIGHUP, Ctrl-Z and `fg`, resizes), input
/// read off the main actor and parsed with a timed Escape (``TerminalEventSource``), frames
/// drawn under Observation and written as diffs, one `write` each, at most one per 16 ms
/// (``RenderLoop``), and the runner that the app and each feature's preview executable share
/// (``FullScreen``). Time goes through the registry's `Sleeper`. Toolchain only.
let package = Package(
  name: "TerminalSession",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TerminalSession", targets: ["TerminalSession"])
  ],
  dependencies: [
    .package(path: "../TerminalScreen"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../Locking"),
  ],
  targets: [
    .target(
      name: "TerminalSession",
      dependencies: [
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "Locking", package: "Locking"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "TerminalSessionTests",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "Locking", package: "Locking"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        "TerminalSession",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
