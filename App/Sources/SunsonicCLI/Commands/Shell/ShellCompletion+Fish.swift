extension ShellCompletion {
  /// `complete -c sunsonic …` lines: commands before any, then each command's words and options.
  static func fish(_ table: Table) -> String {
    var lines = [
      "# fish completion for sunsonic: sunsonic completion fish > ~/.config/fish/completions/sunsonic.fish",
      "complete -c sunsonic -f",
    ]
    let names = table.names.joined(separator: " ")
    for command in table.commands {
      lines.append(
        "complete -c sunsonic -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name)"
          + " -d \(quoted(command.summary.prefix { $0 != ";" && $0 != ":" && $0 != "." }))")
    }
    lines.append(
      "complete -c sunsonic -n 'not __fish_seen_subcommand_from \(names)' -a help -d 'Show help'")
    lines.append(
      "complete -c sunsonic -n '__fish_seen_subcommand_from help' -a '\(table.commands.map(\.name).joined(separator: " "))'"
    )
    for command in table.commands where !command.subcommands.isEmpty {
      lines.append(
        "complete -c sunsonic -n '__fish_seen_subcommand_from \(command.name)' -a '\(command.subcommands.joined(separator: " "))'"
      )
    }
    for option in table.options {
      let users = table.commands.filter { command in
        command.options.contains { $0.name == option.name }
      }
      let isGlobal = (GlobalOptions.all + [GlobalOptions.version]).contains {
        $0.name == option.name
      }
      var line = "complete -c sunsonic"
      if !isGlobal {
        line += " -n '__fish_seen_subcommand_from \(users.map(\.name).joined(separator: " "))'"
      }
      line += " -l \(option.name.dropFirst(2))"
      if let short = option.shortName { line += " -s \(short.dropFirst())" }
      if let value = option.valueName {
        if value == "FILE" {
          line += " -r -F"
        } else if value.contains("|") {
          line += " -x -a '\(value.split(separator: "|").joined(separator: " "))'"
        } else {
          line += " -x"
        }
      }
      lines.append(line + " -d \(quoted(option.help))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes for fish.
  private static func quoted<Text: StringProtocol>(_ text: Text) -> String {
    "'" + String(text).replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
