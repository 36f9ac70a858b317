/// A local audio player: plays one song's audio at a time, handed over as bytes while they
/// arrive, so that playing starts before the whole file is there.
///
/// A struct of `@Sendable` closures (the Client Pattern): the `live` value comes from
/// `PlayerClientLive` (a player program such as mpv or ffplay, fed through a pipe),
/// ``PlayerClientKey/testValue`` fails any test that calls it, and ``preview`` plays nothing, in
/// time on the registry's `Sleeper`, a deterministic timeline. Every endpoint throws ``PlayerError`` only.
public struct PlayerClient: Sendable {
  /// Finds the player and checks that it can run, starting nothing: what ``start`` would throw
  /// for a missing player, thrown before anything else is asked of anyone.
  public var prepare: @Sendable () async throws -> Void

  /// Starts a player for one song's audio; its bytes follow through the returned ``Playback``,
  /// which also pauses, resumes and stops it and reports how it goes. Throws
  /// ``PlayerError/notFound(lookedFor:)`` when there is no player to run.
  public var start: @Sendable (_ audio: AudioDescription) async throws -> Playback

  /// Creates a client from its endpoints.
  public init(
    prepare: @escaping @Sendable () async throws -> Void,
    start: @escaping @Sendable (AudioDescription) async throws -> Playback
  ) {
    self.prepare = prepare
    self.start = start
  }
}
