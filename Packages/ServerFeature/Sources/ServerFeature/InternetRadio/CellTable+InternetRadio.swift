import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The internet radio stations, in the server's order: `Station`, `ID`, `Stream`,
  /// `Home page` (empty when none).
  public static func internetRadioStations(_ stations: [InternetRadioStation]) -> CellTable {
    CellTable(
      columns: [Column("Station"), Column("ID"), Column("Stream"), Column("Home page")],
      rows: stations.map {
        [
          NameText.shown($0.name, or: .name), $0.id.rawValue, $0.streamURL,
          $0.homePageURL ?? "",
        ]
      })
  }
}
