// swift-tools-version: 6.2
import PackageDescription

/// The search feature: a store that searches the library with `search3` (debounced as the query
/// is typed, or at once), pages its songs, and the pure values that present the results (table
/// cells, JSON); and the search screen of the full-screen UI: ``SearchScreen`` (the query typed,
/// the results in three sections, keys, retries, the choice published) drawn by ``SearchView``
/// into a `TerminalScreen` buffer. Interfaces only: never a live package, never networking.
///
/// The view's golden snapshots in `Tests/SearchFeatureTests/__Snapshots__/` are its previews, one
/// per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
///
/// `swift run SearchPreview` in this folder runs the search screen alone, full-screen, on the
/// in-memory preview server (the executable `SearchPreview`, the only target that uses
/// `TerminalSession`).
let package = Package(
  name: "SearchFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SearchFeature", targets: ["SearchFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../Locking"),
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
    .package(path: "../TerminalSession"),
    .package(path: "../TerminalText"),
  ],
  targets: [
    .target(
      name: "SearchFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "Locking", package: "Locking"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalText", package: "TerminalText"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "SearchPreview",
      dependencies: [
        "SearchFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "SearchFeature",
        .product(name: "Locking", package: "Locking"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
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
