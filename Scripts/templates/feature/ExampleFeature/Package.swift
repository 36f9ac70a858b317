// swift-tools-version: 6.2
import PackageDescription

/// The Example feature: ``ExampleStore`` loads a greeting through `UpstreamClient` and holds
/// what to show; ``ExampleView`` draws it into a `TerminalScreen` buffer. Interfaces only: never
/// a live package, never networking.
///
/// The view's golden snapshots in `Tests/ExampleFeatureTests/__Snapshots__/` are its previews;
/// re-record them with `SUNSONIC_RECORD=1 swift test` in this folder, then read the diff.
/// `swift run ExamplePreview` in this folder runs the view alone, full-screen, on the preview
/// client (the executable `ExamplePreview`, the only target that uses `TerminalSession`).
let package = Package(
  name: "ExampleFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ExampleFeature", targets: ["ExampleFeature"])
  ],
  dependencies: [
    .package(path: "../UpstreamClient"),
    .package(path: "../LoadStore"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
    .package(path: "../TerminalSession"),
  ],
  targets: [
    .target(
      name: "ExampleFeature",
      dependencies: [
        .product(name: "UpstreamClient", package: "UpstreamClient"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "ExamplePreview",
      dependencies: [
        "ExampleFeature",
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ExampleFeatureTests",
      dependencies: [
        "ExampleFeature",
        .product(name: "UpstreamClient", package: "UpstreamClient"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalScreenTesting", package: "TerminalScreen"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
