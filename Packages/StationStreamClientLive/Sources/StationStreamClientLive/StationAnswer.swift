import HTTPTransport
import StationStreamClient

/// Reads a station's answer: audio is streamed on; an error status, a web page, a document or
/// a playlist file (`.m3u`, `.pls`: addresses of streams, not audio) is refused, naming what it
/// was in a few safe words, never quoting it.
enum StationAnswer {
  /// Media types that hold a playlist of streams rather than audio.
  static let playlistTypes: Set<String> = [
    "audio/x-mpegurl", "audio/mpegurl", "application/x-mpegurl", "application/vnd.apple.mpegurl",
    "audio/x-scpls", "application/pls+xml", "application/xspf+xml",
  ]

  /// Whether `head` begins the audio: a success whose media type, when given, is not text, a
  /// document or a playlist.
  static func isAudio(_ head: HTTPResponseHead) -> Bool {
    head.isSuccess && kind(of: head.mediaType) == nil
  }

  /// Why `response` was refused.
  static func refusal(of response: HTTPResponse) -> StationStreamError {
    guard response.head.isSuccess else { return .httpStatus(response.statusCode) }
    return .notAudio(found: kind(of: response.head.mediaType) ?? "something else")
  }

  /// What a media type that is not audio names (`an HTML page`); `nil` for audio, or none.
  static func kind(of mediaType: String?) -> String? {
    guard let mediaType else { return nil }
    let type = mediaType.lowercased()
    if playlistTypes.contains(type) { return "a playlist file (\(safe(type)))" }
    if type == "text/html" || type == "application/xhtml+xml" { return "an HTML page" }
    if type.hasPrefix("text/") || type.hasPrefix("image/") || type.hasPrefix("video/")
      || type.hasSuffix("json") || type.hasSuffix("xml")
    {
      return "a document of type \(safe(type))"
    }
    return nil
  }

  /// A media type as shown: its first 60 characters of letters, digits and `.+-/`.
  static func safe(_ type: String) -> String {
    String(
      type.unicodeScalars.filter {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "./+-".unicodeScalars.contains($0))
      }.prefix(60).map(Character.init))
  }
}
