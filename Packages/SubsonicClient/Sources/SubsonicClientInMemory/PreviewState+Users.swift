import Foundation
import SubsonicClient

// The user and play queue endpoints of the in-memory server.
extension PreviewState {
  /// The users at the start: `preview` (every role, the one signed in) and `guest`.
  static let initialUsers = [
    User(
      username: Catalog.username, email: "preview@example.com", scrobblingEnabled: false,
      roles: [
        .admin, .settings, .download, .upload, .playlist, .coverArt, .comment, .podcast, .stream,
        .jukebox, .share, .videoConversion,
      ], folders: [Catalog.musicFolderID]),
    User(
      username: "guest", scrobblingEnabled: false, roles: [.stream, .playlist, .comment],
      folders: [Catalog.musicFolderID]),
  ]

  /// The roles the API grants a new user unless told otherwise.
  static let defaultRoles: Set<UserRole> = [.settings, .stream]

  func user(_ username: String) throws(SubsonicError) -> User {
    guard let user = users.first(where: { $0.username == username }) else {
      throw Self.notFound("User")
    }
    return user
  }

  /// Adds a user, as the API does without answering it; a name taken, or a blank name, password
  /// or e-mail address, is refused.
  mutating func createUser(_ new: NewUser) throws(SubsonicError) {
    if new.username.isEmpty || new.password.text.isEmpty || new.email.isEmpty {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "username, password or email"))
    }
    if users.contains(where: { $0.username == new.username }) {
      throw .api(
        SubsonicAPIError(code: .generic, message: "There is already a user with that name"))
    }
    users.append(
      User(
        username: new.username, email: new.email, scrobblingEnabled: false,
        roles: Self.roles(Self.defaultRoles, changedBy: new.roles),
        folders: [Catalog.musicFolderID]))
    passwords[new.username] = new.password
  }

  /// Changes a user's e-mail address and roles.
  mutating func updateUser(_ username: String, _ update: UserUpdate) throws(SubsonicError) {
    guard let index = users.firstIndex(where: { $0.username == username }) else {
      throw Self.notFound("User")
    }
    if let email = update.email { users[index].email = email.isEmpty ? nil : email }
    users[index].roles = Self.roles(users[index].roles, changedBy: update.roles)
  }

  /// Deletes a user; the one signed in cannot delete themselves.
  mutating func deleteUser(_ username: String) throws(SubsonicError) {
    guard let index = users.firstIndex(where: { $0.username == username }) else {
      throw Self.notFound("User")
    }
    if username == Catalog.username {
      throw .api(SubsonicAPIError(code: .generic, message: "You cannot delete yourself"))
    }
    users.remove(at: index)
    passwords[username] = nil
  }

  /// Sets a user's password; a blank one is refused.
  mutating func changePassword(_ username: String, _ password: UserPassword) throws(SubsonicError) {
    _ = try user(username)
    if password.text.isEmpty {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "password"))
    }
    passwords[username] = password
  }

  private static func roles(_ roles: Set<UserRole>, changedBy flags: [UserRole: Bool]) -> Set<
    UserRole
  > {
    var result = roles
    for (role, granted) in flags {
      if granted { result.insert(role) } else { result.remove(role) }
    }
    return result
  }

  // MARK: Play queue

  mutating func savePlayQueue(
    _ songs: [SongID], current: SongID?, position: Int?, now: Date
  ) throws(SubsonicError) {
    for id in songs { _ = try songRecord(id) }
    if let current, !songs.contains(current) {
      throw .invalidArgument("the current song \(current) is not in the play queue")
    }
    guard !songs.isEmpty else {
      playQueue = nil
      return
    }
    playQueue = PlayQueue(
      entries: songs.map { id in song(Catalog.songs.first { $0.id == id }!) },
      current: current,
      positionMilliseconds: position,
      username: Catalog.username,
      changed: now,
      changedBy: "SubsonicClient.preview"
    )
  }

  /// The saved queue, its songs decorated as they are now.
  func currentPlayQueue() -> PlayQueue? {
    guard var queue = playQueue else { return nil }
    queue.entries = queue.entries.map { entry in
      song(Catalog.songs.first { $0.id == entry.id }!)
    }
    return queue
  }
}
