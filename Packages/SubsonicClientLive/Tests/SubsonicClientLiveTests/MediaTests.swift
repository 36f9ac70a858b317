import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import Testing

/// stream, download and getCoverArt: files and streams, and the JSON errors servers send in
/// their place.
struct MediaTests {
  /// Every name in `folder`, hidden ones included.
  private func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func downloadWritesTheFileAndReportsProgress() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let (client, log) = Harness.client { _ in Fixture.audio(bytes) }
    let reports = Locked<[TransferProgress]>([])
    let destination = folder.appendingPathComponent("song.mp3")
    let file = try await client.download("so-1", destination) { progress in
      reports.withLock { $0.append(progress) }
    }
    #expect(file == DownloadedFile(url: destination, byteCount: 100_000, contentType: "audio/mpeg"))
    #expect(try Data(contentsOf: destination) == bytes)
    #expect(
      reports.withLock { $0.last }
        == TransferProgress(receivedBytes: 100_000, expectedBytes: 100_000))
    let request = try #require(log.requests.first)
    #expect(request.isIdempotent)
    #expect(request.maximumBodySize == 1 << 20)
  }

  @Test func downloadWithJSONErrorBodyThrowsTheAPIError() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, _) = try Harness.client(answering: "invalid-id-error-0.json")
    let error = await subsonicError {
      _ = try await client.download("nope", folder.appendingPathComponent("song.mp3")) { _ in }
    }
    #expect(error == .api(SubsonicAPIError(code: .generic, message: "Invalid ID")))
    #expect(try contents(of: folder) == [])
  }

  @Test func streamHandsTheBytesOverInOrderAsTheyArrive() async throws {
    let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    let (client, log) = Harness.client { _ in Fixture.audio(bytes) }
    let chunks = Locked<[Data]>([])
    let audio = try await client.stream("so-1", StreamOptions(format: "opus")) { chunk in
      chunks.withLock { $0.append(chunk) }
    }
    #expect(audio == StreamedAudio(byteCount: 300_000, contentType: "audio/mpeg"))
    let received = chunks.withLock { $0 }
    #expect(received.count > 1)
    #expect(received.reduce(Data(), +) == bytes)
    let request = try #require(log.requests.first)
    #expect(request.isIdempotent)
    #expect(request.maximumBodySize == 1 << 20)
    #expect(SentRequest(request: request).endpointParameters == ["id=so-1", "format=opus"])
  }

  @Test func streamWhoseConsumerThrowsIsCancelled() async throws {
    struct Full: Error {}
    let (client, log) = Harness.client { _ in Fixture.audio(Data(count: 200_000)) }
    let calls = Locked(0)
    let error = await subsonicError {
      _ = try await client.stream("so-1", .original) { _ in
        calls.withLock { $0 += 1 }
        throw Full()
      }
    }
    #expect(error == .cancelled)
    #expect(calls.withLock { $0 } == 1)
    #expect(log.count == 1)
  }

  @Test func streamOfAnHTMLPageIsRefusedAndHandsNothingOver() async throws {
    let (client, _) = try Harness.client(answering: "captive-portal-200.html")
    let error = await subsonicError {
      _ = try await client.stream("so-1", .original) { _ in Issue.record("handed over") }
    }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "an HTML page titled \"Welcome to Caf WiFi please sign in\""))
  }

  @Test func streamWithJSONErrorBodyThrowsTheAPIError() async throws {
    let body =
      #"{"subsonic-response":{"error":{"code":0,"message":"No way to transcode from mp3 to flac"},"status":"failed","version":"1.12.0"}}"#
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    let error = await subsonicError {
      _ = try await client.stream("so-1", StreamOptions(format: "flac")) { _ in
        Issue.record("handed over")
      }
    }
    #expect(
      error
        == .api(SubsonicAPIError(code: .generic, message: "No way to transcode from mp3 to flac")))
  }

  @Test func streamWithXMLErrorBodyThrowsTheAPIError() async throws {
    let (client, _) = try Harness.client(answering: "failed.xml")
    let error = await subsonicError {
      _ = try await client.stream("x", .original) { _ in Issue.record("handed over") }
    }
    #expect(
      error == .api(SubsonicAPIError(code: .notFound, message: "Song \"x\" not found & gone")))
  }

  @Test func downloadOfAnHTMLPageIsRefused() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, _) = try Harness.client(answering: "captive-portal-200.html")
    let error = await subsonicError {
      _ = try await client.download("so-1", folder.appendingPathComponent("song.mp3")) { _ in }
    }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "an HTML page titled \"Welcome to Caf WiFi please sign in\""))
    #expect(try contents(of: folder) == [])
  }

  @Test func downloadAnsweredWithAnOkEnvelopeIsUnexpected() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, _) = try Harness.client(answering: "ping.json")
    let error = await subsonicError {
      _ = try await client.download("so-1", folder.appendingPathComponent("song.mp3")) { _ in }
    }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "a Subsonic answer where a file was expected"))
  }

  @Test func downloadWithAnErrorPageIsWhatThePageSays() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, _) = try Harness.client(answering: "bad-gateway-502.html", status: 502)
    let error = await subsonicError {
      _ = try await client.download("so-1", folder.appendingPathComponent("song.mp3")) { _ in }
    }
    #expect(
      error
        == .unexpectedResponse(statusCode: 502, found: "an HTML page titled \"502 Bad Gateway\""))
    #expect(try contents(of: folder) == [])
  }

  @Test func downloadIntoAMissingFolderIsAFileSystemError() async throws {
    let (client, _) = Harness.client { _ in Fixture.audio(Data("audio".utf8)) }
    let destination = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/song.mp3")
    let error = await subsonicError { _ = try await client.download("so-1", destination) { _ in } }
    guard case .fileSystem(let path, _)? = error else {
      Issue.record("expected fileSystem, got \(String(describing: error))")
      return
    }
    #expect(path == destination.path)
  }

  @Test func streamFallsBackToThePasswordLikeEveryCall() async throws {
    let refused = try Fixture.response("token-refused-error-10.json")
    let (client, log) = Harness.client { request in
      SentRequest(request: request).value("t") != nil ? refused : Fixture.audio(Data("audio".utf8))
    }
    let received = Locked(Data())
    let audio = try await client.stream("so-1", .original) { chunk in
      received.withLock { $0.append(chunk) }
    }
    #expect(audio.byteCount == 5)
    #expect(received.withLock { $0 } == Data("audio".utf8))
    #expect(log.requests.map { SentRequest(request: $0).value("p") != nil } == [false, true])
  }

  @Test func coverArtReturnsTheBytesAndMediaType() async throws {
    let (client, _) = try Harness.client(answering: "cover-8px.png")
    let cover = try await client.getCoverArt("3", 8)
    #expect(cover.mediaType == "image/png")
    #expect(cover.data == (try Fixture.data("cover-8px.png")))
    #expect(cover.data.prefix(4) == Data([0x89, 0x50, 0x4e, 0x47]))
  }

  @Test func coverArtWithJSONErrorBodyThrowsTheAPIError() async throws {
    #expect(
      await subsonicError {
        _ = try await Harness.client(answering: "cover-art-not-found-70.json").0.getCoverArt(
          "al", nil)
      } == .api(SubsonicAPIError(code: .notFound, message: "Cover art not found")))
    let serverFailure = await subsonicError {
      _ = try await Harness.client(answering: "cover-art-internal-error-0.json").0
        .getCoverArt("so", nil)
    }
    guard case .api(let apiError)? = serverFailure else {
      Issue.record("expected an API error, got \(String(describing: serverFailure))")
      return
    }
    #expect(apiError.code == .generic)
    #expect(apiError.message?.hasPrefix("InternalServerError: 500") == true)
  }

  @Test func coverArtWithAnEmptyBodyIsUnexpected() async throws {
    let (client, _) = Harness.client { _ in
      HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/jpeg"])
    }
    #expect(
      await subsonicError { _ = try await client.getCoverArt("3", nil) }
        == .unexpectedResponse(statusCode: 200, found: "an empty body"))
  }
}
