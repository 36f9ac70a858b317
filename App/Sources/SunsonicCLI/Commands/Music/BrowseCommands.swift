import BrowseFeature
import LoadStore
import MusicPresentation
import SubsonicClient

/// `sunsonic artists`, `artist ID`, `album ID`, `song ID`: browse the library by tags (and
/// `--info` for what the server knows of an artist or album from outside it).
enum BrowseCommands {
  static let artists = MusicCommand.make(
    name: "artists",
    usage: "artists [--json]",
    summary: "List every artist with its album count and id.",
    options: [MusicCommand.json],
    examples: [["artists"], ["artists", "--json"]],
    run: runArtists
  )

  static let info = OptionSpec(
    name: "--info", help: "the artist's biography, links and similar artists")

  static let artist = MusicCommand.make(
    name: "artist",
    usage: "artist ID|NAME [--info] [--json]",
    summary: "Show an artist's albums; --info: biography, links and similar artists instead.",
    options: [info, MusicCommand.json],
    examples: [
      ["artist", "artist-1"], ["artist", "aurora vale"], ["artist", "artist-2", "--json"],
      ["artist", "aurora vale", "--info"],
    ],
    run: runArtist
  )

  static let albumInfo = OptionSpec(
    name: "--info", help: "the album's notes, links and images")

  static let album = MusicCommand.make(
    name: "album",
    usage: "album ID|NAME [--info] [--json]",
    summary: "Show an album's tracks in disc and track order; --info: notes and links instead.",
    options: [albumInfo, MusicCommand.json],
    examples: [
      ["album", "album-1"], ["album", "Dawn Chorus"], ["album", "album-3", "--json"],
      ["album", "dawn chorus", "--info"],
    ],
    run: runAlbum
  )

  static let song = MusicCommand.make(
    name: "song",
    usage: "song ID|NAME [--json]",
    summary: "Show everything the server knows about a song.",
    options: [MusicCommand.json],
    examples: [["song", "song-1"], ["song", "first light"], ["song", "song-9", "--json"]],
    run: runSong
  )

  @MainActor
  static func runArtists(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = ArtistsStore()
    await store.load(nil)
    let indexes = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try ArtistsJSON(indexes).encoded())
    } else if indexes.allSatisfy(\.artists.isEmpty) {
      invocation.print("No artists.")
    } else {
      invocation.print(invocation.table(CellTable.artists(indexes)))
    }
  }

  @MainActor
  static func runArtist(_ invocation: Invocation) async throws {
    let given = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    if invocation.arguments.has(info.name) { return try await runArtistInfo(given, invocation) }
    let artist = try await Lookups.withItem(.artist, given, invocation) { id in
      let store = ArtistStore()
      await store.load(ArtistID(id))
      return try store.state.loaded()
    }
    if invocation.wantsJSON {
      invocation.print(try ArtistJSON(artist).encoded())
      return
    }
    let count = artist.albumCount ?? artist.albums.count
    let name = NameText.shown(artist.name, or: .artist)
    var text = invocation.line("\(name) (\(artist.id.rawValue))") + "\n"
    text += "\(count) album\(count == 1 ? "" : "s")\n\n"
    text +=
      artist.albums.isEmpty ? "No albums.\n" : invocation.table(CellTable.artistAlbums(artist))
    invocation.print(text)
  }

  @MainActor
  static func runAlbum(_ invocation: Invocation) async throws {
    let given = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    if invocation.arguments.has(albumInfo.name) { return try await runAlbumInfo(given, invocation) }
    let album = try await Lookups.withItem(.album, given, invocation) { id in
      let store = AlbumStore()
      await store.load(AlbumID(id))
      return try store.state.loaded()
    }
    if invocation.wantsJSON {
      invocation.print(try AlbumJSON(album).encoded())
      return
    }
    let genre = NameText.isMissing(album.genre) ? nil : album.genre
    var facts = [NameText.shown(album.artist, or: .artist)]
    facts += [album.year.map(String.init), genre].compactMap { $0 }
    facts.append("\(album.songCount) song\(album.songCount == 1 ? "" : "s")")
    if let duration = album.duration { facts.append(DurationText.text(seconds: duration)) }
    if let cover = album.coverArt { facts.append("cover \(cover.rawValue)") }
    let name = NameText.shown(album.name, or: .name)
    var text = invocation.line("\(name) (\(album.id.rawValue))") + "\n"
    text += invocation.line(facts.joined(separator: ", ")) + "\n\n"
    text += album.songs.isEmpty ? "No songs.\n" : invocation.table(CellTable.albumTracks(album))
    invocation.print(text)
  }

  @MainActor
  static func runSong(_ invocation: Invocation) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let song = try await Lookups.withItem(.song, text, invocation) { id in
      let store = SongStore()
      await store.load(SongID(id))
      return try store.state.loaded()
    }
    if invocation.wantsJSON {
      invocation.print(try SongJSON(song).encoded())
    } else {
      let fields = SongDetails.fields(of: song).map { ["\($0.label):", $0.value] }
      invocation.print(invocation.labelled(fields))
    }
  }

  /// `artist NAME --info`: what the server knows of the artist.
  @MainActor
  static func runArtistInfo(_ given: String, _ invocation: Invocation) async throws {
    let info = try await Lookups.withItem(.artist, given, invocation) { id in
      let store = ArtistInfoStore()
      await store.load(ArtistID(id))
      return try store.state.loaded()
    }
    if invocation.wantsJSON {
      invocation.print(try ArtistInfoJSON(info).encoded())
      return
    }
    var rows: [[String]] = []
    if let biography = info.biography, !biography.isEmpty {
      rows.append(["Biography:", biography])
    }
    if let url = info.lastFmURL { rows.append(["Last.fm:", url.absoluteString]) }
    if let id = info.musicBrainzID { rows.append(["MusicBrainz:", id]) }
    let similar = info.similarArtists.map {
      "\(NameText.shown($0.name, or: .artist)) (\($0.id.rawValue))"
    }
    rows.append(["Similar:", similar.isEmpty ? "none known" : similar.joined(separator: ", ")])
    invocation.print(invocation.labelled(rows))
  }

  /// `album NAME --info`: what the server knows of the album.
  @MainActor
  static func runAlbumInfo(_ given: String, _ invocation: Invocation) async throws {
    let info = try await Lookups.withItem(.album, given, invocation) { id in
      let store = AlbumInfoStore()
      await store.load(AlbumID(id))
      return try store.state.loaded()
    }
    if invocation.wantsJSON {
      invocation.print(try AlbumInfoJSON(info).encoded())
      return
    }
    var rows: [[String]] = []
    if let notes = info.notes, !notes.isEmpty { rows.append(["Notes:", notes]) }
    if let url = info.lastFmURL { rows.append(["Last.fm:", url.absoluteString]) }
    if let id = info.musicBrainzID, !id.isEmpty { rows.append(["MusicBrainz:", id]) }
    if let url = info.largeImageURL ?? info.mediumImageURL ?? info.smallImageURL {
      rows.append(["Image:", url.absoluteString])
    }
    invocation.print(rows.isEmpty ? "No notes or links." : invocation.labelled(rows))
  }
}
