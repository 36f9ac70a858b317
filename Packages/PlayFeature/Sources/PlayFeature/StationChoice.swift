import Foundation
import SubsonicClient

/// Which of the server's internet radio stations `play --station` names, by the rule names
/// follow everywhere: the station with that exact id first, then the one whose name is the text
/// (case and diacritics ignored), then the one whose name holds it.
public enum StationChoice {
  /// The one station of `stations` that `text` names; none or several is the failure saying so.
  public static func choose(_ text: String, among stations: [InternetRadioStation])
    throws(StationPlayFailure) -> InternetRadioStation
  {
    if let station = stations.first(where: { $0.id.rawValue == text }) { return station }
    let wanted = folded(text)
    let named = stations.map { (station: $0, name: folded($0.name ?? "")) }
    let exact = named.filter { $0.name == wanted }.map(\.station)
    let partial = named.filter { !wanted.isEmpty && $0.name.contains(wanted) }.map(\.station)
    let best = exact.isEmpty ? partial : exact
    switch best.count {
    case 0: throw .notFound(text)
    case 1: return best[0]
    default: throw .ambiguous(text, best)
    }
  }

  /// The station's stream URL when it is one to fetch: `http` or `https` with a host; else the
  /// failure naming what is wrong (it came from the server, unchecked).
  public static func streamURL(of station: InternetRadioStation) throws(StationPlayFailure) -> URL {
    guard let components = URLComponents(string: station.streamURL),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty, let url = components.url
    else {
      throw .station(
        .invalidURL("the server gave one that is not an http or https URL with a host"))
    }
    return url
  }

  /// `text` for comparison: case, diacritics and width folded, spaces at the ends trimmed.
  static func folded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }
}
