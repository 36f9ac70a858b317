import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import Testing

/// A Subsonic error envelope is the error whatever label it comes under: saved as the song or
/// the cover under `audio/*`, `image/*`, `application/octet-stream` or no label, it must be
/// recognised by its content, reported as the API's error, and leave no file (or, streamed,
/// reach the consumer not at all).
struct MislabelledErrorTests {
  static let labels: [String?] = [
    nil, "audio/mpeg", "audio/flac", "application/octet-stream", "image/png", "video/mp4", "",
    "binary/weird",
  ]

  /// Failed envelopes as servers write them: JSON and XML, compact and spaced, with a BOM, with
  /// and without a declaration, with several codes and messages.
  static var envelopes: [(body: String, code: Int, message: String)] {
    var all: [(String, Int, String)] = []
    for (code, message) in [(70, "Song not found"), (0, "Invalid ID"), (50, "Not allowed & no")] {
      let escaped = message.replacingOccurrences(of: "&", with: "&amp;")
      all += [
        (
          #"{"subsonic-response":{"status":"failed","version":"1.16.1","error":{"code":\#(code),"message":"\#(message)"}}}"#,
          code, message
        ),
        (
          "\u{FEFF}\n  { \"subsonic-response\" : { \"error\" : { \"message\" : \"\(message)\", \"code\" : \(code) }, \"status\" : \"failed\" } }\n",
          code, message
        ),
        (
          #"<?xml version="1.0" encoding="UTF-8"?><subsonic-response xmlns="http://subsonic.org/restapi" status="failed" version="1.16.1"><error code="\#(code)" message="\#(escaped)"/></subsonic-response>"#,
          code, message
        ),
        (
          "\r\n<subsonic-response status='failed'><error code='\(code)' message='\(escaped)'/></subsonic-response>",
          code, message
        ),
      ]
    }
    return all
  }

  private static func answer(_ body: String, label: String?) -> HTTPResponse {
    var headers = ["Content-Length": String(body.utf8.count)]
    if let label { headers["Content-Type"] = label }
    return HTTPResponse(statusCode: 200, headers: headers, body: Data(body.utf8))
  }

  @Test func aDownloadedEnvelopeIsTheErrorAndLeavesNoFile() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for label in Self.labels {
      for envelope in Self.envelopes {
        let (client, _) = Harness.client { _ in Self.answer(envelope.body, label: label) }
        let error = await subsonicError {
          _ = try await client.download("so-1", folder.appendingPathComponent("song.mp3")) { _ in }
        }
        let expected = SubsonicAPIError(
          code: SubsonicErrorCode(envelope.code), message: envelope.message)
        #expect(error == .api(expected), "\(label ?? "no label"): \(envelope.body.prefix(60))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
      }
    }
  }

  @Test func aStreamedEnvelopeIsTheErrorAndHandsNothingOver() async throws {
    for label in Self.labels {
      for envelope in Self.envelopes {
        let (client, _) = Harness.client { _ in Self.answer(envelope.body, label: label) }
        let received = Locked(0)
        let error = await subsonicError {
          _ = try await client.stream("so-1", StreamOptions()) { chunk in
            received.withLock { $0 += chunk.count }
          }
        }
        let expected = SubsonicAPIError(
          code: SubsonicErrorCode(envelope.code), message: envelope.message)
        #expect(error == .api(expected), "\(label ?? "no label"): \(envelope.body.prefix(60))")
        #expect(received.withLock { $0 } == 0)
      }
    }
  }

  @Test func aCoverThatIsAnEnvelopeIsTheError() async {
    for label in Self.labels {
      for envelope in Self.envelopes {
        let (client, _) = Harness.client { _ in Self.answer(envelope.body, label: label) }
        let error = await subsonicError { _ = try await client.getCoverArt("c", nil) }
        let expected = SubsonicAPIError(
          code: SubsonicErrorCode(envelope.code), message: envelope.message)
        #expect(error == .api(expected), "\(label ?? "no label"): \(envelope.body.prefix(60))")
      }
    }
  }

  @Test func filesThatMerelyLookLikeMarkupOrJSONAreFiles() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      #"<svg xmlns="http://www.w3.org/2000/svg"><text>subsonic-response</text></svg>"#,
      #"{"not":"an envelope"}"#, "{ broken", "<", "{", "ID3\u{3}\u{0}",
    ]
    for body in files {
      let (client, _) = Harness.client { _ in Self.answer(body, label: "audio/mpeg") }
      let destination = folder.appendingPathComponent("file.bin")
      let file = try await client.download("so-1", destination) { _ in }
      #expect(file.byteCount == Int64(body.utf8.count))
      #expect(try Data(contentsOf: destination) == Data(body.utf8))
      try FileManager.default.removeItem(at: destination)

      let streamed = Locked(Data())
      let audio = try await client.stream("so-1", .original) { chunk in
        streamed.withLock { $0.append(chunk) }
      }
      #expect(audio == StreamedAudio(byteCount: Int64(body.utf8.count), contentType: "audio/mpeg"))
      #expect(streamed.withLock { $0 } == Data(body.utf8))
    }
  }
}
