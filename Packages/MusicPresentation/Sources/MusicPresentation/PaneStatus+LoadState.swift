import LoadStore
import SubsonicClient
import TerminalScreen

extension PaneStatus {
  /// What a feature's pane shows for a store's `state` instead of its `rows`: loading (idle
  /// too: the load is about to start), empty or failed, naming the `things` listed (`Loading
  /// radio stations…`, `No radio stations`); `nil` when there are rows to show. The one way
  /// every feature's view says it.
  public static func of<Value>(
    _ state: LoadState<Value, SubsonicError>, rows: Int, _ things: String
  ) -> PaneStatus? {
    switch state {
    case .idle, .loading: .loading("Loading \(things)…")
    case .loaded: rows == 0 ? .empty("No \(things)") : nil
    case .failed(let error, let canRetry): .failed(reason: error.description, canRetry: canRetry)
    }
  }
}
