extension ManualPage {
  /// `sunsonic(1)`: every command of ``Sunsonic/commands`` in the groups `--help` shows, the
  /// global options, the environment, the configuration file's keys and the exit codes.
  static var sunsonic: ManualPage {
    ManualPage(
      name: "sunsonic",
      oneLine: "sun times and a Subsonic music library from the command line",
      version: Sunsonic.version,
      date: Sunsonic.versionDate,
      description: [
        "sunsonic shows sunrise, sunset, twilights and day length for any place, from the"
          + " Sunrise-Sunset API or computed on this machine. It browses, searches, stars, rates,"
          + " downloads, streams and plays the music of a Subsonic server, with a command each or"
          + " in a full-screen client (ui), playing through mpv or ffplay.",
        "Options go before or after the command. Listing commands take --json for one JSON"
          + " document with stable field names. A failure is one line on standard error and an"
          + " exit code (EXIT STATUS). sunsonic help COMMAND shows one command's help.",
      ],
      globalOptions: GlobalOptions.all + [GlobalOptions.version],
      groups: [
        CommandGroup(
          title: "SUN COMMANDS", introduction: "The sun needs no Subsonic server.",
          commands: Sunsonic.sunCommands),
        CommandGroup(
          title: "MUSIC COMMANDS",
          introduction:
            "These talk to a Subsonic server. The first setting found wins: the flags, then the"
            + " environment (SUBSONIC_URL, SUBSONIC_USER, SUBSONIC_PASSWORD or SUBSONIC_API_KEY),"
            + " then the configuration file (FILES). No flag takes a password. With --preview"
            + " they answer from a built-in library instead, the one the examples name.",
          commands: Sunsonic.musicCommands),
        CommandGroup(
          title: "SHELL COMMANDS", introduction: "Completion scripts and this page.",
          commands: Sunsonic.shellCommands),
      ],
      environment: environment,
      files: [
        (
          Entry(
            name: "$XDG_CONFIG_HOME/sunsonic/config",
            meaning:
              "The configuration file (default ~/.config/sunsonic/config): key = value lines and"
              + " # comments, read after the flags and the environment. It may hold a password,"
              + " so it is refused (exit 78) when anyone but its owner can read it. Its keys:"),
          SubsonicConfigurationFile.keys.map { Entry(name: $0.name, meaning: $0.meaning) }
        ),
        (
          Entry(
            name: "$XDG_STATE_HOME/sunsonic/servers",
            meaning:
              "What sunsonic learnt of each server and user (tokens or a password, the API"
              + " version), so that a command costs one request (default"
              + " ~/.local/state/sunsonic/servers). It holds no secret."),
          []
        ),
      ],
      exitCodes: ExitCode.allCases.map { code in
        // The help line's text after its code, as a sentence.
        let text = code.helpLine.drop { $0 != " " }.drop { $0 == " " }
        return Entry(
          name: String(code.rawValue), meaning: text.prefix(1).uppercased() + text.dropFirst() + "."
        )
      },
      examples: examples,
      seeAlso: [("ffplay", 1), ("mpv", 1)]
    )
  }

  /// The variables `sunsonic` reads.
  static let environment = [
    Entry(name: "SUBSONIC_URL", meaning: "The Subsonic server, when --server is not given."),
    Entry(name: "SUBSONIC_USER", meaning: "The user name, when --user is not given."),
    Entry(
      name: "SUBSONIC_PASSWORD",
      meaning: "The password; --password-stdin reads it from standard input instead."),
    Entry(
      name: "SUBSONIC_API_KEY",
      meaning: "An OpenSubsonic API key, to sign in with instead of a user and password."),
    Entry(
      name: "SUBSONIC_ALLOW_INSECURE_PASSWORD",
      meaning: "1 allows sending the password over plain http to a server elsewhere, as"
        + " --allow-insecure-password does."),
    Entry(
      name: "SUNTIMES_SOURCE",
      meaning: "Where sun takes its times from (api, local or auto) when --source is not given."),
    Entry(
      name: "SUNTIMES_API_URL",
      meaning: "The Sunrise-Sunset API's address, when --api-url is not given."),
    Entry(
      name: "NO_COLOR",
      meaning: "Set and not empty: ui draws without colours (bold, dim and reverse stay)."),
    Entry(
      name: "XDG_CONFIG_HOME",
      meaning: "The folder of the configuration file, when an absolute path; else ~/.config."),
    Entry(
      name: "XDG_STATE_HOME",
      meaning: "The folder of the servers file, when an absolute path; else ~/.local/state."),
    Entry(name: "HOME", meaning: "The home folder, where the default folders are."),
    Entry(
      name: "COLUMNS",
      meaning: "The width tables are fitted to; else the terminal's, else none (a pipe)."),
    Entry(
      name: "TERM",
      meaning: "ui needs a terminal type other than dumb; with dumb, download shows no progress."),
  ]

  /// The EXAMPLES section's examples, across commands.
  static let examples = [
    Example(
      meaning: "Try the commands on the built-in preview library, with no server:",
      arguments: ["--preview", "artists"]),
    Example(
      meaning: "An album by name (case and accents ignored), as JSON:",
      arguments: ["--preview", "album", "dawn chorus", "--json"]),
    Example(
      meaning: "Check that a server answers, the password read from standard input:",
      arguments: [
        "--server", "https://music.example.org", "--user", "me", "--password-stdin", "ping",
      ]),
    Example(
      meaning: "Play an album shuffled, through mpv or ffplay:",
      arguments: ["play", "--album", "Night Pieces", "--shuffle"]),
    Example(
      meaning: "The full-screen client, with mouse clicks:", arguments: ["ui", "--mouse"]),
    Example(
      meaning: "Sunrise and sunset in Toronto today, computed on this machine:",
      arguments: ["sun", "--lat", "43.6532", "--lng", "-79.3832", "--source", "local"]),
  ]
}
