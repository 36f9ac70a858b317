/// One `sunsonic` command: its name, help, options and what it does.
struct Command: Sendable {
  /// The name typed after `sunsonic`.
  var name: String
  /// The usage line(s) without `sunsonic`, e.g. `sun --lat DEGREES --lng DEGREES [...]`.
  var usage: String
  /// One line for the command list.
  var summary: String
  /// Options beyond the global ones.
  var options: [OptionSpec]
  /// Example argument lists (without `sunsonic`), shown in help. `CompositionRootTests` runs
  /// each one against the live wiring, so every command needs at least one.
  var examples: [[String]]
  /// What the examples name, when they hold data (the preview library's names and ids).
  var examplesNote: String?
  /// Words that may follow the name (`playlist create`, `completion bash`), for completion.
  var subcommands: [String] = []
  /// Runs the command with dependencies already in force.
  var run: @MainActor @Sendable (Invocation) async throws -> Void

  /// The command's `--help` text.
  var help: String {
    // Each usage line is one form of the command; a long one folds under itself.
    var lines = usage.split(separator: "\n").enumerated().flatMap { index, form in
      HelpText.fold(
        String(form), first: index == 0 ? "usage: sunsonic " : "       sunsonic ",
        rest: "                ")
    }
    lines += [""] + HelpText.fold(summary) + ["", "options:"]
    let indent = String(repeating: " ", count: 26)
    for option in options + GlobalOptions.all {
      var left = "  \(option.name)"
      if let short = option.shortName { left = "  \(short), \(option.name)" }
      if let value = option.valueName { left += " \(value)" }
      if left.count > 24 {  // two spaces at least between an option and its help
        lines.append(left)
        lines += HelpText.fold(option.help, first: indent, rest: indent)
      } else {
        let first = left + String(repeating: " ", count: 26 - left.count)
        lines += HelpText.fold(option.help, first: first, rest: indent)
      }
    }
    lines.append("")
    lines.append(examplesNote.map { "examples (\($0)):" } ?? "examples:")
    lines += examples.map { "  sunsonic " + $0.map(Self.shellWord).joined(separator: " ") }
    lines.append("")
    lines.append("exit codes:")
    lines += ExitCode.allCases.map { "  \($0.helpLine)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `argument` as a shell reads it back: as is when plain, else in single quotes.
  static func shellWord(_ argument: String) -> String {
    let plain =
      !argument.isEmpty
      && argument.allSatisfy {
        $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=@+,".contains($0))
      }
    return plain ? argument : "'" + argument.replacing("'", with: "'\\''") + "'"
  }
}
