import DependencyRegistry
import MusicPresentation
import SubsonicClient

/// `sunsonic ping`: whether the server answers and accepts the credentials.
enum PingCommand {
  static let command = MusicCommand.make(
    name: "ping",
    usage: "ping [--json]",
    summary: "Check that the server answers and accepts the credentials.",
    options: [MusicCommand.json],
    examples: [["ping"], ["ping", "--json"]],
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
    if invocation.wantsJSON {
      let view = CommandJSON.Ping(
        type: info.type, serverVersion: info.serverVersion, apiVersion: info.version,
        openSubsonic: info.isOpenSubsonic)
      invocation.print(try view.encoded())
      return
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
