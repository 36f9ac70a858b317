import AnnotationFeature
import MediaFeature
import PlayFeature
import PlaylistsFeature
import ServerFeature
import TerminalScreen

/// The status line above what plays: what the last action did, drawn by that action's own line
/// (``AnnotationStatusLine``, ``DownloadStatusLine``) or its outcome (the playlist picker's, the
/// queue's) drawn here.
@MainActor
struct UIStatusLine {
  let actions: UIActions
  let playback: UIPlayback

  static let style = Style(dim: true)

  func draw(in buffer: inout ScreenBuffer, area: Rect) {
    switch actions.status {
    case .annotation:
      AnnotationStatusLine(store: actions.annotations, itemName: actions.annotatedName)
        .draw(in: &buffer, area: area)
    case .download: DownloadStatusLine(download: actions.downloads).draw(in: &buffer, area: area)
    case .playlist:
      let outcome = actions.picker.lastOutcome
      put(
        outcome.map { ($0.description, $0.isFailure ? PaneStatus.failureStyle : Self.style) },
        in: &buffer, area: area)
    case .queue: put(queueLine, in: &buffer, area: area)
    case .share: put(shareLine, in: &buffer, area: area)
    case .failure(let line): put((line, PaneStatus.failureStyle), in: &buffer, area: area)
    case .notice(let line): put((line, Self.style), in: &buffer, area: area)
    case nil: break
    }
  }

  /// What the last `a` did.
  private var queueLine: (String, Style)? {
    switch playback.addition {
    case .adding(let name): ("Adding “\(name)” to the queue…", Self.style)
    case .added(let count, let name):
      ("Added “\(name)” to the queue (\(count == 1 ? "1 song" : "\(count) songs"))", Self.style)
    case .failed(let name, let failure):
      ("Adding “\(name)” failed: \(failure)", PaneStatus.failureStyle)
    case nil: nil
    }
  }

  /// What the last `S` did: the public link, or why there is none.
  private var shareLine: (String, Style)? {
    let name = actions.sharedName
    switch actions.shares.state {
    case .idle, .loading: return ("Sharing “\(name)”…", Self.style)
    case .loaded(let outcome):
      guard let share = outcome.share else {
        return (
          "Shared “\(name)”; the server did not say its link (see sunsonic shares)", Self.style
        )
      }
      return ("Shared “\(name)”: \(share.url)", Self.style)
    case .failed(let failure, _):
      return ("Sharing “\(name)” failed: \(failure)", PaneStatus.failureStyle)
    }
  }

  private func put(_ line: (String, Style)?, in buffer: inout ScreenBuffer, area: Rect) {
    guard let (text, style) = line, area.width > 2, area.height > 0 else { return }
    buffer.put(text, x: area.x + 1, y: area.y, style: style, maxWidth: area.width - 2)
  }
}
