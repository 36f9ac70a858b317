import MusicPresentation
import ServerFeature
import SubsonicClient

/// `sunsonic users`, `user NAME|add|update|delete` and `password [NAME]`: the server's users, for
/// admins, and a password, one's own or (as an admin) anyone's.
///
/// A password is never an argument or an option (it would show in `ps` and the shell's
/// history): `user add` and `password` read it from standard input, one line, not echoed on a
/// terminal; it never reaches the output, an error or `--verbose`.
enum UserCommands {
  static let email = OptionSpec(
    name: "--email", valueName: "ADDRESS", help: "with add (required) or update: the e-mail address"
  )
  static let admin = OptionSpec(name: "--admin", help: "with add or update: make the user an admin")
  static let grant = OptionSpec(
    name: "--grant", valueName: "ROLES",
    help: "with add or update: roles to give, comma-separated (" + UserRoleNames.listed + ")")
  static let revoke = OptionSpec(
    name: "--revoke", valueName: "ROLES",
    help: "with add or update: roles to take away, comma-separated (admin among them)")
  /// The subcommands of `user`; any other word is a user's name to show.
  static let actions = ["show", "add", "update", "delete"]

  static let users = MusicCommand.make(
    name: "users",
    usage: "users [--json]",
    summary: "List the server's users with their roles (admins only).",
    options: [MusicCommand.json],
    examples: [["users"], ["users", "--json"]],
    run: runUsers
  )

  static let user = MusicCommand.make(
    name: "user",
    usage: """
      user NAME [--json]
      user show NAME [--json]
      user add NAME --email ADDRESS [--admin] [--grant ROLES] [--revoke ROLES] [--json]
      user update NAME [--email ADDRESS] [--admin] [--grant ROLES] [--revoke ROLES] [--json]
      user delete NAME [--json]
      """,
    summary:
      "Show a user; admins add (the password read from standard input), change and delete"
      + " them.",
    options: [email, admin, grant, revoke, MusicCommand.json],
    examples: [
      ["user", "guest"],
      ["user", "add", "robin", "--email", "robin@example.org", "--grant", "jukebox,download"],
      ["user", "update", "guest", "--admin", "--revoke", "comment"],
      ["user", "delete", "guest", "--json"],
    ],
    subcommands: actions,
    run: runUser
  )

  static let password = MusicCommand.make(
    name: "password",
    usage: "password [NAME] [--json]",
    summary:
      "Set a password, one's own or (admins) another user's, read from standard input (one"
      + " line, not echoed).",
    options: [MusicCommand.json],
    examples: [["password", "guest"], ["password"], ["password", "guest", "--json"]],
    run: runPassword
  )

  @MainActor
  static func runUsers(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = UsersStore()
    await store.load(UsersRequest())
    let users = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try UsersJSON(users).encoded())
      return
    }
    invocation.print(users.isEmpty ? "No users." : invocation.table(CellTable.users(users)))
  }

  @MainActor
  static func runUser(_ invocation: Invocation) async throws {
    let given = invocation.arguments.positionals
    if let first = given.first, !actions.contains(first) || first == "show" {
      let names = first == "show" ? Array(given.dropFirst()) : given
      try refuse(invocation, [email, admin, grant, revoke], "showing a user")
      let name = try ActionArguments.exactly(names, ["NAME"], command: "user", action: "show")[0]
      return try await ServerCommands.show(try username(name), invocation)
    }
    let edit = try await request(invocation)
    try await perform(edit, invocation)
  }

  @MainActor
  static func runPassword(_ invocation: Invocation) async throws {
    try refusePasswordStdin(invocation)
    let given = invocation.arguments.positionals
    if given.count > 1 {
      // Not echoed: a second argument may well be the password itself.
      throw CommandFailure.usage(
        "password takes one NAME at most: the new password is read from standard input, never"
          + " given as an argument")
    }
    let name: String
    if let given = given.first {
      name = try username(given)
    } else {
      name = try await ServerCommands.username(invocation)
    }
    // The user first: a password is never asked for a user the server does not have.
    let user = UserStore()
    await user.load(name)
    if case .failed(let error, _) = user.state { throw notFound(error, name) ?? error }
    let secret = try newPassword(invocation, for: name)
    try await perform(.changePassword(name, secret), invocation)
  }

  /// Sends `edit` and prints what it did: one line, or `--json`.
  @MainActor
  private static func perform(_ edit: UserEdit, _ invocation: Invocation) async throws {
    let store = UserEditStore()
    await store.load(edit)
    let outcome: UserEditOutcome
    switch store.state {
    case .loaded(let loaded):
      outcome = loaded
    case .failed(.invalidArgument(let reason), _):
      throw CommandFailure.usage(reason)
    case .failed(let error, _):
      throw notFound(error, edit.username) ?? error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
    if invocation.wantsJSON {
      invocation.print(try UserEditJSON(edit, outcome).encoded())
      return
    }
    invocation.print(text(of: edit, outcome))
  }

  /// The failure for the user `name` found missing, naming them; `nil` for any other error (the
  /// server's own "not found", error 70, is shown as it says it, exit 66).
  private static func notFound(_ error: SubsonicError, _ name: String) -> CommandFailure? {
    guard case .itemNotFound("user", _) = error else { return nil }
    return CommandFailure(
      "no user is named \(Shown.text(name)) (see sunsonic users)", exitCode: .notFound)
  }

  /// What `user add|update|delete ...` asks, validated before any request (the password, for
  /// add, read last); a usage error naming what is wrong.
  @MainActor
  static func request(_ invocation: Invocation) async throws -> UserEdit {
    let given = invocation.arguments.positionals
    guard let action = given.first else {
      throw CommandFailure.usage(
        "missing a NAME or an action (\(actions.joined(separator: ", ")))")
    }
    let name = try username(
      try ActionArguments.exactly(
        Array(given.dropFirst()), ["NAME"], command: "user", action: action)[0])
    let arguments = invocation.arguments
    let address = try arguments.value(email.name).map { text throws(CommandFailure) in
      try MusicInput.text(text, email.name)
    }
    switch action {
    case "add":
      try refusePasswordStdin(invocation)
      guard let address else { throw CommandFailure.usage("user add needs --email ADDRESS") }
      let roles = try roleChanges(invocation)
      let secret = try newPassword(invocation, for: name)
      return .add(NewUser(username: name, password: secret, email: address, roles: roles))
    case "update":
      let update = UserUpdate(email: address, roles: try roleChanges(invocation))
      guard !update.isEmpty else {
        throw CommandFailure.usage(
          "nothing to change: give --email, --admin, --grant or --revoke (a password: sunsonic"
            + " password NAME)")
      }
      return .update(name, update)
    default:
      try refuse(invocation, [email, admin, grant, revoke], "'user delete'")
      return .delete(name)
    }
  }

  /// The roles `--admin`, `--grant` and `--revoke` give and take; a role both given and taken
  /// is refused.
  private static func roleChanges(_ invocation: Invocation) throws(CommandFailure) -> [UserRole:
    Bool]
  {
    let arguments = invocation.arguments
    var granted =
      try arguments.value(grant.name).map { text throws(CommandFailure) in
        try UserRoleNames.parse(text, grant.name)
      } ?? []
    if arguments.has(admin.name) { granted.append(.admin) }
    let revoked =
      try arguments.value(revoke.name).map { text throws(CommandFailure) in
        try UserRoleNames.parse(text, revoke.name)
      } ?? []
    if let both = granted.first(where: revoked.contains) {
      throw .usage("the role \(both.rawValue) is both granted and revoked")
    }
    var changes: [UserRole: Bool] = [:]
    for role in granted { changes[role] = true }
    for role in revoked { changes[role] = false }
    return changes
  }

  /// The new password: one line of standard input (not echoed on a terminal), at most 1024
  /// bytes, no control characters; an empty or unusable one is refused with 65 (EX_DATAERR).
  private static func newPassword(_ invocation: Invocation, for name: String) throws
    -> UserPassword
  {
    guard let line = invocation.console.readSecretLine("New password for \(oneLine(name)): ")
    else { throw CancellationError() }
    guard !line.isEmpty else {
      throw CommandFailure(
        "the new password is empty (one line on standard input)", exitCode: .dataError)
    }
    guard line.utf8.count <= 1024 else {
      throw CommandFailure("the new password is longer than 1024 bytes", exitCode: .dataError)
    }
    guard !MusicInput.hasControlCharacter(line) else {
      throw CommandFailure("the new password has a control character", exitCode: .dataError)
    }
    return UserPassword(line)
  }

  /// Refuses `--password-stdin`: standard input holds one secret, the new password.
  private static func refusePasswordStdin(_ invocation: Invocation) throws(CommandFailure) {
    if invocation.arguments.has(SubsonicSettings.passwordStdinOption.name) {
      throw .usage(
        "--password-stdin does not go with a new password, which is read from standard input:"
          + " sign in with SUBSONIC_PASSWORD or the configuration file")
    }
  }

  /// `text` as a user name: a name as ``MusicInput/id(_:_:)`` takes one.
  private static func username(_ text: String) throws(CommandFailure) -> String {
    try MusicInput.id(text, "NAME")
  }

  /// Refuses `options` given with what `doing` names.
  private static func refuse(
    _ invocation: Invocation, _ options: [OptionSpec], _ doing: String
  ) throws(CommandFailure) {
    let arguments = invocation.arguments
    if let option = options.first(where: {
      arguments.value($0.name) != nil || arguments.has($0.name)
    }) {
      throw .usage("\(option.name) does not go with \(doing)")
    }
  }

  /// What a user edit did, in one line; never the password.
  static func text(of edit: UserEdit, _ outcome: UserEditOutcome) -> String {
    let name = "“\(oneLine(edit.username))”"
    let roles =
      outcome.user.map { user in
        let names = user.roles.map(\.rawValue).sorted()
        return names.isEmpty ? " (no roles)" : " (" + names.joined(separator: ", ") + ")"
      } ?? ""
    switch edit {
    case .add: return "added user \(name)\(roles)"
    case .update: return "updated user \(name)\(roles)"
    case .delete: return "deleted user \(name)"
    case .changePassword: return "changed the password of \(name)"
    }
  }
}

/// The roles as `user` takes them: the API's names (`admin`, `coverArt`, `videoConversion`),
/// case and dashes ignored (`cover-art`).
enum UserRoleNames {
  static let known: [UserRole] = [
    .admin, .settings, .download, .upload, .playlist, .coverArt, .comment, .podcast, .stream,
    .jukebox, .share, .videoConversion,
  ]

  /// The names, for help.
  static let listed = known.map(\.rawValue).joined(separator: ", ")

  /// `text`, a comma-separated list of role names, as roles; a usage error naming an unknown one.
  static func parse(_ text: String, _ option: String) throws(CommandFailure) -> [UserRole] {
    var roles: [UserRole] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let key = Self.key(String(word))
      guard let role = known.first(where: { Self.key($0.rawValue) == key }) else {
        throw .usage(
          "\(option) \(Shown.text(text)): no role \(Shown.text(String(word))) (roles: \(listed))")
      }
      if !roles.contains(role) { roles.append(role) }
    }
    return roles
  }

  private static func key(_ name: String) -> String {
    name.lowercased().filter { $0 != "-" && $0 != "_" && !$0.isWhitespace }
  }
}
