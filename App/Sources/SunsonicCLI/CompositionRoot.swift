import DependencyRegistry
import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive

/// The one place that wires live clients into the registry. Every key a command reads must be set
/// here; `CompositionRootTests` runs every command's setup in a live context and fails on any key
/// left unwired, so a forgotten client cannot ship.
enum CompositionRoot {
  /// The dependencies for `invocation`: live clients configured from its flags and environment,
  /// or every client's preview with `--preview`.
  static func dependencies(for invocation: Invocation) throws(CommandFailure) -> DependencyValues {
    if invocation.isPreview {
      return DependencyValues(context: .preview)
    }
    let timeout = try invocation.timeout()
    let transport = HTTPTransport.urlSession().retrying()
    var values = DependencyValues(context: .live)
    values.suntimesClient = .live(
      baseURL: try SuntimesSettings.baseURL(invocation),
      transport: transport,
      timeout: timeout
    )
    // scaffold: live clients (Scripts/new-client adds wiring above this line)
    return values
  }
}
