import MusicPresentation

extension CellTable {
  /// The items a name matched, to choose from: `Name`, `Artist` (`Owner` for playlists),
  /// `Year`, `ID`; an album's or song's empty name or artist as ``NameText`` shows it.
  public static func candidates(_ candidates: [LookupCandidate], kind: Lookup.Kind) -> CellTable {
    CellTable(
      columns: [
        Column("Name"), Column(kind == .playlist ? "Owner" : "Artist"),
        Column("Year", alignment: .right), Column("ID"),
      ],
      rows: candidates.map {
        [
          NameText.shown($0.name, or: missingName(of: kind)),
          kind == .album || kind == .song
            ? NameText.shown($0.artist, or: .artist) : $0.artist ?? "",
          $0.year.map(String.init) ?? "", $0.id,
        ]
      })
  }

  /// What an empty name of `kind` is shown as: `(unknown artist)`, `(no title)`, `(no name)`.
  private static func missingName(of kind: Lookup.Kind) -> MissingName {
    switch kind {
    case .artist: .artist
    case .song: .title
    case .album, .playlist: .name
    }
  }
}
