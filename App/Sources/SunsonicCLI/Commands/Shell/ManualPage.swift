/// The manual page `sunsonic(1)`, written in mdoc(7) from the same command specifications that
/// `--help` and the shell completions are made from (``Command``, ``OptionSpec``), in the layout
/// of swift-argument-parser's `generate-manual`: NAME, SYNOPSIS, DESCRIPTION with the global
/// options, a section per group of commands with a subsection per command (its usage, summary,
/// options and examples), then ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES and SEE ALSO.
///
/// Every text is escaped with ``Roff``, so a specification cannot inject a request; the page
/// depends on nothing but its values (no clock, no environment).
struct ManualPage: Sendable {
  /// Commands the page describes in one section, as `--help` groups them.
  struct CommandGroup: Sendable {
    /// The section's title, e.g. `MUSIC COMMANDS`.
    var title: String
    /// The paragraph before the commands.
    var introduction: String
    /// The commands, in the order `--help` lists them.
    var commands: [Command]

    /// The options every command of the group takes, when the group has more than one command:
    /// listed once at the group's head rather than under each command.
    var sharedOptions: [OptionSpec] {
      guard commands.count > 1, let first = commands.first else { return [] }
      return first.options.filter { option in
        commands.allSatisfy { command in command.options.contains { $0.name == option.name } }
      }
    }
  }

  /// A name and what it means: an environment variable, a file, a key, an exit code.
  struct Entry: Sendable {
    /// The name as it is typed.
    var name: String
    /// What it means, in sentences.
    var meaning: String
  }

  /// One example in the EXAMPLES section.
  struct Example: Sendable {
    /// What it does.
    var meaning: String
    /// The arguments after `sunsonic`.
    var arguments: [String]
  }

  /// The program's name, the page's title.
  var name: String
  /// The line after the name in NAME.
  var oneLine: String
  /// The version, in the page's footer.
  var version: String
  /// The date of the version (`November 25, 2026`), in the footer: a fixed one, so that the
  /// page is the same on every build.
  var date: String
  /// The DESCRIPTION's paragraphs, before the global options.
  var description: [String]
  /// The options every command takes, in DESCRIPTION.
  var globalOptions: [OptionSpec]
  /// The commands, a section per group.
  var groups: [CommandGroup]
  /// The environment variables read.
  var environment: [Entry]
  /// The files read or written, each with its own entries (a configuration file's keys).
  var files: [(file: Entry, keys: [Entry])]
  /// The exit codes.
  var exitCodes: [Entry]
  /// Examples across commands.
  var examples: [Example]
  /// Other pages, as `mpv(1)`.
  var seeAlso: [(page: String, section: Int)]

  /// The page's mdoc source.
  var source: String {
    var lines = [
      ".\\\" \(Roff.escaped(name))(1): made by `\(Roff.escaped(name)) manual` from the command"
        + " specifications; do not edit.",
      ".Dd \(Roff.escaped(date))",
      ".Dt \(Roff.escaped(name.uppercased())) 1",
      ".Os \(Roff.argument(name)) \(Roff.argument(version))",
      ".Sh NAME",
      ".Nm \(Roff.argument(name))",
      ".Nd \(Self.words(oneLine))",
      ".Sh SYNOPSIS",
      ".Nm", ".Op Ar options", ".Ar command", ".Op Ar arguments",
      ".Nm", ".Cm help", ".Op Ar command",
      ".Nm", ".Fl \\-version",
      ".Sh DESCRIPTION",
    ]
    lines += paragraphs(description)
    lines += [".Pp"] + Roff.textLines("The global options go before or after the command:")
    lines += optionList(globalOptions)
    for group in groups {
      lines.append(".Sh \(Self.words(group.title))")
      lines += Roff.textLines(group.introduction)
      let shared = group.sharedOptions
      if !shared.isEmpty {
        lines += [".Pp"] + Roff.textLines("Each of these commands also takes:")
        lines += optionList(shared)
      }
      for command in group.commands {
        lines += subsection(command, leaving: shared)
      }
    }
    lines.append(".Sh ENVIRONMENT")
    lines += tagList(environment, macro: "Ev")
    lines.append(".Sh FILES")
    lines.append(".Bl -tag -width Ds")
    for (file, keys) in files {
      lines.append(".It Pa \(Roff.argument(file.name))")
      lines += Roff.textLines(file.meaning)
      if !keys.isEmpty { lines += tagList(keys, macro: "Cm") }
    }
    lines.append(".El")
    lines.append(".Sh EXIT STATUS")
    lines += tagList(exitCodes, macro: "Li")
    lines.append(".Sh EXAMPLES")
    for (index, example) in examples.enumerated() {
      if index > 0 { lines.append(".Pp") }
      lines += Roff.textLines(example.meaning)
      lines.append(".Bd -literal -offset indent")
      lines.append(Roff.literalLine(commandLine(example.arguments)))
      lines.append(".Ed")
    }
    lines.append(".Sh SEE ALSO")
    for (index, page) in seeAlso.enumerated() {
      let comma = index < seeAlso.count - 1 ? " ," : ""
      lines.append(".Xr \(Roff.argument(page.page)) \(page.section)\(comma)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's subsection: its usage forms, summary, options (but `shared`) and examples.
  private func subsection(_ command: Command, leaving shared: [OptionSpec]) -> [String] {
    var lines = [".Ss \(Roff.argument(command.name))"]
    for form in command.usage.split(separator: "\n") {
      lines.append(".D1 Nm \(Roff.argument(name)) \(ManualSynopsis.macros(String(form)))")
    }
    lines += [".Pp"] + Roff.textLines(command.summary)
    let own = command.options.filter { option in !shared.contains { $0.name == option.name } }
    lines += optionList(own)
    if !command.examples.isEmpty {
      lines.append(".Pp")
      lines += Roff.textLines(
        command.examplesNote.map { "Examples (\($0)):" } ?? "Examples:")
      lines.append(".Bd -literal -offset indent")
      lines += command.examples.map { Roff.literalLine(commandLine($0)) }
      lines.append(".Ed")
    }
    return lines
  }

  /// `options` as a tagged list, or nothing when there are none.
  private func optionList(_ options: [OptionSpec]) -> [String] {
    guard !options.isEmpty else { return [] }
    var lines = [".Bl -tag -width Ds"]
    for option in options {
      lines.append(".It \(ManualSynopsis.option(option))")
      lines += Roff.textLines(option.help)
    }
    return lines + [".El"]
  }

  /// `entries` as a tagged list with each name in `macro`.
  private func tagList(_ entries: [Entry], macro: String) -> [String] {
    guard !entries.isEmpty else { return [] }
    var lines = [".Bl -tag -width Ds"]
    for entry in entries {
      lines.append(".It \(macro) \(Roff.argument(entry.name))")
      lines += Roff.textLines(entry.meaning)
    }
    return lines + [".El"]
  }

  /// `text` as the arguments of a macro that takes words (`Nd`, `Sh`), each escaped.
  private static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).map { Roff.argument(String($0)) }
      .joined(separator: " ")
  }

  /// Paragraphs with `.Pp` between them.
  private func paragraphs(_ texts: [String]) -> [String] {
    texts.enumerated().flatMap { index, text in
      (index == 0 ? [] : [".Pp"]) + Roff.textLines(text)
    }
  }

  /// `arguments` after the program's name, as a shell reads them back.
  private func commandLine(_ arguments: [String]) -> String {
    ([name] + arguments.map(Command.shellWord)).joined(separator: " ")
  }
}
