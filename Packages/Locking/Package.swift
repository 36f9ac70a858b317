// swift-tools-version: 6.2
import PackageDescription

/// `Locked<Value>`: shared mutable state behind a lock that the thread sanitizer can see.
let package = Package(
  name: "Locking",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Locking", targets: ["Locking"])
  ],
  targets: [
    .target(
      name: "Locking",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "LockingTests",
      dependencies: ["Locking"],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
