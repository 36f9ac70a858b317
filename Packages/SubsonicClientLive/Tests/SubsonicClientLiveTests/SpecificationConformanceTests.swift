import Foundation
import HTTPTransport
import SubsonicClient
import SubsonicClientLive
import Testing

/// What the specification allows and servers other than supysonic do: any image is a cover (an
/// SVG placeholder too), an endpoint a server lacks is "not supported" whatever page comes with
/// the 404, empty tags and zeros are absent, and a server may live at a sub-path.
struct SpecificationConformanceTests {
  @Test(arguments: ["image/svg+xml", "image/png", "image/webp", "image/x-icon", "image/jpeg"])
  func anyImageIsACover(type: String) async throws {
    let body = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#.utf8)
    let (client, _) = Harness.client { _ in
      HTTPResponse(statusCode: 200, headers: ["Content-Type": type], body: body)
    }
    let cover = try await client.getCoverArt("al-1", nil)
    #expect(cover == CoverArt(data: body, mediaType: type))
  }

  @Test(arguments: ["audio/mpeg", "audio/ogg", "video/mp4", "audio/x-flac; charset=binary"])
  func anyAudioIsAFile(type: String) async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, _) = Harness.client { _ in
      HTTPResponse(statusCode: 200, headers: ["Content-Type": type], body: Data("ID3".utf8))
    }
    let file = try await client.download("so-1", folder.appendingPathComponent("s")) { _ in }
    #expect(file.byteCount == 3)
  }

  @Test func aMissingEndpointIsNotSupportedWhateverPageComesWithThe404() async throws {
    let pong = try Fixture.response("ping.json")
    for body in ["<html><title>404 Not Found</title></html>", "Not Found", "", "{}"] {
      let (client, _) = Harness.client { request in
        request.url.lastPathComponent == "ping"
          ? pong
          : HTTPResponse(
            statusCode: 404, headers: ["Content-Type": "text/html"], body: Data(body.utf8))
      }
      #expect(
        await subsonicError { _ = try await client.getBookmarks() }
          == .notSupported(endpoint: "getBookmarks"), "\(body)")
    }
    #expect(
      SubsonicError.notSupported(endpoint: "ping").description
        == "no Subsonic API at this address (ping was not found): the address may need the"
        + " server's path, such as https://host/music")
  }

  @Test func emptyTagsAndZerosAreAbsent() async throws {
    let body =
      #"{"subsonic-response":{"status":"ok","song":{"id":"s","title":"T","album":"","artist":" ","genre":"","year":0,"track":0,"discNumber":0,"bitRate":0,"suffix":"","path":""}}}"#
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    let song = try await client.getSong("s")
    #expect(song == Song(id: "s", title: "T"))
  }

  @Test func aServerAtASubPathIsAskedThere() async throws {
    for base in [
      "https://host.example/audio", "https://host.example/audio/", "http://[::1]:8080/a/b",
    ] {
      let (client, log) = Harness.client(server: try SubsonicServer(string: base)) { _ in
        HTTPResponseStub.json(#"{"subsonic-response":{"status":"ok","version":"1.16.1"}}"#)
      }
      _ = try await client.ping()
      let path = log.requests.first?.url.path ?? ""
      let expected = (URL(string: base)?.path ?? "").trimmingSuffix("/") + "/rest/ping"
      #expect(path == expected || path == expected + ".view", "\(base): \(path)")
    }
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
