import Foundation
import SubsonicClient

// The media retrieval endpoints of the in-memory server: files, cover art, lyrics.
extension PreviewState {
  struct File {
    var bytes: Data
    var contentType: String
    var expectedBytes: Int64?
  }

  /// The deterministic placeholder bytes of a song: a text header naming it, then a pattern.
  /// Not playable audio. A format other than the original ("transcoded") gives half as many
  /// bytes of another pattern, with no announced length, as a transcoding server would.
  func file(_ id: SongID, format: String?) throws(SubsonicError) -> File {
    let record = try songRecord(id)
    let target = format?.lowercased()
    let original = target == nil || target == "raw" || target == "mp3"
    let size = Int(original ? record.size : record.size / 2)
    let header = Array("SUBSONIC PREVIEW \(id.rawValue) \(original ? "mp3" : target!)\n".utf8)
    let seed = record.track * 7 + (original ? 0 : 101)
    var bytes = Data(header)
    bytes.reserveCapacity(size)
    while bytes.count < size {
      bytes.append(UInt8(truncatingIfNeeded: bytes.count &* 31 &+ seed))
    }
    let types = [
      "mp3": "audio/mpeg", "ogg": "audio/ogg", "opus": "audio/ogg", "flac": "audio/flac",
    ]
    let contentType =
      original ? "audio/mpeg" : types[target!] ?? "application/octet-stream"
    return File(
      bytes: bytes.prefix(size),
      contentType: contentType,
      expectedBytes: original ? Int64(size) : nil
    )
  }

  func cover(_ id: CoverArtID) throws(SubsonicError) -> CoverArt {
    let known =
      Catalog.albums.contains { Self.coverArt($0.id) == id }
      || Catalog.artists.contains { "cover-\($0.id.rawValue)" == id.rawValue }
    guard known else { throw Self.notFound("Cover art") }
    return CoverArt(data: Catalog.coverPNG, mediaType: "image/png")
  }

  func lyrics(artist: String?, title: String?) -> Lyrics? {
    let song = song(Catalog.songs.first { $0.id == Catalog.lyricsSongID }!)
    func same(_ given: String?, _ actual: String?) -> Bool {
      given.map { $0.lowercased() == actual?.lowercased() } ?? true
    }
    guard artist != nil || title != nil, same(artist, song.artist), same(title, song.title)
    else { return nil }
    return Lyrics(
      artist: song.artist, title: song.title,
      text: Catalog.lyricLines.joined(separator: "\n"))
  }

  /// `song-1`'s lines, synced: one every 4 s from 0:05; no lyrics for any other song.
  func lyrics(_ id: SongID) throws(SubsonicError) -> [StructuredLyrics] {
    let song = try song(id)
    guard id == Catalog.lyricsSongID else { return [] }
    let lines = Catalog.lyricLines.enumerated().map { index, text in
      LyricLine(startMilliseconds: 5_000 + index * 4_000, text: text)
    }
    return [
      StructuredLyrics(
        displayArtist: song.artist, displayTitle: song.title, language: "eng", isSynced: true,
        lines: lines)
    ]
  }
}
