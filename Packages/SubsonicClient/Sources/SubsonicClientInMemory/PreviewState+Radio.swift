import SubsonicClient

extension PreviewState {
  /// Songs like `seed`: its artist's songs first, then the others, in catalog order, without
  /// the seed song or the seed album's songs; at most `count` (50 when `nil`).
  func similarSongs(_ seed: SimilarSongsSeed, count: Int?) throws(SubsonicError) -> [Song] {
    let artist: ArtistID
    let excluded: Set<SongID>
    switch seed {
    case .song(let id):
      let record = try songRecord(id)
      (artist, excluded) = (artistID(of: record), [id])
    case .album(let id):
      let record = try albumRecord(id)
      (artist, excluded) = (record.artistID, Set(songRecords(of: id).map(\.id)))
    case .artist(let id):
      (artist, excluded) = (try artistRecord(id).id, [])
    }
    let candidates = Catalog.songs.filter { !excluded.contains($0.id) }
    let own = candidates.filter { artistID(of: $0) == artist }
    let others = candidates.filter { artistID(of: $0) != artist }
    return (own + others).prefix(max(0, count ?? 50)).map(song)
  }
}
