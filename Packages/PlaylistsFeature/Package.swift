// swift-tools-version: 6.2
import PackageDescription

/// The playlists feature: stores that list playlists and read, create, rename, fill, trim and
/// delete one through ``SubsonicClient``, reading every change back, and the pure values that
/// present them (aligned tables, stable JSON); and, for the full-screen UI, the playlists screen
/// (``PlaylistsScreen``: the playlists → a playlist's songs, keys, retries, a song chosen for
/// playing) drawn by ``PlaylistsView``, and the "add to playlist" overlay (``PlaylistPicker``:
/// an existing playlist or a new one named in place, the outcome in one line) drawn by
/// ``PlaylistPickerView``, into a `TerminalScreen` buffer. Interfaces only: never a live
/// package, never networking.
///
/// The views' golden snapshots in `Tests/PlaylistsFeatureTests/__Snapshots__/` are their
/// previews, one per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift
/// test` in this folder, then read the diff before committing.
///
/// `swift run PlaylistsPreview` in this folder runs the playlists screen alone, full-screen, on
/// the in-memory preview server, `+` opening the picker for the selection (the executable
/// `PlaylistsPreview`, the only target that uses `TerminalSession`).
let package = Package(
  name: "PlaylistsFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PlaylistsFeature", targets: ["PlaylistsFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
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
      name: "PlaylistsFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
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
      name: "PlaylistsPreview",
      dependencies: [
        "PlaylistsFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "PlaylistsFeatureTests",
      dependencies: [
        "PlaylistsFeature",
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
