import Testing

/// The test binary's entry point on Linux (Apple platforms ignore this file): it hands over to
/// Swift Testing, which finds the tests at run time, so SwiftPM skips its XCTest discovery pass.
@main enum LinuxMain {
  static func main() async { await Testing.__swiftPMEntryPoint() as Never }
}
