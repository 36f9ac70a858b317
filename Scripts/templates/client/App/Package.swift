// swift-tools-version: 6.2
import PackageDescription

/// What `Scripts/new-client` adds to the app's manifest: the lines from each `scaffold: begin`
/// down to the next marker, above the same marker there (a line it already has is skipped).
let package = Package(
  name: "App",
  dependencies: [
    .package(path: "../Packages/DependencyRegistry"),
    // scaffold: begin
    .package(path: "../Packages/ExampleClient"),
    .package(path: "../Packages/ExampleClientLive"),
    // scaffold: packages
  ],
  targets: [
    .target(
      name: "SunsonicCLI",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        // scaffold: begin
        .product(name: "ExampleClient", package: "ExampleClient"),
        .product(name: "ExampleClientLive", package: "ExampleClientLive"),
        // scaffold: products
      ]
    )
  ]
)
