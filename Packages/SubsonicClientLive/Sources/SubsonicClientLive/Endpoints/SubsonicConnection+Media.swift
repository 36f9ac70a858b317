import Foundation
import SubsonicClient

extension SubsonicConnection {
  func stream(
    _ id: SongID, _ options: StreamOptions, _ receive: @escaping @Sendable (Data) throws -> Void
  ) async throws(SubsonicError) -> StreamedAudio {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("maxBitRate", options.maxBitRate)
    parameters.add("format", options.format)
    parameters.add("timeOffset", options.timeOffset)
    return try await stream(.stream, parameters, to: receive)
  }

  func download(
    _ id: SongID, _ destination: URL, _ progress: @escaping @Sendable (TransferProgress) -> Void
  ) async throws(SubsonicError) -> DownloadedFile {
    try await download(.download, ["id": id.rawValue], to: destination, progress: progress)
  }

  func getCoverArt(_ id: CoverArtID, _ size: Int?) async throws(SubsonicError) -> CoverArt {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("size", size)
    return try await image(.getCoverArt, parameters)
  }

  /// `nil` when the answer has no `lyrics`, or lyrics without text.
  func getLyrics(_ artist: String?, _ title: String?) async throws(SubsonicError) -> Lyrics? {
    try await call(.getLyrics, ["artist": artist, "title": title]) { envelope in
      envelope.object("lyrics").flatMap(Lyrics.init(wire:))
    }
  }

  /// Empty when the answer has no `lyricsList` or no `structuredLyrics`.
  func getLyricsBySongId(_ id: SongID) async throws(SubsonicError) -> [StructuredLyrics] {
    try await call(.getLyricsBySongId, ["id": id.rawValue]) { envelope throws(WireError) in
      try envelope.section("lyricsList").list("structuredLyrics", StructuredLyrics.init(wire:))
    }
  }
}
