// swift-tools-version: 6.2
import PackageDescription

/// What `Scripts/new-feature` adds to the app's manifest: the lines from each `scaffold: begin`
/// down to the next marker, above the same marker there (a line it already has is skipped).
let package = Package(
  name: "App",
  dependencies: [
    .package(path: "../Packages/DependencyRegistry"),
    // scaffold: begin
    .package(path: "../Packages/ExampleFeature"),
    // scaffold: packages
  ],
  targets: [
    .target(
      name: "SunsonicCLI",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        // scaffold: begin
        .product(name: "ExampleFeature", package: "ExampleFeature"),
        // scaffold: products
      ]
    )
  ]
)
