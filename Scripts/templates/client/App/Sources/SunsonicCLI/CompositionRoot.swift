import DependencyRegistry
import ExampleClient
import ExampleClientLive
import HTTPTransport

/// What `Scripts/new-client` adds to the app's composition root: these imports, merged into its
/// own, and the lines from `scaffold: begin` down to the marker, above the same marker there.
enum CompositionRoot {
  static func wire(
    _ values: inout DependencyValues, transport: HTTPTransport, timeout: Duration
  ) {
    // scaffold: begin
    values.exampleClient = .live(
      baseURL: ExampleAPI.defaultBaseURL,
      transport: transport,
      timeout: timeout
    )
    // scaffold: live clients
  }
}
