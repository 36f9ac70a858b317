import Foundation

extension StationStreamClient {
  /// A client whose every station sends `chunks`, in order, then ends the stream: the
  /// smallest double for a test that needs audio.
  public static func sending(_ chunks: [Data]) -> StationStreamClient {
    StationStreamClient(listen: { _, receive in
      var count: Int64 = 0
      for chunk in chunks {
        do { try receive(chunk) } catch { throw StationStreamError.cancelled }
        count += Int64(chunk.count)
      }
      return count
    })
  }

  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: StationStreamError) -> StationStreamClient {
    StationStreamClient(listen: { _, _ in throw error })
  }
}
