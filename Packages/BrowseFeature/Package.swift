// swift-tools-version: 6.2
import PackageDescription

/// The browse feature: stores that load the artists, an artist with its albums, an album with its
/// songs in track order, and a song through ``SubsonicClient``, each a ``LoadStore``; and the
/// library screen of the full-screen UI: ``LibraryBrowser`` (artists → albums → songs, keys,
/// retries) drawn by ``LibraryView`` into a `TerminalScreen` buffer; and the artist details
/// overlay: ``ArtistDetailsScreen`` (an artist's biography, made plain from the server's HTML, and
/// their similar artists, which open) drawn by ``ArtistDetailsView``. Interfaces only: never a
/// live package, never networking.
///
/// The views' golden snapshots in `Tests/BrowseFeatureTests/__Snapshots__/` are their previews,
/// one per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
///
/// `swift run BrowsePreview` in this folder runs the library screen alone, full-screen, on the
/// in-memory preview server (the executable `BrowsePreview`, the only target that uses
/// `TerminalSession`).
let package = Package(
  name: "BrowseFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "BrowseFeature", targets: ["BrowseFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../LoadStore"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
    .package(path: "../TerminalSession"),
  ],
  targets: [
    .target(
      name: "BrowseFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "BrowsePreview",
      dependencies: [
        "BrowseFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "BrowseFeatureTests",
      dependencies: [
        "BrowseFeature",
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
