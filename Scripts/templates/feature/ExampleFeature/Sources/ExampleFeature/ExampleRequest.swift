import UpstreamClient

/// What ``ExampleStore`` is asked for: the name to greet.
public struct ExampleRequest: Sendable, Hashable {
  /// The name `UpstreamClient` is asked to greet.
  public var name: String

  /// Creates a request for `name`.
  public init(name: String) {
    self.name = name
  }

  /// Why the request is refused before it is sent, or `nil` when it may go: an empty name, which
  /// the service would refuse too.
  public var validationError: UpstreamError? {
    name.isEmpty ? .invalidArgument("the name is empty") : nil
  }
}
