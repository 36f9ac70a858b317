import MusicPresentation

extension CellTable {
  /// The items a name matched, to choose from: `Name`, `Artist` (`Owner` for playlists),
  /// `Year`, `ID`.
  public static func candidates(_ candidates: [LookupCandidate], kind: Lookup.Kind) -> CellTable {
    CellTable(
      columns: [
        Column("Name"), Column(kind == .playlist ? "Owner" : "Artist"),
        Column("Year", alignment: .right), Column("ID"),
      ],
      rows: candidates.map { [$0.name, $0.artist ?? "", $0.year.map(String.init) ?? "", $0.id] })
  }
}
