import Foundation
import SubsonicClient

extension SubsonicClient {
  /// A fresh in-memory server, independent of every other, that answers every endpoint as an
  /// OpenSubsonic server would, for tests that read back what they wrote and for the app's
  /// `--preview`:
  ///
  /// - 4 artists (`artist-1`…`artist-4`; "The Midnight Sun" is indexed under M), 6 albums
  ///   (`album-1`…`album-6`, 2010–2023, genres Ambient, Rock, Jazz, Pop) and 20 songs
  ///   (`song-1`…`song-20`, album by album in track order) in music folder `1`; the file tree
  ///   has a directory per artist (`dir-artist-1`) and per album (`dir-album-1`).
  /// - At the start: `song-2` starred; `song-1` rated 5, `song-9` 4, `song-16` 2; `song-9`
  ///   played 3 times and `song-1` once; playlist `playlist-1` "Morning Mix" of 4 songs; user
  ///   `guest` playing `song-18`; lyrics for `song-1` ("First Light" by Aurora Vale); no play
  ///   queue, no bookmarks. Users: `preview` (every role, the one signed in) and `guest`;
  ///   created, updated and deleted ones read back (a new user has settings and stream unless
  ///   told otherwise; `preview` cannot delete itself). The jukebox starts empty and stopped at
  ///   gain 0.5; its "shuffle" reverses the playlist.
  ///   `getLyricsBySongId` answers `song-1`'s lines synced, one every 4 s from 0:05. One
  ///   music folder, `1` "Music"; `tokenInfo` answers `preview`. `getSimilarSongs` answers the
  ///   seed's artist's other songs first, then everyone else's, never the seed's own.
  ///   `getTopSongs` takes the artist by name or by id (it lists `topSongsByArtistId`), most
  ///   played first.
  ///   Internet radio stations `station-1` "Dawn Radio" (https) and `station-2` "Night Owl FM"
  ///   (http); created, updated and deleted ones read back (new ids `station-3`, …). No
  ///   shares at first; created ones (`share-1`, …) list with their songs, an album's all.
  ///   Podcast channels `channel-1` "Field Notes" (`episode-1` on the server, streamed as
  ///   `song-1`; `episode-2` new) and `channel-2` (its feed failed); added channels
  ///   (`channel-3`, …), downloads (completed at once) and deletions read back.
  /// - Reads reflect writes: star/unstar, setRating, scrobble (play counts, "recent",
  ///   now playing), reportPlayback (`starting` and `playing` make the song now playing;
  ///   `stopped` ends that and, at half the song or 240 s or later, counts a play), playlists
  ///   the play queue and bookmarks.
  /// - `search3` matches artist and album names and song titles case-insensitively, an empty
  ///   text matching everything, and pages each kind. `getAlbumList2` honours every type,
  ///   `size` (at most 500) and `offset`; `random` lists come from a seeded generator.
  /// - `download` writes deterministic placeholder bytes (a text header naming the song, then
  ///   a pattern: not playable audio) of the song's `size`, reporting progress every 4 KiB;
  ///   `stream` hands the same bytes over in 4 KiB chunks, or, with a `format` other than `raw`
  ///   or `mp3`, half as many bytes of another pattern with no expected length, as a
  ///   transcoding server would. Every cover id (`cover-album-1`,
  ///   `cover-artist-1`) answers the same 8×8 PNG, whatever the size.
  /// - Unknown ids throw ``SubsonicError/api(_:)`` with code 70, as a server would; a rating
  ///   outside 0...5, an empty star target or a negative playback position throws
  ///   ``SubsonicError/invalidArgument(_:)``.
  public static func inMemory() -> SubsonicClient {
    let library = PreviewLibrary()
    return SubsonicClient(
      ping: {
        ServerInfo(
          version: "1.16.1", type: "preview", serverVersion: "1.0.0", isOpenSubsonic: true)
      },
      getOpenSubsonicExtensions: {
        [
          OpenSubsonicExtension(name: "formPost", versions: [1]),
          OpenSubsonicExtension(name: "playbackReport", versions: [1]),
          OpenSubsonicExtension(name: "songLyrics", versions: [1]),
          OpenSubsonicExtension(name: TopSongsArtist.byIDExtension, versions: [1]),
        ]
      },
      tokenInfo: { TokenInfo(username: PreviewCatalog.username) },
      getMusicFolders: {
        [MusicFolder(id: PreviewCatalog.musicFolderID, name: PreviewCatalog.musicFolderName)]
      },
      getIndexes: { folder in
        try library.withState { state throws(SubsonicError) in
          try state.checkFolder(folder)
          return state.directoryIndexes()
        }
      },
      getMusicDirectory: { id in
        try library.withState { state throws(SubsonicError) in try state.directory(id) }
      },
      getGenres: { try library.withState { state in state.genres() } },
      getArtists: { folder in
        try library.withState { state throws(SubsonicError) in
          try state.checkFolder(folder)
          return state.artistIndexes()
        }
      },
      getArtist: { id in
        try library.withState { state throws(SubsonicError) in
          state.artist(try state.artistRecord(id), withAlbums: true)
        }
      },
      getAlbum: { id in
        try library.withState { state throws(SubsonicError) in
          state.album(try state.albumRecord(id), withSongs: true)
        }
      },
      getSong: { id in
        try library.withState { state throws(SubsonicError) in try state.song(id) }
      },
      getArtistInfo2: { id, count in
        try library.withState { state throws(SubsonicError) in
          try state.artistInfo(id, similarCount: count)
        }
      },
      getAlbumInfo2: { id in
        try library.withState { state throws(SubsonicError) in try state.albumInfo(id) }
      },
      getSimilarSongs: { seed, count in
        try library.withState { state throws(SubsonicError) in
          try state.similarSongs(seed, count: count)
        }
      },
      getSimilarSongs2: { id, count in
        try library.withState { state throws(SubsonicError) in
          try state.similarSongs(id, count: count)
        }
      },
      getTopSongs: { artist, count in
        try library.withState { state throws(SubsonicError) in
          try state.topSongs(artist, count: count)
        }
      },
      getAlbumList2: { type, size, offset, folder in
        try library.withState { state throws(SubsonicError) in
          try state.checkFolder(folder)
          return state.albumList(type, size: size, offset: offset)
        }
      },
      getRandomSongs: { filter in
        try library.withState { state throws(SubsonicError) in try state.randomSongs(filter) }
      },
      getSongsByGenre: { genre, count, offset, folder in
        try library.withState { state throws(SubsonicError) in
          try state.checkFolder(folder)
          return state.songsByGenre(genre, count: count, offset: offset)
        }
      },
      getNowPlaying: {
        let now = Date()
        return try library.withState { state in state.nowPlayingEntries(now: now) }
      },
      getStarred2: { folder in
        try library.withState { state throws(SubsonicError) in
          try state.checkFolder(folder)
          return state.starred()
        }
      },
      search3: { query in
        try library.withState { state throws(SubsonicError) in try state.search(query) }
      },
      getPlaylists: { username in
        try library.withState { state throws(SubsonicError) in try state.playlists(of: username) }
      },
      getPlaylist: { id in
        try library.withState { state throws(SubsonicError) in
          state.playlist(state.playlists[try state.playlistIndex(id)], withEntries: true)
        }
      },
      createPlaylist: { name, songs in
        let now = Date()
        return try library.withState { state throws(SubsonicError) in
          try state.createPlaylist(name: name, songs: songs, now: now)
        }
      },
      updatePlaylist: { id, update in
        let now = Date()
        try library.withState { state throws(SubsonicError) in
          try state.updatePlaylist(id, update, now: now)
        }
      },
      deletePlaylist: { id in
        try library.withState { state throws(SubsonicError) in try state.deletePlaylist(id) }
      },
      stream: { id, options, receive in
        try await library.stream(id, format: options.format, to: receive)
      },
      download: { id, destination, progress in
        try await library.transfer(id, format: nil, to: destination, progress: progress)
      },
      getCoverArt: { id, _ in
        try library.withState { state throws(SubsonicError) in try state.cover(id) }
      },
      getLyrics: { artist, title in
        try library.withState { state in state.lyrics(artist: artist, title: title) }
      },
      getLyricsBySongId: { id in
        try library.withState { state throws(SubsonicError) in try state.lyrics(id) }
      },
      star: { target in
        let now = Date()
        try library.withState { state throws(SubsonicError) in try state.star(target, now: now) }
      },
      unstar: { target in
        try library.withState { state throws(SubsonicError) in try state.unstar(target) }
      },
      setRating: { id, rating in
        try library.withState { state throws(SubsonicError) in try state.setRating(id, rating) }
      },
      scrobble: { id, submission, time in
        let now = Date()
        try library.withState { state throws(SubsonicError) in
          try state.scrobble(id, submission: submission, time: time, now: now)
        }
      },
      reportPlayback: { id, playback, position in
        let now = Date()
        try library.withState { state throws(SubsonicError) in
          try state.reportPlayback(id, playback, positionMilliseconds: position, now: now)
        }
      },
      getUser: { username in
        try library.withState { state throws(SubsonicError) in try state.user(username) }
      },
      getUsers: { try library.withState { state in state.users } },
      createUser: { new in
        try library.withState { state throws(SubsonicError) in try state.createUser(new) }
      },
      updateUser: { username, update in
        try library.withState { state throws(SubsonicError) in
          try state.updateUser(username, update)
        }
      },
      deleteUser: { username in
        try library.withState { state throws(SubsonicError) in try state.deleteUser(username) }
      },
      changePassword: { username, password in
        try library.withState { state throws(SubsonicError) in
          try state.changePassword(username, password)
        }
      },
      getPlayQueue: { try library.withState { state in state.currentPlayQueue() } },
      savePlayQueue: { songs, current, position in
        let now = Date()
        try library.withState { state throws(SubsonicError) in
          try state.savePlayQueue(songs, current: current, position: position, now: now)
        }
      },
      getBookmarks: { try library.withState { state in state.currentBookmarks() } },
      createBookmark: { id, position, comment in
        let now = Date()
        try library.withState { state throws(SubsonicError) in
          try state.createBookmark(id, position: position, comment: comment, now: now)
        }
      },
      deleteBookmark: { id in
        try library.withState { state throws(SubsonicError) in try state.deleteBookmark(id) }
      },
      startScan: { ScanStatus(scanning: true, count: 0) },
      getScanStatus: { ScanStatus(scanning: false, count: PreviewCatalog.songs.count) },
      getInternetRadioStations: { try library.withState { state in state.stations } },
      createInternetRadioStation: { fields in
        try library.withState { state throws(SubsonicError) in try state.createStation(fields) }
      },
      updateInternetRadioStation: { id, fields in
        try library.withState { state throws(SubsonicError) in
          try state.updateStation(id, fields)
        }
      },
      deleteInternetRadioStation: { id in
        try library.withState { state throws(SubsonicError) in try state.deleteStation(id) }
      },
      getShares: { try library.withState { state in state.currentShares() } },
      createShare: { items, description, expires in
        let now = Date()
        return try library.withState { state throws(SubsonicError) in
          try state.createShare(items, description: description, expires: expires, now: now)
        }
      },
      updateShare: { id, update in
        try library.withState { state throws(SubsonicError) in try state.updateShare(id, update) }
      },
      deleteShare: { id in
        try library.withState { state throws(SubsonicError) in try state.deleteShare(id) }
      },
      jukeboxControl: { action in
        try library.withState { state throws(SubsonicError) in try state.jukebox(action) }
      },
      getPodcasts: { includeEpisodes, id in
        try library.withState { state throws(SubsonicError) in
          try state.podcastChannels(includeEpisodes: includeEpisodes, id: id)
        }
      },
      getNewestPodcasts: { count in try library.withState { state in state.newestEpisodes(count) }
      },
      getPodcastEpisode: { id in
        try library.withState { state throws(SubsonicError) in try state.episode(id) }
      },
      refreshPodcasts: {},
      createPodcastChannel: { url in
        try library.withState { state throws(SubsonicError) in
          try state.createPodcastChannel(url)
        }
      },
      deletePodcastChannel: { id in
        try library.withState { state throws(SubsonicError) in
          try state.deletePodcastChannel(id)
        }
      },
      deletePodcastEpisode: { id in
        try library.withState { state throws(SubsonicError) in try state.deleteEpisode(id) }
      },
      downloadPodcastEpisode: { id in
        try library.withState { state throws(SubsonicError) in try state.downloadEpisode(id) }
      }
    )
  }
}
