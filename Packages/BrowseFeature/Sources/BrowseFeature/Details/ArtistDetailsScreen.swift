import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The artist details overlay's state: the artist shown, what the server knows of them (a
/// biography and similar artists, loaded by an ``ArtistInfoStore``), the selection in the
/// similar artists and how far the biography is scrolled.
///
/// ``show(_:)`` shows an artist and loads their information (unless the store holds it
/// already); ``handle(_:modifiers:)`` takes the keys: the similar artists take the selection,
/// and opening one that is in the library calls `onOpen`. ``ArtistDetailsView`` draws the
/// state. The root that owns the screen sets ``listHeight``, ``biographyHeight`` and
/// ``textWidth`` from the area it gives the view (``ArtistDetailsView/fit(_:to:)``).
@MainActor @Observable
public final class ArtistDetailsScreen {
  /// Loads the biography and the similar artists of the artist shown.
  public let infoStore: ArtistInfoStore

  /// The artist shown; `nil` until ``show(_:)``.
  public private(set) var artist: Artist?
  /// The selection in the similar artists.
  public private(set) var selection = ListSelection()
  /// The first line of the biography shown at the top of its area (0 until scrolled).
  public private(set) var biographyTop = 0
  /// How many rows the similar artists show: the height of a page, and the room the selection
  /// is kept in.
  public var listHeight = 10
  /// How many rows the biography shows.
  public var biographyHeight = 10
  /// How many columns the biography is wrapped to.
  public var textWidth = 76
  /// The loads started and not finished (a store shows `loading` only once its task runs): for
  /// an activity mark, and for tests, which wait for 0.
  public private(set) var loadsUnderWay = 0

  @ObservationIgnored private let onOpen: @MainActor (Artist) -> Void

  /// A screen showing no artist yet.
  ///
  /// - Parameters:
  ///   - client: the client the information loads with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - onOpen: called with a similar artist chosen (Enter, Right or `l`, or a second click)
  ///     that is in the library.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    onOpen: @escaping @MainActor (Artist) -> Void = { _ in }
  ) {
    infoStore = ArtistInfoStore(client: client)
    self.onOpen = onOpen
  }

  /// Shows `artist`, the biography from its top and the first similar artist selected, and
  /// starts loading what the server knows of them unless the store holds it or is loading it.
  public func show(_ artist: Artist) {
    self.artist = artist
    selection = ListSelection()
    biographyTop = 0
    if infoStore.request == artist.id, infoStore.state.failure == nil { return }
    startLoading(artist.id)
  }

  /// The similar artists, in the server's order; empty until they load.
  public var similarArtists: [Artist] { infoStore.state.value?.similarArtists ?? [] }

  /// The similar artist selected; `nil` when there is none.
  public var selectedArtist: Artist? {
    let artists = similarArtists
    let index = selection.clamped(count: artists.count, height: listHeight).index
    return artists.indices.contains(index) ? artists[index] : nil
  }

  /// The biography as plain text wrapped to `width` columns; empty when there is none.
  func biographyLines(width: Int) -> [String] {
    let text = BiographyText.plain(infoStore.state.value?.biography ?? "")
    return text.isEmpty ? [] : WrappedText(text, width: width).lines
  }

  /// Changes the selection, fitted to the similar artists and ``listHeight``.
  public func moveSelection(_ change: (inout ListSelection, _ count: Int, _ height: Int) -> Void) {
    var moved = selection
    change(&moved, similarArtists.count, listHeight)
    selection = moved
  }

  /// Scrolls the biography as `motion` says, within its lines at ``textWidth``.
  public func scrollBiography(_ motion: ListMotion) {
    let count = biographyLines(width: textWidth).count
    biographyTop = motion.scrolled(top: biographyTop, count: count, height: biographyHeight)
  }

  /// Opens the similar artist selected when it is in the library (it has an id): calls
  /// `onOpen` with it. Whether it did.
  @discardableResult
  public func openSelection() -> Bool {
    guard let artist = selectedArtist, !artist.id.rawValue.isEmpty else { return false }
    onOpen(artist)
    return true
  }

  /// Asks again for information that failed to load, when asking again may help. Whether it
  /// asked.
  @discardableResult
  public func retry() -> Bool {
    guard case .failed(_, canRetry: true) = infoStore.state, let id = infoStore.request else {
      return false
    }
    startLoading(id)
    return true
  }

  private func startLoading(_ id: ArtistID) {
    loadsUnderWay += 1
    Task {
      await infoStore.load(id)
      loadsUnderWay -= 1
    }
  }
}
