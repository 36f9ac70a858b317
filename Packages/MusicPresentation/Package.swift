// swift-tools-version: 6.2
import PackageDescription

/// How the music features present the library: the cells of an aligned table (``CellTable``,
/// drawn by the app's one renderer) for artists, albums, songs and their details, the track
/// order of an album, clock and byte-count texts, names as text shows them (``NameText``: an
/// empty one as `(no title)`, `(no name)`, `(unknown artist)`), the stable JSON of library items,
/// and safe file names. Shared feature code: interfaces only, no store, never networking.
let package = Package(
  name: "MusicPresentation",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MusicPresentation", targets: ["MusicPresentation"])
  ],
  dependencies: [
    .package(path: "../JSONOutput"),
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "MusicPresentation",
      dependencies: [
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "MusicPresentationTests",
      dependencies: [
        "MusicPresentation",
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
