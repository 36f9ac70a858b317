import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The podcasts screen's state: the channels (with their episodes, to count them), and a
/// channel's episodes, newest first, each level loaded by its own ``PodcastChannelsStore`` and
/// shown with its own selection.
///
/// Opening a channel moves to its episodes at once, so they show their loading, empty or failed
/// state in place while the store loads. Enter on an episode on the server (it has a stream id)
/// calls `onPlay` with it as a song; on one that is not, `onNotice` with a line saying how to
/// fetch it (``notOnServerNotice(_:)``).
///
/// ``handle(_:modifiers:)`` takes the keys; ``PodcastsView`` draws the state. The root sets
/// ``listHeight`` to ``PodcastsView``'s `listHeight(in:)` of the area it gives the view.
@MainActor @Observable
public final class PodcastsScreen: SelectableListScreen {
  /// Loads every channel with its episodes.
  public let channelsStore: PodcastChannelsStore
  /// Loads the channel opened with its episodes.
  public let episodesStore: PodcastChannelsStore

  /// Where the screen is.
  public private(set) var level = PodcastsLevel.channels
  /// The selection in the channels.
  public private(set) var channelSelection = ListSelection()
  /// The selection in the episodes of the channel opened.
  public private(set) var episodeSelection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20
  /// The loads started and not finished (for tests, which wait for 0).
  public private(set) var loadsUnderWay = 0

  @ObservationIgnored private let onPlay: @MainActor (Song) -> Void
  @ObservationIgnored private let onNotice: @MainActor (String) -> Void

  /// A screen at the channels, nothing loaded yet (``start()`` loads them).
  ///
  /// - Parameters:
  ///   - client: the client both stores load with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - onPlay: called with the episode chosen (Enter on an episode on the server) as a song,
  ///     streamed by its stream id.
  ///   - onNotice: called with a line for the status line: why the episode chosen cannot play.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    onPlay: @escaping @MainActor (Song) -> Void = { _ in },
    onNotice: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    channelsStore = PodcastChannelsStore(client: client)
    episodesStore = PodcastChannelsStore(client: client)
    self.onPlay = onPlay
    self.onNotice = onNotice
  }

  /// Starts loading the channels, unless they were asked for already.
  public func start() {
    guard channelsStore.request == nil, channelsStore.state == .idle else { return }
    load(channelsStore, PodcastChannelsRequest(includesEpisodes: true))
  }

  /// The channels loaded, in the server's order; empty until they load.
  public var channels: [PodcastChannel] { channelsStore.state.value ?? [] }

  /// The episodes of the channel opened, newest first (those without a date last); empty until
  /// they load.
  public var episodes: [PodcastEpisode] {
    let loaded = episodesStore.state.value?.first?.episodes ?? []
    return loaded.enumerated().sorted { first, second in
      switch (first.element.publishDate, second.element.publishDate) {
      case (let one?, let other?) where one != other: return one > other
      case (.some, nil): return true
      case (nil, .some): return false
      default: return first.offset < second.offset
      }
    }.map(\.element)
  }

  /// The number of rows of the level shown.
  public var rowCount: Int {
    switch level {
    case .channels: channels.count
    case .episodes: episodes.count
    }
  }

  /// The selection of the level shown.
  public var selection: ListSelection {
    switch level {
    case .channels: channelSelection
    case .episodes: episodeSelection
    }
  }

  /// Keeps `moved` as the selection of the level shown.
  public func keepSelection(_ moved: ListSelection) {
    switch level {
    case .channels: channelSelection = moved
    case .episodes: episodeSelection = moved
    }
  }

  /// Opens the selected row: a channel's episodes, or plays an episode on the server (else says
  /// how to fetch it). Whether a row was there to open.
  @discardableResult
  public func openSelection() -> Bool {
    let index = selectedIndex
    guard index < rowCount else { return false }
    switch level {
    case .channels:
      let channel = channels[index]
      let request = PodcastChannelsRequest(includesEpisodes: true, channel: channel.id)
      if episodesStore.request != request { episodeSelection = ListSelection() }
      level = .episodes(channel: channel)
      if episodesStore.request != request || episodesStore.state.failure != nil {
        load(episodesStore, request)
      }
    case .episodes:
      let episode = episodes[index]
      if let song = episode.song {
        onPlay(song)
      } else {
        onNotice(Self.notOnServerNotice(episode))
      }
    }
    return true
  }

  /// Goes back to the channels, their selection kept. Whether there was a level to go back to.
  @discardableResult
  public func goBack() -> Bool {
    guard let parent = level.parent else { return false }
    level = parent
    return true
  }

  /// Asks again for what the level shown failed to load, when asking again may help. Whether
  /// it asked.
  @discardableResult
  public func retry() -> Bool {
    let store = level == .channels ? channelsStore : episodesStore
    guard case .failed(_, canRetry: true) = store.state, let request = store.request else {
      return false
    }
    load(store, request)
    return true
  }

  /// The line said for `episode`, not on the server: its status, and the command that fetches
  /// it (`podcast fetch`), by its id; short enough for a status line of 80 columns (the episode
  /// is the row selected, so its title is not repeated).
  public static func notOnServerNotice(_ episode: PodcastEpisode) -> String {
    let status = episode.status.map { " (\($0.rawValue))" } ?? ""
    return
      "Not on the server\(status): fetch it with 'sunsonic podcast fetch \(episode.id.rawValue)'"
  }

  /// Starts `store` loading `request`; the store lets the latest request win.
  private func load(_ store: PodcastChannelsStore, _ request: PodcastChannelsRequest) {
    loadsUnderWay += 1
    Task {
      await store.load(request)
      loadsUnderWay -= 1
    }
  }
}
