/// `sunsonic manual`: the manual page `sunsonic(1)` in mdoc(7) (``ManualPage``), as
/// `sunsonic completion` prints the completion scripts; `Scripts/install` and `Scripts/package`
/// install what it prints.
enum ManualCommand {
  static let command = Command(
    name: "manual",
    usage: "manual",
    summary:
      "Print the manual page sunsonic(1) in mdoc: read it with sunsonic manual | man -l -, or"
      + " save it as man1/sunsonic.1 in a folder of $MANPATH.",
    options: [],
    examples: [["manual"]],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    let given = invocation.arguments.positionals
    guard given.isEmpty else {
      throw CommandFailure.usage("manual takes no argument, not \(Shown.text(given[0]))")
    }
    invocation.console.out(ManualPage.sunsonic.source)
  }
}
