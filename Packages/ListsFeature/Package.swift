// swift-tools-version: 6.2
import PackageDescription

/// The lists feature: stores that load album lists (newest, random, by year, by genre, ...),
/// random songs, everything starred and the user's bookmarks through ``SubsonicClient`` (and
/// ``BookmarkEditStore``, which saves and deletes a bookmark), and the JSON that presents them,
/// each store a ``LoadStore``, the JSON built on ``MusicPresentation``'s; and the album
/// lists screen of the full-screen UI: ``AlbumListsScreen`` (a row of list kinds, each kind's
/// albums loaded page by page by an ``AlbumListPages``, the genres and a genre's albums, keys,
/// retries) drawn by ``AlbumListsView`` into a `TerminalScreen` buffer. Interfaces only: never a
/// live package, never networking.
///
/// The view's golden snapshots in `Tests/ListsFeatureTests/__Snapshots__/` are its previews,
/// one per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
///
/// `swift run ListsPreview` in this folder runs the album lists screen alone, full-screen, on
/// the in-memory preview server (the executable `ListsPreview`, the only target that uses
/// `TerminalSession`).
let package = Package(
  name: "ListsFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ListsFeature", targets: ["ListsFeature"])
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
      name: "ListsFeature",
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
      name: "ListsPreview",
      dependencies: [
        "ListsFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ListsFeatureTests",
      dependencies: [
        "ListsFeature",
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
