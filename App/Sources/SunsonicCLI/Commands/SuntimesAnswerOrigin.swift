import DependencyRegistry
import Synchronization

/// Which implementation answered `sunsonic sun`, so that the output names its source: the
/// composition root puts a new one in force for each run, and the `auto` source marks it when it
/// falls back to computing.
final class SuntimesAnswerOrigin: Sendable {
  /// Where a solar day came from.
  enum Origin: Sendable, Equatable {
    /// The Sunrise-Sunset API: show its attribution.
    case api
    /// Computed on this machine.
    case computed
  }

  private let state: Mutex<Origin>

  /// A record that says `origin` until marked otherwise.
  init(_ origin: Origin) {
    state = Mutex(origin)
  }

  /// Where the answer came from.
  var origin: Origin { state.withLock { $0 } }

  /// Records that the answer came from `origin`.
  func mark(_ origin: Origin) {
    state.withLock { $0 = origin }
  }
}

/// The registry key of ``SuntimesAnswerOrigin``. Tests and previews read a new record saying
/// `.api`, as every answer of a test or preview client is presented like the API's.
enum SuntimesAnswerOriginKey: DependencyKey {
  static var testValue: SuntimesAnswerOrigin { SuntimesAnswerOrigin(.api) }
  static var previewValue: SuntimesAnswerOrigin { SuntimesAnswerOrigin(.api) }
}

extension DependencyValues {
  /// Which implementation answered the sun command.
  var suntimesAnswerOrigin: SuntimesAnswerOrigin {
    get { self[SuntimesAnswerOriginKey.self] }
    set { self[SuntimesAnswerOriginKey.self] = newValue }
  }
}
