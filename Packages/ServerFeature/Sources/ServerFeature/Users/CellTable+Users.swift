import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The users, in the given order: `User`, `Admin` (`yes` or empty), `E-mail`, `Roles` (the
  /// others, by name).
  public static func users(_ users: [User]) -> CellTable {
    CellTable(
      columns: [Column("User"), Column("Admin"), Column("E-mail"), Column("Roles")],
      rows: users.map { user in
        [
          NameText.shown(user.username, or: .name), user.isAdmin ? "yes" : "",
          user.email ?? "",
          user.roles.subtracting([.admin]).map(\.rawValue).sorted().joined(separator: ", "),
        ]
      })
  }
}
