import Foundation
import HTTPTransport
import SubsonicClient

/// Tells a media endpoint's file from an error answer. Servers answer media errors with HTTP
/// 200 and a JSON (or XML) body, so the status alone says nothing: the `Content-Type` decides
/// first, and what the body holds decides after (an error envelope labelled `audio/mpeg`, or
/// with no label, is still the error).
enum MediaAnswer {
  /// What an envelope where a file was expected is reported as.
  static let answerInsteadOfFile = "a Subsonic answer where a file was expected"
  /// How much of a file's start is read to recognise an error envelope in it.
  static let sniffedBytes = 65_536

  /// Whether `byte` may come before an envelope's first character: whitespace, or a byte of
  /// the UTF-8 byte order mark.
  @Sendable static func isFiller(_ byte: UInt8) -> Bool {
    // A switch, not an array's `contains`: it runs on every byte of a file's start, and a debug
    // build made an array per byte (a fifth of EnvelopeGateTests' time).
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: true
    default: false
    }
  }

  /// Whether the answer is the file: a 2xx status, and a media type that is audio, video or an
  /// image (`image/svg+xml` too: a server's placeholder cover), or anything else that is not
  /// JSON, XML or text (an HTML page from a captive portal is not a song). No media type is
  /// accepted. An envelope under a file's label is caught by its content afterwards.
  @Sendable static func isFile(_ head: HTTPResponseHead) -> Bool {
    guard head.isSuccess else { return false }
    guard let type = head.mediaType else { return true }
    if ["image/", "audio/", "video/"].contains(where: type.hasPrefix) { return true }
    let isAnswer =
      type.hasPrefix("text/") || type.hasSuffix("/json") || type.hasSuffix("+json")
      || type.hasSuffix("/xml") || type.hasSuffix("+xml")
    return !isAnswer
  }

  /// The error a body accepted as a file stands for when it is in fact a Subsonic envelope (JSON
  /// or XML, judged from its first ``sniffedBytes``): the API's error for a failed one, an
  /// unexpected answer for a successful one; `nil` for anything else, which is the file.
  static func envelopeError(
    inFileStarting head: Data, response: HTTPResponseHead, endpoint: SubsonicEndpoint,
    redactor: CredentialRedactor
  ) -> SubsonicError? {
    let start = head.prefix(sniffedBytes).drop(while: isFiller)
    guard let first = start.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "<") else {
      return nil
    }
    let answer = HTTPResponse(head: response, body: Data(head.prefix(sniffedBytes)))
    switch error(in: answer, endpoint: endpoint, redactor: redactor) {
    case .unexpectedResponse(_, let found) where found != Self.answerInsteadOfFile:
      return nil  // not an envelope: a file that starts like markup or JSON (an SVG cover)
    case let error:
      return error
    }
  }

  /// The error an answer that is not the file stands for: the API's error when it is a failed
  /// envelope, else the HTTP status or what the body was.
  static func error(
    in response: HTTPResponse, endpoint: SubsonicEndpoint, redactor: CredentialRedactor
  ) -> SubsonicError {
    do {
      _ = try SubsonicResponse.envelope(from: response, endpoint: endpoint, redactor: redactor)
      return .unexpectedResponse(statusCode: response.statusCode, found: answerInsteadOfFile)
    } catch {
      return error
    }
  }
}
