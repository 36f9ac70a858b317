import Foundation
import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the radio screen's list, their headers and each row's texts.
enum RadioStationsColumns {
  /// A station's name, and the host its stream comes from.
  static let stations = ScrollingList(columns: [.flexible(weight: 3), .flexible(weight: 2)])
  /// The headers of ``stations``.
  static let headers = ["Station", "Stream from"]

  /// The texts of a station's row.
  static func cells(of station: InternetRadioStation) -> [String] {
    [NameText.shown(station.name, or: .name), streamHost(of: station.streamURL)]
  }

  /// The host (with its port, when the URL names one) that `streamURL` streams from; the URL as
  /// the server sent it when it names no host.
  static func streamHost(of streamURL: String) -> String {
    guard let components = URLComponents(string: streamURL), let host = components.host,
      !host.isEmpty
    else { return streamURL }
    return components.port.map { "\(host):\($0)" } ?? host
  }
}
