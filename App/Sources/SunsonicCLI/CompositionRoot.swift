import DependencyRegistry
import Foundation
import HTTPTransport
import PlayerClient
import PlayerClientLive
import StationStreamClient
import StationStreamClientLive
import SubsonicClient
import SubsonicClientInMemory
import SubsonicClientLive
import SuntimesClient
import SuntimesClientLive

/// The one place that wires live clients into the registry. Every key a command reads must be set
/// here; `CompositionRootTests` runs every command's setup in a live context and fails on any key
/// left unwired, so a forgotten client cannot ship.
///
/// Each service is configured only for the commands that use it: `sun` never reads the Subsonic
/// server or credentials (it reads only `sun-source` from the shared configuration file, when
/// neither `--source` nor `SUNTIMES_SOURCE` says), and the music commands never read the
/// Sunrise-Sunset API's settings.
enum CompositionRoot {
  /// The dependencies for `invocation`: live clients configured from its flags and environment,
  /// or, with `--preview`, every client's preview and an in-memory Subsonic server (so that what
  /// a command writes reads back within it). `sleeper` is every live wait: the commands' own and
  /// the transport's between retries (tests give one that returns at once).
  static func dependencies(
    for invocation: Invocation, sleeper: Sleeper = .live
  ) throws(CommandFailure) -> DependencyValues {
    let timeout = try invocation.timeout()
    if invocation.isPreview {
      var values = DependencyValues(context: .preview)
      values.subsonicClient = .inMemory()
      values.playerClient = previewPlayer(invocation, sleeper: values.sleeper)
      return values
    }
    var base = HTTPTransport.live()
    if invocation.arguments.has(GlobalOptions.verbose.name) {
      base = base.logging(to: invocation.console.err)
    }
    let transport = base.retrying(RetryPolicy(sleep: sleeper.sleep))
    var values = DependencyValues(context: .live)
    values.sleeper = sleeper
    if uses(Sunsonic.sunCommands, invocation) {
      try wireSuntimes(invocation, transport: transport, timeout: timeout, into: &values)
    }
    if uses(Sunsonic.musicCommands, invocation) {
      values.subsonicClient = try subsonicClient(invocation, transport: transport, timeout: timeout)
    }
    if uses(playerCommands, invocation) {
      values.playerClient = try PlayerSettings.client(invocation)
      // Its own GET to the station's host: no Subsonic credentials go with it.
      values.stationStreamClient = .live(transport: transport, timeout: timeout)
    }
    // scaffold: live clients (Scripts/new-client adds wiring above this line)
    return values
  }

  /// The live Subsonic client for the settings of `invocation` (flags, environment, the private
  /// configuration file); their own error when they are missing, bad or unsafe.
  static func subsonicClient(
    _ invocation: Invocation, transport: HTTPTransport, timeout: Duration
  ) throws(CommandFailure) -> SubsonicClient {
    let settings = try SubsonicSettings.resolve(invocation)
    let server: SubsonicServer
    do {
      server = try SubsonicServer(url: settings.server)
    } catch {
      // The reason names what is wrong without repeating the address, which may hold a password;
      // an address from the environment or the file is a bad configuration, not bad usage.
      let failure = ErrorTranslation.failure(for: error)
      let fromFlag = invocation.arguments.value(SubsonicSettings.serverOption.name) != nil
      throw fromFlag ? failure : .configuration(failure.message)
    }
    let credentials: SubsonicCredentials
    switch settings.credentials {
    case .password(let user, let password):
      credentials = .password(user: user, password: password)
    case .apiKey(let key):
      credentials = .apiKey(key)
    }
    return .live(
      server: server,
      credentials: credentials,
      transport: transport,
      timeout: timeout,
      clientName: "sunsonic",
      allowsInsecurePasswordAuthentication: settings.allowsInsecurePasswordAuthentication,
      memory: ServerMemoryFile.memory(environment: invocation.environment)
    )
  }

  /// The commands that run a player (they take `--player`): `play`, and `ui`, which plays what
  /// is chosen in it.
  static var playerCommands: [Command] {
    Sunsonic.commands.filter { $0.options.contains { $0.name == PlayerSettings.option.name } }
  }

  /// The preview's player: in time on `sleeper` where someone watches it (`ui`, or `play`
  /// drawing its status line on a terminal), else through each song at once, as a script or a
  /// pipe wants it.
  static func previewPlayer(_ invocation: Invocation, sleeper: Sleeper) -> PlayerClient {
    let isWatched = uses([UICommand.command], invocation) || invocation.drawsOnTerminal
    return .preview(sleeper: isWatched ? sleeper : .immediate)
  }

  /// Whether `invocation` runs one of `commands`.
  private static func uses(_ commands: [Command], _ invocation: Invocation) -> Bool {
    commands.contains { "sunsonic \($0.name)" == invocation.command }
  }
}
