// swift-tools-version: 6.2
import PackageDescription

/// The server feature: what the server says of itself and of the signed-in user: who I am there
/// (roles, folders), the library scan (its state, starting one), and what is playing now, each
/// a ``LoadStore`` through ``SubsonicClient``; and two screens of the full-screen UI, each drawn
/// into a `TerminalScreen` buffer: the podcasts, ``PodcastsScreen`` (channels → a channel's
/// episodes, newest first; Enter plays an episode on the server) drawn by ``PodcastsView``, and
/// the internet radio stations, ``RadioStationsScreen`` (Enter plays a station, through the
/// caller) drawn by ``RadioStationsView``. Interfaces only: never a live package, never
/// networking.
///
/// The views' golden snapshots in `Tests/ServerFeatureTests/__Snapshots__/` are its previews,
/// one per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
///
/// `swift run PodcastsPreview` (or `swift run RadioPreview`) in this folder runs the podcasts (or
/// the radio) screen alone, full-screen, on the in-memory preview server (the executables
/// `PodcastsPreview` and `RadioPreview`, the only targets that use `TerminalSession`).
let package = Package(
  name: "ServerFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ServerFeature", targets: ["ServerFeature"])
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
      name: "ServerFeature",
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
      name: "PodcastsPreview",
      dependencies: [
        "ServerFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "RadioPreview",
      dependencies: [
        "ServerFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "ServerFeatureTests",
      dependencies: [
        "ServerFeature",
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
