import Foundation
import SubsonicClient

extension SubsonicConnection {
  // MARK: Sharing

  func getShares() async throws(SubsonicError) -> [Share] {
    try await call(.getShares) { envelope throws(WireError) in
      try envelope.section("shares").list("share", Share.init(wire:))
    }
  }

  /// The share the answer holds (`shares.share[0]`); `nil` when it holds none.
  func createShare(
    _ items: [SharedItem], _ description: String?, _ expires: Date?
  ) async throws(SubsonicError) -> Share? {
    var parameters = QueryParameters()
    parameters.add("id", each: items.map(\.rawID))
    parameters.add("description", description)
    parameters.add("expires", expires.map(Self.milliseconds))
    return try await call(.createShare, parameters) { envelope throws(WireError) in
      try envelope.section("shares").list("share", Share.init(wire:)).first
    }
  }

  func updateShare(_ id: ShareID, _ update: ShareUpdate) async throws(SubsonicError) {
    var parameters: QueryParameters = ["id": id.rawValue, "description": update.description]
    switch update.expiry {
    case .at(let date): parameters.add("expires", Self.milliseconds(date))
    case .never: parameters.add("expires", 0)
    case nil: break
    }
    _ = try await call(.updateShare, parameters)
  }

  func deleteShare(_ id: ShareID) async throws(SubsonicError) {
    _ = try await call(.deleteShare, ["id": id.rawValue])
  }

  /// `date` as the API's milliseconds since 1970, clamped to what an `Int` holds.
  private static func milliseconds(_ date: Date) -> Int {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return 0 }
    return Int(max(-9.2e18, min(9.2e18, value)))
  }
}

extension Share {
  /// A share with its `entry` songs (none when it has no `entry`).
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"),
      url: try wire.requiredString("url"),
      description: wire.string("description"),
      username: wire.string("username"),
      created: wire.date("created"),
      expires: wire.date("expires"),
      lastVisited: wire.date("lastVisited"),
      visitCount: wire.int("visitCount"),
      entries: try wire.list("entry", Song.init(wire:)))
  }
}
