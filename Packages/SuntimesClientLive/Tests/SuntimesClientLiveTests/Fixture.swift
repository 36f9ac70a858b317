import Foundation
import HTTPTransport
import Testing

/// The recorded bodies in `Fixtures/`.
enum Fixture {
  /// The bytes of `Fixtures/<name>`.
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
      "missing fixture \(name)")
    return try Data(contentsOf: url)
  }

  /// A JSON answer with `status` and the body of `Fixtures/<name>`.
  static func response(_ name: String, status: Int = 200) throws -> HTTPResponse {
    let type = name.hasSuffix(".html") ? "text/html; charset=UTF-8" : "application/json"
    return HTTPResponse(statusCode: status, headers: ["Content-Type": type], body: try data(name))
  }
}
