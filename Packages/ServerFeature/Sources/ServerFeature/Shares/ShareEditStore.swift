import Foundation
import LoadStore
import SubsonicClient

/// Creates, changes or deletes a share and loads the share it made, changed or deleted. A change
/// or deletion looks the share up first (`getShares`), so that an unknown id is refused before
/// anything is sent.
public typealias ShareEditStore = LoadStore<ShareEdit, ShareEditOutcome, SubsonicError>

/// One change to the user's shares.
public enum ShareEdit: SubsonicEdit, Hashable {
  /// Share songs and albums (`createShare`), with a description and an expiry when given.
  case create([SharedItem], description: String?, expires: Date?)
  /// Change a share's description or expiry (`updateShare`).
  case update(ShareID, ShareUpdate)
  /// Delete a share (`deleteShare`).
  case delete(ShareID)

  /// Why the edit is refused before anything is sent (nothing to share, nothing to change);
  /// `nil` when it can be sent.
  public var validationError: SubsonicError? {
    switch self {
    case .create(let items, _, _) where items.isEmpty:
      return .invalidArgument("nothing to share: give a song or an album")
    case .update(_, let update) where update.description == nil && update.expiry == nil:
      return .invalidArgument("nothing to change: give a description or an expiry")
    default:
      return nil
    }
  }

  /// Sends the edit with `client` and reads back what it did.
  public func send(_ client: SubsonicClient) async throws -> ShareEditOutcome {
    switch self {
    case .create(let items, let description, let expires):
      return ShareEditOutcome(share: try await client.createShare(items, description, expires))
    case .update(let id, let update):
      _ = try Self.share(id, in: try await client.getShares())
      try await client.updateShare(id, update)
      return ShareEditOutcome(share: try await client.getShares().first { $0.id == id })
    case .delete(let id):
      let old = try Self.share(id, in: try await client.getShares())
      try await client.deleteShare(id)
      return ShareEditOutcome(share: old)
    }
  }

  private static func share(_ id: ShareID, in shares: [Share]) throws(SubsonicError) -> Share {
    guard let share = shares.first(where: { $0.id == id }) else {
      throw .itemNotFound(kind: "share", item: id.rawValue)
    }
    return share
  }
}

/// What a ``ShareEdit`` did: the share made or changed as the server now lists it, or the one
/// deleted as it was; `nil` when the server did not show it (a create answered without it).
public struct ShareEditOutcome: Sendable, Hashable {
  /// The share.
  public var share: Share?

  /// Creates an outcome.
  public init(share: Share?) {
    self.share = share
  }
}
