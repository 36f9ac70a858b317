import MusicPresentation
import SearchFeature

/// `sunsonic search TEXT`: artists, albums and songs whose names match.
enum SearchCommand {
  static let size = OptionSpec(
    name: "--size", valueName: "N", help: "at most this many of each kind, 1 to 500 (default 20)")

  static let command = MusicCommand.make(
    name: "search",
    usage: "search TEXT... [--size N] [--json]",
    summary: "Find artists, albums and songs by name.",
    options: [size, MusicCommand.json],
    examples: [
      ["search", "light"], ["search", "first", "light"],
      ["search", "midnight", "--size", "5", "--json"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    // Several words are one phrase, as `search Night Pieces` means.
    let words = invocation.arguments.positionals
    guard !words.isEmpty else {
      throw CommandFailure.usage("missing TEXT (usage: sunsonic search TEXT...)")
    }
    let text = try MusicInput.text(words.joined(separator: " "), "TEXT")
    let pageSize = try MusicInput.integerOption(invocation, size.name, in: 1...500, default: 20)
    let store = SearchStore(pageSize: pageSize)
    await store.search(text)
    let results: SearchResults
    switch store.state {
    case .loaded(let found):
      results = found
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
    if invocation.wantsJSON {
      invocation.print(try SearchResultsJSON(results).encoded())
      return
    }
    let presentation = SearchPresentation(results)
    var sections = [oneLine(presentation.summary) + "\n"]
    if !results.artists.isEmpty {
      sections.append("Artists\n" + invocation.table(presentation.artists))
    }
    if !results.albums.isEmpty {
      sections.append("Albums\n" + invocation.table(presentation.albums))
    }
    if !results.songs.isEmpty {
      sections.append("Songs\n" + invocation.table(presentation.songs))
    }
    invocation.print(sections.joined(separator: "\n"))
  }
}
