import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The radio screen's state: the server's internet radio stations, in the server's order, loaded
/// by an ``InternetRadioStationsStore``, and the selection among them.
///
/// One level, no trail to go back along: Enter (or a click on the row selected) calls `onPlay`
/// with the station selected; playing it is the caller's (the play feature's
/// `StationPlayStore`).
///
/// ``handle(_:modifiers:)`` takes the keys; ``RadioStationsView`` draws the state. The root sets
/// ``listHeight`` to ``RadioStationsView``'s `listHeight(in:)` of the area it gives the view.
@MainActor @Observable
public final class RadioStationsScreen: SelectableListScreen {
  /// Loads the stations.
  public let stationsStore: InternetRadioStationsStore

  /// The selection in the stations.
  public private(set) var selection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20
  /// The loads started and not finished (for tests, which wait for 0).
  public private(set) var loadsUnderWay = 0

  @ObservationIgnored private let onPlay: @MainActor (InternetRadioStation) -> Void

  /// A screen with nothing loaded yet (``start()`` loads the stations).
  ///
  /// - Parameters:
  ///   - client: the client the store loads with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - onPlay: called with the station chosen (Enter, or a click on the row selected).
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    onPlay: @escaping @MainActor (InternetRadioStation) -> Void = { _ in }
  ) {
    stationsStore = InternetRadioStationsStore(client: client)
    self.onPlay = onPlay
  }

  /// Starts loading the stations, unless they were asked for already.
  public func start() {
    guard stationsStore.request == nil, stationsStore.state == .idle else { return }
    load()
  }

  /// The stations loaded, in the server's order; empty until they load.
  public var stations: [InternetRadioStation] { stationsStore.state.value ?? [] }

  /// The number of stations shown.
  public var rowCount: Int { stations.count }

  /// The station selected, if the stations have loaded and there is one.
  public var selectedStation: InternetRadioStation? {
    let (stations, index) = (self.stations, selectedIndex)
    return stations.indices.contains(index) ? stations[index] : nil
  }

  /// Keeps `moved` as the selection.
  public func keepSelection(_ moved: ListSelection) {
    selection = moved
  }

  /// Plays the station selected (calls `onPlay` with it). Whether there was one.
  @discardableResult
  public func playSelection() -> Bool {
    guard let station = selectedStation else { return false }
    onPlay(station)
    return true
  }

  /// Asks again for the stations when they failed and asking again may help. Whether it asked.
  @discardableResult
  public func retry() -> Bool {
    guard case .failed(_, canRetry: true) = stationsStore.state else { return false }
    load()
    return true
  }

  /// Starts the store loading; the store lets the latest request win.
  private func load() {
    loadsUnderWay += 1
    Task {
      await stationsStore.load(InternetRadioStationsRequest())
      loadsUnderWay -= 1
    }
  }
}
