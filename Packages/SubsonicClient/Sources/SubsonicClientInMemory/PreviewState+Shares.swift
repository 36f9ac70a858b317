import Foundation
import SubsonicClient

// The sharing endpoints of the in-memory server: the signed-in user's shares, none at first.
extension PreviewState {
  struct ShareRecord {
    var id: ShareID
    var songIDs: [SongID]
    var description: String?
    var created: Date
    var expires: Date?
  }

  /// The shares, oldest first, their songs decorated as they are now.
  func currentShares() -> [Share] {
    shares.map { record in
      Share(
        id: record.id, url: "https://music.example.net/share/\(record.id.rawValue)",
        description: record.description, username: Catalog.username, created: record.created,
        expires: record.expires, visitCount: 0,
        entries: record.songIDs.compactMap { id in Catalog.songs.first { $0.id == id } }.map {
          song($0)
        })
    }
  }

  /// Shares the songs and albums' songs as `share-1`, `share-2`, …; the API's missing parameter
  /// for no item, not found for an unknown one.
  mutating func createShare(
    _ items: [SharedItem], description: String?, expires: Date?, now: Date
  ) throws(SubsonicError) -> Share {
    guard !items.isEmpty else {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "id"))
    }
    var songs: [SongID] = []
    for item in items {
      switch item {
      case .song(let id): songs.append(try songRecord(id).id)
      case .album(let id):
        _ = try albumRecord(id)
        songs += songRecords(of: id).map(\.id)
      }
    }
    let id = ShareID("share-\(nextShareNumber)")
    nextShareNumber += 1
    shares.append(
      ShareRecord(
        id: id, songIDs: songs, description: description, created: now, expires: expires))
    return currentShares()[shares.count - 1]
  }

  /// Changes a share's description or expiry; the API's not found for an unknown id.
  mutating func updateShare(_ id: ShareID, _ update: ShareUpdate) throws(SubsonicError) {
    guard let index = shares.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Share")
    }
    if let description = update.description { shares[index].description = description }
    switch update.expiry {
    case .at(let date): shares[index].expires = date
    case .never: shares[index].expires = nil
    case nil: break
    }
  }

  /// Deletes a share; the API's not found for an unknown id.
  mutating func deleteShare(_ id: ShareID) throws(SubsonicError) {
    guard let index = shares.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Share")
    }
    shares.remove(at: index)
  }
}
