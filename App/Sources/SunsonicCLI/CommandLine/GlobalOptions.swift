/// Options every command accepts.
enum GlobalOptions {
  static let help = OptionSpec(name: "--help", shortName: "-h", help: "show this help")
  static let timeout = OptionSpec(
    name: "--timeout",
    valueName: "SECONDS",
    help: "give up on a request after this long, or a download silent this long (default 30)"
  )
  static let preview = OptionSpec(
    name: "--preview",
    help: "use the built-in preview data instead of any server"
  )

  static let verbose = OptionSpec(
    name: "--verbose",
    help: "log each HTTP exchange to stderr: method, path (no query), status, time"
  )

  static let all = [help, timeout, preview, verbose]

  /// `--version`, read before the command's name only.
  static let version = OptionSpec(name: "--version", shortName: "-V", help: "show the version")
}
