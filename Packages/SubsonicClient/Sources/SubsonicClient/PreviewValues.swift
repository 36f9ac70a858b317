import Foundation

/// The fixed values of ``SubsonicClient/preview``: one artist with one album of two songs, a
/// playlist of them, lyrics, and a user. Every value is the same on every run.
public enum PreviewValues {
  /// 2026-03-01T12:00:00Z: every date in the preview.
  public static let date = Date(timeIntervalSince1970: 1_772_366_400)

  /// "First Light", track 1 of ``album``.
  public static let firstLight = song(id: "song-1", title: "First Light", track: 1, duration: 245)
  /// "Birdsong", track 2 of ``album``.
  public static let birdsong = song(id: "song-2", title: "Birdsong", track: 2, duration: 198)

  /// "Dawn Chorus" by ``artist``, with its two songs.
  public static let album = Album(
    id: "album-1", name: "Dawn Chorus", artist: "Aurora Vale", artistID: "artist-1", songCount: 2,
    duration: 443, year: 2021, genre: "Ambient", coverArt: "cover-album-1", created: date,
    songs: [firstLight, birdsong])

  /// "Aurora Vale", with ``album``.
  public static let artist = Artist(
    id: "artist-1", name: "Aurora Vale", albumCount: 1, coverArt: "cover-artist-1",
    albums: [albumSummary])

  /// ``album`` without its songs, as lists show it.
  public static var albumSummary: Album {
    var summary = album
    summary.songs = []
    return summary
  }

  /// "Morning Mix": both songs.
  public static let playlist = Playlist(
    id: "playlist-1", name: "Morning Mix", owner: "preview", isPublic: false, songCount: 2,
    duration: 443, created: date, changed: date, entries: [firstLight, birdsong])

  /// The lyrics of ``firstLight``.
  public static let lyrics = Lyrics(
    artist: "Aurora Vale", title: "First Light", text: "The sky turns grey, then gold")

  /// The lyrics of ``firstLight`` by song id, synced: the line starts 12.34 s in.
  public static let syncedLyrics = StructuredLyrics(
    displayArtist: "Aurora Vale", displayTitle: "First Light", language: "eng", isSynced: true,
    lines: [LyricLine(startMilliseconds: 12_340, text: "The sky turns grey, then gold")])

  /// The one music folder, `1` "Music".
  public static let musicFolder = MusicFolder(id: "1", name: "Music")

  /// The one internet radio station, `station-1` "Dawn Radio".
  public static let station = InternetRadioStation(
    id: "station-1", name: "Dawn Radio", streamURL: "https://radio.example.net/dawn.mp3",
    homePageURL: "https://radio.example.net/")

  /// The one share, `share-1` of "First Light", opened twice.
  public static let share = Share(
    id: "share-1", url: "https://music.example.net/share/share-1", description: "For the morning",
    username: "preview", created: date, visitCount: 2, entries: [firstLight])

  /// The one podcast episode, `episode-1` "Why the Birds Sing at Dawn", on the server.
  public static let podcastEpisode = PodcastEpisode(
    id: "episode-1", channelID: "channel-1", streamID: "song-1",
    title: "Why the Birds Sing at Dawn", album: "Field Notes", artist: "Field Notes",
    description: "A morning in the marshes.", status: .completed, publishDate: date,
    duration: 245, size: 4_096, suffix: "mp3", contentType: "audio/mpeg")

  /// The one podcast channel, `channel-1` "Field Notes", with ``podcastEpisode``.
  public static let podcastChannel = PodcastChannel(
    id: "channel-1", url: "https://podcasts.example.net/field-notes.xml", title: "Field Notes",
    description: "Sounds of the morning.", status: .completed, episodes: [podcastEpisode])

  /// The signed-in user.
  public static let user = User(
    username: "preview", scrobblingEnabled: true, roles: [.admin, .stream, .download],
    folders: ["1"])

  /// An 8×8 PNG, the same for every cover and size.
  public static let coverPNG =
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKElEQVR42mPQMMrDihjgrP/7NIAIXQIiiizHgCYKl8MrgdMofJZjIgADoky5SUVFtwAAAABJRU5ErkJggg=="
    ) ?? Data()

  private static func song(id: SongID, title: String, track: Int, duration: Int) -> Song {
    Song(
      id: id, title: title, album: "Dawn Chorus", albumID: "album-1", artist: "Aurora Vale",
      artistID: "artist-1", track: track, discNumber: 1, year: 2021, genre: "Ambient",
      duration: duration, size: 4_096, suffix: "mp3", contentType: "audio/mpeg", bitRate: 128,
      coverArt: "cover-album-1")
  }
}
