// swift-tools-version: 6.2
import PackageDescription

/// The media feature: a song's file, its cover and its lyrics through ``SubsonicClient``:
/// downloading a song to a file (its safe default name, a temporary file moved into place whole,
/// progress to observe), fetching a cover, finding lyrics (by song id with synced lines and their
/// times where the server lists `songLyrics`, else by artist and title: ``LyricsStore``,
/// ``SongLyrics``), and the values that present them; the lyrics of the song playing, loaded
/// once when it starts and followed by its position (``NowPlayingLyrics``, whose synced lines a
/// ``SyncedLyricsTimeline`` places, drawn by ``NowPlayingLyricsView``);
/// and the full-screen UI's song details overlay: ``SongDetailsScreen`` (a song's fields and its
/// lyrics, scrolled, `r` retries the lyrics) drawn by ``SongDetailsView`` into a `TerminalScreen`
/// buffer. Interfaces only: never a live package, never networking.
///
/// The view's golden snapshots in `Tests/MediaFeatureTests/__Snapshots__/` are its previews, one
/// per state at 80x24 and 120x40; re-record them with `SUNSONIC_RECORD=1 swift test` in this
/// folder, then read the diff before committing.
let package = Package(
  name: "MediaFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MediaFeature", targets: ["MediaFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../LoadStore"),
    .package(path: "../Locking"),
    .package(path: "../MusicPresentation"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
  ],
  targets: [
    .target(
      name: "MediaFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "Locking", package: "Locking"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "MediaFeatureTests",
      dependencies: [
        "MediaFeature",
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
