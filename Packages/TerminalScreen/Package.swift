// swift-tools-version: 6.2
import PackageDescription

/// A full-screen terminal's frames and keys, as values: a buffer of cells measured in display
/// columns (``ScreenBuffer``), the bytes that turn one frame into the next (``ScreenDiff``) and
/// the events a terminal's input bytes mean (``InputParser``), and the widgets views share: a
/// ``Rect`` to split, a ``ScrollingList`` with its ``ListSelection``, a pane's ``PaneStatus``, a
/// text's lines fitted to a width (``WrappedText``) and scrolled by the list keys. Pure: no
/// system calls, so every part is tested in memory. Toolchain only.
///
/// `TerminalScreenTesting` holds `expectSnapshot`, the golden-file test of a drawn buffer that
/// makes every view's snapshots its previews: `__Snapshots__/<test file>/<name>.txt` beside the
/// test file. Re-record them with `SUNSONIC_RECORD=1 swift test` in the package's folder.
let package = Package(
  name: "TerminalScreen",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TerminalScreen", targets: ["TerminalScreen"]),
    .library(name: "TerminalScreenTesting", targets: ["TerminalScreenTesting"]),
  ],
  dependencies: [
    .package(path: "../TerminalText"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "TerminalScreen",
      dependencies: [.product(name: "TerminalText", package: "TerminalText")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .target(
      name: "TerminalScreenTesting",
      dependencies: ["TerminalScreen"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "TerminalScreenTests",
      dependencies: [
        .product(name: "TerminalText", package: "TerminalText"),
        "TerminalScreen",
        "TerminalScreenTesting",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
