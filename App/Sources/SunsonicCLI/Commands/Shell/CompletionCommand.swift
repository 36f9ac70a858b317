/// `sunsonic completion bash|zsh|fish`: a script that completes commands, subcommands and options.
enum CompletionCommand {
  static let command = Command(
    name: "completion",
    usage: "completion bash|zsh|fish",
    summary:
      "Print a shell completion script: source <(sunsonic completion bash), or save the zsh one"
      + " as _sunsonic in $fpath and the fish one in ~/.config/fish/completions/.",
    options: [],
    examples: [["completion", "bash"], ["completion", "fish"]],
    subcommands: ShellCompletion.Shell.allCases.map(\.rawValue),
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    let given = invocation.arguments.positionals
    guard given.count == 1, let shell = ShellCompletion.Shell(rawValue: given[0]) else {
      let shown = given.first.map(Shown.text) ?? "nothing"
      throw CommandFailure.usage("completion takes bash, zsh or fish, not \(shown)")
    }
    invocation.console.out(ShellCompletion.script(for: shell, commands: Sunsonic.commands))
  }
}
