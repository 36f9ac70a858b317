import DependencyRegistry
import MusicPresentation
import SubsonicClient

/// `sunsonic ping`: whether the server answers and accepts the credentials.
enum PingCommand {
  static let command = MusicCommand.make(
    name: "ping",
    usage: "ping",
    summary: "Check that the server answers and accepts the credentials.",
    examples: [["ping"]],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let client = DependencyValues.current.subsonicClient
    let info: ServerInfo
    do {
      info = try await client.ping()
    } catch is CancellationError {
      throw SubsonicError.cancelled
    }
    var parts: [String] = []
    if let type = info.type {
      parts.append([type, info.serverVersion].compactMap { $0 }.joined(separator: " "))
    }
    parts.append("Subsonic API \(info.version)")
    if info.isOpenSubsonic { parts.append("OpenSubsonic") }
    invocation.print("ok: " + oneLine(parts.joined(separator: ", ")))
  }
}
