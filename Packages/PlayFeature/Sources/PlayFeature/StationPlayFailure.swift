import MusicPresentation
import PlayerClient
import StationStreamClient
import SubsonicClient

/// Why a station did not play, or stopped.
public enum StationPlayFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The Subsonic server failed to list its stations.
  case server(SubsonicError)
  /// The station's own host failed to send audio.
  case station(StationStreamError)
  /// The player could not start or failed.
  case player(PlayerError)
  /// No station has that id or name: the text as given.
  case notFound(String)
  /// Several stations match the name equally well: the text, and the stations.
  case ambiguous(String, [InternetRadioStation])

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .server(let error): return error.description
    case .station(let error): return error.description
    case .player(let error): return error.description
    case .notFound:
      return "no internet radio station has that name or id (see sunsonic stations)"
    case .ambiguous(_, let stations):
      let shown = stations.prefix(5).map { station in
        "\(StationStatus(station: station).stationName) (\(oneLine(station.id.rawValue)))"
      }
      return "the name fits \(stations.count) stations (\(shown.joined(separator: ", "))):"
        + " give one's id"
    }
  }

  /// What any error of a client is, as a ``StationPlayFailure``.
  static func wrapping(_ error: any Error) -> StationPlayFailure {
    switch error {
    case let failure as StationPlayFailure: return failure
    case let error as StationStreamError: return .station(error)
    case let error as PlayerError: return .player(error)
    default: return .server(SubsonicError.wrapping(error))
    }
  }
}
