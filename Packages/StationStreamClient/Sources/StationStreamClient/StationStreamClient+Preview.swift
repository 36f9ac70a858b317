import Foundation

extension StationStreamClient {
  /// Deterministic answers with no network: every station sends ``previewChunks`` and ends.
  public static let preview = StationStreamClient.sending(previewChunks)

  /// What the preview's stations send: four chunks of 4,096 zero bytes.
  public static let previewChunks = Array(repeating: Data(count: 4_096), count: 4)

  /// A client that fails every request as an unreachable station would, to preview error
  /// states.
  public static let previewFailing = StationStreamClient.failing(
    .unreachable("preview: the network is switched off")
  )
}
