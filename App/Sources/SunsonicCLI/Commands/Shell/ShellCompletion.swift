/// The completion scripts `sunsonic completion SHELL` prints, made from the command table so that
/// every command, subcommand and option completes: for bash, zsh and fish.
///
/// An option's value completes as a file when its placeholder says FILE, as one of the choices
/// when the placeholder lists them (`api|local|auto`), and not at all otherwise.
enum ShellCompletion {
  /// The shells there is a script for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The script for `shell`, completing `commands` (each with the global options).
  static func script(for shell: Shell, commands: [Command]) -> String {
    let table = Table(commands: commands)
    switch shell {
    case .bash: return bash(table)
    case .zsh: return zsh(table)
    case .fish: return fish(table)
    }
  }

  /// What the scripts need, in the shells' words.
  struct Table {
    /// The command names, then `help`.
    let names: [String]
    /// Each command's words after its name: subcommands, then its options and the global ones.
    let words: [(name: String, words: [String])]
    /// The options that take a value (long and short names).
    let valued: [String]
    /// Options whose value is a file.
    let files: [String]
    /// Options whose value is one of a few words, with the words.
    let choices: [(option: String, words: [String])]
    /// The global options, for before the command.
    let globals: [String]
    /// Every option, for fish: long name, short letter, whether it takes a value, help, and the
    /// commands that take it (empty: all).
    let options: [OptionSpec]
    /// The commands, for fish's per-command conditions.
    let commands: [Command]

    init(commands: [Command]) {
      self.commands = commands
      let all = GlobalOptions.all + [GlobalOptions.version] + commands.flatMap(\.options)
      names = commands.map(\.name) + ["help"]
      globals = (GlobalOptions.all + [GlobalOptions.version]).flatMap(Self.spellings)
      words =
        commands.map { command in
          (
            command.name,
            command.subcommands + (command.options + GlobalOptions.all).flatMap(Self.spellings)
          )
        } + [("help", commands.map(\.name))]
      valued = Self.unique(all.filter { $0.valueName != nil }.flatMap(Self.spellings))
      files = Self.unique(all.filter { $0.valueName == "FILE" }.flatMap(Self.spellings))
      choices = Self.unique(
        all.compactMap { option in
          guard let value = option.valueName, value.contains("|") else { return nil }
          return option.name
        }
      ).compactMap { name in
        all.first { $0.name == name }.flatMap { option in
          option.valueName.map { (name, $0.split(separator: "|").map(String.init)) }
        }
      }
      options = all.reduce(into: []) { seen, option in
        if !seen.contains(where: { $0.name == option.name }) { seen.append(option) }
      }
    }

    private static func spellings(_ option: OptionSpec) -> [String] {
      [option.name] + (option.shortName.map { [$0] } ?? [])
    }

    private static func unique(_ words: [String]) -> [String] {
      words.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
  }
}
