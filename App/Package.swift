// swift-tools-version: 6.2
import PackageDescription

/// The `sunsonic` app: the one composition root that wires every live client into the registry,
/// and the commands that drive the features. The only package that depends on live packages.
let package = Package(
  name: "App",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sunsonic", targets: ["sunsonic"])
  ],
  dependencies: [
    .package(path: "../Packages/DependencyRegistry"),
    .package(path: "../Packages/HTTPTransport"),
    .package(path: "../Packages/SuntimesClient"),
    .package(path: "../Packages/SuntimesClientLive"),
    .package(path: "../Packages/SuntimesClientComputedLive"),
    .package(path: "../Packages/SuntimesFeature"),
    .package(path: "../Packages/SubsonicClient"),
    .package(path: "../Packages/SubsonicClientLive"),
    .package(path: "../Packages/MusicPresentation"),
    .package(path: "../Packages/LoadStore"),
    .package(path: "../Packages/BrowseFeature"),
    .package(path: "../Packages/ListsFeature"),
    .package(path: "../Packages/LookupFeature"),
    .package(path: "../Packages/ServerFeature"),
    .package(path: "../Packages/AnnotationFeature"),
    .package(path: "../Packages/SearchFeature"),
    .package(path: "../Packages/PlaylistsFeature"),
    .package(path: "../Packages/MediaFeature"),
    .package(path: "../Packages/PlayerClient"),
    .package(path: "../Packages/PlayerClientLive"),
    .package(path: "../Packages/PlayFeature"),
    .package(path: "../Packages/TerminalText"),
    .package(path: "../Packages/JSONOutput"),
    .package(path: "../Packages/TerminalScreen"),
    .package(path: "../Packages/TerminalSession"),
    // scaffold: packages (Scripts/new-client and new-feature add packages above this line)
  ],
  targets: [
    .executableTarget(
      name: "sunsonic",
      dependencies: ["SunsonicCLI"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .target(
      name: "SunsonicCLI",
      dependencies: [
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "SuntimesClientLive", package: "SuntimesClientLive"),
        .product(name: "SuntimesClientComputedLive", package: "SuntimesClientComputedLive"),
        .product(name: "SuntimesFeature", package: "SuntimesFeature"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientLive", package: "SubsonicClientLive"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "MusicPresentation", package: "MusicPresentation"),
        .product(name: "LoadStore", package: "LoadStore"),
        .product(name: "BrowseFeature", package: "BrowseFeature"),
        .product(name: "ListsFeature", package: "ListsFeature"),
        .product(name: "LookupFeature", package: "LookupFeature"),
        .product(name: "ServerFeature", package: "ServerFeature"),
        .product(name: "AnnotationFeature", package: "AnnotationFeature"),
        .product(name: "SearchFeature", package: "SearchFeature"),
        .product(name: "PlaylistsFeature", package: "PlaylistsFeature"),
        .product(name: "MediaFeature", package: "MediaFeature"),
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "PlayerClientLive", package: "PlayerClientLive"),
        .product(name: "PlayFeature", package: "PlayFeature"),
        .product(name: "TerminalText", package: "TerminalText"),
        .product(name: "JSONOutput", package: "JSONOutput"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalSession", package: "TerminalSession"),
        // scaffold: products (Scripts/new-client and new-feature add products above this line)
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "SunsonicCLITests",
      dependencies: [
        .product(name: "AnnotationFeature", package: "AnnotationFeature"),
        .product(name: "DependencyRegistry", package: "DependencyRegistry"),
        .product(name: "MediaFeature", package: "MediaFeature"),
        .product(name: "PlayFeature", package: "PlayFeature"),
        .product(name: "PlayerClient", package: "PlayerClient"),
        .product(name: "SubsonicClientLive", package: "SubsonicClientLive"),
        "SunsonicCLI",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
        .product(name: "SubsonicClient", package: "SubsonicClient"),
        .product(name: "SubsonicClientInMemory", package: "SubsonicClient"),
        .product(name: "PlaylistsFeature", package: "PlaylistsFeature"),
        .product(name: "SuntimesClient", package: "SuntimesClient"),
        .product(name: "SuntimesClientLive", package: "SuntimesClientLive"),
        .product(name: "SuntimesClientComputedLive", package: "SuntimesClientComputedLive"),
        .product(name: "SuntimesFeature", package: "SuntimesFeature"),
        .product(name: "TerminalText", package: "TerminalText"),
        .product(name: "TerminalScreen", package: "TerminalScreen"),
        .product(name: "TerminalScreenTesting", package: "TerminalScreen"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
