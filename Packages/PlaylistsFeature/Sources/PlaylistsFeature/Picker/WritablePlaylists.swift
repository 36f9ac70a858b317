import SubsonicClient

/// The playlists a user may add songs to: their own.
///
/// `getPlaylists` lists the signed-in user's playlists and the public playlists of others, and
/// only an owner may change a playlist. The owner is the username given; without one, the
/// owner of the private playlists listed, as only the user's own private playlists are listed
/// (when they name one owner). A playlist that names no owner is kept, and so is every playlist
/// when the user is not known: the server refuses a change it does not allow, and the picker
/// says so.
enum WritablePlaylists {
  /// The playlists of `playlists` owned by `username`, or by the user found in them.
  static func filter(_ playlists: [Playlist], username: String?) -> [Playlist] {
    guard let user = username ?? signedInUser(in: playlists) else { return playlists }
    return playlists.filter { $0.owner == nil || $0.owner == user }
  }

  /// The owner of the private playlists of `playlists`, when there are some and they have one
  /// owner.
  static func signedInUser(in playlists: [Playlist]) -> String? {
    let owners = Set(playlists.lazy.filter { $0.isPublic == false }.compactMap(\.owner))
    return owners.count == 1 ? owners.first : nil
  }
}
