import DependencyRegistryTesting
import Foundation
import LoadStore
import LookupFeature
import SubsonicClient
import Testing

/// Names as well as ids: one request, case and diacritics ignored, an exact name first, and the
/// candidates listed when several match.
@MainActor @Suite(.dependencies)
struct LookupStoreTests {
  /// The searches a client was asked, in order.
  typealias Calls = Recorder<String>

  nonisolated static let albums = [
    Album(id: "al-1", name: "Night Pieces", artist: "Aurora Tönes", songCount: 1, year: 2019),
    Album(
      id: "al-2", name: "Night Pieces (Live)", artist: "Aurora Tönes", songCount: 1, year: 2021),
    Album(id: "al-3", name: "Dawn", artist: "Civil Twilight", songCount: 1, year: 2018),
    Album(id: "al-4", name: "Échos", artist: "A", songCount: 1, year: 2001),
    Album(id: "al-5", name: "Échos", artist: "B", songCount: 1, year: 2002),
  ]

  /// A client whose search answers the albums containing the text (as servers do), counting
  /// its calls.
  func client(_ calls: Calls) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      calls.record(query.text)
      #expect(query.albumCount == LookupStore.searchCount && query.songCount == 0)
      let wanted = query.text.folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      return SearchResult(
        albums: Self.albums.filter {
          $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .contains(wanted)
        })
    }
    client.getPlaylists = { _ in
      calls.record("getPlaylists")
      return [
        Playlist(id: "pl-1", name: "Road Trip", owner: "ada", songCount: 1, duration: 1),
        Playlist(id: "pl-2", name: "Morning", owner: "ada", songCount: 1, duration: 1),
      ]
    }
    return client
  }

  func look(_ lookup: Lookup, _ calls: Calls = Calls()) async -> LoadState<
    LookupCandidate, LookupFailure
  > {
    let store = LookupStore(client: client(calls))
    await store.load(lookup)
    return store.state
  }

  @Test func anExactNameWinsOverNamesThatContainIt() async {
    let calls = Calls()
    let state = await look(Lookup(.album, "night pieces"), calls)
    guard case .loaded(let found) = state else {
      Issue.record("\(state)")
      return
    }
    #expect(found.id == "al-1")
    #expect(calls.values.count == 1, "one request")
  }

  @Test func casesAndDiacriticsAreIgnoredForEverySpelling() async {
    for spelling in ["DAWN", "dawn", "Dawn", "dàwn", "  dawn ", "DÂWN"] {
      let state = await look(Lookup(.album, spelling))
      guard case .loaded(let found) = state else {
        Issue.record("\(spelling): \(state)")
        continue
      }
      #expect(found.id == "al-3", "\(spelling)")
    }
  }

  /// The search asks for the longest word without diacritics; whole names are compared folded.
  @Test func aNameWithDiacriticsTypedWithoutThemIsFound() async {
    var client = SubsonicClient.unimplemented
    let asked = Recorder<String>()
    client.search3 = { query in
      asked.record(query.text)
      // A server's LIKE: case folded, diacritics kept.
      let songs = [Song(id: "s-1", title: "Café Nocturne"), Song(id: "s-2", title: "Nocturne")]
      return SearchResult(
        songs: songs.filter { $0.title.lowercased().contains(query.text.lowercased()) })
    }
    let store = LookupStore(client: client)
    await store.load(Lookup(.song, "cafe nocturne"))
    #expect(store.state == .loaded(LookupCandidate(id: "s-1", name: "Café Nocturne")))
    #expect(asked.values == ["nocturne"])
  }

  @Test func severalEqualMatchesAreListedWithWhatTellsThemApart() async {
    let state = await look(Lookup(.album, "echos"))
    guard case .failed(.ambiguous(let lookup, let candidates), _) = state else {
      Issue.record("\(state)")
      return
    }
    #expect(lookup == Lookup(.album, "echos"))
    #expect(candidates.map(\.id) == ["al-4", "al-5"])
    #expect(candidates.map(\.artist) == ["A", "B"])
    #expect(candidates.map(\.year) == [2001, 2002])
  }

  @Test func aPartNamingSeveralIsAmbiguousAndNothingIsNotFound() async {
    guard case .failed(.ambiguous(_, let candidates), _) = await look(Lookup(.album, "night"))
    else {
      Issue.record("expected ambiguous")
      return
    }
    #expect(candidates.map(\.id) == ["al-1", "al-2"])
    let none = await look(Lookup(.album, "zzz"))
    #expect(none == .failed(.notFound(Lookup(.album, "zzz")), canRetry: false))
  }

  @Test func playlistsAreFoundInTheListOfPlaylists() async {
    let calls = Calls()
    guard case .loaded(let found) = await look(Lookup(.playlist, "road trip"), calls) else {
      Issue.record("expected a playlist")
      return
    }
    #expect(found == LookupCandidate(id: "pl-1", name: "Road Trip", artist: "ada"))
    #expect(calls.values.count == 1)
  }

  @Test func artistsAreFoundInTheWholeIndexDiacriticsIgnoredBothWays() async {
    var client = SubsonicClient.unimplemented
    let calls = Calls()
    client.getArtists = { _ in
      calls.record("getArtists")
      return [
        ArtistIndex(name: "A", artists: [Artist(id: "ar-1", name: "Aurora Tönes")]),
        ArtistIndex(name: "C", artists: [Artist(id: "ar-2", name: "Civil Twilight")]),
      ]
    }
    for spelling in ["aurora tones", "AURORA TÖNES", "tones"] {
      let store = LookupStore(client: client)
      await store.load(Lookup(.artist, spelling))
      #expect(
        store.state == .loaded(LookupCandidate(id: "ar-1", name: "Aurora Tönes")), "\(spelling)")
    }
    #expect(calls.values.count == 3, "one request each")
  }

  @Test func aFailedSearchIsTheClientsFailure() async {
    var failing = SubsonicClient.unimplemented
    failing.search3 = { _ in throw SubsonicError.timedOut(seconds: 1) }
    let store = LookupStore(client: failing)
    await store.load(Lookup(.song, "x"))
    #expect(store.state == .failed(.client(.timedOut(seconds: 1)), canRetry: true))
  }

  @Test(arguments: [
    ("song-1", true), ("42", true), ("8a1f0c2e-77d4-4c59-a1b2-1b2c3d4e5f60", true),
    ("1984", true), ("Night Pieces", false), ("aurora", false), ("", false), ("a 1", false),
  ])
  func theShapeOfAnID(text: String, looksLikeAnID: Bool) {
    #expect(Lookup(.song, text).looksLikeAnID == looksLikeAnID)
  }
}
