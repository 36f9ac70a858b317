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
  /// var values = DependencyValues(context: .preview)
  /// values.subsonicClient = .inMemory()
  /// await FeaturePreview.main(dependencies: values) {
  ///   FeaturePreview(title: "BrowseFeature preview") { buffer, area in ... }
  /// }
  /// ```
  ///
  /// See ``run(dependencies:configuration:errorOutput:_:)`` for what it does.
  public static func main(
    dependencies: DependencyValues = DependencyValues(context: .preview),
    _ makePreview: @MainActor () -> FeaturePreview
  ) async -> Never {
    exit(await run(dependencies: dependencies, makePreview))
  }

  /// Runs the preview `makePreview` makes and returns the exit status: 0 after `q`, 130, 143
  /// or 129 after a signal (``FullScreenExit/status``), 70 when the run failed.
  ///
  /// - Parameters:
  ///   - dependencies: the registry's values for the whole run, by default a preview context
  ///     (every key its preview value, the sleeper live); `makePreview` runs inside it, so the
  ///     stores it makes read their clients from it.
  ///   - configuration: how to run; by default standard input and output, made inside the
  ///     registry's scope (the sleeper is its).
  ///   - errorOutput: where the one line goes when the run cannot start or fails.
  ///   - makePreview: makes the preview; not called without a terminal (or with `TERM=dumb`):
  ///     then one line on `errorOutput` says why, and the status is 64.
  public static func run(
    dependencies: DependencyValues = DependencyValues(context: .preview),
    configuration: FullScreenConfiguration? = nil,
    errorOutput: Int32 = STDERR_FILENO,
    _ makePreview: @MainActor () -> FeaturePreview
  ) async -> Int32 {
    await DependencyValues.$current.withValue(dependencies) {
      let configuration = configuration ?? FullScreenConfiguration()
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
