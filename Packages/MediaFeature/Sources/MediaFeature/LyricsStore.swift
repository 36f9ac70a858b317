import DependencyRegistry
import LoadStore
import SubsonicClient

/// Asks for the lyrics of a song by artist and title (`getLyrics`): the lyrics, or `nil` when the
/// server has none (an answer, not an error; lyrics of only whitespace count as none). A request
/// with neither an artist nor a title is refused before anything is sent.
public typealias LyricsStore = LoadStore<LyricsRequest, Lyrics?, SubsonicError>

extension LyricsStore {
  /// Creates an idle store that asks with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable, validate: \.validationError
    ) { request in
      let lyrics = try await client.getLyrics(request.artist, request.title)
      return lyrics.flatMap { $0.text.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
  }
}

/// Lyrics as asked: by artist and title, each sent as given; a blank one is not sent.
public struct LyricsRequest: Sendable, Hashable {
  /// The artist, as sent; `nil` when not given or blank.
  public let artist: String?
  /// The title, as sent; `nil` when not given or blank.
  public let title: String?

  /// Creates a request; a blank artist or title becomes `nil`.
  public init(artist: String?, title: String?) {
    self.artist = Self.nonBlank(artist)
    self.title = Self.nonBlank(title)
  }

  /// Why the request is refused before it is sent (neither an artist nor a title), or `nil`.
  public var validationError: SubsonicError? {
    artist == nil && title == nil
      ? .invalidArgument("give an artist or a title to find lyrics") : nil
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
