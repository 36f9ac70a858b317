// swift-tools-version: 6.2
import PackageDescription

/// The play feature: what `sunsonic play` does: build the queue (songs, an album, a playlist, an
/// artist, random songs, the queue saved on the server), play it song by song through
/// ``PlayerClient`` with the audio streamed from ``SubsonicClient``, report now playing and the
/// scrobble (or OpenSubsonic's playback reports), and save the queue at the end. Interfaces
/// only: never a live package, never a process or the network.
let package = Package(
  name: "PlayFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PlayFeature", targets: ["PlayFeature"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../MusicPresentation"),
    .package(path: "../PlayerClient"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "PlayFeature",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "PlayFeatureTests",
      dependencies: [
        "PlayFeature",
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
