import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// A radio screen on `client`, its stations loaded (or failed); the stations it plays go to
/// `played`.
@MainActor func loadedRadio(
  _ client: SubsonicClient, played: StationsPlayed = StationsPlayed()
) async -> RadioStationsScreen {
  let screen = RadioStationsScreen(client: client, onPlay: { played.stations.append($0) })
  screen.start()
  await settled(screen)
  return screen
}

/// The stations a screen played.
@MainActor final class StationsPlayed {
  var stations: [InternetRadioStation] = []
}

/// Expects the radio view of `screen` to match `<name>-80x24` and `<name>-120x40`, with the
/// screen's list height set from the area as a root sets it.
@MainActor func expectScreens(
  of screen: RadioStationsScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    screen.listHeight = RadioStationsView.listHeight(in: area)
    RadioStationsView(screen: screen).draw(in: &buffer, area: area)
  }
}

/// Clients for the radio screen's states: each sets only `getInternetRadioStations`, so any
/// other request fails the test.
enum RadioClients {
  /// `getInternetRadioStations` answers `stations`.
  static func listing(_ stations: [InternetRadioStation]) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getInternetRadioStations = { stations }
    return client
  }

  /// `getInternetRadioStations` opens `entered`, then answers the preview's station once
  /// `release` opens.
  static func answering(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getInternetRadioStations = {
      entered.open()
      await release.wait()
      return [PreviewValues.station]
    }
    return client
  }

  /// `getInternetRadioStations` throws `error`.
  static func failing(_ error: SubsonicError) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getInternetRadioStations = { throw error }
    return client
  }

  /// Names and URLs that are long, wide (CJK, emoji), or hold escape sequences and bidi
  /// overrides; a station without a name; a stream URL that names no host.
  static var hostile: SubsonicClient {
    listing([
      InternetRadioStation(
        id: "long", name: String(repeating: "A very long station name ", count: 8),
        streamURL: "https://" + String(repeating: "stream", count: 20) + ".example.net/live"),
      InternetRadioStation(
        id: "wide", name: "夜明けのラジオ 📻🌅 夜明けのラジオ 📻🌅 夜明けのラジオ",
        streamURL: "http://ラジオ.example.jp:8000/stream"),
      InternetRadioStation(
        id: "escape", name: "\u{1B}[2J\u{1B}]0;pwned\u{07}Red\u{1B}[31m FM\u{202E}evil",
        streamURL: "\u{1B}[31mnot a url\u{1B}[0m"),
      InternetRadioStation(id: "unnamed", name: "  ", streamURL: "icecast://radio.example.org/a"),
    ])
  }
}
