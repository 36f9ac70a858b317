import Foundation

extension SubsonicClient {
  /// The key's preview value: every endpoint answers the fixed ``PreviewValues`` at once,
  /// whatever it is asked (a read of any id answers the one artist, album, song or playlist);
  /// writes succeed and change nothing; `download` writes ``PreviewValues/coverPNG``'s bytes as a
  /// stand-in file and `stream` hands the same bytes over in one chunk. For a library that reads back what was written, use the
  /// `SubsonicClientInMemory` product's `SubsonicClient.inMemory()`.
  public static let preview = SubsonicClient(
    ping: { ServerInfo(version: "1.16.1", type: "preview", isOpenSubsonic: true) },
    getOpenSubsonicExtensions: { [OpenSubsonicExtension(name: "songLyrics", versions: [1])] },
    tokenInfo: { TokenInfo(username: "preview") },
    getMusicFolders: { [PreviewValues.musicFolder] },
    getIndexes: { _ in
      [DirectoryIndex(name: "A", directories: [DirectorySummary(id: "dir-1", name: "Aurora Vale")])]
    },
    getMusicDirectory: { id in Directory(id: id, name: "Aurora Vale") },
    getGenres: { [Genre(name: "Ambient", songCount: 2, albumCount: 1)] },
    getArtists: { _ in [ArtistIndex(name: "A", artists: [PreviewValues.artist])] },
    getArtist: { _ in PreviewValues.artist },
    getAlbum: { _ in PreviewValues.album },
    getSong: { _ in PreviewValues.firstLight },
    getArtistInfo2: { _, _ in ArtistInfo(biography: "Ambient music for early mornings.") },
    getAlbumInfo2: { _ in AlbumInfo(notes: "Recorded outdoors before sunrise.") },
    getSimilarSongs: { _, _ in [PreviewValues.birdsong] },
    getSimilarSongs2: { _, _ in [PreviewValues.birdsong] },
    getTopSongs: { _, _ in [PreviewValues.firstLight, PreviewValues.birdsong] },
    getAlbumList2: { _, _, _, _ in [PreviewValues.albumSummary] },
    getRandomSongs: { _ in [PreviewValues.birdsong, PreviewValues.firstLight] },
    getSongsByGenre: { _, _, _, _ in [PreviewValues.firstLight, PreviewValues.birdsong] },
    getNowPlaying: {
      [NowPlayingEntry(song: PreviewValues.firstLight, username: "preview", minutesAgo: 1)]
    },
    getStarred2: { _ in Starred(songs: [PreviewValues.birdsong]) },
    search3: { _ in
      SearchResult(
        artists: [PreviewValues.artist], albums: [PreviewValues.albumSummary],
        songs: [PreviewValues.firstLight])
    },
    getPlaylists: { _ in [PreviewValues.playlist] },
    getPlaylist: { _ in PreviewValues.playlist },
    createPlaylist: { _, _ in PreviewValues.playlist },
    updatePlaylist: { _, _ in },
    deletePlaylist: { _ in },
    stream: { _, _, receive in
      let bytes = PreviewValues.coverPNG
      do { try receive(bytes) } catch { throw SubsonicError.cancelled }
      return StreamedAudio(byteCount: Int64(bytes.count), contentType: "image/png")
    },
    download: { _, destination, progress in try previewFile(at: destination, progress) },
    getCoverArt: { _, _ in CoverArt(data: PreviewValues.coverPNG, mediaType: "image/png") },
    getLyrics: { _, _ in PreviewValues.lyrics },
    getLyricsBySongId: { _ in [PreviewValues.syncedLyrics] },
    star: { _ in },
    unstar: { _ in },
    setRating: { _, _ in },
    scrobble: { _, _, _ in },
    reportPlayback: { _, _, _ in },
    getUser: { _ in PreviewValues.user },
    getUsers: { [PreviewValues.user] },
    createUser: { _ in },
    updateUser: { _, _ in },
    deleteUser: { _ in },
    changePassword: { _, _ in },
    getPlayQueue: { nil },
    savePlayQueue: { _, _, _ in },
    getBookmarks: { [] },
    createBookmark: { _, _, _ in },
    deleteBookmark: { _ in },
    startScan: { ScanStatus(scanning: true, count: 0) },
    getScanStatus: { ScanStatus(scanning: false, count: 2) },
    getInternetRadioStations: { [PreviewValues.station] },
    createInternetRadioStation: { _ in },
    updateInternetRadioStation: { _, _ in },
    deleteInternetRadioStation: { _ in },
    getShares: { [PreviewValues.share] },
    createShare: { _, _, _ in PreviewValues.share },
    updateShare: { _, _ in },
    deleteShare: { _ in },
    jukeboxControl: { action in
      JukeboxStatus(
        currentIndex: 0, playing: true, gain: 0.5, positionSeconds: 12,
        entries: action == .get ? [PreviewValues.firstLight, PreviewValues.birdsong] : nil)
    },
    getPodcasts: { includeEpisodes, _ in
      var channel = PreviewValues.podcastChannel
      if !includeEpisodes { channel.episodes = [] }
      return [channel]
    },
    getNewestPodcasts: { _ in [PreviewValues.podcastEpisode] },
    getPodcastEpisode: { _ in PreviewValues.podcastEpisode },
    refreshPodcasts: {},
    createPodcastChannel: { _ in },
    deletePodcastChannel: { _ in },
    deletePodcastEpisode: { _ in },
    downloadPodcastEpisode: { _ in }
  )

  /// A client that fails every request as an unreachable server would, to preview error states.
  public static let previewFailing = SubsonicClient.failing(
    .unreachable("preview: the network is switched off")
  )

  /// Writes the preview's stand-in file to `destination`, reporting it whole.
  private static func previewFile(
    at destination: URL, _ progress: @Sendable (TransferProgress) -> Void
  ) throws -> DownloadedFile {
    let bytes = PreviewValues.coverPNG
    do {
      try bytes.write(to: destination)
    } catch {
      throw SubsonicError.fileSystem(path: destination.path, reason: error.localizedDescription)
    }
    let count = Int64(bytes.count)
    progress(TransferProgress(receivedBytes: count, expectedBytes: count))
    return DownloadedFile(url: destination, byteCount: count, contentType: "image/png")
  }
}
