import Foundation
import SuntimesClientLive

/// Where the Sunrise-Sunset API is: `--api-url`, else `SUNTIMES_API_URL`, else the public API.
enum SuntimesSettings {
  static let apiURL = OptionSpec(
    name: "--api-url",
    valueName: "URL",
    help: "the API's address (default: $SUNTIMES_API_URL, else the public API)"
  )

  static func baseURL(_ invocation: Invocation) throws(CommandFailure) -> URL {
    if let text = invocation.arguments.value(apiURL.name) {
      return try parse(text, source: "--api-url")
    }
    if let text = invocation.environment["SUNTIMES_API_URL"], !text.isEmpty {
      return try parse(text, source: "SUNTIMES_API_URL")
    }
    return SuntimesAPI.defaultBaseURL
  }

  /// An absolute http or https URL with a host, or a usage error naming where it came from.
  static func parse(_ text: String, source: String) throws(CommandFailure) -> URL {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = components.host, !host.isEmpty, let url = components.url
    else {
      throw .usage("\(source) \(Shown.text(text)) is not an http or https URL")
    }
    return url
  }
}
