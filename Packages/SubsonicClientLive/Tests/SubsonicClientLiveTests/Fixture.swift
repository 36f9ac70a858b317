import Foundation
import HTTPTransport
import Testing

/// The recorded bodies in `Fixtures/` (see its README for where each comes from).
enum Fixture {
  /// The bytes of `<folder>/<name>`.
  static func data(_ name: String, in folder: String = "Fixtures") throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: folder),
      "missing fixture \(folder)/\(name)")
    return try Data(contentsOf: url)
  }

  /// An answer with `status` and the body of `<folder>/<name>`, its `Content-Type` from the
  /// file's extension, as supysonic sends it.
  static func response(_ name: String, in folder: String = "Fixtures", status: Int = 200) throws
    -> HTTPResponse
  {
    let type: String
    switch (name as NSString).pathExtension {
    case "json": type = "application/json"
    case "xml": type = "text/xml; charset=utf-8"
    case "html": type = "text/html; charset=utf-8"
    case "png": type = "image/png"
    default: type = "text/plain; charset=utf-8"
    }
    return HTTPResponse(
      statusCode: status, headers: ["Content-Type": type], body: try data(name, in: folder))
  }

  /// An audio answer of `bytes`, as `stream` and `download` send a song.
  static func audio(_ bytes: Data) -> HTTPResponse {
    HTTPResponse(
      statusCode: 200,
      headers: [
        "Content-Type": "audio/mpeg", "Content-Length": String(bytes.count),
        "Content-Disposition": "inline; filename=song.mp3",
      ],
      body: bytes)
  }
}
