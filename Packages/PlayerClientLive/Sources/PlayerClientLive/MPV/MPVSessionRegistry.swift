import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sessions whose mpv runs, so that sunsonic's exit ends them and reaps them (an idle mpv
/// would otherwise wait for commands for ever, and one ended but not waited for stays a zombie
/// of whoever inherits it). Exits after INT, TERM and HUP go through `exit`, so through here;
/// only SIGKILL of sunsonic leaves an mpv behind.
enum MPVSessionRegistry {
  private static let sessions = Locked<[ObjectIdentifier: MPVSession]>([:])
  private static let atExit: Void = {
    atexit {
      let running = MPVSessionRegistry.sessions.withLock { Array($0.values) }
      for session in running { session.terminateAndWait() }
    }
  }()

  /// Keeps `session` until ``remove(_:)``; its mpv is terminated and reaped at sunsonic's exit.
  static func add(_ session: MPVSession) {
    _ = atExit
    sessions.withLock { $0[ObjectIdentifier(session)] = session }
  }

  /// Forgets `session`, whose mpv has ended.
  static func remove(_ session: MPVSession) {
    _ = sessions.withLock { $0.removeValue(forKey: ObjectIdentifier(session)) }
  }
}
