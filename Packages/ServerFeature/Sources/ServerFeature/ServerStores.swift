import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads a user's account (`getUser`): roles, e-mail, the folders they may see.
public typealias UserStore = LoadStore<String, User, SubsonicError>

/// Loads the state of the library scan (`getScanStatus`), or starts one (`startScan`) and
/// loads the state it answers with.
public typealias ScanStore = LoadStore<ScanRequest, ScanStatus, SubsonicError>

/// Loads what every user is playing now (`getNowPlaying`), most recent first.
public typealias NowPlayingStore = LoadStore<NowPlayingRequest, [NowPlayingEntry], SubsonicError>

extension UserStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { username in
      try await client.getUser(username)
    }
  }
}

extension ScanStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { request in
      request.starts ? try await client.startScan() : try await client.getScanStatus()
    }
  }
}

extension NowPlayingStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getNowPlaying().sorted { $0.minutesAgo < $1.minutesAgo }
    }
  }
}

/// What a ``ScanStore`` does: read the scan's state, or start a scan.
public struct ScanRequest: Sendable, Hashable {
  /// Whether to start a scan (a write: never repeated blindly).
  public let starts: Bool

  /// Creates a request; by default one that only reads.
  public init(starts: Bool = false) {
    self.starts = starts
  }
}

/// What a ``NowPlayingStore`` loads: everything playing now.
public struct NowPlayingRequest: Sendable, Hashable {
  /// Creates the request.
  public init() {}
}
