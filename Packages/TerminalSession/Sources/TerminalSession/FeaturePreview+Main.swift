import DependencyRegistry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FeaturePreview {
  /// Runs a feature's preview full-screen and exits the process with the run's status: what a
  /// preview executable's `main.swift` calls.
  ///
  /// ```swift
  /// await FeaturePreview.main(dependencies: { $0.subsonicClient = .inMemory() }) {
  ///   FeaturePreview(title: "BrowseFeature preview") { buffer, area in ... }
  /// }
  /// ```
  ///
  /// See ``run(configuration:errorOutput:dependencies:_:)`` for what it does.
  public static func main(
    dependencies update: (inout DependencyValues) -> Void = { _ in },
    _ makePreview: @MainActor () -> FeaturePreview
  ) async -> Never {
    exit(await run(dependencies: update, makePreview))
  }

  /// Runs the preview `makePreview` makes and returns the exit status: 0 after `q`, 130, 143
  /// or 129 after a signal (``FullScreenExit/status``), 70 when the run failed.
  ///
  /// The registry is a preview context (every key its preview value, the sleeper live) changed
  /// by `update`, for the preview's whole run; `makePreview` and the configuration are made
  /// inside it, so the stores they make read their clients from it. Without a terminal (or with
  /// `TERM=dumb`) nothing is made: one line on `errorOutput` says why, and the status is 64.
  public static func run(
    configuration: @MainActor () -> FullScreenConfiguration = { FullScreenConfiguration() },
    errorOutput: Int32 = STDERR_FILENO,
    dependencies update: (inout DependencyValues) -> Void = { _ in },
    _ makePreview: @MainActor () -> FeaturePreview
  ) async -> Int32 {
    var values = DependencyValues(context: .preview)
    update(&values)
    return await DependencyValues.$current.withValue(values) {
      let configuration = configuration()
      if let reason = configuration.unavailability {
        say("a preview runs full-screen: \(reason); run it in a terminal", to: errorOutput)
        return FullScreenExit.unavailable(reason).status
      }
      let preview = makePreview()
      do {
        return try await FullScreen.run(preview, configuration: configuration).status
      } catch {
        say("the preview failed: \(error)", to: errorOutput)
        return 70
      }
    }
  }

  /// Writes `line` and a line feed to `descriptor`; a failure is ignored (there is nowhere to
  /// say it).
  private static func say(_ line: String, to descriptor: Int32) {
    try? FileDescriptorOutput(descriptor).write(Array("\(line)\n".utf8))
  }
}
