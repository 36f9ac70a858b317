import DependencyRegistry
import LoadStore
import SubsonicClient

/// Asks for a song's lyrics: by song id (`getLyricsBySongId`, synced lines with their times)
/// when the request names the song and the server lists the OpenSubsonic extension `songLyrics`,
/// else by artist and title (`getLyrics`; the song's, read with `getSong`, when the request
/// names only the song). The lyrics, or `nil` when the server has none (an answer, not an error;
/// lyrics of only whitespace count as none). A request naming no song, artist or title is refused
/// before anything is sent.
public typealias LyricsStore = LoadStore<LyricsRequest, SongLyrics?, SubsonicError>

extension LyricsStore {
  /// Creates an idle store that asks with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable, validate: \.validationError
    ) { request in
      if let id = request.songID, try await listsSongLyrics(client) {
        return SongLyrics.preferred(try await client.getLyricsBySongId(id))
      }
      var artist = request.artist
      var title = request.title
      if let id = request.songID, artist == nil, title == nil {
        let song = try await client.getSong(id)
        (artist, title) = (song.artist, song.title)
      }
      let lyrics = try await client.getLyrics(artist, title)
      return lyrics.flatMap { SongLyrics.isBlank($0.text) ? nil : .plain($0) }
    }
  }

}

/// Whether the server lists `songLyrics`; a server that cannot say (a classic one) does not.
private func listsSongLyrics(_ client: SubsonicClient) async throws -> Bool {
  do {
    return try await client.getOpenSubsonicExtensions().contains { $0.name == "songLyrics" }
  } catch SubsonicError.notSupported, SubsonicError.api {
    return false
  }
}

/// Lyrics as asked: by song (its id), by artist and title, or both (the song's artist and title
/// for a server without lyrics by song id); each sent as given, a blank one not sent.
public struct LyricsRequest: Sendable, Hashable {
  /// The song, when asked by song.
  public let songID: SongID?
  /// The artist, as sent; `nil` when not given or blank.
  public let artist: String?
  /// The title, as sent; `nil` when not given or blank.
  public let title: String?

  /// Creates a request; a blank artist or title becomes `nil`.
  public init(songID: SongID? = nil, artist: String?, title: String?) {
    self.songID = songID
    self.artist = Self.nonBlank(artist)
    self.title = Self.nonBlank(title)
  }

  /// The lyrics of `song`: by its id, and by its artist and title where the server has no
  /// lyrics by song id.
  public init(song: Song) {
    self.init(songID: song.id, artist: song.artist, title: song.title)
  }

  /// Why the request is refused before it is sent (no song, artist or title), or `nil`.
  public var validationError: SubsonicError? {
    songID == nil && artist == nil && title == nil
      ? .invalidArgument("give a song, an artist or a title to find lyrics") : nil
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
