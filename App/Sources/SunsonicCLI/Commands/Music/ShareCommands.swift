import Foundation
import MusicPresentation
import ServerFeature
import SubsonicClient

/// `sunsonic shares` and `sunsonic share ITEM...`, `share --update ID`, `share --delete ID`:
/// public links to songs and albums that anyone can open.
enum ShareCommands {
  static let album = OptionSpec(name: "--album", help: "the items are albums (ids or names)")
  static let description = OptionSpec(
    name: "--description", valueName: "TEXT", help: "what people opening the link read")
  static let expires = OptionSpec(
    name: "--expires", valueName: "DATE",
    help:
      "when the link stops working, UTC: 2026-12-31 (its start) or 2026-12-31T18:00; with"
      + " --update, never removes the expiry")
  static let update = OptionSpec(
    name: "--update", help: "change the share ID's description or expiry instead")
  static let delete = OptionSpec(name: "--delete", help: "delete the share ID instead")

  static let shares = MusicCommand.make(
    name: "shares",
    usage: "shares [--json]",
    summary: "List your shares: description, id, songs, expiry, visits and public URL.",
    options: [MusicCommand.json],
    examples: [["shares"], ["shares", "--json"]],
    run: runShares
  )

  static let share = MusicCommand.make(
    name: "share",
    usage: """
      share ITEM... [--album] [--description TEXT] [--expires DATE] [--json]
      share --update ID [--description TEXT] [--expires DATE|never] [--json]
      share --delete ID [--json]
      """,
    summary:
      "Share songs (or albums with --album), by id or name, and print the public URL; or"
      + " change or delete a share.",
    options: [album, description, expires, update, delete, MusicCommand.json],
    examples: [
      ["share", "song-1", "song-2", "--description", "For the morning"],
      ["share", "--album", "Dawn Chorus", "--expires", "2030-01-31"],
      ["share", "--update", "share-1", "--expires", "never"],
      ["share", "--delete", "share-1", "--json"],
    ],
    run: runShare
  )

  @MainActor
  static func runShares(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = SharesStore()
    await store.load(SharesRequest())
    let shares = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try SharesJSON(shares).encoded())
      return
    }
    invocation.print(shares.isEmpty ? "No shares." : invocation.table(CellTable.shares(shares)))
  }

  /// What `share` asks, checked, with items still as given (ids or names).
  enum Request: Equatable {
    case create([String], albums: Bool, description: String?, expires: Date?)
    case update(ShareID, ShareUpdate)
    case delete(ShareID)
  }

  /// The request the arguments of `invocation` make; a usage error naming what is wrong.
  static func request(_ invocation: Invocation) throws(CommandFailure) -> Request {
    let arguments = invocation.arguments
    let updating = arguments.has(update.name)
    let deleting = arguments.has(delete.name)
    if updating && deleting {
      throw .usage("--update and --delete exclude each other")
    }
    let note = try arguments.value(description.name).map { text throws(CommandFailure) in
      try MusicInput.text(text, description.name)
    }
    let expiryText = arguments.value(expires.name)
    if deleting || updating {
      let action = deleting ? delete.name : update.name
      let given =
        [album.name].filter(arguments.has)
        + (deleting ? [description.name, expires.name].filter { arguments.value($0) != nil } : [])
      if let extra = given.first {
        throw .usage("\(extra) does not go with \(action)")
      }
      let id = ShareID(try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID"))
      if deleting { return .delete(id) }
      let expiry = try expiryText.map { text throws(CommandFailure) -> ShareExpiry in
        text == "never" ? .never : .at(try date(text))
      }
      guard note != nil || expiry != nil else {
        throw .usage("nothing to change: give --description or --expires")
      }
      return .update(id, ShareUpdate(description: note, expiry: expiry))
    }
    let items = arguments.positionals
    guard !items.isEmpty else {
      throw .usage("missing ITEM (usage: sunsonic share ITEM... [--album])")
    }
    for item in items { _ = try MusicInput.id(item, "ITEM") }
    return .create(
      items, albums: arguments.has(album.name), description: note,
      expires: try expiryText.map(date))
  }

  /// `text` as an expiry date; a usage error naming `--expires` otherwise.
  static func date(_ text: String) throws(CommandFailure) -> Date {
    guard let date = ShareExpiryText.date(text) else {
      throw .usage(
        "\(expires.name) \(Shown.text(text)): not a date like 2026-12-31 or 2026-12-31T18:00"
          + " (UTC)")
    }
    return date
  }

  @MainActor
  static func runShare(_ invocation: Invocation) async throws {
    let edit: ShareEdit
    switch try request(invocation) {
    case .create(let texts, let albums, let note, let expiry):
      var items: [SharedItem] = []
      for text in texts {
        let id = try await Lookups.id(albums ? .album : .song, text, invocation)
        items.append(albums ? .album(AlbumID(id)) : .song(SongID(id)))
      }
      edit = .create(items, description: note, expires: expiry)
    case .update(let id, let change): edit = .update(id, change)
    case .delete(let id): edit = .delete(id)
    }
    let store = ShareEditStore()
    await store.load(edit)
    let outcome = try store.state.loaded(missing: "share") { id in
      "you have no share with the id \(Shown.text(id)) (see sunsonic shares)"
    }
    if invocation.wantsJSON {
      invocation.print(try ShareEditJSON(edit, outcome).encoded())
      return
    }
    invocation.print(text(of: edit, outcome))
  }

  /// What `share` did: a new share's URL alone on its line (for scripts), else one line.
  static func text(of edit: ShareEdit, _ outcome: ShareEditOutcome) -> String {
    switch edit {
    case .create:
      return outcome.share.map { oneLine($0.url) }
        ?? "shared, but the server did not answer the share's URL: see sunsonic shares"
    case .update(let id, _):
      let url = outcome.share.map { ": " + oneLine($0.url) } ?? ""
      return "updated share \(oneLine(id.rawValue))" + url
    case .delete(let id):
      return "deleted share \(oneLine(id.rawValue))"
    }
  }
}
