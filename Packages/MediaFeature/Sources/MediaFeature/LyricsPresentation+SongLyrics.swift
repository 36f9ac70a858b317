import SubsonicClient

extension LyricsPresentation {
  /// Presents `lyrics` as found for `artist` and `title` with their times: each synced line
  /// after its time (`[0:12.34] It's bugging me`), plain lyrics as they are; `nil` lyrics read
  /// as none found.
  public init(timed lyrics: SongLyrics?, artist: String?, title: String?) {
    let text = lyrics.map { Lyrics(artist: $0.artist, title: $0.title, text: $0.timedText) }
    self.init(text, artist: artist, title: title)
  }
}
