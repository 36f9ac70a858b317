// swift-tools-version: 6.2
import PackageDescription

/// The play feature: what `sunsonic play` does: build the queue (songs, an album, a playlist, an
/// artist, random songs, the queue saved on the server), play it song by song through
/// ``PlayerClient`` with the audio streamed from ``SubsonicClient``, report now playing and the
/// scrobble (or OpenSubsonic's playback reports), and save the queue at the end; and the views of
/// the full-screen UI that show it: ``NowPlayingView`` (a bar of two rows: the song, its
/// position and a progress bar) and ``QueueView`` of a ``QueueScreen`` (the queue, the song
/// playing marked), drawn into a `TerminalScreen` buffer, with ``PlaybackKeys`` (pause, next,
/// previous, seek, volume, mute); and an internet radio station played (``StationPlayStore``, as
/// `play --station` does), drawn in the same bar by ``StationNowPlayingView`` (the station, live,
/// time listened) with ``PlaybackKeys``; both stores keep the volume and muting alike
/// (``PlayerLevelsStore``). Interfaces only: never a live package, never a process or the network.
///
/// The views' golden snapshots in `Tests/PlayFeatureTests/__Snapshots__/` are their previews, one
/// per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
///
/// `swift run PlayPreview` in this folder runs the queue and the now-playing bar alone,
/// full-screen, on the in-memory preview server (the executable `PlayPreview`, the only target
/// that uses `TerminalSession`).
let package = Package(
  name: "PlayFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PlayFeature", targets: ["PlayFeature"])
  ],
  dependencies: [
    .package(path: "../Locking"),
    .package(path: "../JSONOutput"),
    .package(path: "../MusicPresentation"),
    .package(path: "../PlayerClient"),
    .package(path: "../SubsonicClient"),
    .package(path: "../StationStreamClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
    .package(path: "../TerminalSession"),
  ],
  targets: [
    .target(
      name: "PlayFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "StationStreamClient", package: "StationStreamClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "PlayPreview",
      dependencies: [
        "PlayFeature",
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalSession", package: "TerminalSession"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "PlayFeatureTests",
      dependencies: [
        .product(name: "Locking", package: "Locking"),
        "PlayFeature",
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "StationStreamClient", package: "StationStreamClient"),
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
