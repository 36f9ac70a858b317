// swift-tools-version: 6.2
import PackageDescription

/// What the music features share to present what they load and to run their requests: the cells
/// of an aligned table (``CellTable``, drawn by the app's one renderer), clock and byte-count
/// texts, the stable JSON conventions, and ``LatestRequest``. Registry/model support: no
/// dependency, no client types, never networking.
let package = Package(
  name: "MusicPresentation",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MusicPresentation", targets: ["MusicPresentation"])
  ],
  targets: [
    .target(
      name: "MusicPresentation",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "MusicPresentationTests",
      dependencies: ["MusicPresentation"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
