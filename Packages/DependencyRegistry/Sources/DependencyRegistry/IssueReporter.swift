/// Where the registry reports misuse: an unimplemented endpoint called by a test, or a key read in
/// a live context that the composition root did not set.
///
/// The reporter is task-local. `DependencyRegistryTesting`'s `.dependencies` trait installs one that
/// records a Swift Testing issue, so the test that misused a dependency fails, and the process goes
/// on. Outside of that, reports go to standard error.
public enum IssueReporter {
  /// The reporter for the current task; `nil` writes reports to standard error.
  @TaskLocal public static var current: (@Sendable (String) -> Void)?

  /// Reports `message` to the current reporter, or to standard error when there is none.
  public static func report(_ message: String) {
    if let current {
      current(message)
    } else {
      StandardError.write("dependency registry: \(message)\n")
    }
  }
}
