import Foundation
import Locking
import PlayerClient

/// The live client's mpv: one ``MPVSession`` for as long as songs come, started with the first
/// and again after the session ended (mpv quit, or it lingered with no song).
final class MPVPlayer: Sendable {
  private let command: PlayerCommand
  private let environment: [String: String]
  private let session = Locked<Task<MPVSession, any Error>?>(nil)

  init(command: PlayerCommand, environment: [String: String]) {
    self.command = command
    self.environment = environment
  }

  deinit {
    if let task = session.withLock({ $0 }) {
      Task { try? await task.value.close() }
    }
  }

  /// Appends a song to the session's queue: its playback.
  func start(_ audio: AudioDescription = AudioDescription()) async throws(PlayerError)
    -> Playback
  {
    do {
      let session = try await openSession()
      let (number, events) = try session.addSong(duration: audio.duration)
      return session.playback(song: number, events: events)
    } catch .ended {
      // The session ended between the two (it lingered with no song): a new one.
      let session = try await openSession()
      let (number, events) = try session.addSong(duration: audio.duration)
      return session.playback(song: number, events: events)
    }
  }

  /// The session, started when there is none or it has ended.
  func openSession() async throws(PlayerError) -> MPVSession {
    for _ in 0..<2 {
      let task = session.withLock { current in
        if let current { return current }
        let (command, environment) = (command, environment)
        let task = Task { () throws -> MPVSession in
          let session = try await MPVSession.start(command, environment: environment)
          session.send([.string("observe_property"), .number(1), .string("time-pos")]) { _ in }
          return session
        }
        current = task
        return task
      }
      do {
        let opened = try await task.value
        if opened.isOpen { return opened }
      } catch {
        session.withLock { if $0 == task { $0 = nil } }
        throw PlayerError.wrapping(error)
      }
      session.withLock { if $0 == task { $0 = nil } }
    }
    throw .cannotStart(program: command.name, reason: "it ended at once")
  }
}
