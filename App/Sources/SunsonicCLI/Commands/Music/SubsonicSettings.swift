import Foundation

/// Where the Subsonic server is and who signs in: flags, then the environment, then the
/// configuration file. A password is never taken from the command line: only from
/// `SUBSONIC_PASSWORD`, standard input (`--password-stdin`) or the private configuration file.
struct SubsonicSettings: Sendable, Equatable {
  /// How `sunsonic` signs in.
  enum Credentials: Sendable, Equatable {
    /// A user name and password (token authentication, falling back to the password).
    case password(user: String, password: String)
    /// An OpenSubsonic API key.
    case apiKey(String)
  }

  /// The server's base URL.
  var server: URL
  /// The credentials.
  var credentials: Credentials
  /// Whether password authentication over plain http to a non-loopback host is allowed.
  var allowsInsecurePasswordAuthentication: Bool

  static let serverOption = OptionSpec(
    name: "--server", valueName: "URL", help: "the Subsonic server (default: $SUBSONIC_URL)")
  static let userOption = OptionSpec(
    name: "--user", valueName: "NAME", help: "the user name (default: $SUBSONIC_USER)")
  static let passwordStdinOption = OptionSpec(
    name: "--password-stdin", help: "read the password from standard input")
  static let allowInsecureOption = OptionSpec(
    name: "--allow-insecure-password",
    help: "allow sending the password over plain http to a non-local server")

  /// The options every music command accepts.
  static let options = [serverOption, userOption, passwordStdinOption, allowInsecureOption]

  /// Resolves the settings for `invocation`, or an error naming what is missing or wrong: 78 for
  /// a missing or bad configuration (environment, file), 64 for a bad flag.
  static func resolve(_ invocation: Invocation) throws(CommandFailure) -> SubsonicSettings {
    let arguments = invocation.arguments
    let environment = invocation.environment
    let file = try SubsonicConfigurationFile.load(environment: environment)

    let serverText =
      arguments.value(serverOption.name) ?? environment.nonEmpty("SUBSONIC_URL") ?? file?["server"]
    guard let serverText else {
      throw .configuration("no Subsonic server: give --server URL or set SUBSONIC_URL")
    }
    let source = arguments.value(serverOption.name) != nil ? "--server" : "the server address"
    if let components = URLComponents(string: serverText),
      components.user != nil || components.password != nil
    {
      // Never echo it: the address itself holds a password.
      throw CommandFailure(
        "\(source) must not hold a user or password: use --user and SUBSONIC_PASSWORD",
        exitCode: source == "--server" ? .usage : .configuration)
    }
    let server: URL
    do {
      server = try SuntimesSettings.parse(serverText, source: source)
    } catch {
      // A flag's value is bad usage; the environment's or the file's, a bad configuration.
      throw source == "--server" ? error : .configuration(error.message)
    }

    let allowInsecure =
      arguments.has(allowInsecureOption.name)
      || environment["SUBSONIC_ALLOW_INSECURE_PASSWORD"] == "1"
      || file?["allow-insecure-password"] == "true"

    let user =
      arguments.value(userOption.name) ?? environment.nonEmpty("SUBSONIC_USER")
      ?? file?["user"]
    if arguments.has(passwordStdinOption.name) {
      guard let user else {
        throw .configuration("--password-stdin needs a user: --user or SUBSONIC_USER")
      }
      let input = invocation.console.readInput() ?? ""
      let password = input.hasSuffix("\n") ? String(input.dropLast()) : input
      guard !password.isEmpty else { throw .usage("--password-stdin: standard input is empty") }
      guard password.utf8.count <= 1024 else {
        throw .usage("--password-stdin: more than 1024 bytes; is that a password?")
      }
      return SubsonicSettings(
        server: server, credentials: .password(user: user, password: password),
        allowsInsecurePasswordAuthentication: allowInsecure)
    }
    if let key = environment.nonEmpty("SUBSONIC_API_KEY") ?? file?["api-key"] {
      return SubsonicSettings(
        server: server, credentials: .apiKey(key),
        allowsInsecurePasswordAuthentication: allowInsecure)
    }
    guard let user else {
      throw .configuration("no Subsonic user: give --user NAME or set SUBSONIC_USER")
    }
    guard let password = environment.nonEmpty("SUBSONIC_PASSWORD") ?? file?["password"] else {
      throw .configuration(
        "no password for \(Shown.text(user)): set SUBSONIC_PASSWORD, use --password-stdin,"
          + " or put it in the configuration file")
    }
    return SubsonicSettings(
      server: server, credentials: .password(user: user, password: password),
      allowsInsecurePasswordAuthentication: allowInsecure)
  }
}

extension Dictionary where Key == String, Value == String {
  /// The value for `key` unless it is missing or empty.
  fileprivate func nonEmpty(_ key: String) -> String? {
    guard let value = self[key], !value.isEmpty else { return nil }
    return value
  }
}
