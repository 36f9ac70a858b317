// swift-tools-version: 6.2
import PackageDescription

/// How the music features present the library: the cells of an aligned table (``CellTable``,
/// drawn by the app's one renderer) for artists, albums, songs and their details, the track
/// order of an album, clock and byte-count texts, names as text shows them (``NameText``: an
/// empty one as `(no title)`, `(no name)`, `(unknown artist)`), the stable JSON of library items,
/// safe file names, and what a pane shows while its store loads, is empty or failed
/// (``TerminalScreen/PaneStatus``). Shared feature code: interfaces and model support only,
/// never networking.
let package = Package(
  name: "MusicPresentation",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MusicPresentation", targets: ["MusicPresentation"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../LoadStore"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
    .package(path: "../TerminalScreen"),
  ],
  targets: [
    .target(
      name: "MusicPresentation",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "MusicPresentationTests",
      dependencies: [
        "MusicPresentation",
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
