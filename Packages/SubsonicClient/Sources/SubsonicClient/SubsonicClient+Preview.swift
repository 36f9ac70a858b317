import Foundation

extension SubsonicClient {
  /// A small deterministic in-memory library that answers every endpoint, with no network.
  /// Shared by every user of the preview value: use ``previewLibrary()`` for a fresh one.
  public static let preview = SubsonicClient.failing(.unreachable("preview: not built yet"))

  /// A client that fails every request as an unreachable server would, to preview error states.
  public static let previewFailing = SubsonicClient.failing(
    .unreachable("preview: the network is switched off")
  )
}
