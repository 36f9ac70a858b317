import Foundation

/// Identifies a ``PodcastChannel``.
public typealias PodcastChannelID = Identifier<PodcastChannel>

/// Identifies a ``PodcastEpisode``.
public typealias PodcastEpisodeID = Identifier<PodcastEpisode>

/// Where the server is with a podcast channel or episode (the API's `PodcastStatus`). A value
/// the specification does not list is kept as the server sent it.
public struct PodcastStatus: RawRepresentable, Sendable, Hashable {
  /// The status as the API spells it.
  public var rawValue: String

  /// Creates a status from the API's spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Listed, not downloaded yet.
  public static let new = PodcastStatus(rawValue: "new")
  /// Being downloaded onto the server.
  public static let downloading = PodcastStatus(rawValue: "downloading")
  /// On the server: it can be played.
  public static let completed = PodcastStatus(rawValue: "completed")
  /// The download failed (see the error message).
  public static let error = PodcastStatus(rawValue: "error")
  /// Deleted from the server.
  public static let deleted = PodcastStatus(rawValue: "deleted")
  /// Not to be downloaded.
  public static let skipped = PodcastStatus(rawValue: "skipped")
}

/// A podcast channel the server subscribes to (`getPodcasts`), with its episodes when asked
/// for. Its texts and URLs are as the server sent them, unchecked.
public struct PodcastChannel: Sendable, Hashable {
  /// The channel's id.
  public var id: PodcastChannelID
  /// The feed's URL; `nil` when the server sent none.
  public var url: String?
  /// Its title; `nil` when none.
  public var title: String?
  /// What the feed says about itself.
  public var description: String?
  /// Its cover.
  public var coverArt: CoverArtID?
  /// The feed's own image.
  public var originalImageURL: String?
  /// Where the server is with it; `nil` when not said.
  public var status: PodcastStatus?
  /// Why it failed, when it did.
  public var errorMessage: String?
  /// Its episodes (none when not asked for).
  public var episodes: [PodcastEpisode]

  /// Creates a channel.
  public init(
    id: PodcastChannelID, url: String? = nil, title: String? = nil, description: String? = nil,
    coverArt: CoverArtID? = nil, originalImageURL: String? = nil, status: PodcastStatus? = nil,
    errorMessage: String? = nil, episodes: [PodcastEpisode] = []
  ) {
    self.id = id
    self.url = url
    self.title = title
    self.description = description
    self.coverArt = coverArt
    self.originalImageURL = originalImageURL
    self.status = status
    self.errorMessage = errorMessage
    self.episodes = episodes
  }
}

/// One episode of a ``PodcastChannel`` (`getPodcasts`, `getNewestPodcasts`,
/// `getPodcastEpisode`). Only an episode on the server (``PodcastStatus/completed``) has a
/// ``streamID`` to play it by.
public struct PodcastEpisode: Sendable, Hashable {
  /// The episode's id.
  public var id: PodcastEpisodeID
  /// Its channel's id; `nil` when the server did not say.
  public var channelID: PodcastChannelID?
  /// The id to stream it by, as a song's; `nil` when it is not on the server.
  public var streamID: SongID?
  /// Its title; `nil` when none.
  public var title: String?
  /// Its channel's title, as the server names the album.
  public var album: String?
  /// Who made it, as the server names the artist.
  public var artist: String?
  /// What the feed says about it.
  public var description: String?
  /// Where the server is with it; `nil` when not said.
  public var status: PodcastStatus?
  /// When it was published.
  public var publishDate: Date?
  /// Length in seconds.
  public var duration: Int?
  /// The file's size in bytes.
  public var size: Int64?
  /// The file's extension, e.g. `mp3`.
  public var suffix: String?
  /// The file's media type, e.g. `audio/mpeg`.
  public var contentType: String?
  /// Its cover.
  public var coverArt: CoverArtID?
  /// Why its download failed, when it did.
  public var errorMessage: String?

  /// Creates an episode.
  public init(
    id: PodcastEpisodeID, channelID: PodcastChannelID? = nil, streamID: SongID? = nil,
    title: String? = nil, album: String? = nil, artist: String? = nil,
    description: String? = nil, status: PodcastStatus? = nil, publishDate: Date? = nil,
    duration: Int? = nil, size: Int64? = nil, suffix: String? = nil, contentType: String? = nil,
    coverArt: CoverArtID? = nil, errorMessage: String? = nil
  ) {
    self.id = id
    self.channelID = channelID
    self.streamID = streamID
    self.title = title
    self.album = album
    self.artist = artist
    self.description = description
    self.status = status
    self.publishDate = publishDate
    self.duration = duration
    self.size = size
    self.suffix = suffix
    self.contentType = contentType
    self.coverArt = coverArt
    self.errorMessage = errorMessage
  }

  /// The episode as a song to queue and stream (by its ``streamID``); `nil` when it has no
  /// stream id. A missing title stays empty, for the presentation to name.
  public var song: Song? {
    guard let streamID else { return nil }
    return Song(
      id: streamID, title: title ?? "", album: album, artist: artist, duration: duration,
      size: size, suffix: suffix, contentType: contentType, coverArt: coverArt)
  }
}
