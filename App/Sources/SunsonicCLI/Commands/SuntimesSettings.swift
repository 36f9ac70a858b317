import Foundation
import SuntimesClientLive

/// Where `sunsonic sun` takes its times from (`--source`, else `SUNTIMES_SOURCE`, else
/// `sun-source` in the configuration file, else the API) and where the Sunrise-Sunset API is
/// (`--api-url`, else `SUNTIMES_API_URL`, else the public API).
enum SuntimesSettings {
  static let apiURL = OptionSpec(
    name: "--api-url",
    valueName: "URL",
    help: "the API's address (default: $SUNTIMES_API_URL, else the public API)"
  )
  static let sourceOption = OptionSpec(
    name: "--source",
    valueName: "api|local|auto",
    help:
      "api, local (computed on this machine) or auto (the API, else local);"
      + " default: $SUNTIMES_SOURCE, else sun-source in the configuration file, else api"
  )

  /// The source `invocation` asks for, or an error naming where an unknown value came from (64
  /// for `--source`, 78 for the environment or the file).
  static func source(_ invocation: Invocation) throws(CommandFailure) -> SuntimesSource {
    let given: (text: String, origin: String)?
    if let text = invocation.arguments.value(sourceOption.name) {
      given = (text, "--source")
    } else if let text = invocation.environment["SUNTIMES_SOURCE"], !text.isEmpty {
      given = (text, "SUNTIMES_SOURCE")
    } else if let text = try SubsonicConfigurationFile.load(
      environment: invocation.environment)?["sun-source"]
    {
      given = (text, "sun-source in the configuration file")
    } else {
      given = nil
    }
    guard let given else { return .api }
    guard let source = SuntimesSource(rawValue: given.text) else {
      throw CommandFailure(
        "\(given.origin) \(Shown.text(given.text)): use api, local or auto",
        exitCode: given.origin == "--source" ? .usage : .configuration)
    }
    return source
  }

  static func baseURL(_ invocation: Invocation) throws(CommandFailure) -> URL {
    if let text = invocation.arguments.value(apiURL.name) {
      return try parse(text, source: "--api-url")
    }
    if let text = invocation.environment["SUNTIMES_API_URL"], !text.isEmpty {
      do {
        return try parse(text, source: "SUNTIMES_API_URL")
      } catch {
        throw .configuration(error.message)
      }
    }
    return SuntimesAPI.defaultBaseURL
  }

  /// An absolute http or https URL with a host and a port from 1 to 65535 (when given), or a
  /// usage error naming where it came from and the address, any `user:password@` in it
  /// replaced by `…@`.
  static func parse(_ text: String, source: String) throws(CommandFailure) -> URL {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = components.host, !host.isEmpty, let url = components.url
    else {
      throw .usage("\(source) \(shownAddress(text)) is not an http or https URL")
    }
    if let port = components.port, !(1...65535).contains(port) {
      throw .usage("\(source) \(shownAddress(text)): the port must be from 1 to 65535")
    }
    return url
  }

  /// `text` as ``Shown/text(_:)`` shows it, without what may sit before an `@` in the address's
  /// authority (a user and password): `"http://…@example.com"`.
  static func shownAddress(_ text: String) -> String {
    guard let range = text.range(of: "^[^/?#]*//[^/?#]*@", options: .regularExpression),
      let slashes = text[range].range(of: "//")
    else { return Shown.text(text) }
    return Shown.text(text[..<slashes.upperBound] + "…@" + text[range.upperBound...])
  }
}
